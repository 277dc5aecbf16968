import { render, screen } from '@testing-library/react';
import { DataGrid, VIRTUAL_THRESHOLD } from '@/kit/grid';
import type { ColumnSchema } from '@/kit/schema';
import { FastProviders, setUpTexts } from '../support/page';

/**
 * A grid waiting for its rows shows a veil with the spinner over it, and changes nothing of the grid
 * itself: antd's Spin around it dimmed it through inherited properties set by a class above the cells,
 * so every cell was restyled when a search started and again when it was answered.
 */

type Row = { id: string; name: string };
const columns: ColumnSchema<Row>[] = [
  { key: 'id', titleKey: 'Id' },
  { key: 'name', titleKey: 'Name' },
];
const rowsOf = (n: number): Row[] => Array.from({ length: n }, (_, i) => ({ id: `R${i}`, name: `name ${i}` }));

/** The class of every element from the first cell up to the grid's host. */
const classesAboveCells = () => {
  const out: string[] = [];
  for (let el = document.querySelector('[role="gridcell"], td')!.parentElement; el; el = el.parentElement)
    out.push(el.className);
  return out.join(' | ');
};

beforeAll(() => setUpTexts('en-US'));

it.each([
  ['the table of a page', 20],
  ['the virtual grid of a large page', VIRTUAL_THRESHOLD + 50],
])('%s: the veil and spinner come and go over it, its cells keep their styles', (_, count) => {
  const rows = rowsOf(count);
  const grid = (loading: boolean) => (
    <FastProviders>
      <DataGrid<Row> columns={columns} rows={rows} rowKey="id" label="Rows" loading={loading} />
    </FastProviders>
  );
  const { rerender } = render(grid(false));
  const idle = classesAboveCells();
  expect(document.querySelector('.vsm-grid-pending')).toBeNull();

  rerender(grid(true));
  expect(document.querySelector('.vsm-grid-pending .ant-spin-spinning')).not.toBeNull();
  expect(classesAboveCells()).toBe(idle);
  expect(screen.getAllByText('name 0').length).toBeGreaterThan(0);

  rerender(grid(false));
  expect(document.querySelector('.vsm-grid-pending')).toBeNull();
  expect(classesAboveCells()).toBe(idle);
});
