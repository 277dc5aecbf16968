import type { RouteSpec } from '@/kit/routing';

// Title keys are written out in full: the locale plugin finds the tabs' titles by their literal key.

/** Settlement I of SPEC §2, the supplier's screens, and the retailer's desks that answer their disputes and payment applications. */
export const settlementRoutes = [
  {
    path: '/settlement-management/OIexpense_document',
    side: 'supplier',
    titleKey: 'settlement:expense.title',
  },
  {
    path: '/settlement-management/settlement_document',
    side: 'supplier',
    titleKey: 'settlement:doc.title',
  },
  {
    path: '/settlement-management/dispute_resolution',
    side: 'supplier',
    titleKey: 'settlement:dispute.title',
  },
  {
    path: '/settlement-management/settlement_expense',
    side: 'supplier',
    titleKey: 'settlement:deduction.title',
  },
  {
    path: '/settlement-management/payment_application',
    side: 'supplier',
    titleKey: 'settlement:sheet.title',
  },
  {
    path: '/settlement-management/confirmation_letter',
    side: 'supplier',
    titleKey: 'settlement:letter.title',
  },
  {
    path: '/settlement-management/preRec',
    side: 'supplier',
    titleKey: 'settlement:ledger.preRec.title',
  },
  {
    path: '/settlement-management/balanceTrans',
    side: 'supplier',
    titleKey: 'settlement:ledger.balanceTrans.title',
  },
  {
    path: '/settlement-management/cashSettle',
    side: 'supplier',
    titleKey: 'settlement:ledger.cashSettle.title',
  },
  {
    path: '/settlement-management/withdrawalCfmtn',
    side: 'supplier',
    titleKey: 'settlement:ledger.withdrawal.title',
  },
  {
    path: '/s/settlement-management/dispute_desk',
    side: 'retailer',
    titleKey: 'settlement:desk.title',
  },
  {
    path: '/s/settlement-management/payment_desk',
    side: 'retailer',
    titleKey: 'settlement:paydesk.title',
  },
] as const satisfies readonly RouteSpec[];
