import { table, updateRows } from '../../mocks/db';
import { addDays, mockToday } from '../../mocks/db/clock';
import type { DocumentAction, QueryPageConfig } from '@/kit/query';
import {
  JOINT_STATUS,
  LINE_REVIEW,
  NEW_PRODUCTS_ERRORS,
  SHEET_STATUS,
  canReviewSheet,
  isUnsubmitted,
  jointCostUrl,
  newGoodsUrl,
  lineProblems,
  proposalBlock,
  proposalProblems,
} from '@/features/newProducts/contract';
import { GOODS_BARCODE_MAX } from '@/lib/validators';
import { sheetsQuery } from '@/features/newProducts/schemas/sheetsQuery';
import { rowProblems } from '@/features/newProducts/schemas/goodsLines';
import { jointCostQuery } from '@/features/newProducts/schemas/jointCostQuery';
import type { JointCost, NewGoodsSheet } from '@/features/newProducts/types';
import { api, data, DEMO_VENDOR, RETAILER } from './helpers';
import { mockWords, screenText } from './screenTexts';
import { newGoods } from './newGoodsFixture';

/*
 * One contract per domain: for each case the contract's rule, the screen's check (the action's
 * `allowed` and `refuse`, its form's `validate`) and the mock's answer through its handler agree,
 * because both call the rule.
 */

const V = { vendor: DEMO_VENDOR };
const go = { add: () => undefined, open: () => undefined };
const actionOf = <T>(config: QueryPageConfig<T>, key: string): DocumentAction<T> => {
  const action = config.actions?.find((a) => a.key === key);
  if (!action) throw new Error(`no action ${key} on ${config.id}`);
  return action;
};
const demo = <T extends { venderId: string; bu: string }>(rows: T[]) =>
  rows.filter((r) => r.venderId === DEMO_VENDOR.venderId && r.bu === DEMO_VENDOR.bu);
const listRow = (s: ReturnType<typeof table<'newGoodsSheets'>>[number]): NewGoodsSheet => ({
  ...s,
  venderName: '',
  shopNames: [],
  goodsCount: s.lines.length,
  approvedCount: 0,
  rejectedCount: 0,
});

