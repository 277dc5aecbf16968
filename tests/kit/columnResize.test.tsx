import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { Page, PageQuery } from '@/api/types';
import { DataGrid, MAX_COLUMN_WIDTH, MIN_COLUMN_WIDTH, columnSettingsKey } from '@/kit/grid';
import { KEY_STEP, KEY_STEP_LARGE } from '@/kit/grid/ResizeHandle';
import { QueryPage, type QueryPageConfig } from '@/kit/query';
import { FastProviders, setUpTexts, signIn } from '../support/page';

/*
 * Drag-to-resize column headers (issue 3: column settings "show, hide, order, width" persisted per
 * screen): the right edge of a header is a focusable separator; a mouse drag or the arrow keys set
 * the width, which QueryPage keeps in the screen's column settings.
 */

type Row = { code: string; name: string };
const rows: Row[] = [
  { code: 'A1', name: 'Milk' },
  { code: 'A2', name: 'Bread' },
];
const columns = [
  { key: 'code', titleKey: 'Code', width: 100, sortable: true },
  { key: 'name', titleKey: 'Name', width: 200 },
];

beforeAll(() => setUpTexts('en-US'));

const handle = (column: string) =>
  screen.getByRole('separator', { name: `Resize the ${column} column (left and right arrow keys)` });
/** The width the grid gives a column (its header cell's). */
function colWidth(column: string): string {
  const headers = [...document.querySelectorAll<HTMLElement>('.vsm-vgrid-head [role="columnheader"]')];
  return headers.find((th) => th.textContent === column)!.style.width;
}

describe('DataGrid column resizing', () => {
  it('reports the dragged width once, when the mouse is released, and shows it while dragging', async () => {
    const onResize = vi.fn();
    const onSort = vi.fn();
    render(
      <FastProviders>
        <DataGrid<Row> columns={columns} rows={rows} rowKey="code" onResize={onResize} onSort={onSort} />
      </FastProviders>,
    );
    const edge = handle('Code');
    expect(edge).toHaveAttribute('aria-valuenow', '100');
    expect(edge).toHaveAttribute('tabindex', '0');

    fireEvent.mouseDown(edge, { button: 0, clientX: 300 });
    fireEvent.mouseMove(document, { clientX: 340 });
    await waitFor(() => expect(handle('Code')).toHaveAttribute('aria-valuenow', '140'));
    expect(colWidth('Code')).toBe('140px');
    expect(onResize).not.toHaveBeenCalled();
    fireEvent.mouseMove(document, { clientX: 360 });
    fireEvent.mouseUp(document);
    expect(onResize).toHaveBeenCalledTimes(1);
    expect(onResize).toHaveBeenCalledWith('code', 160);
    // Dragging the edge of a sortable column never sorts it.
    fireEvent.click(handle('Code'));
    expect(onSort).not.toHaveBeenCalled();
  });

  it('keeps widths within the limits', () => {
    const onResize = vi.fn();
    render(
      <FastProviders>
        <DataGrid<Row> columns={columns} rows={rows} rowKey="code" onResize={onResize} />
      </FastProviders>,
    );
    fireEvent.mouseDown(handle('Name'), { button: 0, clientX: 500 });
    fireEvent.mouseMove(document, { clientX: -1000 });
    fireEvent.mouseUp(document);
    fireEvent.mouseDown(handle('Name'), { button: 0, clientX: 0 });
    fireEvent.mouseMove(document, { clientX: 5000 });
    fireEvent.mouseUp(document);
    expect(onResize.mock.calls).toEqual([
      ['name', MIN_COLUMN_WIDTH],
      ['name', MAX_COLUMN_WIDTH],
    ]);
  });

  it('resizes from the keyboard: arrow keys on the focused edge, Shift for bigger steps', () => {
    const onResize = vi.fn();
    render(
      <FastProviders>
        <DataGrid<Row> columns={columns} rows={rows} rowKey="code" onResize={onResize} />
      </FastProviders>,
    );
    const edge = handle('Name');
    edge.focus();
    fireEvent.keyDown(edge, { key: 'ArrowRight' });
    fireEvent.keyDown(edge, { key: 'ArrowLeft', shiftKey: true });
    fireEvent.keyDown(edge, { key: 'Enter' });
    expect(onResize.mock.calls).toEqual([
      ['name', 200 + KEY_STEP],
      ['name', 200 - KEY_STEP_LARGE],
    ]);
  });

  it('has no resize edges unless asked for', () => {
    render(
      <FastProviders>
        <DataGrid<Row> columns={columns} rows={rows} rowKey="code" />
      </FastProviders>,
    );
    expect(screen.queryAllByRole('separator')).toEqual([]);
  });
});

describe('QueryPage keeps resized widths in the column settings', () => {
  const config: QueryPageConfig<Row> = {
    id: 'test.resize',
    query: async (q: PageQuery): Promise<Page<Row>> => ({
      pageNo: q.pageNo,
      pageSize: q.pageSize,
      total: rows.length,
      pageData: rows,
    }),
    rowKey: 'code',
    columns,
  };
  const renderPage = () =>
    render(
      <MemoryRouter>
        <FastProviders>
          <QueryPage config={config} />
        </FastProviders>
      </MemoryRouter>,
    );

  it('persists the width per user and screen and restores it on the next visit', async () => {
    signIn();
    localStorage.clear();
    const first = renderPage();
    await screen.findByText('Milk');
    const edge = handle('Name');
    fireEvent.keyDown(edge, { key: 'ArrowRight', shiftKey: true });
    await waitFor(() => expect(handle('Name')).toHaveAttribute('aria-valuenow', String(200 + KEY_STEP_LARGE)));
    const stored = Object.keys(localStorage).find((k) => k.endsWith(':test.resize'));
    expect(stored).toBeDefined();
    expect(stored).toBe(columnSettingsKey(stored!.split(':')[1], 'test.resize'));
    expect(JSON.parse(localStorage.getItem(stored!)!).widths).toEqual({ name: 200 + KEY_STEP_LARGE });
    first.unmount();

    renderPage();
    await screen.findByText('Milk');
    expect(handle('Name')).toHaveAttribute('aria-valuenow', String(200 + KEY_STEP_LARGE));
    expect(colWidth('Name')).toBe(`${200 + KEY_STEP_LARGE}px`);
  });
});
