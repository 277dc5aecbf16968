import { addDays, mockToday } from '../../mocks/db/clock';
import { catalogue } from '../../mocks/catalogue';
import { isEmptyValue } from '@/kit/form/rules';
import type { ColumnSchema } from '@/kit/schema';
import { today } from '@/lib/serverClock';
import {
  DIFF_ONLY,
  DIFF_ONLY_OPTIONS,
  REPORT_COLUMNS,
  REPORT_ERRORS,
  RETAILER_SEARCH_NEEDS,
  SALES_GROUPS,
  defaultPeriod,
  isDated,
  namesSupplier,
  periodBounds,
  periodProblem,
  reportUrl,
} from '@/features/reports/contract';
import { REPORT_SCREENS, reportConfig, sourceOf, type ReportScreen } from '@/features/reports/schemas/reports';
import type { ReportPage, ReportRow } from '@/features/reports/types';
import { api, call, DEMO_VENDOR, OK, RETAILER, SUPPLIER } from './helpers';

/*
 * Issue 37, one contract per domain: for each case the contract's rule, the screen's check (the period
 * picker's bounds and default, the retailer's needed supplier, the grouping's columns, the filter's
 * value) and the mock's answer through its handlers agree, because both call the rule.
 */

const SCREENS = REPORT_SCREENS;
const body = (kind: string, params: Record<string, unknown> = {}, pageSize = 20) => ({
  kind,
  pageNo: 1,
  pageSize,
  params,
});
const answer = (kind: string, params: Record<string, unknown>, options: object = SUPPLIER, apisix = false) =>
  api<ReportPage>(reportUrl('query', apisix), body(kind, params, 500), options);
/** The rows (header first) of the .xls the mock answers for a report's export. */
async function exportedRows(kind: string, params: Record<string, unknown>, options: object, apisix = false) {
  const res = await call(reportUrl('export', apisix), body(kind, params), options);
  const { read, utils } = await import('xlsx');
  const book = read(new Uint8Array(await res.arrayBuffer()), { type: 'array' });
  return utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]], { header: 1 });
}
const exportedHeader = async (...args: Parameters<typeof exportedRows>) => (await exportedRows(...args))[0];
const searchOf = (screen: ReportScreen, key: string) => {
  const column = reportConfig(screen, 'supplier').columns.find((c) => c.key === key);
  return column && (column.search as Exclude<ColumnSchema<ReportRow>['search'], boolean | undefined>);
};

