import { table } from '../../mocks/db';
import { catalogue } from '../../mocks/catalogue';
import { isEmptyValue } from '@/kit/form/rules';
import {
  ENTERED,
  ENTERED_STATES,
  INVENTORY_ERRORS,
  INVENTORY_RANGES,
  MAX_CASES,
  SUPPLY,
  SUPPLY_STATES,
  figureMessageKey,
  inventoryProblems,
  inventoryUrl,
} from '@/features/inventory/contract';
import { inventoryQuery } from '@/features/inventory/schemas/inventoryQuery';
import type { InventoryRow } from '@/features/inventory/types';
import { api, DEMO_VENDOR, OK, RETAILER, SUPPLIER } from './helpers';

/*
 * Issue 37, one contract per domain: for each case the contract's rule, the screen's check (the edit
 * form's required fields, minimums and validate) and the mock's answer through its handlers agree,
 * because both call the rule.
 */

const editForm = () => {
  const edit = inventoryQuery.actions!.find((a) => a.key === 'edit')!;
  const form = typeof edit.form === 'function' ? edit.form([{} as InventoryRow]) : edit.form!;
  return { fields: form.fields, validate: form.validate! };
};

describe('inventory contract: screen and mock refuse the same inputs', () => {
  it('SPEC §3, §9: the figures are refused by the form and the mock exactly when inventoryProblems says so', async () => {
    const { fields, validate } = editForm();
    for (const f of fields.filter((x) => x.kind === 'input-number'))
      expect([f.required, f.min], f.name).toEqual([
        true,
        INVENTORY_RANGES[f.name as keyof typeof INVENTORY_RANGES].min,
      ]);
    const goodsId = table('goods').find((g) => g.venderId === DEMO_VENDOR.venderId && g.bu === DEMO_VENDOR.bu)!.goodsId;
    const ok = { productionCycle: 30, unitsPerCase: 12, allocableCases: 100, inProductionCases: 20 };
    const cases: Record<string, unknown>[] = [
      ok,
      { ...ok, productionCycle: 0, allocableCases: 0, inProductionCases: 0, unitsPerCase: 1 },
      { ...ok, productionCycle: 365, unitsPerCase: 10_000, allocableCases: MAX_CASES },
      { ...ok, productionCycle: 366 },
      { ...ok, productionCycle: 1.5 },
      { ...ok, unitsPerCase: 0 },
      { ...ok, unitsPerCase: 10_001 },
      { ...ok, allocableCases: -1 },
      { ...ok, inProductionCases: MAX_CASES + 1 },
      { ...ok, allocableCases: null },
      { ...ok, productionCycle: '' },
    ];
    for (const values of cases) {
      const label = JSON.stringify(values);
      const wrong = inventoryProblems(values);
      const required = fields.some((f) => f.required && isEmptyValue(values[f.name]));
      const shown = validate(values);
      if (!required)
        expect(shown, label).toEqual(wrong && Object.fromEntries(wrong.map((n) => [n, figureMessageKey(n)])));
      const answer = await api(inventoryUrl('save'), { goodsId, ...values }, SUPPLIER);
      expect([required || shown !== null, answer.returncode], label).toEqual([
        wrong !== null,
        wrong ? INVENTORY_ERRORS.figure.code : OK,
      ]);
      // The mock words the first wrong figure with the client's message of it.
      if (wrong) expect(answer.message, label).toBe(catalogue(figureMessageKey(wrong[0])));
    }
  });

  it("the supply and entry states are the contract's on the screen and in the mock's answer", async () => {
    const columns = inventoryQuery.columns;
    expect(columns.find((c) => c.key === 'short')!.options).toEqual(SUPPLY_STATES);
    expect(columns.find((c) => c.key === 'entered')!.options).toEqual(ENTERED_STATES);
    for (const short of Object.values(SUPPLY)) {
      const page = await api<{ pageData: InventoryRow[] }>(
        inventoryUrl('query'),
        { pageNo: 1, pageSize: 50, params: { short } },
        RETAILER,
      );
      expect(page.data.pageData.length, short).toBeGreaterThan(0);
      for (const r of page.data.pageData)
        expect(r.short, r.goodsId).toBe(
          (r.shortCases === null ? r.openOrderQty > 0 : r.shortCases > 0) ? SUPPLY.short : SUPPLY.enough,
        );
    }
    for (const entered of Object.values(ENTERED)) {
      const page = await api<{ pageData: InventoryRow[] }>(
        inventoryUrl('query'),
        { pageNo: 1, pageSize: 50, params: { entered } },
        SUPPLIER,
      );
      expect(page.data.pageData.length, entered).toBeGreaterThan(0);
      expect(page.data.pageData.every((r) => (r.updateTime !== null) === (entered === ENTERED.yes))).toBe(true);
    }
  });
});
