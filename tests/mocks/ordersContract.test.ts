import { table, updateRows } from '../../mocks/db';
import {
  APPROVAL_STATUS,
  NOTICE_STATUS,
  ORDERS_ERRORS,
  REASON_MAX,
  REMARK_MAX,
  answerProblems,
  canAnswerApproval,
  canConfirmReceipt,
  canGiveUndeliveredReason,
  messageKeysOf,
  ordersUrl,
  undeliveredProblems,
  type Answer,
  type OrdersPath,
} from '@/features/orders/contract';
import { orderApprovalQuery } from '@/features/orders/schemas/orderApproval';
import { orderNoticeQuery } from '@/features/orders/schemas/orderNotice';
import { undeliveredQuery } from '@/features/orders/schemas/undelivered';
import type { OrderApproval, OrderNotice } from '@/features/orders/types';
import type { ActionForm, DocumentAction } from '@/kit/query';
import { api, DEMO_VENDOR } from './helpers';

/*
 * Issue 37, one contract per domain: for each case the contract's rule, the screen's check (the
 * action's `allowed`, its refusal of nothing ticked, its form's `validate`) and the mock's answer
 * through its service agree, because both call the rule.
 */

const V = { vendor: DEMO_VENDOR };
const demo = <T extends { venderId: string; bu: string }>(rows: T[]) =>
  rows.filter((r) => r.venderId === DEMO_VENDOR.venderId && r.bu === DEMO_VENDOR.bu);
const answer = async (path: OrdersPath, body: object) => (await api(ordersUrl(path), body, V)).returncode;
const actionOf = <T>(actions: DocumentAction<T>[] | undefined, key: string) => {
  const action = actions?.find((a) => a.key === key);
  if (!action?.allowed) throw new Error(`no allowed() on ${key}`);
  return action as DocumentAction<T> & { allowed: (row: T) => boolean };
};
const formOf = <T>(action: DocumentAction<T>): ActionForm => {
  const form = typeof action.form === 'function' ? action.form([]) : action.form;
  if (!form?.validate) throw new Error(`no validate() on ${action.key}`);
  return form;
};
const codeOf = (problem: keyof typeof ORDERS_ERRORS | undefined) => (problem ? ORDERS_ERRORS[problem].code : '00000');

const PATH_OF: Record<Answer, OrdersPath> = { confirm: 'approval/confirm', reject: 'approval/reject' };

