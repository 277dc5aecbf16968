import { table, updateRows } from '../../mocks/db';
import { catalogue, catalogueText } from '../../mocks/catalogue';
import {
  APPROVAL_COLUMNS,
  APPROVAL_STATUS,
  APPROVAL_STATUSES,
  NOTICE_COLUMNS,
  NOTICE_STATUS,
  NOTICE_STATUSES,
  RECEIPT_COLUMNS,
  RECEIPT_STATUS,
  RECEIPT_STATUSES,
  UNDELIVERED_COLUMNS,
  UNDELIVERED_REASONS,
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
import { orderReceiptQuery } from '@/features/orders/schemas/orderReceipt';
import { undeliveredQuery } from '@/features/orders/schemas/undelivered';
import type { OrderApproval, OrderNotice } from '@/features/orders/types';
import type { ActionForm, DocumentAction, QueryPageConfig } from '@/kit/query';
import type { ColumnTitle } from '@/lib/codedValues';
import { ERR } from '../../mocks/errors';
import { api, call, DEMO_VENDOR, RETAILER } from './helpers';
import { mockWords, screenText } from './screenTexts';

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

  it("takes an undelivered reason for a notice exactly when canGiveUndeliveredReason allows it; SPEC §5 'a document ticked' in the screen's words", async () => {
    const action = actionOf<OrderNotice>(undeliveredQuery.supplier.actions, 'giveReason');
    expect(action.emptyKey).toBe(ORDERS_ERRORS.tickDocument.messageKey);
    const untickedSaid = await api(ordersUrl('undelivered/save'), { sheetIds: [], reason: '1' }, V);
    expect(untickedSaid.returncode).toBe(ORDERS_ERRORS.tickDocument.code);
    expect(mockWords(untickedSaid.message)).toEqual(screenText(ORDERS_ERRORS.tickDocument.messageKey));
    // The mock's own 'tick first' of other lists says the same Chinese, so it takes the same English.
    expect(mockWords(ERR.selectFirst.message)).toEqual(screenText(ORDERS_ERRORS.tickDocument.messageKey));
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

/** The rows of the .xls the mock answers (the first sheet, header first). */
async function exported(path: OrdersPath, body: object, options: object): Promise<unknown[][]> {
  const res = await call(ordersUrl(path), body, options);
  const { read, utils } = await import('xlsx');
  const book = read(new Uint8Array(await res.arrayBuffer()), { type: 'array' });
  return utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]], { header: 1, defval: '' });
}

/** The titles of the grid's columns (search-only fields aside), in the grid's order. */
const gridTitles = <T>(config: QueryPageConfig<T>) =>
  config.columns.filter((c) => c.grid !== false).map((c) => [c.key, c.titleKey]);
const titlesOf = (columns: readonly ColumnTitle[]) => columns.map((c) => [c.key, c.titleKey]);
const labelOf = (values: { value: string; labelKey: string }[], value: string) =>
  catalogue(values.find((v) => v.value === value)!.labelKey);

describe("orders' exports: the header row is the screen's column titles in order (SPEC §9 exports)", () => {
  it('order notices: the grid is NOTICE_COLUMNS and the export writes them, states by their labels', async () => {
    for (const side of ['supplier', 'retailer'] as const)
      expect(gridTitles(orderNoticeQuery[side]), side).toEqual(titlesOf(NOTICE_COLUMNS));
    const rows = await exported('notice/export', { params: { status: NOTICE_STATUS.shipped } }, V);
    expect(rows[0]).toEqual(NOTICE_COLUMNS.map((c) => catalogue(c.titleKey)));
    const status = NOTICE_COLUMNS.findIndex((c) => c.key === 'status');
    expect(rows.length).toBeGreaterThan(1);
    expect(new Set(rows.slice(1).map((r) => r[status]))).toEqual(
      new Set([labelOf(NOTICE_STATUSES, NOTICE_STATUS.shipped)]),
    );
  });

  it("order notices in en-US (retailer staff, SPEC §1): each title is its own column's English, as the grid shows it", async () => {
    const rows = await exported(
      'notice/export',
      { params: { status: NOTICE_STATUS.shipped } },
      { ...RETAILER, headers: { language: 'en-US' } },
    );
    const english = NOTICE_COLUMNS.map((c) => catalogueText(c.titleKey).en);
    // The catalogue words some Chinese titles two ways in English (备注: Remark, Remarks): the key decides.
    expect(rows[0]).toEqual(english);
  });

  it('order approvals: the grid is APPROVAL_COLUMNS and the export writes them', async () => {
    for (const side of ['supplier', 'retailer'] as const)
      expect(gridTitles(orderApprovalQuery[side]), side).toEqual(titlesOf(APPROVAL_COLUMNS));
    const rows = await exported('approval/export', { params: { status: APPROVAL_STATUS.shipped } }, RETAILER);
    expect(rows[0]).toEqual(APPROVAL_COLUMNS.map((c) => catalogue(c.titleKey)));
    const status = APPROVAL_COLUMNS.findIndex((c) => c.key === 'status');
    expect(rows.length).toBeGreaterThan(1);
    expect(new Set(rows.slice(1).map((r) => r[status]))).toEqual(
      new Set([labelOf(APPROVAL_STATUSES, APPROVAL_STATUS.shipped)]),
    );
  });

  it('order receipts: the grid is RECEIPT_COLUMNS and the export writes them, receipts by their labels', async () => {
    expect(gridTitles(orderReceiptQuery)).toEqual(titlesOf(RECEIPT_COLUMNS));
    const params = { receiptStatus: RECEIPT_STATUS.confirmed };
    const rows = await exported('notice/receiptsExport', { params }, RETAILER);
    expect(rows[0]).toEqual(RECEIPT_COLUMNS.map((c) => catalogue(c.titleKey)));
    const receipt = RECEIPT_COLUMNS.findIndex((c) => c.key === 'receiptStatus');
    expect(rows.length).toBeGreaterThan(1);
    expect(new Set(rows.slice(1).map((r) => r[receipt]))).toEqual(
      new Set([labelOf(RECEIPT_STATUSES, RECEIPT_STATUS.confirmed)]),
    );
  });

  it('undelivered reasons: the grid is UNDELIVERED_COLUMNS and the export writes them, reasons by their labels', async () => {
    for (const side of ['supplier', 'retailer'] as const)
      expect(gridTitles(undeliveredQuery[side]), side).toEqual(titlesOf(UNDELIVERED_COLUMNS));
    const n = demo(table('orderNotices')).find(canGiveUndeliveredReason)!;
    expect(await answer('undelivered/save', { sheetIds: [n.sheetId], reason: '2' })).toBe('00000');
    const rows = await exported('undelivered/export', { params: { sheetId: n.sheetId } }, V);
    expect(rows[0]).toEqual(UNDELIVERED_COLUMNS.map((c) => catalogue(c.titleKey)));
    const reason = UNDELIVERED_COLUMNS.findIndex((c) => c.key === 'undeliveredReason');
    expect(rows.slice(1).map((r) => r[reason])).toEqual([labelOf(UNDELIVERED_REASONS, '2')]);
  });
});
