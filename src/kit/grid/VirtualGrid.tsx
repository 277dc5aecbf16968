import CaretDownOutlined from '@ant-design/icons/CaretDownOutlined';
import CaretUpOutlined from '@ant-design/icons/CaretUpOutlined';
import { Pagination, type PaginationProps } from 'antd';
import {
  memo,
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type Key,
  type ReactNode,
  type Ref,
} from 'react';
import { useTranslation } from 'react-i18next';
import { columnWindow, sameWindow, type ColumnWindow } from './columnWindow';
import { gridScrollWidth, SELECTION_COLUMN_WIDTH } from './columnLayout';
import { EmptyState } from '../EmptyState';
import { GridPending } from '../GridPending';
import { useLatest } from '../useLatest';
import { ResizeHandle, type ResizeProps } from './ResizeHandle';
import { textWidthBound } from './textWidth';

/** Fixed row height (antd's small bordered row), so no row is ever measured. */
export const VIRTUAL_ROW_HEIGHT = 38;
const HEADER_HEIGHT = 39;
const OVERSCAN = 2;
/** A cell's padding and right border (grid.css): what its text may not use of the column width. */
const CELL_CHROME = 2 * 8 + 1;
/** Every scrolling column: what a page of rows draws. */
const ALL_COLUMNS: ColumnWindow = { from: 0, to: Number.MAX_SAFE_INTEGER, before: 0 };

/** Cells are clipped (with an ellipsis) only when their text may not fit; other content always is. */
const needsClip = (node: ReactNode, width: number) =>
  typeof node !== 'string' || textWidthBound(node) > width - CELL_CHROME;

export type VirtualColumn<T> = {
  key: string;
  title: string;
  width: number;
  align?: 'right';
  /** Fixed at the right edge (row actions); such columns come last. */
  sticky?: boolean;
  sort?: { order: 'asc' | 'desc' | null; onToggle: () => void };
  resize?: ResizeProps;
  /** What the cell shows, and its text for the tooltip (cells are cut with an ellipsis). */
  cell: (row: T) => { node: ReactNode; text?: string };
};

type Props<T> = {
  columns: VirtualColumn<T>[];
  rows: readonly T[];
  rowKey: string;
  label?: string;
  /**
   * The scroll box's height: only the rows in it are drawn (a large result). Without it every row is
   * drawn and the box is as tall as its rows (a page of results, read by scrolling the page).
   */
  height?: number;
  loading?: boolean;
  /** What the body shows without rows (SPEC §2 empty state by default). */
  empty?: ReactNode;
  /** The grid's outer box (DataGrid `fit` measures its width). */
  rootRef?: Ref<HTMLDivElement>;
  selection?: { type: 'checkbox' | 'radio'; keys: Key[]; onChange: (keys: Key[]) => void };
  /** DataGrid `current`: the row marked aria-current, and what a click on a row does. */
  current?: Key | null;
  onRowClick?: (row: T, target: EventTarget) => void;
  pagination?: PaginationProps | false;
};

/** A row's key as the selection holds it: the row's own value (a number stays a number). */
const rawKeyOf = <T,>(row: T, rowKey: string) => (row as Record<string, unknown>)[rowKey] as Key;
/** A row's key as the DOM and the lookups hold it. */
const keyOf = <T,>(row: T, rowKey: string) => String(rawKeyOf(row, rowKey));

type RowProps<T> = {
  row: T;
  index: number;
  rowKey: string;
  /** The columns drawn: the scrolling ones in view, then the pinned ones. */
  columns: VirtualColumn<T>[];
  /** Their aria-colindex (columns scrolled out of view are left out). */
  colIndex: number[];
  /** Width of the scrolling columns left out on the left. */
  before: number;
  width: number;
  selected: boolean | null;
  current: boolean;
  selectType: 'checkbox' | 'radio';
  selectLabel: string;
  onSelect: (row: T, on: boolean) => void;
};

