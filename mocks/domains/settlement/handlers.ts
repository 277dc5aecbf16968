import { postRoutes, route } from '../../handlers/route';
import * as desk from './desk';
import * as paydesk from './paydesk';
import * as settlement from './service';
import { SETTLEMENT_BASE, SETTLEMENT_PATHS as P } from '@/features/settlement/contract';

/** Settlement I: docs/API.md "Settlement". */
export const handlers = [
  ...postRoutes(SETTLEMENT_BASE, {
    [P.expenseQuery]: ({ ctx, body }) => settlement.queryExpenses(ctx, body),
    [P.expenseTotals]: ({ ctx, body }) => settlement.expenseTotals(ctx, body),
    [P.expenseConfirm]: ({ ctx, body }) => settlement.confirmExpenses(ctx, body),
    [P.expenseDispute]: ({ ctx, body }) => settlement.disputeExpenses(ctx, body),
    [P.disputeQuery]: ({ ctx, body }) => settlement.queryDisputes(ctx, body),
    [P.disputeTotals]: ({ ctx, body }) => settlement.disputeTotals(ctx, body),
    [P.disputeItems]: ({ ctx, body }) => settlement.disputeItems(ctx, body.disputeId),
    [P.docQuery]: ({ ctx, body }) => settlement.querySettleDocs(ctx, body),
    [P.docTotals]: ({ ctx, body }) => settlement.settleDocTotals(ctx, body),
    [P.docMerge]: ({ ctx, body }) => settlement.mergeSettlement(ctx, body),
    [P.docCull]: ({ ctx, body }) => settlement.cullDocs(ctx, body),
    [P.sheetQuery]: ({ ctx, body }) => settlement.querySheets(ctx, body),
    [P.sheetTotals]: ({ ctx, body }) => settlement.sheetTotalsOf(ctx, body),
    [P.sheetDocs]: ({ ctx, body }) => settlement.sheetDocs(ctx, body.sheetId),
    [P.sheetConfirmInvoice]: ({ ctx, body }) => settlement.confirmInvoiceData(ctx, body),
    [P.sheetRegenerateInvoice]: ({ ctx, body }) => settlement.confirmInvoiceData(ctx, body, true),
    [P.sheetApplyPayment]: ({ ctx, body }) => settlement.applyPayment(ctx, body),
    [P.letterSave]: ({ ctx, body }) => settlement.saveLetter(ctx, body),
    [P.letterPrint]: ({ ctx, body }) => settlement.printLetters(ctx, body),
    [P.letterESign]: ({ ctx }) => settlement.eSignStatus(ctx),
    [P.letterSign]: ({ ctx, body }) => settlement.signLetters(ctx, body),
    [P.ledgerQuery]: ({ ctx, body }) => settlement.queryLedger(ctx, body),
    [P.ledgerTotals]: ({ ctx, body }) => settlement.ledgerTotals(ctx, body),
    [P.ledgerConfirmWithdrawal]: ({ ctx, body }) => settlement.confirmWithdrawals(ctx, body),
    // The retailer's dispute desk (/s/settlement-management/dispute_desk): retailer staff only.
    [P.deskQuery]: ({ ctx, body }) => desk.queryDesk(ctx, body),
    [P.deskTotals]: ({ ctx, body }) => desk.deskTotals(ctx, body),
    [P.deskAnswer]: ({ ctx, body }) => desk.answerDesk(ctx, body),
    // The retailer's payment desk (/s/settlement-management/payment_desk): retailer staff only.
    [P.paydeskQuery]: ({ ctx, body }) => paydesk.queryPaydesk(ctx, body),
    [P.paydeskTotals]: ({ ctx, body }) => paydesk.paydeskTotals(ctx, body),
    [P.paydeskReceiveInvoice]: ({ ctx, body }) => paydesk.receiveInvoice(ctx, body),
    [P.paydeskPay]: ({ ctx, body }) => paydesk.paySheetAt(ctx, body),
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
