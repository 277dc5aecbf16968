import { table, updateRows } from '../../mocks/db';
import { addDays, mockToday } from '../../mocks/db/clock';
import type { DocumentAction } from '@/kit/query';
import {
  CONFIRM_STATUS,
  PROMOTION_ERRORS,
  REASON_MAX,
  REVIEW_STATUS,
  SIGN_FLAG,
  applicationProblems,
  canConfirmDoc,
  canCorrectApplication,
  canReviewApplication,
  canSignOnline,
  confirmPaths,
  firstProblem,
  hasAgreement,
  messageKeysOf,
  promotionUrl,
  readjustProblems,
  type ConfirmList,
} from '@/features/promotions/contract';
import { applicationsQuery } from '@/features/promotions/schemas/applications';
import { priceReadjustsQuery } from '@/features/promotions/schemas/priceReadjusts';
import { onlinePromotionsQuery } from '@/features/promotions/schemas/onlinePromotions';
import { grossProfitApprovalsQuery } from '@/features/promotions/schemas/grossProfitApprovals';
import { tieInsQuery } from '@/features/promotions/schemas/tieIns';
import { vipDiscountsQuery } from '@/features/promotions/schemas/vipDiscounts';
import { saleGrossProfitsQuery } from '@/features/promotions/schemas/saleGrossProfits';
import { payReadjustsQuery } from '@/features/promotions/schemas/payReadjusts';
import type { QueryPageConfig } from '@/kit/query';
import { api, DEMO_VENDOR, RETAILER } from './helpers';

/*
 * One contract per domain: for each case the contract's rule, the screen's check (the action's
 * `allowed`, its form's `validate`) and the mock's answer through its handler agree, because both call the rule.
 */

const V = { vendor: DEMO_VENDOR };
const demo = <T extends { venderId: string; bu: string }>(rows: T[]) =>
  rows.filter((r) => r.venderId === DEMO_VENDOR.venderId && r.bu === DEMO_VENDOR.bu);
const actionOf = <T>(config: QueryPageConfig<T>, key: string): DocumentAction<T> => {
  const action = config.actions?.find((a) => a.key === key);
  if (!action) throw new Error(`no action ${key} on ${config.id}`);
  return action;
};
/** An action's `allowed` on any row of its list (the five confirm lists' rows differ). */
const allowedOf = <T>(config: QueryPageConfig<T>, key: string) =>
  actionOf(config, key).allowed as unknown as (row: object) => boolean;
const validateOf = <T>(config: QueryPageConfig<T>, key: string) => {
  const form = actionOf(config, key).form;
  const validate = typeof form === 'function' ? undefined : form?.validate;
  if (!validate) throw new Error(`no form check on ${key}`);
  return validate;
};
const answer = async (path: Parameters<typeof promotionUrl>[0], body: object, options: object = V) =>
  (await api(promotionUrl(path), body, options)).returncode;
const codeOf = (problems: Parameters<typeof firstProblem>[0]) => {
  const first = firstProblem(problems) as keyof typeof PROMOTION_ERRORS | null;
  return first ? PROMOTION_ERRORS[first].code : '00000';
};

