import type { RouteDef } from '@/kit/routing';

// Title keys are written out in full: the locale plugin finds the tabs' titles by reading them here.

/** Settlement II of SPEC §2 (issue 25), the supplier's screens. */
export const settlementBillingRoutes: RouteDef[] = [
  {
    path: '/settlement-management/redfontinfo',
    side: 'supplier',
    titleKey: 'settlementBilling:redLetter.title',
    load: () => import('./pages/RedLetters'),
  },
  {
    path: '/settlement-management/red_invoice',
    side: 'supplier',
    titleKey: 'settlementBilling:redInvoice.title',
    load: () => import('./pages/RedInvoices'),
  },
  {
    path: '/settlement-management/business_document',
    side: 'supplier',
    titleKey: 'settlementBilling:business.title',
    load: () => import('./pages/BusinessDocuments'),
  },
  {
    path: '/settlement-management/billingName_document',
    side: 'supplier',
    titleKey: 'settlementBilling:billing.byName.title',
    load: () => import('./pages/BillingByName'),
  },
  {
    path: '/settlement-management/billingDetails_document',
    side: 'supplier',
    titleKey: 'settlementBilling:billing.details.title',
    load: () => import('./pages/BillingDetails'),
  },
  {
    path: '/settlement-management/billingSummary_document',
    side: 'supplier',
    titleKey: 'settlementBilling:billing.summary.title',
    load: () => import('./pages/BillingSummary'),
  },
];
