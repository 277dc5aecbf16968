import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '@mocks/node';
import zhCN from '../../locales/zh-CN/basicinfo.json';
import enUS from '../../locales/en-US/basicinfo.json';
import { basicinfoRoutes } from '@/features/basicinfo/routes';
import { queryGoods } from '@/features/basicinfo/api';
import GoodsInfo from '@/features/basicinfo/pages/GoodsInfo';
import { formatNumber, formatPrice } from '@/lib/formats';
import type { PageQuery } from '@/api/types';
import { currentUrl, pageTest } from '../support/page';
import { bodyRows, columnTexts, field, grid, headers } from '../support/queries';
import { loadPage } from '../support/routes';

/*
 * Goods information (SPEC §2 /basicinfo/goodsinfo and /s/basicinfo/goods), built from the kit's
 * QueryPage as configuration, against the real mock backend (tests/setup.ts).
 */

// Goods queries the page sent (body and vendor header); English, a fresh supplier session before each test.
const {
  sent: queries,
  signInAs,
  open: renderAt,
} = pageTest({ routes: basicinfoRoutes, calls: /\/api\/fea-vsm\/goods\/query$/ });
const lastQuery = () => queries.at(-1)!.body as PageQuery;
const location = () => currentUrl().searchParams;
const headerIndex = (title: string) => headers().indexOf(title);
const SUPPLIER = '/basicinfo/goodsinfo';
const RETAILER = '/s/basicinfo/goods';

describe('goods routes and texts', () => {
  it('declares the supplier and retailer screens with one lazy page', async () => {
    expect(basicinfoRoutes.map((r) => [r.path, r.side, r.titleKey])).toEqual([
      [SUPPLIER, 'supplier', 'basicinfo:goods.title'],
      [RETAILER, 'retailer', 'basicinfo:goods.retailerTitle'],
    ]);
    for (const r of basicinfoRoutes) expect(await loadPage(r)).toBe(GoodsInfo);
  });

  it('has the same keys in zh-CN and en-US', () => {
    const keys = (o: object): string[] =>
      Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' ? keys(v).map((x) => `${k}.${x}`) : [k]));
    expect(keys(enUS).sort()).toEqual(keys(zhCN).sort());
  });
});

