import type { RouteSpec } from '@/kit/routing';

// Title keys are written out in full: the locale plugin finds the tabs' titles by reading them here.

/** Settlement II of SPEC §2 (issue 25), the supplier's screens. */
export const settlementBillingRoutes = [
  {
    path: '/settlement-management/redfontinfo',
    side: 'supplier',
    titleKey: 'settlementBilling:redLetter.title',
  },
  {
    path: '/settlement-management/red_invoice',
    side: 'supplier',
    titleKey: 'settlementBilling:redInvoice.title',
  },
  {
    path: '/settlement-management/business_document',
    side: 'supplier',
    titleKey: 'settlementBilling:business.title',
  },
  {
    path: '/settlement-management/billingName_document',
    side: 'supplier',
    titleKey: 'settlementBilling:billing.byName.title',
  },
  {
    path: '/settlement-management/billingDetails_document',
    side: 'supplier',
    titleKey: 'settlementBilling:billing.details.title',
  },
  {
    path: '/settlement-management/billingSummary_document',
    side: 'supplier',
    titleKey: 'settlementBilling:billing.summary.title',
  },
] as const satisfies readonly RouteSpec[];
