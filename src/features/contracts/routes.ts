import type { RouteSpec } from '@/kit/routing';

/** Contracts and agreements of SPEC §2 (supplier: contract management; retailer: contracts and expense documents). */
export const contractsRoutes = [
  {
    path: '/contract-management/supplieragreement_application',
    side: 'supplier',
    titleKey: 'contracts:agreement.title',
  },
  {
    path: '/contract-management/signature',
    side: 'supplier',
    titleKey: 'contracts:signing.title',
  },
  {
    path: '/contract-management/ticketyt',
    side: 'supplier',
    titleKey: 'contracts:ticket.title',
  },
  {
    path: '/contract-management/ticketyt-history',
    side: 'supplier',
    titleKey: 'contracts:ticket.historyTitle',
  },
  {
    path: '/contract-management/attachmentManagement',
    side: 'supplier',
    titleKey: 'contracts:attachment.title',
  },
  {
    path: '/s/contract/signature',
    side: 'retailer',
    titleKey: 'contracts:signing.title',
  },
  {
    path: '/s/contract/promoter_cost',
    side: 'retailer',
    titleKey: 'contracts:promoter.costTitle',
  },
  {
    path: '/s/contract/promoter_protocol_rpt',
    side: 'retailer',
    titleKey: 'contracts:promoter.reportTitle',
  },
] as const satisfies readonly RouteSpec[];