describe('reports contract: screen and mock refuse the same inputs', () => {
  it('the clocks agree: the screen judges by the day the mock judges by', () => {
    expect(today()).toBe(mockToday());
  });

  it('SPEC §5 search: a period is taken by the picker and answered by the mock exactly when periodProblem allows it', async () => {
    const day = mockToday();
    const { min, max } = searchOf('sales', 'date')!.dateBounds!();
    expect({ min, max }).toEqual(periodBounds(day));
    const cases: [string, string][] = [
      [addDays(day, -30), addDays(day, -1)],
      [addDays(day, -90), day],
      [addDays(day, -91), addDays(day, -1)],
      [addDays(day, -200), addDays(day, -100)],
      [addDays(day, -1), addDays(day, -5)],
      [addDays(day, -5), addDays(day, 1)],
      [day, day],
    ];
    for (const [from, to] of cases) {
      const problem = periodProblem(from, to, day);
      // The range picker takes no day outside its bounds and orders the two days it is given.
      const picked = from >= min! && to <= max! && from <= to;
      const { returncode } = await answer('daily', { dateStart: from, dateEnd: to });
      expect([picked, returncode], `${from}~${to}`).toEqual([!problem, problem ? REPORT_ERRORS.badPeriod.code : OK]);
    }
  });

  it('without a period chosen the screen shows, and the mock answers, the contract default period', async () => {
    const period = defaultPeriod(mockToday());
    expect((searchOf('daily', 'date')!.defaultValue as () => unknown)()).toEqual(period);
    const page = (await answer('daily', {})).data;
    const days = page.pageData.map((r) => r.period!).sort();
    expect([days[0], days.at(-1)]).toEqual(period);
  });

  it('every report kind: the screen shows a period exactly where isDated says, and the mock checks one only there', async () => {
    const backwards = { dateStart: addDays(mockToday(), -1), dateEnd: addDays(mockToday(), -5) };
    for (const screen of SCREENS) {
      const { kind, apisix } = sourceOf(screen);
      const shown = searchOf(screen, 'date') !== undefined;
      const { returncode } = await answer(kind, backwards, SUPPLIER, apisix);
      expect([shown, returncode], screen).toEqual([isDated(kind), isDated(kind) ? REPORT_ERRORS.badPeriod.code : OK]);
    }
    expect((await answer('nonsense', {})).returncode).toBe(REPORT_ERRORS.unknownReport.code);
  });

  it("the retailer's report is sent and answered exactly when it names a supplier", async () => {
    const needs = reportConfig('stock', 'retailer').searchNeedsOneOf!;
    expect([needs.fields, needs.messageKey]).toEqual([
      [...RETAILER_SEARCH_NEEDS],
      REPORT_ERRORS.chooseSupplier.messageKey,
    ]);
    expect(reportConfig('stock', 'supplier').searchNeedsOneOf).toBeUndefined();
    for (const params of [{}, { venderId: '  ' }, { venderId: DEMO_VENDOR.venderId }]) {
      const rule = namesSupplier(params);
      const sends = !needs.fields.every((name) => isEmptyValue((params as Record<string, unknown>)[name]));
      const { returncode } = await answer('stock', params, RETAILER);
      expect([sends, returncode], JSON.stringify(params)).toEqual([
        rule,
        rule ? OK : REPORT_ERRORS.chooseSupplier.code,
      ]);
    }
  });

  it('each sales grouping (blank or unknown: by goods): the screen shows its column and the mock groups by it', async () => {
    const byGroup: Record<string, { column: string; row: (r: ReportRow) => boolean }> = {
      goods: { column: 'goodsId', row: (r) => !!r.goodsId && !r.shopId },
      shop: { column: 'shopId', row: (r) => !!r.shopId && !r.goodsId },
      category: { column: 'categoryName', row: (r) => !!r.categoryId && !r.goodsId },
      day: { column: 'period', row: (r) => r.period?.length === 10 },
      month: { column: 'month', row: (r) => r.period?.length === 7 },
    };
    const columns = reportConfig('sales', 'supplier').columns;
    expect(columns.find((c) => c.key === 'groupBy')!.options!.map((o) => o.value)).toEqual([...SALES_GROUPS]);
    const cases = [...SALES_GROUPS.map((g) => [g, g]), ['goods', ''], ['goods', 'nonsense']];
    for (const [group, asked] of cases) {
      const shown = columns.filter((c) => c.shownFor?.({ groupBy: asked })).map((c) => c.key);
      const rows = (await answer('sales', { groupBy: asked })).data.pageData;
      expect(rows.length, asked).toBeGreaterThan(0);
      expect([shown.includes(byGroup[group].column), rows.every(byGroup[group].row)], asked).toEqual([true, true]);
    }
  });

  it("the inventory check's filter value is the contract's: only the rows that differ", async () => {
    expect(searchOf('inventoryCheck', 'diffOnly')!.kind).toBe('select');
    const option = reportConfig('inventoryCheck', 'supplier').columns.find((c) => c.key === 'diffOnly')!.options;
    expect(option).toEqual(DIFF_ONLY_OPTIONS);
    const all = (await answer('inventoryCheck', {})).data.pageData;
    const differing = (await answer('inventoryCheck', { diffOnly: DIFF_ONLY })).data.pageData;
    expect(differing.length).toBeGreaterThan(0);
    expect(differing.length).toBeLessThan(all.length);
    expect(differing.every((r) => r.diffQty !== 0)).toBe(true);
  });

  // A week (the scorecard's rows are weeks) keeps each file small.
  const week = () => ({ dateStart: addDays(mockToday(), -7), dateEnd: addDays(mockToday(), -1) });
  it.each(SCREENS)(
    "SPEC §9 export: %s's export header row is its screen's grid column titles in order (a summary's, its grouping's)",
    async (screen) => {
      const { kind, apisix } = sourceOf(screen);
      const columns = reportConfig(screen, 'retailer').columns.filter((c) => c.grid !== false);
      expect(columns.map((c) => [c.key, c.titleKey])).toEqual(REPORT_COLUMNS[kind].map((c) => [c.key, c.titleKey]));
      const groupings = columns.some((c) => c.shownFor) ? [...SALES_GROUPS] : [''];
      for (const groupBy of groupings) {
        const shown = columns.filter((c) => c.shownFor?.({ groupBy }) ?? true).map((c) => catalogue(c.titleKey));
        const params = { venderId: DEMO_VENDOR.venderId, ...(isDated(kind) ? week() : {}), groupBy };
        expect(await exportedHeader(kind, params, RETAILER, apisix), groupBy).toEqual(shown);
      }
    },
  );

  it("SPEC §9 export: the supplier's export writes the same columns, its supplier column too, as the other lists' exports", async () => {
    const supplierGrid = reportConfig('stock', 'supplier').columns.filter((c) => c.grid !== false);
    const header = await exportedHeader('stock', {}, SUPPLIER);
    expect(header).toEqual(REPORT_COLUMNS.stock.map((c) => catalogue(c.titleKey)));
    expect(header.slice(1)).toEqual(supplierGrid.map((c) => catalogue(c.titleKey)));
  });

  it('SPEC §9 export: a share or a rate is written as the grid shows it, a percentage', async () => {
    const [header, first] = await exportedRows('fulfilment', week(), SUPPLIER);
    for (const key of ['fillRate', 'onTimeRate'] as const) {
      const cell = first[header.indexOf(catalogue(`reports:field.${key}`))];
      expect(cell, key).toMatch(/^\d+(\.\d+)?%$/);
    }
  });
});
