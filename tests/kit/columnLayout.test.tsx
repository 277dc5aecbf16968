import { render } from '@testing-library/react';
import { DataGrid, gridScrollWidth, keyColumnsOf, leadColumnsFirst, SELECTION_COLUMN_WIDTH } from '@/kit/grid';
import { gridColumnsOf } from '@/kit/query';
import type { ColumnSchema } from '@/kit/schema';
import { FastProviders, setUpTexts } from '../support/page';

/*
 * Money and status in view at 1366 px (a clerk reads the document number, its status and its amount
 * first): the lead columns come first; the pinned action column is part of the grid's scroll width,
 * so no column ends under it.
 */

type Doc = { sheetId: string; status: string; shop: string; memo: string; amount: number; date: string };
const columns: ColumnSchema<Doc>[] = [
  { key: 'shop', titleKey: 'Shop', width: 200 },
  { key: 'sheetId', titleKey: 'Number', width: 170, lead: 1 },
  { key: 'memo', titleKey: 'Memo', width: 300 },
  { key: 'status', titleKey: 'Status', width: 100, status: true, lead: 2 },
  { key: 'date', titleKey: 'Date', width: 110, hidden: true },
  { key: 'amount', titleKey: 'Amount', width: 120, format: 'amount', lead: 3 },
];
const widthOf = (c: { width?: number }) => c.width ?? 120;

describe('the column layout of a query grid', () => {
  it('puts the lead columns first, in their order, then the others as declared (the grid, its settings and export)', () => {
    expect(leadColumnsFirst(columns).map((c) => c.key)).toEqual([
      'sheetId',
      'status',
      'amount',
      'shop',
      'memo',
      'date',
    ]);
    expect(gridColumnsOf(columns).map((c) => c.key)).toEqual(['sheetId', 'status', 'amount', 'shop', 'memo', 'date']);
  });

  it('puts a list without lead columns in the kit order: its number (the row key), its status, its first amount, then the rest as declared', () => {
    const plain = columns.map(({ lead: _lead, ...c }) => c);
    expect(leadColumnsFirst(plain, 'sheetId').map((c) => c.key)).toEqual([
      'sheetId',
      'status',
      'amount',
      'shop',
      'memo',
      'date',
    ]);
    expect(gridColumnsOf(plain, 'sheetId').map((c) => c.key)).toEqual([
      'sheetId',
      'status',
      'amount',
      'shop',
      'memo',
      'date',
    ]);
    // A row whose key is no column (a report's, a summary's): its first column names it.
    expect(keyColumnsOf(plain, 'rowKey').map((c) => c.key)).toEqual(['shop', 'status', 'amount']);
    expect(keyColumnsOf([{ key: 'name' }, { key: 'memo' }]).map((c) => c.key)).toEqual(['name']);
  });

  it('keeps the order of a list that declares its lead columns', () => {
    const declared = columns.map((c) => (c.key === 'memo' ? { ...c, lead: 1 } : { ...c, lead: undefined }));
    expect(leadColumnsFirst(declared, 'sheetId').map((c) => c.key)).toEqual([
      'memo',
      'shop',
      'sheetId',
      'status',
      'date',
      'amount',
    ]);
  });

  it('counts the tick boxes and the pinned action column in the scroll width', () => {
    expect(gridScrollWidth([170, 100, 120], { selection: true, actions: 104 })).toBe(390 + 48 + 104);
    expect(gridScrollWidth([170], {})).toBe(170);
  });

  it('draws the table as wide as its columns, tick boxes and action column: nothing ends under the pinned actions', async () => {
    await setUpTexts('en-US');
    const shown = leadColumnsFirst(columns).filter((c) => !c.hidden);
    const { container } = render(
      <FastProviders>
        <DataGrid<Doc>
          columns={shown}
          rows={[{ sheetId: 'D1', status: '1', shop: 'S1', memo: 'm', amount: 1, date: '2026-11-01' }]}
          rowKey="sheetId"
          selection={{ type: 'checkbox', keys: [], onChange: () => undefined }}
          actions={{
            title: 'Actions',
            width: 104,
            items: () => [{ key: 'open', label: 'Open' }],
            onAction: () => undefined,
          }}
        />
      </FastProviders>,
    );
    const header = container.querySelector<HTMLElement>('.vsm-vgrid-head-row')!;
    const sum = shown.reduce((s, c) => s + widthOf(c), 0) + SELECTION_COLUMN_WIDTH + 104;
    expect(parseFloat(header.style.width)).toBeGreaterThanOrEqual(sum);
    const actions = container.querySelector('.vsm-vgrid-head .vsm-vgrid-sticky');
    expect(actions).toHaveTextContent('Actions');
  });

  it('ends a long text in an ellipsis with the whole text as its title', async () => {
    await setUpTexts('en-US');
    const memo = 'Delivered to the Dongguan Nancheng store after the second reminder, cartons counted at the door';
    const { container } = render(
      <FastProviders>
        <DataGrid<Doc>
          columns={columns.filter((c) => c.key === 'sheetId' || c.key === 'memo')}
          rows={[{ sheetId: 'D1', status: '1', shop: 'S1', memo, amount: 1, date: '2026-11-01' }]}
          rowKey="sheetId"
        />
      </FastProviders>,
    );
    const cell = [...container.querySelectorAll('[role="gridcell"]')].find((td) => td.textContent === memo)!;
    expect(cell).toHaveClass('vsm-vgrid-clip');
    expect(cell.querySelector('[title]') ?? cell).toHaveAttribute('title', memo);
  });
});