describe('new products contract: screen and mock refuse the same inputs', () => {
  it('deletes a sheet only while isUnsubmitted allows it, and the retailer decides goods only while canReviewSheet does', async () => {
    const supplierDelete = actionOf(sheetsQuery(go, 'supplier'), 'delete').allowed!;
    const retailerReview = actionOf(sheetsQuery(go, 'retailer'), 'review').allowed!;
    const sheets = demo(table('newGoodsSheets'));
    const statuses = Object.values(SHEET_STATUS);
    for (const [i, status] of statuses.entries()) {
      // Two sheets put in the state, their goods waiting: one to decide, one to delete.
      const [toReview, toDelete] = [sheets[2 * i], sheets[2 * i + 1]];
      for (const s of [toReview, toDelete])
        updateRows('newGoodsSheets', (x) => x.sheetId === s.sheetId, {
          status,
          lines: s.lines.map((l) => ({ ...l, reviewStatus: LINE_REVIEW.pending })),
        });
      const [review, remove] = [canReviewSheet({ status }), isUnsubmitted({ status })];
      const stored = (id: string) => table('newGoodsSheets').find((x) => x.sheetId === id)!;
      expect(
        [retailerReview(listRow(stored(toReview.sheetId))), supplierDelete(listRow(stored(toDelete.sheetId)))],
        status,
      ).toEqual([review, remove]);
      const decided = await api(
        newGoodsUrl('review'),
        { sheetId: toReview.sheetId, lineNos: [1], approve: false, reason: '图片不清晰' },
        RETAILER,
      );
      const deleted = await api(newGoodsUrl('delete'), { sheetId: toDelete.sheetId }, V);
      expect([decided.returncode === '00000', deleted.returncode === '00000'], status).toEqual([review, remove]);
    }
  });

  it('SPEC §9: a cost proposal is taken exactly when proposalProblems allows it (4 decimals above 0, after today)', async () => {
    const validate = (() => {
      const form = actionOf(jointCostQuery(), 'propose').form;
      return typeof form === 'function' ? undefined : form?.validate;
    })()!;
    const row = demo(table('jointCosts')).find((r) => proposalBlock(r, mockToday()) === null)!;
    const today = mockToday();
    const cases: Record<string, unknown>[] = [
      { newCost: 12.3456, effectiveDate: addDays(today, 3) },
      { newCost: 12.34567, effectiveDate: addDays(today, 3) },
      { newCost: 0, effectiveDate: addDays(today, 3) },
      { newCost: '', effectiveDate: addDays(today, 3) },
      { newCost: 5, effectiveDate: today },
      { newCost: 5, effectiveDate: addDays(today, -4) },
      { newCost: 5, effectiveDate: '' },
      { newCost: -1, effectiveDate: '' },
    ];
    // The form marks the new cost with the field's own text; the server refuses it in a sentence of its own.
    const formKeys = {
      cost: NEW_PRODUCTS_ERRORS.cost.fieldKey,
      effectiveDate: NEW_PRODUCTS_ERRORS.effectiveDate.messageKey,
    };
    for (const values of cases) {
      const label = JSON.stringify(values);
      const problems = proposalProblems(values, today);
      const keys = problems ? Object.fromEntries(Object.entries(problems).map(([f, p]) => [f, formKeys[p]])) : null;
      expect(validate(values) ?? null, label).toEqual(keys);
      const first = problems?.newCost ?? problems?.effectiveDate;
      const answer = await api(jointCostUrl('propose'), { goodsIds: [row.goodsId], ...values }, V);
      expect(answer.returncode, label).toBe(first ? NEW_PRODUCTS_ERRORS[first].code : '00000');
      // …in the catalogue's words, as the screen shows the server's refusal (zh-CN, and en-US through the download).
      if (first) expect(mockWords(answer.message), label).toEqual(screenText(NEW_PRODUCTS_ERRORS[first].messageKey));
      // Taken, it waits for review; decided, the goods may take another.
      if (!problems) updateRows('jointCosts', (r) => r.goodsId === row.goodsId, { status: JOINT_STATUS.rejected });
    }
  });

  it("the retailer's review lists proposals only, each with its number (JointCostProposal: the ids it decides by)", async () => {
    const page = await data<{ pageData: JointCost[]; total: number }>(
      jointCostUrl('query'),
      { pageNo: 1, pageSize: 1000 },
      RETAILER,
    );
    expect(page.total).toBe(table('jointCosts').filter((r) => r.status !== JOINT_STATUS.none).length);
    expect(page.pageData.filter((r) => typeof r.proposalId !== 'string' || !r.proposalId)).toEqual([]);
    // The goods never proposed (no number) are the supplier's only.
    expect(table('jointCosts').filter((r) => (r.proposalId === null) !== (r.status === JOINT_STATUS.none))).toEqual([]);
  });

  it('proposes for a goods only when proposalBlock allows it: not in review, no approved cost still to apply', async () => {
    const propose = actionOf<JointCost>(jointCostQuery(), 'propose');
    const today = mockToday();
    const row = demo(table('jointCosts'))[0];
    const cases = [
      ...Object.values(JOINT_STATUS).map((status) => ({ status, effectiveDate: addDays(today, 5) })),
      { status: JOINT_STATUS.approved, effectiveDate: today },
      { status: JOINT_STATUS.approved, effectiveDate: addDays(today, -3) },
    ];
    for (const c of cases) {
      updateRows('jointCosts', (r) => r.goodsId === row.goodsId && r.venderId === row.venderId, c);
      const stored = {
        ...table('jointCosts').find((r) => r.goodsId === row.goodsId && r.venderId === row.venderId)!,
        venderName: '',
      };
      const rule = proposalBlock(stored, today) === null;
      const screen = propose.allowed!(stored) && propose.refuse!([stored], [stored]) === null;
      const body = { goodsIds: [row.goodsId], newCost: 7.5, effectiveDate: addDays(today, 9) };
      const taken = (await api(jointCostUrl('propose'), body, V)).returncode === '00000';
      expect([screen, taken], JSON.stringify(c)).toEqual([rule, rule]);
    }
  });

  it('SPEC §5: a goods line is saved exactly when lineProblems allows it (a barcode of digits, temperatures in order, dimensions of one decimal)', async () => {
    const valid = newGoods('6999000000123');
    const shopIds = [table('shops').find((s) => s.buId === DEMO_VENDOR.bu)!.shopId];
    const created = await api<{ sheetId: string }>(newGoodsUrl('save'), { remark: '', shopIds, lines: [] }, V);
    const { sheetId } = created.data;
    // The catalogue writes the cap out: it must be the rule's.
    const barcodeText = screenText(NEW_PRODUCTS_ERRORS.barcode.messageKey);
    expect([barcodeText.zh, barcodeText.en].every((t) => t.includes(String(GOODS_BARCODE_MAX)))).toBe(true);
    const cases: Record<string, unknown>[] = [
      {},
      { barcode: '69A9000000123' },
      { barcode: '6'.repeat(GOODS_BARCODE_MAX + 1) },
      { tempHigh: -5, tempLow: 0 },
      { tempHigh: 0, tempLow: 0 },
      { length: 0 },
      { width: 1.25 },
      { height: 12.5 },
      { tempHigh: -5, width: 1.25 },
    ];
    for (const change of cases) {
      const values = { ...valid, ...change };
      const label = JSON.stringify(change);
      const problems = lineProblems(values);
      const keys = Object.fromEntries(
        Object.entries(problems).map(([f, p]) => [f, NEW_PRODUCTS_ERRORS[p!].messageKey]),
      );
      expect(rowProblems(values), label).toEqual(keys);
      const first = Object.values(problems)[0];
      const answer = await api(newGoodsUrl('save'), { sheetId, remark: '', shopIds, lines: [values] }, V);
      expect(answer.returncode, label).toBe(first ? NEW_PRODUCTS_ERRORS[first].code : '00000');
      // The mock's refusal in the words the grid shows for the same cell (zh-CN, and en-US through the download).
      if (first) expect(mockWords(answer.message), label).toEqual(screenText(NEW_PRODUCTS_ERRORS[first].messageKey));
    }
  });
});
