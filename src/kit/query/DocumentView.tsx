import { Button, Space, Spin } from 'antd';
import LeftOutlined from '@ant-design/icons/LeftOutlined';
import PrinterOutlined from '@ant-design/icons/PrinterOutlined';
import RightOutlined from '@ant-design/icons/RightOutlined';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataGrid, DetailView } from '../grid';
import { forSide } from '../permissions';
import type { ColumnSchema, Side } from '../schema';
import { useRequest } from '../useRequest';
import { PrintSheet, printSheet } from './PrintSheet';
import type { DetailConfig, DocumentAction } from './types';
import { offeredFor } from './useDocumentActions';
import './document.css';

/** One document of a query screen, wherever it is shown (DocumentDrawer, DetailPane). */
export type DocumentViewProps<T> = {
  /** The detail with its header fields resolved. */
  config: DetailConfig<T> & { fields: ColumnSchema<T>[] };
  /** undefined while the adjacent page loads. */
  row: T | undefined;
  rowKey: string;
  /**
   * 1-based position in the whole result and its size; `left` once an action took the document out
   * of the result (the position it had, the size now); absent when the row is elsewhere (another page).
   */
  position?: { index: number; total: number; left?: boolean };
  /** Changes after each action on the document: its lines are loaded again. */
  version?: number;
  /** The screen's name for its lines' request (`useRequest`'s `early`): sent with the document's first render. */
  linesRequest: string;
  side: Side;
  /** The screen's detail actions (permission and side already applied). */
  actions: DocumentAction<T>[];
  onAction: (action: DocumentAction<T>, row: T) => void;
  onStep: (step: -1 | 1) => void;
};

/**
 * The parts of a document's detail, for its frame to place: the title with the position in the
 * result, the tools (actions on it, print, previous/next) and the body (header fields, lines, extra
 * text and the paper form; a spinner while the adjacent page loads).
 */
export function useDocumentView<T extends object>(
  props: DocumentViewProps<T>,
): { title: ReactNode; tools: ReactNode; body: ReactNode } {
  const { config, row, position, onStep } = props;
  const { t } = useTranslation();
  const sheetRef = useRef<HTMLDivElement>(null);
  const actions = row ? props.actions.filter((a) => offeredFor(a, row)) : [];
  const own = row && config.title?.(row);
  const titleText = own ? t(own.key, own.values) : t(config.titleKey);

  const title = (
    <span className="vsm-document-title">
      {titleText}
      {position && (
        <span className="vsm-document-position">
          {t(position.left ? 'kit:detail.positionLeft' : 'kit:detail.position', position)}
        </span>
      )}
    </span>
  );
  const tools = (
    <Space size={8} wrap>
      {actions.map((a) => (
        <Button key={a.key} size="small" danger={a.danger} onClick={() => row && props.onAction(a, row)}>
          {t(a.labelKey)}
        </Button>
      ))}
      {config.print && (
        <Button
          size="small"
          icon={<PrinterOutlined />}
          disabled={!row}
          onClick={() => sheetRef.current && printSheet(sheetRef.current)}
        >
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
  const body = row ? (
    <DocumentBody {...props} row={row} sheetRef={sheetRef} titleText={titleText} />
  ) : (
    <Spin className="vsm-document-loading" />
  );
  return { title, tools, body };
}

function DocumentBody<T extends object>({
  config,
  row,
  rowKey,
  side,
  version,
  linesRequest,
  sheetRef,
  titleText,
}: DocumentViewProps<T> & { row: T; sheetRef: React.RefObject<HTMLDivElement | null>; titleText: string }) {
  const { t } = useTranslation();
  const fields = forSide(config.fields, side);
  const lines = config.lines;
  const lineColumns = lines ? forSide(lines.columns, side) : [];
  const id = String((row as Record<string, unknown>)[rowKey]);
  const loaded = useRequest((signal) => (lines ? lines.load(row, { signal }) : Promise.resolve([])), [id, version], {
    early: lines ? linesRequest : undefined,
  });
  const lineRows = loaded.loading ? [] : (loaded.data ?? []);
  return (
    <div className="vsm-document">
      <DetailView fields={fields} record={row} />
      {lines && (
        <section className="vsm-document-lines" aria-label={t(lines.titleKey ?? 'kit:detail.lines')}>
          <h3>{t(lines.titleKey ?? 'kit:detail.lines')}</h3>
          <DataGrid
            columns={lineColumns}
            rows={lineRows}
            rowKey={lines.rowKey}
            loading={loaded.loading}
            label={t(lines.titleKey ?? 'kit:detail.lines')}
            height={360}
            fit
          />
        </section>
      )}
      {config.extra && <div className="vsm-document-extra">{config.extra(row)}</div>}
      {config.print && (
        <PrintSheet
          ref={sheetRef}
          title={titleText}
          fields={fields}
          row={row}
          lineColumns={lineColumns}
          lines={lineRows}
          extra={config.extra?.(row)}
        />
      )}
    </div>
  );
}
