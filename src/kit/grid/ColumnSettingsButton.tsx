import ArrowDownOutlined from '@ant-design/icons/ArrowDownOutlined';
import ArrowUpOutlined from '@ant-design/icons/ArrowUpOutlined';
import SettingOutlined from '@ant-design/icons/SettingOutlined';
import { Button, Checkbox, Popover, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { NumberInput } from '../fields/NumberInput';
import './grid.css';
import {
  MAX_COLUMN_WIDTH,
  MIN_COLUMN_WIDTH,
  moveColumn,
  resizeColumn,
  toggleColumn,
  type ColumnSettings,
} from './columnSettings';

export type SettingsColumnInfo = { key: string; title: string; width?: number };

type Props = {
  columns: readonly SettingsColumnInfo[];
  settings: ColumnSettings;
  onChange: (next: ColumnSettings) => void;
  onReset: () => void;
};

/** The column settings panel: show or hide, move, set the width; reset to the screen's defaults. */
export function ColumnSettingsButton({ columns, settings, onChange, onReset }: Props) {
  const { t } = useTranslation('kit');
  const byKey = new Map(columns.map((c) => [c.key, c]));
  const ordered = [
    ...settings.order.filter((k) => byKey.has(k)),
    ...columns.map((c) => c.key).filter((k) => !settings.order.includes(k)),
  ];
  const panel = (
    <div className="vsm-column-settings" role="group" aria-label={t('columns.title')}>
      <ul>
        {ordered.map((key, index) => {
          const column = byKey.get(key)!;
          const visible = !settings.hidden.includes(key);
          return (
            <li key={key}>
              <Checkbox checked={visible} onChange={(e) => onChange(toggleColumn(settings, key, e.target.checked))}>
                {column.title}
              </Checkbox>
              <Space size={2}>
                <NumberInput
                  size="small"
                  min={MIN_COLUMN_WIDTH}
                  max={MAX_COLUMN_WIDTH}
                  step={10}
                  value={settings.widths[key] ?? column.width ?? null}
                  aria-label={t('columns.width', { column: column.title })}
                  style={{ width: 72 }}
                  onChange={(w) => typeof w === 'number' && onChange(resizeColumn(settings, key, w))}
                />
                <Button
                  size="small"
                  type="text"
                  icon={<ArrowUpOutlined />}
                  disabled={index === 0}
                  aria-label={t('columns.moveUp', { column: column.title })}
                  onClick={() => onChange(moveColumn(settings, key, -1))}
                />
                <Button
                  size="small"
                  type="text"
                  icon={<ArrowDownOutlined />}
                  disabled={index === ordered.length - 1}
                  aria-label={t('columns.moveDown', { column: column.title })}
                  onClick={() => onChange(moveColumn(settings, key, 1))}
                />
              </Space>
            </li>
          );
        })}
      </ul>
      <div className="vsm-column-settings-footer">
        <Button size="small" onClick={onReset}>
          {t('columns.reset')}
        </Button>
      </div>
    </div>
  );
  return (
    <Popover trigger="click" placement="bottomRight" title={t('columns.title')} content={panel}>
      <Button icon={<SettingOutlined />} aria-label={t('columns.title')} title={t('columns.title')} />
    </Popover>
  );
}
