import { postRoutes, route } from '../../handlers/route';
import * as desk from './desk';
import * as paydesk from './paydesk';
import * as settlement from './service';

const SETTLE = '/api/fea-vsm/settlement';

/** Settlement I: docs/API.md "Settlement". */
export const handlers = [
  ...postRoutes(SETTLE, {
    'expense/query': ({ ctx, body }) => settlement.queryExpenses(ctx, body),
    'expense/totals': ({ ctx, body }) => settlement.expenseTotals(ctx, body),
    'expense/confirm': ({ ctx, body }) => settlement.confirmExpenses(ctx, body),
    'expense/dispute': ({ ctx, body }) => settlement.disputeExpenses(ctx, body),
    'dispute/query': ({ ctx, body }) => settlement.queryDisputes(ctx, body),
    'dispute/totals': ({ ctx, body }) => settlement.disputeTotals(ctx, body),
    'dispute/items': ({ ctx, body }) => settlement.disputeItems(ctx, body.disputeId),
    'doc/query': ({ ctx, body }) => settlement.querySettleDocs(ctx, body),
    'doc/totals': ({ ctx, body }) => settlement.settleDocTotals(ctx, body),
    'doc/merge': ({ ctx, body }) => settlement.mergeSettlement(ctx, body),
    'doc/cull': ({ ctx, body }) => settlement.cullDocs(ctx, body),
    'sheet/query': ({ ctx, body }) => settlement.querySheets(ctx, body),
    'sheet/totals': ({ ctx, body }) => settlement.sheetTotalsOf(ctx, body),
    'sheet/docs': ({ ctx, body }) => settlement.sheetDocs(ctx, body.sheetId),
    'sheet/confirmInvoice': ({ ctx, body }) => settlement.confirmInvoiceData(ctx, body),
    'sheet/regenerateInvoice': ({ ctx, body }) => settlement.confirmInvoiceData(ctx, body, true),
    'sheet/applyPayment': ({ ctx, body }) => settlement.applyPayment(ctx, body),
    'letter/save': ({ ctx, body }) => settlement.saveLetter(ctx, body),
    'letter/print': ({ ctx, body }) => settlement.printLetters(ctx, body),
    'letter/eSign': ({ ctx }) => settlement.eSignStatus(ctx),
    'letter/sign': ({ ctx, body }) => settlement.signLetters(ctx, body),
    'ledger/query': ({ ctx, body }) => settlement.queryLedger(ctx, body),
    'ledger/totals': ({ ctx, body }) => settlement.ledgerTotals(ctx, body),
    'ledger/confirmWithdrawal': ({ ctx, body }) => settlement.confirmWithdrawals(ctx, body),
    // The retailer's dispute desk (/s/settlement-management/dispute_desk): retailer staff only.
    'desk/query': ({ ctx, body }) => desk.queryDesk(ctx, body),
    'desk/totals': ({ ctx, body }) => desk.deskTotals(ctx, body),
    'desk/answer': ({ ctx, body }) => desk.answerDesk(ctx, body),
    // The retailer's payment desk (/s/settlement-management/payment_desk): retailer staff only.
    'paydesk/query': ({ ctx, body }) => paydesk.queryPaydesk(ctx, body),
    'paydesk/totals': ({ ctx, body }) => paydesk.paydeskTotals(ctx, body),
    'paydesk/receiveInvoice': ({ ctx, body }) => paydesk.receiveInvoice(ctx, body),
    'paydesk/pay': ({ ctx, body }) => paydesk.paySheetAt(ctx, body),
  }),
  // Mock control, kept for tests and journeys that answer a case or move a sheet without the desks: the same service.
  route({
    method: 'post',
    path: '/api/__mock/settlement/answerDispute',
    auth: 'public',
    faults: false,
    handle: ({ body }) => settlement.answerDispute(body),
  }),
  route({
    method: 'post',
    path: '/api/__mock/settlement/advanceSheet',
    auth: 'public',
    faults: false,
    handle: ({ body }) => settlement.advanceSheet(body),
  }),
];
