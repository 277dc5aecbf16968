import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Button, Form, Table, type TableColumnsType } from 'antd';
import type { FormListFieldData } from 'antd/es/form/FormList';
import { useEffect, useMemo, useRef, type ClipboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLabelMaps } from '../dict';
import { EmptyState } from '../EmptyState';
import { FieldControl } from '../fields';
import { fieldRules, isEditable } from '../form/rules';
import { forSide, useSide } from '../permissions';
import type { FieldSchema } from '../schema';
import { DEFAULT_COLUMN_WIDTH } from './DataGrid';
import { isMultiCell, parseClipboard, pasteRows, pasteTargets, type Row } from './paste';
import './grid.css';

export type EditableColumn = FieldSchema & { width?: number };

export type EditableGridProps = {
  /** The list's name in the surrounding form (SchemaForm or antd Form): its value is the rows. */
  name: string;
  columns: readonly EditableColumn[];
  /** A new row's values (add, and rows a paste appends). */
  newRow?: () => Row;
  maxRows?: number;
  disabled?: boolean;
  /** Accessible name of the grid. */
  label?: string;
};

const emptyRow = (): Row => ({});

/**
 * An editable grid of field schemas inside a form: the same control kinds and SPEC §5 rules as
 * SchemaForm, cells with isEditing false disabled, rows added and removed, and rows pasted from
 * Excel (tab-separated clipboard text) from the focused cell on, adding rows as needed.
 */
export function EditableGrid({
  name,
  columns,
  newRow = emptyRow,
  maxRows = Infinity,
  disabled,
  label,
}: EditableGridProps) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const rows = (Form.useWatch(name, form) as Row[] | undefined) ?? [];
  const side = useSide();
  const shown = useMemo(() => forSide(columns, side), [columns, side]);
  const labelMaps = useLabelMaps(shown);
  // Cells of pasted rows, checked once they are rendered (rows a paste adds have no items before).
  const pastedCells = useRef<Array<Array<string | number>> | null>(null);
  useEffect(() => {
    const cells = pastedCells.current;
    if (!cells) return;
    pastedCells.current = null;
    void form.validateFields(cells).catch(() => undefined);
  });

  const onPaste = (e: ClipboardEvent<HTMLDivElement>) => {
    const text = e.clipboardData.getData('text/plain');
    if (disabled || !isMultiCell(text)) return;
    e.preventDefault();
    const cell = (e.target as HTMLElement).closest<HTMLElement>('[data-grid-cell]');
    const current = (form.getFieldValue(name) as Row[] | undefined) ?? [];
    const start = {
      row: cell ? Number(cell.dataset.row) : current.length,
      column: Math.max(
        0,
        pasteTargets(shown).findIndex((c) => c.name === cell?.dataset.column),
      ),
    };
    const matrix = parseClipboard(text);
    const labels = new Map(shown.map((c, i) => [c.name, labelMaps[i]]));
    form.setFieldValue(name, pasteRows(current, matrix, start, shown, newRow, labels, maxRows));
    // What could not be read shows at once.
    pastedCells.current = matrix.flatMap((_, i) => shown.map((c) => [name, start.row + i, c.name]));
  };

  const cell = (column: EditableColumn, field: FormListFieldData) => {
    const title = t(column.labelKey);
    const control = (record: Row | undefined) => (
      <div data-grid-cell="" data-row={field.name} data-column={column.name}>
        <Form.Item
          name={[field.name, column.name]}
          rules={fieldRules(column, title, t)}
          validateFirst
          className="vsm-grid-item"
        >
          <FieldControl
            field={column}
            disabled={disabled || !isEditable(column, record)}
            aria-label={t('kit:grid.cell', { column: title, row: field.name + 1 })}
          />
        </Form.Item>
      </div>
    );
    if (typeof column.isEditing !== 'function') return control(undefined);
    return (
      <Form.Item noStyle shouldUpdate>
        {() => control(form.getFieldValue([name, field.name]) as Row | undefined)}
      </Form.Item>
    );
  };

  return (
    <Form.List name={name}>
      {(fields, { add, remove }) => {
        const tableColumns: TableColumnsType<FormListFieldData> = [
          {
            key: '__no',
            title: t('kit:grid.rowNo'),
            width: 48,
            align: 'center',
            render: (_: unknown, f) => f.name + 1,
          },
          ...shown.map((column) => ({
            key: column.name,
            title: <span className={column.required ? 'vsm-grid-required' : undefined}>{t(column.labelKey)}</span>,
            width: column.width ?? DEFAULT_COLUMN_WIDTH,
            render: (_: unknown, f: FormListFieldData) => cell(column, f),
          })),
          {
            key: '__remove',
            title: t('kit:grid.actions'),
            width: 64,
            align: 'center',
            render: (_: unknown, f) => (
              <Button
                type="text"
                danger
                size="small"
                icon={<DeleteOutlined />}
                disabled={disabled}
                aria-label={t('kit:grid.removeRow', { row: f.name + 1 })}
                onClick={() => remove(f.name)}
              />
            ),
          },
        ];
        return (
          <div className="vsm-editable-grid" tabIndex={-1} onPaste={onPaste} role="group" aria-label={label}>
            <Table<FormListFieldData>
              size="small"
              bordered
              rowKey="key"
              columns={tableColumns}
              dataSource={fields}
              pagination={false}
              scroll={{ x: 'max-content' }}
              locale={{ emptyText: <EmptyState /> }}
            />
            <div className="vsm-editable-grid-footer">
              <Button
                type="dashed"
                size="small"
                icon={<PlusOutlined />}
                disabled={disabled || rows.length >= maxRows}
                onClick={() => add(newRow())}
              >
                {t('kit:grid.addRow')}
              </Button>
              <span className="vsm-hint">{t('kit:grid.pasteHint')}</span>
            </div>
          </div>
        );
      }}
    </Form.List>
  );
}
