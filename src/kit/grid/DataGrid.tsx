import type { PaginationProps } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState, type Key, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLabelMaps } from '../dict';
import type { ColumnSchema } from '../schema';
import { alignOf, cellText, isFigure, renderText } from './cells';
import { CellLink } from './CellLink';
import { SELECTION_COLUMN_WIDTH } from './columnLayout';
import { fitColumnWidths } from './fitColumns';
import { formatOrderBy, parseOrderBy } from './orderBy';
import type { ResizeProps } from './ResizeHandle';
import { statusColumnWidth } from './textWidth';
import { VirtualGrid, type VirtualColumn } from './VirtualGrid';
import './grid.css';
import { useLatest } from '../useLatest';
import { PHONE_WIDTH, useMediaQuery } from '../useMediaQuery';

/** Above this many rows the grid scrolls in a box of its own and draws only the rows in view (10,000 stay smooth). */
export const VIRTUAL_THRESHOLD = 100;
export const DEFAULT_COLUMN_WIDTH = 120;
const VIRTUAL_HEIGHT = 520;

export type GridPaging = {
  pageNo: number;
  pageSize: number;
  total: number;
  pageSizes?: number[];
  onChange: (pageNo: number, pageSize: number) => void;
};
export type GridSelection = { type: 'checkbox' | 'radio'; keys: Key[]; onChange: (keys: Key[]) => void };
/** A row action as the grid shows it: a link-styled button in the trailing column. */
export type GridAction = { key: string; label: string; danger?: boolean };
/**
 * A trailing column of row actions: `items` says which a row offers (the grid draws its cells again
 * only when `items` changes), `onAction` is called with the action's key at the click (the latest one).
 */
export type GridActions<T> = {
  title: string;
  width: number;
  items: (row: T) => readonly GridAction[];
  onAction: (key: string, row: T) => void;
};

export type DataGridProps<T> = {
  columns: readonly ColumnSchema<T>[];
  rows: readonly T[];
  rowKey: string;
  loading?: boolean;
  /** SPEC §7 orderBy, shown on the column; sorting asks the server. */
  orderBy?: string;
  onSort?: (orderBy: string | undefined) => void;
  paging?: GridPaging;
  selection?: GridSelection;
  actions?: GridActions<T>;
  /** Makes the row key column a link (e.g. to the detail). */
  onOpen?: (row: T) => void;
  /**
   * A master–detail grid (QueryPage's detail pane): the key of the row whose detail is shown, marked
   * `aria-current` (null: none yet); a click on a row opens it too (the key link stays the keyboard's way).
   */
  current?: Key | null;
  empty?: ReactNode;
  /** Accessible name of the grid. */
  label?: string;
  /** Height of a virtual body. */
  height?: number;
  /**
   * Makes the columns resizable from their header's right edge (drag, or arrow keys on the focused
   * edge); called once per change with the new width (QueryPage keeps it in the column settings).
   */
  onResize?: (key: string, width: number) => void;
  /**
   * Fit the grid's box (a document's lines in a drawer or pane): figures shown whole, the other
   * columns narrowed to the box's width where they can be (kit/grid/fitColumns).
   */
  fit?: boolean;
};

/** A column's width as declared; a status column's at least as wide as its widest tag in the user's language. */
export function declaredWidth(column: Pick<ColumnSchema, 'width' | 'status'>, labels?: Map<string, string>): number {
  const declared = column.width ?? DEFAULT_COLUMN_WIDTH;
  return column.status && labels ? statusColumnWidth(labels.values(), declared) : declared;
}

/**
 * A read-only grid of column schemas: SPEC §9 formats, dictionary labels, status tags, server paging
 * and sorting, the SPEC §2 empty state, and virtual rows for large results. Drawn by the kit's own
 * VirtualGrid, not antd's Table, whose cells held most of the heap of many open tabs (reports/heap.md).
 */