describe('promotions contract: screen and mock refuse the same inputs', () => {
  it('SPEC §5 date range and §9 decimals: an application is saved exactly when applicationProblems allows it, and the form shows its keys', async () => {
    const validate = validateOf(applicationsQuery, 'apply');
    const goods = demo(table('goods'))[0];
    const today = mockToday();
    // Days kept clear of today, so the screen's clock and the mock's agree whatever the hour.
    const valid = {
      promoType: '1',
      shopScope: '2',
      startDate: addDays(today, 5),
      endDate: addDays(today, 11),
      promoPrice: Math.floor(goods.salePrice * 80) / 100,
      promoCost: 3.1234,
      expectedQty: 120.5,
      reason: '节日档期备货',
    };
    const cases: Record<string, unknown>[] = [
      {},
      { startDate: '', endDate: '' },
      { endDate: addDays(today, 2) },
      { startDate: addDays(today, -3) },
      { startDate: addDays(today, 5).replace(/-/g, '/') },
      { promoType: '9' },
      { shopScope: '' },
      { promoPrice: 0 },
      { promoPrice: 1.234 },
      { promoPrice: goods.salePrice },
      { promoCost: 1.23456 },
      { promoCost: 0 },
      { expectedQty: 1.2345 },
      { expectedQty: -1 },
      { reason: 'x'.repeat(REASON_MAX) },
      { reason: 'x'.repeat(REASON_MAX + 1) },
      { startDate: addDays(today, -3), promoCost: 1.23456 },
    ];
    let saved = 0;
    for (const change of cases) {
      const values = { ...valid, ...change };
      const label = JSON.stringify(change);
      const problems = applicationProblems(values, { today, salePrice: goods.salePrice });
      const { startDate, endDate, ...rest } = values;
      const shown = validate({
        ...rest,
        goodsId: goods.goodsId,
        salePrice: goods.salePrice,
        period: [startDate, endDate],
      });
      expect(shown ?? null, label).toEqual(messageKeysOf(problems));
      expect(await answer('apply/save', { ...values, goodsId: goods.goodsId }), label).toBe(codeOf(problems));
      saved += problems ? 0 : 1;
    }
    expect(saved).toBe(3);
  });

  it('a price readjustment is sent exactly when readjustProblems allows it (a new cost of 4 decimals, from after today, with a reason)', async () => {
    const validate = validateOf(priceReadjustsQuery, 'readjust');
    const joint = new Set(table('jointCosts').map((j) => `${j.venderId}/${j.bu}/${j.goodsId}`));
    const waiting = new Set(demo(table('priceReadjusts')).map((r) => r.goodsId));
    const goods = demo(table('goods')).find(
      (g) => !waiting.has(g.goodsId) && !joint.has(`${g.venderId}/${g.bu}/${g.goodsId}`),
    )!;
    const today = mockToday();
    const valid = { newCost: 9.8765, effectiveDate: addDays(today, 7), reason: '原材料涨价' };
    const cases: Record<string, unknown>[] = [
      {},
      { newCost: 0 },
      { newCost: 1.23456 },
      { newCost: goods.purchasePrice },
      { effectiveDate: '' },
      { effectiveDate: addDays(today, -2) },
      { effectiveDate: '2026-02-30' },
      { reason: ' ' },
      { reason: 'x'.repeat(REASON_MAX + 1) },
      { newCost: goods.purchasePrice, reason: '' },
    ];
    for (const change of cases) {
      const values = { ...valid, ...change };
      const label = JSON.stringify(change);
      const problems = readjustProblems(values, { today, oldCost: goods.purchasePrice });
      expect(validate({ ...values, goodsId: goods.goodsId, oldCost: goods.purchasePrice }) ?? null, label).toEqual(
        messageKeysOf(problems),
      );
      const body = { ...values, goodsId: goods.goodsId };
      expect(await answer('readjust/save', body), label).toBe(codeOf(problems));
      // A request sent waits for review; reviewed, the goods may be asked about again.
      if (!problems)
        updateRows('priceReadjusts', (r) => r.goodsId === goods.goodsId && r.venderId === goods.venderId, {
          status: REVIEW_STATUS.approved,
        });
    }
  });

  it('confirms and declines a document of each list only in the state canConfirmDoc allows', async () => {
    const screens = <T>(config: QueryPageConfig<T>) => [allowedOf(config, 'confirm'), allowedOf(config, 'decline')];
    const lists: [ConfirmList, ReturnType<typeof screens>, Parameters<typeof table>[0]][] = [
      ['grossprofit', screens(grossProfitApprovalsQuery), 'grossProfitApprovals'],
      ['tiein', screens(tieInsQuery), 'tieIns'],
      ['vip', screens(vipDiscountsQuery), 'vipDiscounts'],
      ['salegrossprofit', screens(saleGrossProfitsQuery), 'promoSaleGrossProfits'],
      ['payreadjust', screens(payReadjustsQuery), 'payReadjusts'],
    ];
    for (const [list, [confirmAllowed, declineAllowed], name] of lists) {
      const rows = demo(table(name) as { sheetId: string; status: string; venderId: string; bu: string }[]);
      const paths = confirmPaths(list);
      for (const status of Object.values(CONFIRM_STATUS)) {
        const [a, b] = rows.filter((r) => r.status === status);
        // The rule read before the call (the mock changes the stored row).
        const [ruleA, ruleB] = [canConfirmDoc(a), canConfirmDoc(b)];
        const label = `${list} ${status}`;
        expect(confirmAllowed({ ...a, venderName: '' }), label).toBe(ruleA);
        expect(declineAllowed({ ...b, venderName: '' }), label).toBe(ruleB);
        expect((await answer(paths.confirm, { sheetIds: [a.sheetId] })) === '00000', label).toBe(ruleA);
        const declined = await answer(paths.decline, { sheetIds: [b.sheetId], reason: '数量有误' });
        expect(declined === '00000', label).toBe(ruleB);
      }
    }
  });

  it('the retailer reviews only what canReviewApplication allows; the supplier corrects only what canCorrectApplication allows', async () => {
    const approve = allowedOf(applicationsQuery, 'approve');
    const correct = allowedOf(applicationsQuery, 'correct');
    const goods = demo(table('goods'))[0];
    const today = mockToday();
    const corrected = {
      goodsId: goods.goodsId,
      promoType: '1',
      shopScope: '1',
      startDate: addDays(today, 5),
      endDate: addDays(today, 9),
      promoPrice: Math.floor(goods.salePrice * 80) / 100,
      promoCost: 2.5,
      expectedQty: 10,
      reason: '',
    };
    for (const status of Object.values(REVIEW_STATUS)) {
      const [a, b] = demo(table('promoApplications')).filter((r) => r.status === status);
      const row = { ...a, venderName: '' };
      const [review, correctA, correctB] = [
        canReviewApplication(a),
        canCorrectApplication(a),
        canCorrectApplication(b),
      ];
      expect([approve(row), correct(row)], status).toEqual([review, correctA]);
      const reviewed = await answer('apply/review', { sheetIds: [a.sheetId], approve: true }, RETAILER);
      expect(reviewed === '00000', status).toBe(review);
      const resubmitted = await answer('apply/save', { ...corrected, sheetId: b.sheetId });
      expect(resubmitted === '00000', status).toBe(correctB);
    }
  });

  it('signs an online promotion only when canSignOnline allows it and opens the agreement only when hasAgreement does', async () => {
    const sign = allowedOf(onlinePromotionsQuery, 'sign');
    const agreement = allowedOf(onlinePromotionsQuery, 'agreement');
    for (const flag of Object.values(SIGN_FLAG)) {
      const o = demo(table('onlinePromotions')).find((r) => r.signFlag === flag)!;
      const row = { ...o, venderName: '' };
      const rules = [canSignOnline(o), hasAgreement(o)];
      expect([sign(row), agreement(row)], flag).toEqual(rules);
      // The agreement first: signing gives the unsigned one its agreement.
      const opened = (await answer('online/agreement', { sheetId: o.sheetId })) === '00000';
      const signed = (await answer('online/sign', { sheetIds: [o.sheetId] })) === '00000';
      expect([signed, opened], flag).toEqual(rules);
    }
  });
});