describe('goods information (demo-supplier)', () => {
  it('opens on its data (the goods list from the first goods), searches with Enter, and keeps the search in the address', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderAt(SUPPLIER);
    await waitFor(() => expect(bodyRows()).toHaveLength(20));
    expect(queries).toHaveLength(1);
    expect(lastQuery()).toEqual({ pageNo: 1, pageSize: 20, params: {} });

    await user.type(field('Goods name'), 'milk{Enter}');
    await waitFor(() => expect(queries).toHaveLength(2));
    expect(lastQuery()).toEqual({ pageNo: 1, pageSize: 20, params: { goodsName: 'milk' } });
    expect(location().get('goodsName')).toBe('milk');
    expect(location().get('pageNo')).toBe('1');

    // SPEC §2 empty state: icon and text, for a search that finds nothing.
    await user.clear(field('Goods name'));
    await user.type(field('Goods name'), 'no-such-goods{Enter}');
    await waitFor(() => expect(grid().querySelector('.vsm-empty')).toHaveTextContent('No data'));
    expect(grid().querySelector('.vsm-empty .ant-empty-image')).not.toBeNull();
  });

  it('pages and sorts through the server (SPEC §7 pageNo, pageSize, orderBy), with SPEC §9 formats and dictionary labels', async () => {
    renderAt(`${SUPPLIER}?pageNo=1`);
    await waitFor(() => expect(bodyRows()).toHaveLength(20));
    expect(lastQuery()).toEqual({ pageNo: 1, pageSize: 20, params: {} });
    const first = await queryGoods({ pageNo: 1, pageSize: 20, params: {} });
    expect(first.total).toBeGreaterThanOrEqual(120);
    expect(screen.getByText(`${first.total} in total`)).toBeInTheDocument();
    expect(columnTexts('Goods code')).toEqual(first.pageData.map((g) => g.goodsId));
    // SPEC §9: prices with 2 decimals; tax rates as dictionary labels (SALETAXRATE); dates YYYY-MM-DD.
    expect(columnTexts('Sale price')).toEqual(first.pageData.map((g) => formatPrice(g.salePrice)));
    expect(columnTexts('Sale tax rate')).toEqual(first.pageData.map((g) => `${g.saleTaxRate}%`));
    expect(columnTexts('Created on').every((d) => /^\d{4}-\d{2}-\d{2}$/.test(d))).toBe(true);
    // SPEC §3 weightType and stockmode as labels, stockmode as a status tag.
    const labels: Record<number, string> = { 1: 'Normal', 2: 'Very light', 3: 'Bulky or heavy', 4: 'Variable weight' };
    expect(columnTexts('Weight type')).toEqual(first.pageData.map((g) => labels[g.weightType]));
    const stock = bodyRows()[0].children[headerIndex('Stock mode')];
    expect(stock.querySelector('.vsm-status-tag')).toHaveTextContent(
      ['Counted', 'Not counted', 'Quantity only'][first.pageData[0].stockmode],
    );

    fireEvent.click(grid().querySelector('.ant-pagination-item-2')!);
    await waitFor(() => expect(lastQuery()).toMatchObject({ pageNo: 2, pageSize: 20 }));
    const second = await queryGoods({ pageNo: 2, pageSize: 20, params: {} });
    await waitFor(() => expect(columnTexts('Goods code')).toEqual(second.pageData.map((g) => g.goodsId)));
    expect(location().get('pageNo')).toBe('2');

    const priceHeader = grid().querySelectorAll('[role="columnheader"]')[headerIndex('Sale price')];
    const sortByPrice = priceHeader.querySelector('button')!;
    fireEvent.click(sortByPrice);
    await waitFor(() => expect(lastQuery()).toMatchObject({ pageNo: 1, orderBy: 'salePrice asc' }));
    await waitFor(() => expect(priceHeader).toHaveAttribute('aria-sort', 'ascending'));
    fireEvent.click(sortByPrice);
    await waitFor(() => expect(lastQuery()).toMatchObject({ pageNo: 1, orderBy: 'salePrice desc' }));
    await waitFor(() => {
      const prices = columnTexts('Sale price').map(Number);
      expect(prices).toEqual([...prices].sort((a, b) => b - a));
    });
    expect(location().get('orderBy')).toBe('salePrice desc');
  });

  it('restores the search from the address: the form is filled and the request carries it', async () => {
    renderAt(
      `${SUPPLIER}?goodsName=%E5%A5%B6&saleTaxRate=13&createDateStart=2020-01-01&createDateEnd=2099-12-31&pageNo=2&pageSize=10&orderBy=salePrice+desc`,
    );
    await waitFor(() => expect(queries).toHaveLength(1));
    expect(lastQuery()).toEqual({
      pageNo: 2,
      pageSize: 10,
      orderBy: 'salePrice desc',
      params: { goodsName: '奶', saleTaxRate: '13', createDateStart: '2020-01-01', createDateEnd: '2099-12-31' },
    });
    expect(field('Goods name')).toHaveValue('奶');
    // Folded fields with a value open the form.
    await waitFor(() =>
      expect(within(screen.getByLabelText('Search conditions')).getByTitle('13%')).toBeInTheDocument(),
    );
    const [start, end] = screen.getAllByPlaceholderText(/date/i).filter((e) => e.tagName === 'INPUT');
    expect(start).toHaveValue('2020-01-01');
    expect(end).toHaveValue('2099-12-31');
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    expect(columnTexts('Goods name').every((n) => n.includes('奶'))).toBe(true);
  });

  it('opens a goods record with every SPEC §3 goods field in the detail drawer', async () => {
    renderAt(`${SUPPLIER}?goodsId=2000001&pageNo=1`);
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    const [goods] = (await queryGoods({ pageNo: 1, pageSize: 1, params: { goodsId: '2000001' } })).pageData;
    fireEvent.click(within(bodyRows()[0]).getByText(goods.goodsId));
    const drawer = (await screen.findByText('Goods details')).closest<HTMLElement>('.ant-drawer')!;
    const value = (label: string) => within(drawer).getByText(label).closest('th')!.nextElementSibling;
    const labels = [
      'Goods code',
      'Goods name',
      'Barcode',
      'Major category',
      'Medium category',
      'Sub-category',
      'Brand',
      'Unit',
      'Specification',
      'Origin',
      'Shelf life (days)',
      'Storage temperature high (°C)',
      'Storage temperature low (°C)',
      'Tare (kg)',
      'Weight type',
      'Stock mode',
      'Purchase price',
      'Sale price',
      'Purchase tax rate',
      'Sale tax rate',
      'Created on',
    ];
    for (const label of labels) expect(within(drawer).getByText(label)).toBeInTheDocument();
    expect(value('Goods name')).toHaveTextContent(goods.goodsName);
    expect(value('Major category')).toHaveTextContent(`${goods.majorId} ${goods.majorName}`);
    expect(value('Tare (kg)')).toHaveTextContent(formatNumber(goods.tare, 3));
    expect(value('Sale price')).toHaveTextContent(formatPrice(goods.salePrice));
    expect(value('Sale tax rate')).toHaveTextContent(`${goods.saleTaxRate}%`);
    expect(within(drawer).queryByText('Supplier')).toBeNull();
  });

  it("never shows another supplier's goods, whatever the address asks for", async () => {
    const answers: Array<{ total: number; pageData: Array<{ venderId: string }> }> = [];
    const onAnswer = async ({ request, response }: { request: Request; response: Response }) => {
      if (request.url.endsWith('/goods/query'))
        answers.push(((await response.clone().json()) as { data: (typeof answers)[number] }).data);
    };
    server.events.on('response:mocked', onAnswer);
    try {
      renderAt(`${SUPPLIER}?venderId=100201&pageNo=1&pageSize=500`);
      await waitFor(() => expect(answers).toHaveLength(1));
      expect(queries[0].venderId).toBe('100101');
      expect(lastQuery().params).toEqual({});
      expect(answers[0].total).toBe(136);
      expect(new Set(answers[0].pageData.map((g) => g.venderId))).toEqual(new Set(['100101']));
      expect(headerIndex('Supplier')).toBe(-1);
      expect(screen.queryByLabelText('Supplier code', { selector: 'input' })).toBeNull();
    } finally {
      server.events.removeListener('response:mocked', onAnswer);
    }
  });
});