function RowView<T>({
  row,
  index,
  rowKey,
  columns,
  colIndex,
  before,
  width,
  selected,
  current,
  selectType,
  selectLabel,
  onSelect,
}: RowProps<T>) {
  const key = keyOf(row, rowKey);
  const style: CSSProperties = { top: index * VIRTUAL_ROW_HEIGHT, width };
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      aria-selected={selected ?? undefined}
      aria-current={current || undefined}
      data-row-key={key}
      className={current ? 'vsm-vgrid-row vsm-row-current' : 'vsm-vgrid-row'}
      style={style}
    >
      {selected !== null && (
        <div
          role="gridcell"
          aria-colindex={1}
          className="vsm-vgrid-cell vsm-vgrid-select"
          style={{ width: SELECTION_COLUMN_WIDTH }}
        >
          <input
            type={selectType}
            name={selectType === 'radio' ? `vsm-vgrid-${rowKey}` : undefined}
            checked={selected}
            aria-label={selectLabel}
            onChange={(e) => onSelect(row, e.target.checked)}
          />
        </div>
      )}
      {before > 0 && <div className="vsm-vgrid-skip" style={{ width: before }} />}
      {columns.map((column, i) => {
        const { node, text } = column.cell(row);
        return (
          <div
            key={column.key}
            role="gridcell"
            aria-colindex={colIndex[i]}
            className={`vsm-vgrid-cell${column.align ? ' vsm-vgrid-right' : ''}${column.sticky ? ' vsm-vgrid-sticky' : ''}${needsClip(node, column.width) ? ' vsm-vgrid-clip' : ''}`}
            style={{ width: column.width }}
            title={text || undefined}
          >
            {node}
          </div>
        );
      })}
    </div>
  );
}

// A row re-renders only when its own data, its selection or the columns change, not on every scroll step.
const Row = memo(RowView) as typeof RowView;

function HeaderCell<T>({ column, index }: { column: VirtualColumn<T>; index: number }) {
  const { sort } = column;
  const ariaSort = sort?.order === 'asc' ? 'ascending' : sort?.order === 'desc' ? 'descending' : undefined;
  return (
    <div
      role="columnheader"
      aria-colindex={index}
      aria-sort={ariaSort}
      className={`vsm-vgrid-cell vsm-vgrid-th${column.align ? ' vsm-vgrid-right' : ''}${column.sticky ? ' vsm-vgrid-sticky' : ''}`}
      style={{ width: column.width }}
    >
      {sort ? (
        <button type="button" className="vsm-vgrid-sorter" onClick={sort.onToggle}>
          <span className="vsm-vgrid-title">{column.title}</span>
          <span className="vsm-vgrid-sort-icons" aria-hidden>
            <CaretUpOutlined className={sort.order === 'asc' ? 'active' : undefined} />
            <CaretDownOutlined className={sort.order === 'desc' ? 'active' : undefined} />
          </span>
        </button>
      ) : (
        <span className="vsm-vgrid-title">{column.title}</span>
      )}
      {column.resize && <ResizeHandle {...column.resize} />}
    </div>
  );
}

type ScrollProps<T> = Omit<Props<T>, 'loading' | 'pagination' | 'rootRef'> & { busy: boolean };

/**
 * The scroll box: the header and the rows in view. It alone holds the scroll position, so a scroll
 * step renders the rows and nothing around them (the spinner, the antd pager). Rows are keyed by
 * their slot in the window (index modulo the window's size): a row scrolled out of view is
 * reused, with new data, for the row scrolled in, rather than unmounted while another is built.
 */