describe('orders contract: screen and mock refuse the same inputs', () => {
  it('confirms receipt of a notice exactly when canConfirmReceipt allows it (SPEC §4 notice states)', async () => {
    const action = actionOf<OrderNotice>(orderNoticeQuery.supplier.actions, 'confirmReceipt');
    let allowedCount = 0;
    for (const status of Object.values(NOTICE_STATUS)) {
      const n = demo(table('orderNotices')).find((x) => x.status === status)!;
      const row = { ...n, venderName: '', shopName: '', transferDcName: '', receiptStatus: '0' } as OrderNotice;
      const rule = canConfirmReceipt(n);
      allowedCount += rule ? 1 : 0;
      const ok = (await answer('notice/confirmReceipt', { sheetIds: [n.sheetId] })) === '00000';
      expect([action.allowed(row), ok], status).toEqual([rule, rule]);
    }
    expect(allowedCount).toBe(1);
    // SPEC §8 select the documents first: the screen's refusal and the mock's code are the contract's.
    expect(action.emptyKey).toBe(ORDERS_ERRORS.selectFirst.messageKey);
    expect(await answer('notice/confirmReceipt', { sheetIds: [] })).toBe(ORDERS_ERRORS.selectFirst.code);
  });

  it('answers a change document only in the state canAnswerApproval allows (SPEC §4 "only in shipped status")', async () => {
    const { sheetId } = demo(table('orderApprovals'))[0];
    for (const key of ['confirm', 'reject'] as const) {
      const action = actionOf<OrderApproval>(orderApprovalQuery.supplier.actions, key);
      expect(action.emptyKey, key).toBe(ORDERS_ERRORS.selectFirst.messageKey);
      expect(await answer(PATH_OF[key], { sheetIds: [], reason: 'r' }), key).toBe(ORDERS_ERRORS.selectFirst.code);
      for (const status of Object.values(APPROVAL_STATUS)) {
        // One document put in each state in turn (an answer that passes moves it on; the next case sets it again).
        updateRows('orderApprovals', (a) => a.sheetId === sheetId, { status });
        const row = { ...table('orderApprovals').find((a) => a.sheetId === sheetId)! } as OrderApproval;
        const rule = canAnswerApproval(row);
        const ok = (await answer(PATH_OF[key], { sheetIds: [sheetId], reason: 'r' })) === '00000';
        expect([action.allowed(row), ok], `${key} ${status}`).toEqual([rule, rule]);
      }
    }
  });

  it('takes the answer reason exactly as answerProblems allows (SPEC §5 rejection reason required)', async () => {
    const { sheetId } = demo(table('orderApprovals'))[0];
    const long = 'x'.repeat(REASON_MAX);
    const cases: [Answer, unknown][] = [
      ['confirm', undefined],
      ['confirm', '  '],
      ['confirm', '同意变更'],
      ['confirm', `${long}x`],
      ['reject', undefined],
      ['reject', ''],
      ['reject', '   '],
      ['reject', '库存不足'],
      ['reject', long],
      ['reject', ` ${long} `],
      ['reject', `${long}x`],
    ];
    for (const [key, reason] of cases) {
      const form = formOf(actionOf<OrderApproval>(orderApprovalQuery.supplier.actions, key));
      expect(form.fields[0], key).toMatchObject({ name: 'reason', maxLength: REASON_MAX });
      updateRows('orderApprovals', (a) => a.sheetId === sheetId, { status: APPROVAL_STATUS.shipped });
      const problem = answerProblems(key, { reason })?.reason;
      const label = `${key} ${JSON.stringify(reason)?.slice(0, 12)}`;
      expect(form.validate!({ reason }), label).toEqual(messageKeysOf(answerProblems(key, { reason })));
      expect(await answer(PATH_OF[key], { sheetIds: [sheetId], reason }), label).toBe(codeOf(problem));
    }
  });

  it('takes an undelivered reason for a notice exactly when canGiveUndeliveredReason allows it', async () => {
    const action = actionOf<OrderNotice>(undeliveredQuery.supplier.actions, 'giveReason');
    expect(action.emptyKey).toBe(ORDERS_ERRORS.tickDocument.messageKey);
    expect(await answer('undelivered/save', { sheetIds: [], reason: '1' })).toBe(ORDERS_ERRORS.tickDocument.code);
    for (const status of Object.values(NOTICE_STATUS)) {
      const n = demo(table('orderNotices')).find((x) => x.status === status)!;
      const row = { ...n, venderName: '', shopName: '', transferDcName: '', receiptStatus: '0' } as OrderNotice;
      const rule = canGiveUndeliveredReason(n);
      const ok = (await answer('undelivered/save', { sheetIds: [n.sheetId], reason: '1' })) === '00000';
      expect([action.allowed(row), ok], status).toEqual([rule, rule]);
    }
  });

  it('saves an undelivered reason exactly as undeliveredProblems allows (SPEC §5 a reason must be chosen)', async () => {
    const form = formOf(actionOf<OrderNotice>(undeliveredQuery.supplier.actions, 'giveReason'));
    expect(form.fields.find((f) => f.name === 'remark')).toMatchObject({ maxLength: REMARK_MAX });
    const n = demo(table('orderNotices')).find(canGiveUndeliveredReason)!;
    const cases: Record<string, unknown>[] = [
      {},
      { reason: '' },
      { reason: '7' },
      { reason: ' 1 ' },
      { reason: '1' },
      { reason: 1 },
      { reason: '9', remark: 'x'.repeat(REMARK_MAX) },
      { reason: '2', remark: ` ${'x'.repeat(REMARK_MAX)} ` },
      { reason: '2', remark: 'x'.repeat(REMARK_MAX + 1) },
      { reason: '', remark: 'x'.repeat(REMARK_MAX + 1) },
    ];
    for (const values of cases) {
      const problems = undeliveredProblems(values);
      const label = JSON.stringify(values).slice(0, 30);
      expect(form.validate!(values), label).toEqual(messageKeysOf(problems));
      expect(await answer('undelivered/save', { sheetIds: [n.sheetId], ...values }), label).toBe(
        codeOf(problems?.reason ?? problems?.remark),
      );
    }
  });
});
