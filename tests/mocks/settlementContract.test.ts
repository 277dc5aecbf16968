import { table, updateRows } from '../../mocks/db';
import type { DocumentAction } from '@/kit/query';
import {
  DISPUTE_STATUS,
  DOC_STATUS,
  EXPENSE_STATUS,
  LETTER_STATUS,
  SETTLEMENT_ERRORS,
  SHEET_STATUS,
  canApplyForPayment,
  canConfirmExpense,
  canMergeDoc,
  canReceiveInvoice,
  partAmountProblem,
  settlementUrl,
} from '@/features/settlement/contract';
import { paymentQuery } from '@/features/settlement/schemas/sheets';
import { expenseQuery } from '@/features/settlement/schemas/expenses';
import { settleDocQuery } from '@/features/settlement/schemas/settleDocs';
import { paymentDeskQuery } from '@/features/settlement/schemas/paymentDesk';
import { partForm } from '@/features/settlement/schemas/disputeDesk';
import type { DeskDispute, Expense, PaydeskSheet, SettleDoc, SettleSheet } from '@/features/settlement/types';
import { api, DEMO_VENDOR, RETAILER } from './helpers';

/*
 * Issue 37, one contract per domain: for each case the contract's rule, the screen's action (its
 * `allowed` or form check) and the mock's answer through its service agree, because both call the rule.
 */

const V = { vendor: DEMO_VENDOR };
const demo = <T extends { venderId: string; bu: string }>(rows: T[]) =>
  rows.filter((r) => r.venderId === DEMO_VENDOR.venderId && r.bu === DEMO_VENDOR.bu);
const allowedOf = <T>(actions: DocumentAction<T>[] | undefined, key: string) => {
  const action = actions?.find((a) => a.key === key);
  if (!action?.allowed) throw new Error(`no allowed() on ${key}`);
  return action.allowed;
};
const ok = async (path: Parameters<typeof settlementUrl>[0], body: object, options: object = V) =>
  (await api(settlementUrl(path), body, options)).returncode === '00000';

describe('settlement contract: screen and mock refuse the same inputs', () => {
  it('applies for payment exactly when canApplyForPayment says so (status × invoice data × letter)', async () => {
    const screen = allowedOf<SettleSheet>(paymentQuery(undefined).actions, 'applyPayment');
    // One sheet put in each state in turn (an application that passes moves it on; the next case sets it again).
    const { sheetId } = demo(table('settleSheets'))[0];
    // Every sheet state ready otherwise, and a finalized sheet missing one step or another.
    const cases = [
      ...Object.values(SHEET_STATUS).map((status) => ({
        status,
        invoiceConfirmed: true,
        letterStatus: LETTER_STATUS.signed,
      })),
      { status: SHEET_STATUS.finalized, invoiceConfirmed: false, letterStatus: LETTER_STATUS.signed },
      { status: SHEET_STATUS.finalized, invoiceConfirmed: true, letterStatus: LETTER_STATUS.printed },
      { status: SHEET_STATUS.finalized, invoiceConfirmed: false, letterStatus: LETTER_STATUS.saved },
    ];
    let allowedCount = 0;
    for (const c of cases) {
      updateRows('settleSheets', (s) => s.sheetId === sheetId, c);
      const row = { ...table('settleSheets').find((s) => s.sheetId === sheetId)!, venderName: '', holds: [] };
      const rule = canApplyForPayment(row);
      allowedCount += rule ? 1 : 0;
      expect([screen(row), await ok('sheet/applyPayment', { sheetIds: [sheetId] })], JSON.stringify(c)).toEqual([
        rule,
        rule,
      ]);
    }
    expect(allowedCount).toBe(1);
  });

  it('confirms an expense document only in the state canConfirmExpense allows', async () => {
    const screen = allowedOf<Expense>(expenseQuery(undefined).actions, 'confirm');
    const docs = demo(table('expenseDocs'));
    for (const status of Object.values(EXPENSE_STATUS)) {
      const e = docs.find((x) => x.status === status)!;
      const rule = canConfirmExpense(e);
      expect([screen({ ...e, daysLeft: 0 }), await ok('expense/confirm', { sheetIds: [e.sheetId] })], status).toEqual([
        rule,
        rule,
      ]);
    }
  });

  it('merges settlement documents only in the state canMergeDoc allows', async () => {
    const screen = allowedOf<SettleDoc>(settleDocQuery(undefined).actions, 'merge');
    const docs = demo(table('settleDocs'));
    for (const status of Object.values(DOC_STATUS)) {
      const d = docs.find((x) => x.status === status)!;
      const rule = canMergeDoc(d);
      expect([screen(d), await ok('doc/merge', { sheetIds: [d.sheetId] })], status).toEqual([rule, rule]);
    }
  });

  it("the payment desk marks an invoice received only in the state canReceiveInvoice allows (retailer's side)", async () => {
    const screen = allowedOf<PaydeskSheet>(paymentDeskQuery(undefined).actions, 'receiveInvoice');
    for (const status of [SHEET_STATUS.paymentApplied, SHEET_STATUS.invoiceReceived, SHEET_STATUS.paid]) {
      const s = table('settleSheets').find((x) => x.status === status)!;
      const row = { ...s, venderName: '', holds: [], invoiceReceivedDate: null };
      const rule = canReceiveInvoice(s);
      expect([screen(row), await ok('paydesk/receiveInvoice', { sheetId: s.sheetId }, RETAILER)], status).toEqual([
        rule,
        rule,
      ]);
    }
  });

  it('accepts a dispute in part for the amounts partAmountProblem allows, on the desk form and in the mock', async () => {
    const d = table('disputes').find((x) => x.status === DISPUTE_STATUS.open && x.amount > 1)!;
    const row = { ...d, venderName: '', sheetIds: [], daysLeft: 1 } as DeskDispute;
    const form = partForm([row]);
    const cases = [0, -1, 0.001, 0.01, d.amount, d.amount + 0.01, 1];
    for (const amount of cases) {
      const problem = partAmountProblem(amount, d.amount);
      const shown = form.validate?.({ amount, reason: 'r' }) ?? null;
      const { overDisputedKey, invalidKey } = SETTLEMENT_ERRORS.partAmount;
      expect(shown, String(amount)).toEqual(
        problem ? { amount: problem === 'overDisputed' ? overDisputedKey : invalidKey } : null,
      );
      // The mock's answer: refused with the contract's code, or taken (the case closes: the last case).
      const env = await api(
        settlementUrl('desk/answer'),
        { disputeId: d.disputeId, mode: 'part', amount, answer: 'r' },
        RETAILER,
      );
      expect(env.returncode, String(amount)).toBe(problem ? SETTLEMENT_ERRORS.partAmount.code : '00000');
      if (!problem) updateRows('disputes', (x) => x.disputeId === d.disputeId, { status: DISPUTE_STATUS.open });
    }
  });
});
