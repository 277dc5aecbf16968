import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState, type Key } from 'react';
import { DataGrid, VIRTUAL_THRESHOLD } from '@/kit/grid';
import { VIRTUAL_ROW_HEIGHT } from '@/kit/grid/VirtualGrid';
import type { ColumnSchema } from '@/kit/schema';
import { FastProviders, setUpTexts } from '../support/page';

/**
 * The large-result grid (issue 3: 10,000 rows stay smooth): only the rows in view are in the DOM,
 * scrolling brings others, and it keeps the grid's formats, sorting, selection and links.
 */

type Goods = { goodsId: string; name: string; price: number; status: string };
const many: Goods[] = Array.from({ length: 10_000 }, (_, i) => ({
  goodsId: `G${String(i).padStart(5, '0')}`,
  name: `=cmd${i}`,
  price: i * 1.5,
  status: String(i % 2),
}));
const columns: ColumnSchema<Goods>[] = [
  { key: 'goodsId', titleKey: 'Goods', sortable: true },
  { key: 'name', titleKey: 'Name' },
  { key: 'price', titleKey: 'Price', format: 'amount', sortable: true },
  {
    key: 'status',
    titleKey: 'Status',
    status: true,
    options: [
      { value: '0', labelKey: 'Off' },
      { value: '1', labelKey: 'On' },
    ],
  },
];

beforeAll(() => setUpTexts());

const rowKeys = () => [...document.querySelectorAll('.vsm-vgrid-row')].map((r) => r.getAttribute('data-row-key'));

function Harness({
  onSort,
  onOpen,
}: {
  onSort?: (orderBy: string | undefined) => void;
  onOpen?: (row: Goods) => void;
}) {
  const [keys, setKeys] = useState<Key[]>([]);
  const [orderBy, setOrderBy] = useState<string | undefined>();
  return (
    <FastProviders>
      <DataGrid<Goods>
        columns={columns}
        rows={many}
        rowKey="goodsId"
        label="Goods grid"
        orderBy={orderBy}
        onSort={(next) => {
          setOrderBy(next);
          onSort?.(next);
        }}
        selection={{ type: 'checkbox', keys, onChange: setKeys }}
        onOpen={onOpen}
      />
      <output data-testid="chosen">{keys.join(',')}</output>
    </FastProviders>
  );
}

