import { Button, Drawer, Space, Spin } from 'antd';
import { LeftOutlined, PrinterOutlined, RightOutlined } from '@ant-design/icons';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DataGrid, DetailView } from '../grid';
import { forSide } from '../permissions';
import type { ColumnSchema, Side } from '../schema';
import { useRequest } from '../useRequest';
import { PrintSheet, printSheet } from './PrintSheet';
import type { DetailConfig, DocumentAction } from './types';
import { offeredFor } from './useDocumentActions';
import './document.css';

export type DocumentDrawerProps<T> = {
  /** The detail with its header fields resolved. */
  config: DetailConfig<T> & { fields: ColumnSchema<T>[] };
  open: boolean;
  /** undefined while the adjacent page loads. */
  row: T | undefined;
  rowKey: string;
  /** 1-based position in the whole result and its size; absent when the row left the result. */
  position?: { index: number; total: number };
  side: Side;
  /** The screen's detail actions (permission and side already applied). */
  actions: DocumentAction<T>[];
  onAction: (action: DocumentAction<T>, row: T) => void;
  onStep: (step: -1 | 1) => void;
  onClose: () => void;
};

/** The detail of a query screen's document: header, lines, actions, previous/next and print. */
export function DocumentDrawer<T extends object>(props: DocumentDrawerProps<T>) {
  const { config, open, row, position, onStep, onClose } = props;
  const { t } = useTranslation();
  const sheetRef = useRef<HTMLDivElement>(null);
  const actions = row ? props.actions.filter((a) => offeredFor(a, row)) : [];

  const extra = (
    <Space size={8} wrap>
      {actions.map((a) => (
        <Button key={a.key} size="small" danger={a.danger} onClick={() => row && props.onAction(a, row)}>
          {t(a.labelKey)}
        </Button>
      ))}
      {config.print && (
        <Button size="small" icon={<PrinterOutlined />} disabled={!row} onClick={() => sheetRef.current && printSheet(sheetRef.current)}>
          {t('kit:detail.print')}
        </Button>
      )}
      <Space.Compact size="small">
        <Button icon={<LeftOutlined />} onClick={() => onStep(-1)} aria-label={t('kit:detail.previous')}>
          {t('kit:detail.previous')}
        </Button>
        <Button onClick={() => onStep(1)} aria-label={t('kit:detail.next')}>
          {t('kit:detail.next')}
          <RightOutlined />
        </Button>
      </Space.Compact>
    </Space>
  );

  return (
    <Drawer
      open={open}
      title={
        <span className="vsm-document-title">
          {t(config.titleKey)}
          {position && <span className="vsm-document-position">{t('kit:detail.position', position)}</span>}
        </span>
      }
      extra={extra}
      size={config.width ?? 880}
      onClose={onClose}
      destroyOnHidden
    >
      {row ? <DocumentBody {...props} row={row} sheetRef={sheetRef} /> : <Spin className="vsm-document-loading" />}
    </Drawer>
  );
}

function DocumentBody<T extends object>({ config, row, rowKey, side, sheetRef }: DocumentDrawerProps<T> & { row: T; sheetRef: React.RefObject<HTMLDivElement | null> }) {
  const { t } = useTranslation();
  const fields = forSide(config.fields, side);
  const lines = config.lines;
  const lineColumns = lines ? forSide(lines.columns, side) : [];
  const id = String((row as Record<string, unknown>)[rowKey]);
  const loaded = useRequest((signal) => (lines ? lines.load(row, { signal }) : Promise.resolve([])), [id]);
  const lineRows = loaded.loading ? [] : (loaded.data ?? []);
  return (
    <div className="vsm-document">
      <DetailView fields={fields} record={row} />
      {lines && (
        <section className="vsm-document-lines" aria-label={t(lines.titleKey ?? 'kit:detail.lines')}>
          <h3>{t(lines.titleKey ?? 'kit:detail.lines')}</h3>
          <DataGrid columns={lineColumns} rows={lineRows} rowKey={lines.rowKey} loading={loaded.loading} label={t(lines.titleKey ?? 'kit:detail.lines')} height={360} />
        </section>
      )}
      {config.extra && <div className="vsm-document-extra">{config.extra(row)}</div>}
      {config.print && <PrintSheet ref={sheetRef} title={t(config.titleKey)} fields={fields} row={row} lineColumns={lineColumns} lines={lineRows} extra={config.extra?.(row)} />}
    </div>
  );
}