function VirtualScrollView<T>({
  columns,
  rows,
  rowKey,
  label,
  height,
  selection,
  current,
  onRowClick,
  empty,
  busy,
}: ScrollProps<T>) {
  const { t } = useTranslation('kit');
  const box = useRef<HTMLDivElement>(null);
  const [first, setFirst] = useState(0);
  const windowed = height !== undefined;
  const slots = windowed ? Math.ceil(height / VIRTUAL_ROW_HEIGHT) + 2 * OVERSCAN + 1 : rows.length;
  const from = windowed ? Math.max(0, first - OVERSCAN) : 0;
  const to = Math.min(rows.length, from + slots);
  const lead = selection ? SELECTION_COLUMN_WIDTH : 0;
  const width = gridScrollWidth(
    columns.map((c) => c.width),
    { selection: !!selection },
  );

  // A large result's rows draw only the scrolling columns in view (and the pinned ones): a wide grid
  // scrolled vertically then lays out a third fewer cells per step. A page of rows draws them all, so
  // that the browser's find and a screen reader read every cell of a row.
  const scrolling = useMemo(() => columns.filter((c) => !c.sticky), [columns]);
  // Until the scroll box is measured (before the first paint, in the layout effect), the columns a
  // box as wide as the window would show: not every column, which that first layout would lay out
  // only for the measure to leave most of them out.
  const [view, setView] = useState<ColumnWindow>(() =>
    columnWindow(
      scrolling.map((c) => c.width),
      0,
      window.innerWidth,
      lead,
    ),
  );
  const placeColumns = useCallback(() => {
    const el = box.current;
    if (!el) return;
    const next = columnWindow(
      scrolling.map((c) => c.width),
      el.scrollLeft,
      el.clientWidth,
      lead,
    );
    setView((current) => (sameWindow(current, next) ? current : next));
  }, [scrolling, lead]);
  useLayoutEffect(() => {
    if (!windowed) return;
    placeColumns();
    const observer = new ResizeObserver(placeColumns);
    if (box.current) observer.observe(box.current);
    return () => observer.disconnect();
  }, [placeColumns, windowed]);
  const shown = windowed ? view : ALL_COLUMNS;
  const drawn = useMemo(() => {
    const inView = scrolling.slice(shown.from, shown.to);
    const pinned = columns.filter((c) => c.sticky);
    const start = lead ? 2 : 1;
    return {
      columns: [...inView, ...pinned],
      colIndex: [
        ...inView.map((_, i) => start + shown.from + i),
        ...pinned.map((_, i) => start + scrolling.length + i),
      ],
    };
  }, [columns, scrolling, shown, lead]);

  const onScroll = () => {
    const el = box.current;
    if (!el || !windowed) return;
    const next = Math.floor(el.scrollTop / VIRTUAL_ROW_HEIGHT);
    if (next !== first) setFirst(next);
    placeColumns();
  };

  // Not rebuilt on every scroll step: the selection may hold 10,000 keys.
  const chosen = useMemo(() => new Set((selection?.keys ?? []).map(String)), [selection?.keys]);
  // The latest selection, read at the tick: a new selection object with the same keys draws no row again.
  const selectionRef = useLatest(selection);
  const select = useCallback(
    (row: T, on: boolean) => {
      const now = selectionRef.current;
      if (!now) return;
      const key = rawKeyOf(row, rowKey);
      if (now.type === 'radio') now.onChange(on ? [key] : []);
      else now.onChange(on ? [...now.keys, key] : now.keys.filter((k) => String(k) !== String(key)));
    },
    [selectionRef, rowKey],
  );
  const allChosen = useMemo(
    () => rows.length > 0 && rows.every((row) => chosen.has(keyOf(row, rowKey))),
    [rows, rowKey, chosen],
  );
  const selectAll = (on: boolean) => selection?.onChange(on ? rows.map((row) => rawKeyOf(row, rowKey)) : []);

  return (
    <div
      role="grid"
      aria-label={label}
      aria-rowcount={rows.length + 1}
      aria-colcount={columns.length + (selection ? 1 : 0)}
      aria-busy={busy || undefined}
      className={windowed ? 'vsm-vgrid-scroll vsm-vgrid-windowed' : 'vsm-vgrid-scroll'}
      style={windowed ? { height: height + HEADER_HEIGHT } : undefined}
      // WCAG 2.1.1 (axe scrollable-region-focusable): a grid wider than its box scrolls sideways, and a
      // keyboard reaches its scroll box even when no cell holds a link or button.
      tabIndex={0}
      ref={box}
      onScroll={onScroll}
    >
      <div role="rowgroup" className="vsm-vgrid-head">
        <div role="row" aria-rowindex={1} className="vsm-vgrid-head-row" style={{ width }}>
          {selection && (
            <div
              role="columnheader"
              aria-colindex={1}
              className="vsm-vgrid-cell vsm-vgrid-th vsm-vgrid-select"
              style={{ width: SELECTION_COLUMN_WIDTH }}
            >
              {selection.type === 'checkbox' && (
                <input
                  type="checkbox"
                  checked={allChosen}
                  aria-label={t('grid.selectAll')}
                  onChange={(e) => selectAll(e.target.checked)}
                />
              )}
            </div>
          )}
          {columns.map((column, i) => (
            <HeaderCell key={column.key} column={column} index={i + (lead ? 2 : 1)} />
          ))}
        </div>
      </div>
      <div
        role="rowgroup"
        className="vsm-vgrid-body"
        style={{ height: rows.length ? rows.length * VIRTUAL_ROW_HEIGHT : undefined, width }}
        // One handler for every row: rows are reused across scroll steps.
        onClick={
          onRowClick &&
          ((e) => {
            const key = (e.target as Element).closest('[data-row-key]')?.getAttribute('data-row-key');
            const row = key === undefined || key === null ? undefined : rows.find((r) => keyOf(r, rowKey) === key);
            if (row !== undefined) onRowClick(row, e.target);
          })
        }
      >
        {rows.slice(from, to).map((row, i) => (
          <Row<T>
            key={(from + i) % slots}
            row={row}
            index={from + i}
            rowKey={rowKey}
            columns={drawn.columns}
            colIndex={drawn.colIndex}
            before={shown.before}
            width={width}
            selected={selection ? chosen.has(keyOf(row, rowKey)) : null}
            current={current !== undefined && current !== null && keyOf(row, rowKey) === String(current)}
            selectType={selection?.type ?? 'checkbox'}
            selectLabel={selection ? t('grid.selectRow', { row: from + i + 1 }) : ''}
            onSelect={select}
          />
        ))}
        {rows.length === 0 && (
          <div role="row" className="vsm-vgrid-empty-row">
            <div role="gridcell" aria-colspan={columns.length + (selection ? 1 : 0)} className="vsm-vgrid-empty">
              {empty ?? <EmptyState />}
            </div>
          </div>
        )}
      </div>
    </div>
  );
}

const VirtualScroll = memo(VirtualScrollView) as typeof VirtualScrollView;

/**
 * DataGrid's body: a box with a header and absolutely placed rows of one fixed height, each cell a
 * plain element. Given a height (a large result, past DataGrid's VIRTUAL_THRESHOLD rows), it scrolls
 * with a sticky header and draws only the rows in view, measuring nothing (10,000 rows, no task over
 * 100 ms while scrolling) and only the columns in view; without, it draws every row and column.
 * It replaces antd's table, whose cells carry ~25 hooks each: 16 open tabs held 61 MB with it, 35 MB
 * without (reports/heap.md).
 */
export function VirtualGrid<T>({ loading, pagination, rootRef, ...scroll }: Props<T>) {
  return (
    <div className="vsm-data-grid vsm-vgrid" ref={rootRef}>
      <GridPending loading={Boolean(loading)}>
        <VirtualScroll<T> {...scroll} busy={Boolean(loading)} />
      </GridPending>
      {pagination && <Pagination className="vsm-vgrid-pagination" {...pagination} />}
    </div>
  );
}
