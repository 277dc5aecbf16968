import type { PageLoaders } from '@/kit/routing';
import type { contractsRoutes } from './routes';

/** The page of each route in routes.ts, fetched with the first of them to be shown. */
export const pages: PageLoaders<typeof contractsRoutes> = {
  '/contract-management/supplieragreement_application': () => import('./pages/AgreementApplication'),
  '/contract-management/signature': () => import('./pages/ContractSigning'),
  '/contract-management/ticketyt': () => import('./pages/TicketAgreement'),
  '/contract-management/ticketyt-history': () => import('./pages/TicketHistory'),
  '/contract-management/attachmentManagement': () => import('./pages/Attachments'),
  '/s/contract/signature': () => import('./pages/ContractSigning'),
  '/s/contract/promoter_cost': () => import('./pages/PromoterCosts'),
  '/s/contract/promoter_protocol_rpt': () => import('./pages/PromoterReport'),
};
