import type { PageLoaders } from '@/kit/routing';
import type { settlementBillingRoutes } from './routes';

/** The page of each route in routes.ts, fetched with the first of them to be shown. */
export const pages: PageLoaders<typeof settlementBillingRoutes> = {
  '/settlement-management/redfontinfo': () => import('./pages/RedLetters'),
  '/settlement-management/red_invoice': () => import('./pages/RedInvoices'),
  '/settlement-management/business_document': () => import('./pages/BusinessDocuments'),
  '/settlement-management/billingName_document': () => import('./pages/BillingByName'),
  '/settlement-management/billingDetails_document': () => import('./pages/BillingDetails'),
  '/settlement-management/billingSummary_document': () => import('./pages/BillingSummary'),
};