export function DataGrid<T extends object>(props: DataGridProps<T>) {
  const {
    columns,
    rows,
    rowKey,
    loading,
    orderBy,
    onSort,
    paging,
    selection,
    actions,
    onOpen,
    current,
    empty,
    label,
    height,
    onResize,
    fit,
  } = props;
  const { t } = useTranslation('kit');
  // The width shown while a column edge is being dragged (reported through onResize when it ends).
  const [dragging, setDragging] = useState<{ key: string; width: number } | null>(null);
  const labels = useLabelMaps(columns);
  const sort = useMemo(() => parseOrderBy(orderBy), [orderBy]);
  const virtual = rows.length > VIRTUAL_THRESHOLD;
  const selectable = !!selection;
  const rootRef = useRef<HTMLDivElement>(null);

  // A fitted grid: the width of its box, followed as the box changes (a drawer resized, a window narrowed).
  const [box, setBox] = useState<number | undefined>(undefined);
  useEffect(() => {
    const element = rootRef.current;
    if (!fit || !element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setBox(Math.floor(entry.contentRect.width) || undefined));
    observer.observe(element);
    return () => observer.disconnect();
  }, [fit]);
  const actionsWidth = actions?.width ?? 0;
  // A phone: the row actions scroll with the row instead of standing pinned over it, where they left the
  // key column (the document's number, its link) a few characters.
  const pinActions = !useMediaQuery(PHONE_WIDTH);
  // Figures read whole in every table (its layout is fixed: a column is as wide as it is declared, not
  // as its content); a fitted grid's other columns are narrowed to its box besides, its titles kept whole.
  const fitted = useMemo(() => {
    if (virtual) return null;
    const widths = fitColumnWidths(
      columns.map((column, i) => ({
        width: declaredWidth(column, labels[i]),
        whole: isFigure(column)
          ? [...(fit ? [t(column.titleKey)] : []), ...rows.map((row) => cellText(column, row, labels[i]))]
          : undefined,
      })),
      // The box's inner width: its border, the tick boxes and the row actions left out.
      fit ? box && box - 2 - (selectable ? SELECTION_COLUMN_WIDTH : 0) - actionsWidth : undefined,
    );
    return new Map(columns.map((column, i) => [column.key, widths[i]]));
  }, [virtual, fit, columns, rows, labels, box, selectable, actionsWidth, t]);
  const widths = useMemo(
    () =>
      columns.map((column, i) =>
        dragging?.key === column.key ? dragging.width : (fitted?.get(column.key) ?? declaredWidth(column, labels[i])),
      ),
    [columns, dragging, fitted, labels],
  );

  // What a click calls: the latest callbacks, read at the click. The columns, rows and tick boxes
  // below are kept while nothing they show changes (a search's pending state, a tick, a detail opened
  // draw no cell again), so they must not hold a callback of an earlier render.
  const callbacks = {
    onOpen,
    onResize,
    onSort,
    onPage: paging?.onChange,
    onAction: actions?.onAction,
  };
  const liveRef = useLatest(callbacks);
  const resizeOf = useCallback(
    (column: ColumnSchema<T>, width: number): ResizeProps => ({
      width,
      label: t('grid.resize', { column: t(column.titleKey) }),
      onLive: (next) => setDragging({ key: column.key, width: next }),
      onDone: (next) => {
        setDragging(null);
        liveRef.current.onResize?.(column.key, next);
      },
    }),
    [liveRef, t],
  );
  const opens = !!onOpen;
  const linked = useCallback(
    (column: ColumnSchema<T>, row: T, content: ReactNode) =>
      opens && column.key === rowKey ? (
        <CellLink onClick={() => liveRef.current.onOpen?.(row)}>{content}</CellLink>
      ) : (
        content
      ),
    [liveRef, opens, rowKey],
  );
  // A master–detail grid: a click on a row opens it; controls in the row (the key link, row actions,
  // tick boxes) do their own thing.
  const rowsOpen = current !== undefined && opens;
  const openFromRow = useCallback(
    (row: T, target: EventTarget) => {
      if (!(target instanceof Element && target.closest('button, a, input, label'))) liveRef.current.onOpen?.(row);
    },
    [liveRef],
  );
  const onPage = useCallback((no: number, size: number) => liveRef.current.onPage?.(no, size), [liveRef]);
  const paged = !!paging;
  const pageNo = paging?.pageNo;
  const pageSize = paging?.pageSize;
  const total = paging?.total;
  const pageSizes = paging?.pageSizes;
  const pagination = useMemo<PaginationProps | false>(
    () =>
      paged
        ? {
            current: pageNo,
            pageSize,
            total,
            pageSizeOptions: pageSizes,
            showSizeChanger: true,
            showTotal: (count) => t('grid.total', { total: count }),
            onChange: onPage,
            size: 'small',
          }
        : false,
    [paged, pageNo, pageSize, total, pageSizes, t, onPage],
  );
  const actionsTitle = actions?.title;
  const actionItems = actions?.items;
  const actionCell = useCallback(
    (row: T) =>
      actionItems?.(row).map((a) => (
        <CellLink key={a.key} danger={a.danger} onClick={() => liveRef.current.onAction?.(a.key, row)}>
          {a.label}
        </CellLink>
      )),
    [liveRef, actionItems],
  );
  const resizable = !!onResize;
  const sortable = !!onSort;
  // Kept while nothing a cell shows changes: a search's pending state or a tick draws no row again.
  const gridColumns = useMemo(() => {
    // SPEC §7 sorting as antd's header does it: ascending, descending, then none.
    const toggle = (key: string) => () =>
      liveRef.current.onSort?.(
        sort?.field !== key
          ? formatOrderBy(key, 'asc')
          : sort.direction === 'asc'
            ? formatOrderBy(key, 'desc')
            : undefined,
      );
    const built: VirtualColumn<T>[] = columns.map((column, i) => ({
      key: column.key,
      title: t(column.titleKey),
      width: widths[i],
      align: alignOf(column),
      sort:
        column.sortable && sortable
          ? { order: sort?.field === column.key ? sort.direction : null, onToggle: toggle(column.key) }
          : undefined,
      resize: resizable ? resizeOf(column, widths[i]) : undefined,
      cell: (row) => {
        const text = cellText(column, row, labels[i]);
        return { node: linked(column, row, renderText(column, row, text)), text };
      },
    }));
    if (actionItems)
      built.push({
        key: '__actions',
        title: actionsTitle ?? '',
        width: actionsWidth,
        sticky: pinActions,
        cell: (row) => ({ node: actionCell(row) }),
      });
    return built;
  }, [
    columns,
    widths,
    labels,
    t,
    sortable,
    sort,
    liveRef,
    resizable,
    resizeOf,
    linked,
    actionItems,
    actionsTitle,
    actionsWidth,
    pinActions,
    actionCell,
  ]);

  return (
    <VirtualGrid<T>
      rootRef={rootRef}
      columns={gridColumns}
      rows={rows}
      rowKey={rowKey}
      label={label}
      height={virtual ? (height ?? VIRTUAL_HEIGHT) : undefined}
      loading={loading}
      selection={selection}
      current={current}
      onRowClick={rowsOpen ? openFromRow : undefined}
      pagination={pagination}
      empty={empty}
    />
  );
}
