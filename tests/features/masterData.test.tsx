import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { table } from '@mocks/db';
import { glossary } from '@mocks/glossary';
import zhCN from '../../locales/zh-CN/masterData.json';
import enUS from '../../locales/en-US/masterData.json';
import { masterDataRoutes } from '@/features/masterData/routes';
import { mergeServerTexts } from '@/i18n';
import { pageTest } from '../support/page';
import {
  bodyRows,
  button,
  columnTexts,
  detailValue,
  drawer,
  enter,
  eventually,
  field,
  findToast,
  grid,
  headers,
  rowOf,
  waitForRows,
} from '../support/queries';

/*
 * Master-data lists (SPEC §2 /basicinfo/shoplist, /s/basicinfo/store_list, settlementmethods_list,
 * category_query) against the mock backend: the query, one action, one refusal with its message.
 */

const SHOPS = '/basicinfo/shoplist';
const STORES = '/s/basicinfo/store_list';
const SETTLEMENT = '/s/basicinfo/settlementmethods_list';
const CATEGORIES = '/s/basicinfo/category_query';

// English, with the mock's server texts merged as the app does after sign-in (BU, region, DC and
// category names: declared by the mock's data modules, seeded or not).
const page = pageTest({
  routes: masterDataRoutes,
  account: null,
  calls: /\/api\/fea-vsm\/(?:common\/(?:shopSearch|buList|payModes)|masterdata\/\w+|lookup\/\w+)$/,
  setUp: () => mergeServerTexts('en-US', glossary()),
  waitMs: 8000,
});
const sentTo = (name: string) => page.sent.filter((c) => c.path.endsWith(name));
const total = (n: number) => eventually(() => expect(screen.getByText(`${n} in total`)).toBeInTheDocument());
const keys = (o: object): string[] =>
  Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' ? keys(v).map((x) => `${k}.${x}`) : [k]));

describe('master-data routes and texts', () => {
  it('declares the four SPEC §2 screens on their sides, with the same keys in zh-CN and en-US', () => {
    expect(masterDataRoutes.map((r) => [r.path, r.side])).toEqual([
      [SHOPS, 'supplier'],
      [STORES, 'retailer'],
      [SETTLEMENT, 'retailer'],
      [CATEGORIES, 'retailer'],
    ]);
    expect(keys(enUS).sort()).toEqual(keys(zhCN).sort());
  });
});

describe('store list of the selected BU (SPEC §2 /basicinfo/shoplist, demo-supplier)', () => {
  beforeEach(() => page.signInAs('demo-supplier'));

  it("lists its BU's stores through the shop search (SPEC §7) with region, address, DC and status, and opens a store", async () => {
    const stores = table('shops').filter((s) => s.buId === '12');
    page.open(SHOPS);
    await total(stores.length);
    expect(sentTo('shopSearch')[0].body).toMatchObject({ pageNo: 1, pageSize: 20, orderBy: 'shopId' });
    expect(headers()).not.toContain('Business unit');
    expect(bodyRows()).toHaveLength(20);
    const refit = stores.find((s) => s.status === '2')!;
    expect(rowOf(refit.shopId)).toHaveTextContent('Closed for refit');
    expect(rowOf('1201')).toHaveTextContent('Guangdong');
    expect(rowOf('1201')).toHaveTextContent('Shenzhen');
    expect(rowOf('1201')).toHaveTextContent('12001 Shenzhen ambient DC');

    fireEvent.click(screen.getByText('1201'));
    await eventually(() => expect(drawer()).toHaveTextContent('Store details'));
    expect(detailValue('Store address')).toBe(stores[0].address);
    expect(detailValue('Phone')).toBe(stores[0].phone);
  });

  it('refuses to export a result with no store (SPEC §5 export needs non-empty data)', async () => {
    page.open(`${SHOPS}?shopName=${encodeURIComponent('不存在的门店')}&pageNo=1`);
    await waitFor(() => expect(sentTo('shopSearch')).toHaveLength(1));
    await eventually(() => expect(grid().querySelector('.vsm-empty')).not.toBeNull());
    fireEvent.click(button('Export'));
    await findToast('The exported data is empty.');
  });
});

