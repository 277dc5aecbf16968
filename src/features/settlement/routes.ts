import type { RouteDef } from '@/kit/routing';

// Title keys are written out in full: the locale plugin finds the tabs' titles by their literal key.

/** Settlement I of SPEC §2, the supplier's screens (the retailer has none: the mock answers for it). */
export const settlementRoutes: RouteDef[] = [
  {
    path: '/settlement-management/OIexpense_document',
    side: 'supplier',
    titleKey: 'settlement:expense.title',
    load: () => import('./pages/ExpenseDocuments'),
  },
  {
    path: '/settlement-management/settlement_document',
    side: 'supplier',
    titleKey: 'settlement:doc.title',
    load: () => import('./pages/SettlementDocuments'),
  },
  {
    path: '/settlement-management/dispute_resolution',
    side: 'supplier',
    titleKey: 'settlement:dispute.title',
    load: () => import('./pages/DisputeResolution'),
  },
  {
    path: '/settlement-management/settlement_expense',
    side: 'supplier',
    titleKey: 'settlement:deduction.title',
    load: () => import('./pages/SettlementExpenses'),
  },
  {
    path: '/settlement-management/payment_application',
    side: 'supplier',
    titleKey: 'settlement:sheet.title',
    load: () => import('./pages/PaymentApplication'),
  },
  {
    path: '/settlement-management/confirmation_letter',
    side: 'supplier',
    titleKey: 'settlement:letter.title',
    load: () => import('./pages/ConfirmationLetters'),
  },
  {
    path: '/settlement-management/preRec',
    side: 'supplier',
    titleKey: 'settlement:ledger.preRec.title',
    load: () => import('./pages/PreReceipts'),
  },
  {
    path: '/settlement-management/balanceTrans',
    side: 'supplier',
    titleKey: 'settlement:ledger.balanceTrans.title',
    load: () => import('./pages/BalanceTransfers'),
  },
  {
    path: '/settlement-management/cashSettle',
    side: 'supplier',
    titleKey: 'settlement:ledger.cashSettle.title',
    load: () => import('./pages/CashSettlements'),
  },
  {
    path: '/settlement-management/withdrawalCfmtn',
    side: 'supplier',
    titleKey: 'settlement:ledger.withdrawal.title',
    load: () => import('./pages/WithdrawalConfirmation'),
  },
];
