import type { RouteDef } from '@/kit/routing';

/** Contracts and agreements of SPEC §2 (supplier: contract management; retailer: contracts and expense documents). */
export const contractsRoutes: RouteDef[] = [
  {
    path: '/contract-management/supplieragreement_application',
    side: 'supplier',
    titleKey: 'contracts:agreement.title',
    load: () => import('./pages/AgreementApplication'),
  },
  {
    path: '/contract-management/signature',
    side: 'supplier',
    titleKey: 'contracts:signing.title',
    load: () => import('./pages/ContractSigning'),
  },
  {
    path: '/contract-management/ticketyt',
    side: 'supplier',
    titleKey: 'contracts:ticket.title',
    load: () => import('./pages/TicketAgreement'),
  },
  {
    path: '/contract-management/ticketyt-history',
    side: 'supplier',
    titleKey: 'contracts:ticket.historyTitle',
    load: () => import('./pages/TicketHistory'),
  },
  {
    path: '/contract-management/attachmentManagement',
    side: 'supplier',
    titleKey: 'contracts:attachment.title',
    load: () => import('./pages/Attachments'),
  },
  {
    path: '/s/contract/signature',
    side: 'retailer',
    titleKey: 'contracts:signing.title',
    load: () => import('./pages/ContractSigning'),
  },
  {
    path: '/s/contract/promoter_cost',
    side: 'retailer',
    titleKey: 'contracts:promoter.costTitle',
    load: () => import('./pages/PromoterCosts'),
  },
  {
    path: '/s/contract/promoter_protocol_rpt',
    side: 'retailer',
    titleKey: 'contracts:promoter.reportTitle',
    load: () => import('./pages/PromoterReport'),
  },
];
