import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { delay, http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { glossary } from '@mocks/glossary';
import zhCN from '../../locales/zh-CN/reports.json';
import enUS from '../../locales/en-US/reports.json';
import { reportsRoutes } from '@/features/reports/routes';
import { mergeServerTexts } from '@/i18n';
import { formatAmount } from '@/lib/formats';
import { environmentConfig, resolveApiUrl } from '@/lib/hostConfig';
import type { ReportPage, ReportSummary } from '@/features/reports/types';
import { data, DEMO_VENDOR } from '../mocks/helpers';
import { fastUser, pageTest } from '../support/page';
import {
  bodyRows,
  button,
  columnTexts,
  dialog,
  enter,
  eventually,
  field,
  findText,
  findToast,
  headers,
  waitForRows,
} from '../support/queries';

/* Reports (SPEC §2 /report/*, /s/report/*) against the mock backend: §9 totals of the whole query, charts, long queries. */

const page = pageTest({
  routes: reportsRoutes,
  calls: /\/report\/(\w+)$/,
  setUp: () => mergeServerTexts('en-US', glossary()),
  waitMs: 8000,
});
const keys = (o: object): string[] =>
  Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' ? keys(v).map((x) => `${k}.${x}`) : [k]));
const aside = () => document.querySelector<HTMLElement>('.vsm-report-aside')!;
const total = (label: string) => within(aside()).getByText(label).nextElementSibling!.textContent;
const sumsOf = (params: Record<string, unknown>) =>
  data<ReportSummary>(
    '/api/fea-vsm/report/summary',
    { kind: 'sales', pageNo: 1, pageSize: 50, params },
    { vendor: DEMO_VENDOR },
  );

describe('reports routes and texts', () => {
  it('declares every report screen of the issue on its side, each a title in both languages', async () => {
    const supplier = reportsRoutes.filter((r) => r.side === 'supplier').map((r) => r.path.replace('/report/', ''));
    const retailer = reportsRoutes.filter((r) => r.side === 'retailer').map((r) => r.path.replace('/s/report/', ''));
    expect(supplier).toEqual([
      'inventory',
      'sales-report',
      'promotion',
      'stock',
      'sales-report-apisix',
      'sales-daily',
      'goods',
      'unit-sales',
      'sales',
      'month-promotion',
      'fulfillment-report',
      'news-summary',
      'ole',
    ]);
    expect(retailer).toEqual([
      'promotion',
      'stock',
      'sales-daily',
      'goodslist',
      'unit-sales',
      'sales',
      'month-promotion',
      'news-summary',
    ]);
    expect(keys(enUS).sort()).toEqual(keys(zhCN).sort());
    for (const r of reportsRoutes) expect(keys(enUS)).toContain(r.titleKey.replace('reports:', ''));
  });
});

describe('supplier reports', () => {
  it('SPEC §9 totals from the sum call for the whole query; the chart and "data as of" beside the grid; the store filter moves both', async () => {
    page.open('/report/sales');
    await waitForRows();
    await eventually(() => expect(total('Sales amount')).toMatch(/\d\.\d\d$/));
    expect(page.callsOf('summary')).toHaveLength(1);
    const whole = await sumsOf({ groupBy: 'goods' });
    expect(total('Sales amount')).toBe(formatAmount(whole.totals.saleAmount));
    expect(within(aside()).getByText(/^Data as of \d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/)).toBeTruthy();
    const caption = () => aside().querySelector('figcaption')!.textContent!;
    expect(caption()).toMatch(/^Chart of Sales amount, \d+ items; highest .+; lowest .+/);

    const shopId = '1201';
    enter(field('Store / DC code'), shopId);
    fireEvent.click(button('Search'));
    await eventually(() => expect(page.callsOf('summary').at(-1)!.body.params).toMatchObject({ shopId }));
    expect(page.callsOf('query').at(-1)!.body.params).toMatchObject({ shopId });
    const one = await sumsOf({ groupBy: 'goods', shopId });
    await eventually(() => expect(total('Sales amount')).toBe(formatAmount(one.totals.saleAmount)));
    expect(one.totals.saleAmount!).toBeLessThan(whole.totals.saleAmount!);
  });

  it('a sales summary shows the columns of its grouping only (no blank date or store beside goods rows)', async () => {
    page.open('/report/sales?groupBy=goods&pageNo=1');
    await waitForRows();
    expect(headers()).toEqual(expect.arrayContaining(['Goods code', 'Goods name']));
    expect(headers()).not.toContain('Date');
    expect(headers()).not.toContain('Store / DC');
    cleanup();
    page.open('/report/sales?groupBy=month&pageNo=1');
    await waitForRows();
    expect(headers()).toContain('Month');
    expect(headers()).not.toContain('Goods name');
    expect(columnTexts('Month').every((m) => /^\d{4}-\d\d$/.test(m))).toBe(true);
  });

  it('SPEC §9 the sale report may run long: it waits for Search naming its criteria, shows how long it has run and can be cancelled', async () => {
    server.use(http.post('*/api/fea-vsm/report/query', async () => (await delay('infinite'), HttpResponse.json({}))));
    page.open('/report/sales-report');
    await findText('The sale report can take a long time: check Sales dates, Store / DC code, then press Search');
    expect(page.callsOf('query')).toHaveLength(0);
    fireEvent.click(button('Search'));
    await screen.findByText(/^Running for \d+ s$/);
    fireEvent.click(button('Cancel query'));
    await findText('The query was cancelled.');
    expect(screen.queryByText(/^Running for/)).toBeNull();
  });

  it('the fulfilment scorecard marks weeks below target; the orders behind one are one click away', async () => {
    page.open('/report/fulfillment-report');
    await waitForRows();
    expect((await screen.findAllByText(/below target$/)).length).toBeGreaterThan(0);
    // The oldest week (the last row) begins before the period queried (the last 30 days).
    fireEvent.click(within(bodyRows().at(-1)!).getByText('Orders'));
    await eventually(() => expect(dialog()).toBeTruthy());
    await eventually(() => expect(within(dialog()).getAllByRole('row').length).toBeGreaterThan(1));
    // The orders of the row's days: its week within the period queried, as many as the row counts.
    const sent = page.callsOf('fulfilmentOrders')[0].body.params as Record<string, string>;
    const scorecard = await data<ReportPage>(
      '/api/fea-vsm/report/query',
      { kind: 'fulfilment', pageNo: 1, pageSize: 500, params: {} },
      { vendor: DEMO_VENDOR },
    );
    const shown = scorecard.pageData.find((r) => r.dcId === sent.dcId && r.period === sent.week)!;
    expect(sent).toMatchObject({ dateStart: shown.weekStart, dateEnd: shown.weekEnd });
    await eventually(() => expect(within(dialog()).getAllByRole('row')).toHaveLength(shown.orders! + 1));
    expect(dialog()).toHaveTextContent(`${shown.weekStart} to ${shown.weekEnd}`);
  });
});

describe('report filters', () => {
  it('sales by category: a typed major category code is resolved by the major lookup and narrows rows and totals', async () => {
    const whole = await sumsOf({ groupBy: 'goods' });
    const byCategory = await data<{ pageData: { categoryId: string }[] }>(
      '/api/fea-vsm/report/query',
      { kind: 'sales', pageNo: 1, pageSize: 1, params: { groupBy: 'category' } },
      { vendor: DEMO_VENDOR },
    );
    const categoryId = byCategory.pageData[0].categoryId;
    page.open('/report/sales');
    await waitForRows();
    enter(field('Category'), categoryId);
    fireEvent.keyDown(field('Category'), { key: 'Enter', code: 'Enter' });
    await eventually(() => expect(field('Category')).toHaveValue(categoryId));
    fireEvent.click(button('Search'));
    await eventually(() => expect(page.callsOf('query').at(-1)!.body.params).toMatchObject({ categoryId }));
    const one = await sumsOf({ groupBy: 'goods', categoryId });
    await eventually(() => expect(total('Sales amount')).toBe(formatAmount(one.totals.saleAmount)));
    expect(one.totals.saleAmount!).toBeLessThan(whole.totals.saleAmount!);
  });

  it('the period queried is shown (the last 30 days by default) and starts within the last 90 days, as the server asks: an earlier start typed is not taken', async () => {
    page.open('/report/sales');
    await waitForRows();
    const [start, end] = [...document.querySelectorAll<HTMLInputElement>('.ant-picker-range input')];
    // The period queried is shown: the last 30 days to yesterday unless chosen.
    const day = (n: number) => dayjs().subtract(n, 'day').format('YYYY-MM-DD');
    expect([start.value, end.value]).toEqual([day(30), day(1)]);
    expect(page.callsOf('query')[0].body.params).toMatchObject({ dateStart: day(30), dateEnd: day(1) });
    const user = fastUser();
    await user.click(start);
    await user.keyboard(`${dayjs().subtract(91, 'day').format('YYYY-MM-DD')}{Enter}`);
    expect(start).toHaveAttribute('aria-invalid', 'true');
  });

  it('SPEC §5 a start typed within the last 90 days after one too far back is taken, no longer marked invalid', async () => {
    page.open('/report/sales');
    await waitForRows();
    const [start] = [...document.querySelectorAll<HTMLInputElement>('.ant-picker-range input')];
    const user = fastUser();
    await user.click(start);
    await user.keyboard(`${dayjs().subtract(91, 'day').format('YYYY-MM-DD')}{Enter}`);
    await user.clear(start);
    await user.keyboard(`${dayjs().subtract(90, 'day').format('YYYY-MM-DD')}{Enter}`);
    expect(start).not.toHaveAttribute('aria-invalid', 'true');
  });

  it("SPEC §2 reports: the default period is asked again on reset, so a screen left open past midnight offers the new day's last 30 days", async () => {
    const day = (n: number) => dayjs().subtract(n, 'day').format('YYYY-MM-DD');
    page.open('/report/sales');
    await waitForRows();
    const inputs = () =>
      [...document.querySelectorAll<HTMLInputElement>('.ant-picker-range input')].map((i) => i.value);
    expect(inputs()).toEqual([day(30), day(1)]);
    // Midnight passes (Date only: the mock's today follows the same clock).
    vi.setSystemTime(dayjs().add(1, 'day').toDate());
    try {
      fireEvent.click(button('Reset'));
      await eventually(() => expect(inputs()).toEqual([day(30), day(1)]));
      await eventually(() =>
        expect(page.callsOf('query').at(-1)!.body.params).toMatchObject({ dateStart: day(30), dateEnd: day(1) }),
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('the inventory check shows only the goods whose count differs from the book when asked', async () => {
    page.open('/report/inventory');
    await waitForRows();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Count result' }));
    fireEvent.click(await eventually(() => document.querySelector<HTMLElement>('.ant-select-item-option')!));
    fireEvent.click(button('Search'));
    await eventually(() => expect(page.callsOf('query').at(-1)!.body.params).toMatchObject({ diffOnly: '1' }));
    await waitForRows();
    await eventually(() => expect(columnTexts('Count difference').every((t) => Number(t) !== 0)).toBe(true));
  });
});

describe('server names in English', () => {
  const han = /\p{Script=Han}/u;

  it('stores, categories and the stores listing a goods read in English, like the store list', async () => {
    page.open('/report/unit-sales');
    await waitForRows();
    expect(columnTexts('Store / DC').every((t) => t && !han.test(t))).toBe(true);
    expect(columnTexts('Category').every((t) => t && !han.test(t))).toBe(true);
    cleanup();
    page.open('/report/goods');
    await waitForRows();
    const listed = columnTexts('Listed in').filter(Boolean);
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.every((t) => !han.test(t))).toBe(true);
    expect(listed.some((t) => t.includes(', '))).toBe(true);
  });

  it("the chart's stores and DCs read in English too", async () => {
    page.open('/report/stock');
    await waitForRows();
    const caption = () => aside().querySelector('figcaption')?.textContent ?? '';
    await eventually(() => expect(caption()).toMatch(/^Chart of Stock \(cases\), \d+ items; highest .+; lowest .+/));
    expect(caption()).not.toMatch(han);
  });
});

describe('sales report through the other gateway (SPEC §2 sales-report-apisix)', () => {
  it('is the same screen on the APISIX base address of the host configuration', async () => {
    page.open('/report/sales-report-apisix');
    fireEvent.click(await screen.findByRole('button', { name: 'Search' }));
    await waitForRows();
    expect(page.sent.find((c) => c.name === 'query')!.path).toBe('/api/fea-vsm/apisix/report/query');
    expect(page.sent.find((c) => c.name === 'summary')!.path).toBe('/api/fea-vsm/apisix/report/summary');
    expect(resolveApiUrl('/api/fea-vsm/apisix/report/query', environmentConfig('prod').apiBases)).toBe(
      'https://apisix.example-retail.com/api/fea-vsm/apisix/report/query',
    );
    expect(resolveApiUrl('/api/fea-vsm/report/query', environmentConfig('prod').apiBases)).toBe(
      '/api/fea-vsm/report/query',
    );
  });
});

describe('retailer reports', () => {
  it('the retailer runs stock for one supplier; without one the search is refused with its message', async () => {
    await page.signInAs('demo-retailer');
    page.open('/s/report/stock');
    fireEvent.click(await screen.findByRole('button', { name: 'Search' }));
    await findToast('Choose a supplier first');
    expect(page.callsOf('query')).toHaveLength(0);
    enter(field('Supplier code'), '100101');
    fireEvent.click(button('Search'));
    await waitForRows();
    expect(page.callsOf('query')[0].body).toMatchObject({ kind: 'stock', params: { venderId: '100101' } });
    await eventually(() => expect(total('Stock (cases)')).toMatch(/^\d[\d,]*\.\d{3}$/));
  });
});
