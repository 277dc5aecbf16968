import type { PageLoaders } from '@/kit/routing';
import type { settlementRoutes } from './routes';

/** The page of each route in routes.ts, fetched with the first of them to be shown. */
export const pages: PageLoaders<typeof settlementRoutes> = {
  '/settlement-management/OIexpense_document': () => import('./pages/ExpenseDocuments'),
  '/settlement-management/settlement_document': () => import('./pages/SettlementDocuments'),
  '/settlement-management/dispute_resolution': () => import('./pages/DisputeResolution'),
  '/settlement-management/settlement_expense': () => import('./pages/SettlementExpenses'),
  '/settlement-management/payment_application': () => import('./pages/PaymentApplication'),
  '/settlement-management/confirmation_letter': () => import('./pages/ConfirmationLetters'),
  '/settlement-management/preRec': () => import('./pages/PreReceipts'),
  '/settlement-management/balanceTrans': () => import('./pages/BalanceTransfers'),
  '/settlement-management/cashSettle': () => import('./pages/CashSettlements'),
  '/settlement-management/withdrawalCfmtn': () => import('./pages/WithdrawalConfirmation'),
  '/s/settlement-management/dispute_desk': () => import('./pages/DisputeDesk'),
  '/s/settlement-management/payment_desk': () => import('./pages/PaymentDesk'),
};
