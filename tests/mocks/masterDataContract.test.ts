import { table } from '../../mocks/db';
import { mockToday } from '../../mocks/db/clock';
import {
  MASTER_DATA_ERRORS,
  METHOD_STATUS,
  METHOD_STATUSES,
  SETTLE_CYCLES,
  SETTLE_METHODS,
  SHOP_STATUSES,
  SHOP_TYPES,
  inForceOn,
  masterDataUrl,
  onDateOf,
} from '@/features/masterData/contract';
import { settlementMethodsQuery } from '@/features/masterData/schemas/settlementMethods';
import { shopListQuery } from '@/features/masterData/schemas/shopList';
import type { SettlementMethodRow } from '@/features/masterData/types';
import { api, OK, RETAILER } from './helpers';

/*
 * Issue 37, one contract per domain: the settlement methods' coded values and in-force day, and the
 * store lists' coded values, are the contract's on the screens and in the mock's answers.
 */

const methods = settlementMethodsQuery([], []);
const optionsOf = (columns: { key: string; options?: unknown }[], key: string) =>
  columns.find((c) => c.key === key)!.options;
const query = (params: Record<string, unknown>) =>
  api<{ total: number; pageData: SettlementMethodRow[] }>(
    masterDataUrl('settlementMethods'),
    { pageNo: 1, pageSize: 500, params },
    RETAILER,
  );

describe('master data contract: screens and mock agree', () => {
  it("SPEC §3: the settlement methods' and stores' coded values on the screens are the contract's", () => {
    expect(optionsOf(methods.columns, 'settleMethod')).toEqual(SETTLE_METHODS);
    expect(optionsOf(methods.columns, 'cycle')).toEqual(SETTLE_CYCLES);
    expect(optionsOf(methods.columns, 'status')).toEqual(METHOD_STATUSES);
    const shops = shopListQuery([]).columns;
    expect([optionsOf(shops, 'shopType'), optionsOf(shops, 'status')]).toEqual([SHOP_TYPES, SHOP_STATUSES]);
  });

  it("every settlement method's state is what inForceOn says of its period today, and only the contract's codes are stored", () => {
    const today = mockToday();
    const codes = (list: { value: string }[]) => list.map((o) => o.value);
    for (const m of table('settlementMethods')) {
      const state = inForceOn(m, today)
        ? METHOD_STATUS.inForce
        : m.startDate > today
          ? METHOD_STATUS.notYet
          : METHOD_STATUS.expired;
      expect(
        [m.status, codes(SETTLE_METHODS).includes(m.settleMethod), codes(SETTLE_CYCLES).includes(m.cycle)],
        m.id,
      ).toEqual([state, true, true]);
    }
  });

  it('SPEC §5 dates: the in-force day is refused by the mock exactly when onDateOf finds no day, and narrows by inForceOn', async () => {
    const search = methods.columns.find((c) => c.key === 'onDate')!.search as { kind: string };
    // The screen's date picker takes only real days typed YYYY-MM-DD or YYYY/MM/DD (lib/dates), as onDateOf.
    expect(search.kind).toBe('date-picker');
    const today = mockToday();
    const cases = [today, today.replace(/-/g, '/'), '2026-02-30', '2026-13-01', 'yesterday', '', '  '];
    for (const onDate of cases) {
      const day = onDateOf(onDate);
      const answer = await query({ onDate });
      expect(answer.returncode, onDate).toBe(day === null ? MASTER_DATA_ERRORS.onDate.code : OK);
      if (day) {
        expect(answer.data.total, onDate).toBeGreaterThan(0);
        expect(answer.data.pageData.every((m) => inForceOn(m, day))).toBe(true);
      }
    }
  });
});