describe('goods (demo-retailer)', () => {
  beforeEach(() => signInAs('demo-retailer'));

  it('shows every supplier, with a supplier column and a supplier search field', async () => {
    renderAt(`${RETAILER}?venderId=100201&pageNo=1`);
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    expect(lastQuery().params).toEqual({ venderId: '100201' });
    expect(field('Supplier code')).toHaveValue('100201');
    expect(columnTexts('Supplier').every((text) => text.startsWith('100201 '))).toBe(true);
    const all = await queryGoods({ pageNo: 1, pageSize: 1000, params: {} });
    expect(new Set(all.pageData.map((g) => g.venderId)).size).toBeGreaterThan(10);
  });
});

describe('goods query of the mock (SPEC §7 generic table query)', () => {
  it('filters by code prefix, name, tax rate, weight type and an inclusive created-date range, and sorts', async () => {
    const all = (await queryGoods({ pageNo: 1, pageSize: 1000, params: {} })).pageData;
    const day = all[5].createDate;
    const byDay = await queryGoods({ pageNo: 1, pageSize: 1000, params: { createDateStart: day, createDateEnd: day } });
    expect(byDay.total).toBe(all.filter((g) => g.createDate === day).length);
    expect(byDay.total).toBeGreaterThan(0);
    const filtered = await queryGoods({
      pageNo: 1,
      pageSize: 1000,
      orderBy: 'salePrice desc',
      params: { goodsId: '20001', saleTaxRate: '9', weightType: '3' },
    });
    expect(filtered.total).toBe(
      all.filter((g) => g.goodsId.startsWith('20001') && g.saleTaxRate === 9 && g.weightType === 3).length,
    );
    expect(filtered.total).toBeGreaterThan(0);
    const prices = filtered.pageData.map((g) => g.salePrice);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    // Every SPEC §3 goods field is answered.
    expect(Object.keys(all[0]).sort()).toEqual(
      [
        'goodsId',
        'goodsName',
        'barcode',
        'majorId',
        'majorName',
        'mediumId',
        'mediumName',
        'subId',
        'subName',
        'brand',
        'unit',
        'spec',
        'origin',
        'shelfLifeDays',
        'tempHigh',
        'tempLow',
        'tare',
        'weightType',
        'stockmode',
        'purchasePrice',
        'salePrice',
        'purchaseTaxRate',
        'saleTaxRate',
        'createDate',
        'venderId',
        'venderName',
        'bu',
        'partnerId',
      ].sort(),
    );
  });
});