describe('VirtualGrid (DataGrid above VIRTUAL_THRESHOLD rows)', () => {
  it('puts only the rows in view in the DOM and brings others on scroll, formatted as everywhere (SPEC §9)', () => {
    expect(many.length).toBeGreaterThan(VIRTUAL_THRESHOLD);
    render(<Harness />);
    const grid = screen.getByRole('grid', { name: 'Goods grid' });
    expect(grid).toHaveAttribute('aria-rowcount', '10001');
    expect(rowKeys().length).toBeGreaterThan(0);
    expect(rowKeys().length).toBeLessThanOrEqual(30);
    expect(rowKeys()[0]).toBe('G00000');
    // SPEC §9: amounts with 2 decimals; a status shows its label.
    const first = document.querySelector('[data-row-key="G00001"]') as HTMLElement;
    expect(within(first).getByText('1.50')).toBeInTheDocument();
    expect(within(first).getByText('On')).toBeInTheDocument();

    grid.scrollTop = 5000 * VIRTUAL_ROW_HEIGHT;
    fireEvent.scroll(grid);
    expect(rowKeys()).toContain('G05000');
    expect(rowKeys()).not.toContain('G00000');
    expect(rowKeys().length).toBeLessThanOrEqual(30);
    const row = document.querySelector('[data-row-key="G05000"]') as HTMLElement;
    expect(row).toHaveAttribute('aria-rowindex', '5002');
    expect(row.style.top).toBe(`${5000 * VIRTUAL_ROW_HEIGHT}px`);
  });

  it('reuses the row elements that scroll out of view for the rows that scroll in', () => {
    render(<Harness />);
    const grid = screen.getByRole('grid', { name: 'Goods grid' });
    const before = new Set(document.querySelectorAll('.vsm-vgrid-row'));
    grid.scrollTop = 3 * VIRTUAL_ROW_HEIGHT;
    fireEvent.scroll(grid);
    grid.scrollTop = 700 * VIRTUAL_ROW_HEIGHT;
    fireEvent.scroll(grid);
    const after = [...document.querySelectorAll('.vsm-vgrid-row')];
    expect(rowKeys()).toContain('G00700');
    // The same elements, now showing other goods: nothing was unmounted or built.
    expect(after.every((el) => before.has(el))).toBe(true);
    const row = document.querySelector('[data-row-key="G00701"]') as HTMLElement;
    expect(within(row).getByText('G00701')).toBeInTheDocument();
  });

  it('sorts from the header as the small grid does: ascending, descending, then none (SPEC §7 orderBy)', () => {
    const onSort = vi.fn();
    render(<Harness onSort={onSort} />);
    const header = screen.getByRole('columnheader', { name: /Price/ });
    const button = within(header).getByRole('button');
    fireEvent.click(button);
    expect(onSort).toHaveBeenLastCalledWith('price asc');
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    fireEvent.click(button);
    expect(onSort).toHaveBeenLastCalledWith('price desc');
    expect(header).toHaveAttribute('aria-sort', 'descending');
    fireEvent.click(button);
    expect(onSort).toHaveBeenLastCalledWith(undefined);
    expect(header).not.toHaveAttribute('aria-sort');
    // Columns that cannot sort have no button.
    expect(within(screen.getByRole('columnheader', { name: 'Name' })).queryByRole('button')).toBeNull();
  });

  it('selects rows one by one and all at once', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select row 2' }));
    expect(screen.getByTestId('chosen')).toHaveTextContent('G00001');
    expect(document.querySelector('[data-row-key="G00001"]')).toHaveAttribute('aria-selected', 'true');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(screen.getByTestId('chosen').textContent!.split(',')).toHaveLength(10_000);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(screen.getByTestId('chosen')).toHaveTextContent('');
  });

  it('opens a document from its key cell, and shows text that looks like a formula as plain text', () => {
    const onOpen = vi.fn();
    render(<Harness onOpen={onOpen} />);
    fireEvent.click(screen.getByRole('button', { name: 'G00003' }));
    expect(onOpen).toHaveBeenCalledWith(many[3]);
    expect(screen.getByText('=cmd3')).toHaveAttribute('title', '=cmd3');
  });

  it('clips (with an ellipsis) only the cells whose text may not fit, and every cell that is not plain text', () => {
    render(
      <FastProviders>
        <DataGrid<Goods>
          columns={[
            { key: 'goodsId', titleKey: 'Goods', width: 120 },
            { key: 'name', titleKey: 'Name', width: 120 },
            {
              key: 'status',
              titleKey: 'Status',
              width: 120,
              status: true,
              options: [
                { value: '0', labelKey: 'Off' },
                { value: '1', labelKey: 'On' },
              ],
            },
          ]}
          rows={many.map((row, i) => ({ ...row, name: i % 2 ? '一个很长很长很长很长的商品名称' : 'short' }))}
          rowKey="goodsId"
        />
      </FastProviders>,
    );
    const clipped = (row: string, column: number) => {
      const cells = document.querySelectorAll(`[data-row-key="${row}"] [role="gridcell"]`);
      return cells[column].classList.contains('vsm-vgrid-clip');
    };
    expect(clipped('G00000', 0)).toBe(false);
    expect(clipped('G00000', 1)).toBe(false);
    expect(clipped('G00001', 1)).toBe(true);
    expect(clipped('G00000', 2)).toBe(true); // a status tag
  });

  it('draws only the columns in view of a wide grid, with their column numbers, and the others once scrolled to', () => {
    const wide: ColumnSchema<Goods>[] = Array.from({ length: 12 }, (_, i) => ({
      key: `c${i}`,
      titleKey: `C${i}`,
      width: 100,
      value: (row: Goods) => `${row.goodsId}-${i}`,
    }));
    render(
      <FastProviders>
        <DataGrid<Goods>
          columns={wide}
          rows={many}
          rowKey="goodsId"
          label="Wide grid"
          actions={{
            title: 'Actions',
            width: 80,
            items: () => [{ key: 'act', label: 'act' }],
            onAction: () => undefined,
          }}
        />
      </FastProviders>,
    );
    const grid = screen.getByRole('grid', { name: 'Wide grid' });
    const cellsOfFirstRow = () =>
      [...document.querySelectorAll('[data-row-key="G00000"] [role="gridcell"]')].map(
        (c) => `${c.getAttribute('aria-colindex')}:${c.textContent}`,
      );
    // Not laid out yet (jsdom): every column.
    expect(cellsOfFirstRow()).toHaveLength(13);
    // A 250 px view at the left: columns 1-3 in view, 4 spare, and the pinned actions (column 13).
    Object.defineProperty(grid, 'clientWidth', { configurable: true, value: 250 });
    fireEvent.scroll(grid);
    expect(cellsOfFirstRow()).toEqual(['1:G00000-0', '2:G00000-1', '3:G00000-2', '4:G00000-3', '13:act']);
    // Scrolled to 600 px: columns 7-9 in view, 6 and 10 spare; the 500 px before them kept as space.
    Object.defineProperty(grid, 'scrollLeft', { configurable: true, value: 600 });
    fireEvent.scroll(grid);
    expect(cellsOfFirstRow()).toEqual([
      '6:G00000-5',
      '7:G00000-6',
      '8:G00000-7',
      '9:G00000-8',
      '10:G00000-9',
      '13:act',
    ]);
    expect((document.querySelector('[data-row-key="G00000"] .vsm-vgrid-skip') as HTMLElement).style.width).toBe(
      '500px',
    );
    // The header keeps every column, so each can still be sorted or resized.
    expect(screen.getAllByRole('columnheader')).toHaveLength(13);
  });

  it('draws no more columns at its first render than a box as wide as the window shows (before it is measured)', () => {
    const drawnColumns = new Set<number>();
    const wide: ColumnSchema<Goods>[] = Array.from({ length: 40 }, (_, i) => ({
      key: `c${i}`,
      titleKey: `C${i}`,
      width: 100,
      value: (row: Goods) => (drawnColumns.add(i), `${row.goodsId}-${i}`),
    }));
    const windowWidth = vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(800);
    const boxWidth = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(600);
    render(
      <FastProviders>
        <DataGrid<Goods> columns={wide} rows={many} rowKey="goodsId" label="Wide grid" />
      </FastProviders>,
    );
    windowWidth.mockRestore();
    boxWidth.mockRestore();
    // The 600 px box shows columns 1-6 (and one spare); the first render drew those of an 800 px window.
    expect(document.querySelectorAll('[data-row-key="G00000"] [role="gridcell"]')).toHaveLength(7);
    expect(Math.max(...drawnColumns)).toBeLessThan(10);
  });
});

