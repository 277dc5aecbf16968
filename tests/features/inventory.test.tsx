import { fireEvent, screen, within } from '@testing-library/react';
import { table } from '@mocks/db';
import { glossary } from '@mocks/glossary';
import zhCN from '../../locales/zh-CN/inventory.json';
import enUS from '../../locales/en-US/inventory.json';
import { inventoryRoutes } from '@/features/inventory/routes';
import { mergeServerTexts } from '@/i18n';
import { pageTest } from '../support/page';
import {
  bodyRows,
  button,
  dialog,
  enter,
  eventually,
  field,
  findToast,
  headers,
  queryButton,
  rowOf,
  waitForRows,
} from '../support/queries';

/*
 * Inventory collaboration (SPEC §3 inventory collect: production cycle in days, allocable and
 * in-production inventory in cases; §9 unit cases) on both sides against the mock backend.
 */

const SUPPLIER = '/inventory/inventory-collect';
const RETAILER = '/s/inventory/inventory-collect';
const { notify, open, callsOf, signInAs } = pageTest({
  routes: inventoryRoutes,
  account: null,
  calls: /\/api\/fea-vsm\/inventory\/(\w+)$/,
  setUp: () => mergeServerTexts('en-US', glossary()),
  waitMs: 8000,
});

const keys = (o: object): string[] =>
  Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' ? keys(v).map((x) => `${k}.${x}`) : [k]));
const entry = (goodsId: string) => table('inventoryEntries').find((e) => e.goodsId === goodsId);

it('declares both screens and the same keys in both languages', () => {
  expect(inventoryRoutes.map((r) => [r.path, r.side])).toEqual([
    [SUPPLIER, 'supplier'],
    [RETAILER, 'retailer'],
  ]);
  expect(keys(enUS).sort()).toEqual(keys(zhCN).sort());
});

describe('inventory collection (demo-supplier)', () => {
  beforeEach(() => signInAs('demo-supplier'));

  it('updates the figures of a goods in whole cases; a part case is refused first (SPEC §9 cases)', async () => {
    const target = table('inventoryEntries').find((e) => e.venderId === '100101' && e.bu === '12')!;
    const goods = table('goods').find((g) => g.goodsId === target.goodsId)!;
    open(`${SUPPLIER}?pageNo=1&pageSize=20&goodsId=${target.goodsId}`);
    await waitForRows();
    expect(headers()).not.toContain('Supplier');
    fireEvent.click(within(await eventually(() => rowOf(goods.goodsName))).getByText('Update inventory'));
    await eventually(() => expect(dialog()).toHaveTextContent(`Inventory: ${goods.goodsName}`));
    const form = dialog();
    enter(field('Allocable inventory (cases)', form), '12.5');
    fireEvent.click(button('OK', form));
    await eventually(() =>
      expect(within(form).getByText('Inventory in cases must be a whole number of 0 or more')).toBeInTheDocument(),
    );
    expect(callsOf('save')).toHaveLength(0);
    enter(field('Allocable inventory (cases)', form), '1234');
    enter(field('In-production inventory (cases)', form), '56');
    fireEvent.click(button('OK', form));
    await findToast('Inventory saved');
    expect(entry(target.goodsId)).toMatchObject({ allocableCases: 1234, inProductionCases: 56 });
    await eventually(() => expect(rowOf(goods.goodsName)).toHaveTextContent('1234'));
    expect(notify).not.toHaveBeenCalled();
  });
});

describe('inventory collection (demo-retailer)', () => {
  beforeEach(() => signInAs('demo-retailer'));

  it("reads every supplier's figures, filters the goods short against open orders, and exports (SPEC §3)", async () => {
    open(`${RETAILER}?pageNo=1&pageSize=20&short=1`);
    await waitForRows();
    expect(headers()).toContain('Supplier');
    // the shortage comes right after the goods (read without scrolling sideways at 1366 px), before the figures
    expect(headers().slice(0, 7)).toEqual([
      'Supplier',
      'Goods code',
      'Goods name',
      'Barcode',
      'Supply',
      'Shortfall (cases)',
      'Open orders (cases)',
    ]);
    await eventually(() => expect(callsOf('query').at(-1)?.body.params).toMatchObject({ short: '1' }));
    const rows = bodyRows();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.textContent?.includes('Short'))).toBe(true);
    expect(queryButton('Export')).not.toBeNull();
    // the retailer reads; it enters nothing
    expect(screen.queryByText('Update inventory')).toBeNull();
  });
});