describe('stores of every BU (SPEC §2 /s/basicinfo/store_list, demo-retailer)', () => {
  beforeEach(() => page.signInAs('demo-retailer'));

  it('lists every store with its BU', async () => {
    page.open(STORES);
    await total(table('shops').length);
    expect(headers()).toContain('Business unit');
    expect(rowOf('1201')).toHaveTextContent('CR Vanguard');
  });

  it('narrows to one BU', async () => {
    page.open(`${STORES}?buId=31&pageNo=1`);
    await total(table('shops').filter((s) => s.buId === '31').length);
    expect(sentTo('shopSearch').at(-1)!.body).toMatchObject({ params: { buId: '31' } });
    await eventually(() =>
      expect(new Set(columnTexts('Business unit'))).toEqual(new Set(['CR Vanguard (South China)'])),
    );
  });

  it('asks the BU list once per session (SPEC §3 cached lists): the store and settlement screens share it', async () => {
    page.open(`${STORES}?buId=31&pageNo=1`);
    await eventually(() =>
      expect(new Set(columnTexts('Business unit'))).toEqual(new Set(['CR Vanguard (South China)'])),
    );
    cleanup();
    page.open(`${SETTLEMENT}?bu=31&pageNo=1`);
    await eventually(() =>
      expect(new Set(columnTexts('Business unit'))).toEqual(new Set(['CR Vanguard (South China)'])),
    );
    expect(sentTo('buList').length).toBeLessThanOrEqual(1);
  });
});

describe('settlement methods (SPEC §2 /s/basicinfo/settlementmethods_list, demo-retailer)', () => {
  beforeEach(() => page.signInAs('demo-retailer'));

  it('lists every supplier and BU', async () => {
    page.open(SETTLEMENT);
    await total(table('settlementMethods').length);
    expect(headers()).toEqual(
      expect.arrayContaining([
        'Supplier',
        'Business unit',
        'Settlement method',
        'Payment method',
        'Credit term (days)',
        'Settlement cycle',
        'Status',
      ]),
    );
  });

  it("shows a supplier's method in force: method, pay mode, term days and cycle; the detail shows it", async () => {
    const inForce = table('settlementMethods').find((m) => m.venderId === '100101' && m.status === '1')!;
    page.open(`${SETTLEMENT}?venderId=100101&status=1&pageNo=1`);
    await total(1);
    const methods: Record<string, string> = {
      '1': 'Credit terms',
      '2': 'Cash on delivery',
      '3': 'Prepayment',
      '4': 'Settle on actual sales',
      '5': 'Commission',
    };
    const cycles: Record<string, string> = {
      '1': 'Monthly',
      '2': 'Semi-monthly',
      '3': 'Every ten days',
      '4': 'Weekly',
    };
    const row = rowOf('100101 华润食品有限公司');
    expect(row).toHaveTextContent(methods[inForce.settleMethod]);
    expect(row).toHaveTextContent(cycles[inForce.cycle]);
    expect(row).toHaveTextContent('In force');
    const payMode = table('payModes').find((p) => p.id === inForce.payMode)!.name;
    await eventually(() => expect(columnTexts('Payment method')).toEqual([glossary()[payMode]]));

    fireEvent.click(within(row).getByText('View'));
    await eventually(() => expect(drawer()).toHaveTextContent('Settlement method details'));
    expect(detailValue('Credit term (days)')).toBe(String(inForce.termDays));
    expect(detailValue('Effective until')).toBe(inForce.endDate ?? 'Open-ended');
  });

  it('refuses to export an empty result', async () => {
    page.open(`${SETTLEMENT}?venderId=999999&pageNo=1`);
    await waitFor(() => expect(sentTo('settlementMethods')).toHaveLength(1));
    await eventually(() => expect(grid().querySelector('.vsm-empty')).not.toBeNull());
    fireEvent.click(button('Export'));
    await findToast('The exported data is empty.');
  });
});

describe('category tree (SPEC §2 /s/basicinfo/category_query, demo-retailer)', () => {
  beforeEach(() => page.signInAs('demo-retailer'));

  it('reads major → medium → sub; a typed major code is resolved by the major lookup (SPEC §4) and narrows the tree', async () => {
    page.open(CATEGORIES);
    await total(table('categories').filter((c) => c.level === 3).length);
    expect(rowOf('100101')).toHaveTextContent('10 Snacks');
    expect(rowOf('100101')).toHaveTextContent('1001 Biscuits and pastries');

    enter(field('Major category'), '12');
    fireEvent.keyDown(field('Major category'), { key: 'Enter', code: 'Enter' });
    await waitFor(() => expect(sentTo('major')).toHaveLength(1));
    await eventually(() => expect(field('Major category')).toHaveValue('12'));
    fireEvent.click(button('Search'));
    await total(5);
    expect(sentTo('categoryQuery').at(-1)!.body).toMatchObject({ params: { majorId: '12' } });
    await waitForRows(5);
    expect(columnTexts('Sub-category code')).toEqual(['120101', '120102', '120103', '120201', '120202']);
  });

  it('clears an unknown major code with the lookup message 无数据 (SPEC §4)', async () => {
    page.open(CATEGORIES);
    await waitForRows();
    enter(field('Major category'), '99');
    fireEvent.blur(field('Major category'));
    expect(await screen.findByText('No data')).toBeInTheDocument();
    await eventually(() => expect(field('Major category')).toHaveValue(''));
  });
});
