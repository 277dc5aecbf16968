import type { RouteDef } from '@/kit/routing';

const BASE = '/settlement-management';
const page = (path: string, titleKey: string, load: RouteDef['load']): RouteDef => ({
  path: `${BASE}/${path}`,
  side: 'supplier',
  titleKey: `settlement:${titleKey}`,
  load,
});

/** Settlement I of SPEC §2, the supplier's screens (the retailer has none: the mock answers for it). */
export const settlementRoutes: RouteDef[] = [
  page('OIexpense_document', 'expense.title', () => import('./pages/ExpenseDocuments')),
  page('settlement_document', 'doc.title', () => import('./pages/SettlementDocuments')),
  page('dispute_resolution', 'dispute.title', () => import('./pages/DisputeResolution')),
  page('settlement_expense', 'deduction.title', () => import('./pages/SettlementExpenses')),
  page('payment_application', 'sheet.title', () => import('./pages/PaymentApplication')),
  page('confirmation_letter', 'letter.title', () => import('./pages/ConfirmationLetters')),
  page('preRec', 'ledger.preRec.title', () => import('./pages/PreReceipts')),
  page('balanceTrans', 'ledger.balanceTrans.title', () => import('./pages/BalanceTransfers')),
  page('cashSettle', 'ledger.cashSettle.title', () => import('./pages/CashSettlements')),
  page('withdrawalCfmtn', 'ledger.withdrawal.title', () => import('./pages/WithdrawalConfirmation')),
];