describe('VirtualGrid drawing a page of rows (DataGrid up to VIRTUAL_THRESHOLD rows)', () => {
  type Line = { lineNo: number; name: string };
  const lines: Line[] = Array.from({ length: 20 }, (_, i) => ({ lineNo: i + 1, name: `Line ${i + 1}` }));
  const lineColumns: ColumnSchema<Line>[] = [
    { key: 'lineNo', titleKey: 'No.' },
    { key: 'name', titleKey: 'Name' },
  ];

  it('draws every row in a box as tall as its rows (the page scrolls, not the grid)', () => {
    const { container } = render(
      <FastProviders>
        <DataGrid<Line> columns={lineColumns} rows={lines} rowKey="lineNo" label="Lines" />
      </FastProviders>,
    );
    expect(screen.getByRole('grid', { name: 'Lines' })).not.toHaveClass('vsm-vgrid-windowed');
    expect(screen.getByRole('grid', { name: 'Lines' }).style.height).toBe('');
    expect(rowKeys()).toEqual(lines.map((l) => String(l.lineNo)));
    expect(container.querySelector<HTMLElement>('.vsm-vgrid-body')!.style.height).toBe(`${20 * VIRTUAL_ROW_HEIGHT}px`);
  });

  it('says SPEC §2 no data (暂无数据) inside the grid when there are no rows, or what the screen gives', () => {
    const { rerender } = render(
      <FastProviders>
        <DataGrid<Line> columns={lineColumns} rows={[]} rowKey="lineNo" label="Lines" />
      </FastProviders>,
    );
    const grid = screen.getByRole('grid', { name: 'Lines' });
    expect(within(grid).getByRole('gridcell')).toHaveTextContent('No data');
    expect(rowKeys()).toEqual([]);
    rerender(
      <FastProviders>
        <DataGrid<Line> columns={lineColumns} rows={[]} rowKey="lineNo" label="Lines" empty="Set a period first" />
      </FastProviders>,
    );
    expect(within(grid).getByRole('gridcell')).toHaveTextContent('Set a period first');
  });

  it('hands the selection the rows’ own keys (a number stays a number), one by one and all at once', () => {
    const onChange = vi.fn();
    render(
      <FastProviders>
        <DataGrid<Line>
          columns={lineColumns}
          rows={lines.slice(0, 3)}
          rowKey="lineNo"
          selection={{ type: 'checkbox', keys: [2], onChange }}
        />
      </FastProviders>,
    );
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes.map((b) => (b as HTMLInputElement).checked)).toEqual([false, false, true, false]);
    fireEvent.click(boxes[1]);
    expect(onChange).toHaveBeenLastCalledWith([2, 1]);
    fireEvent.click(boxes[2]);
    expect(onChange).toHaveBeenLastCalledWith([]);
    fireEvent.click(boxes[0]);
    expect(onChange).toHaveBeenLastCalledWith([1, 2, 3]);
  });
});
