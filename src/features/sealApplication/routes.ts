import type { RouteSpec } from '@/kit/routing';

/**
 * SPEC §2 standalone /ca (electronic seal application) and /withdrawalCa (certificates, withdrawal,
 * cancelling), and the retailer's review of the applications (E-signature menu).
 */
export const caRoutes = [
  { path: '/ca', side: 'standalone', titleKey: 'sealApplication:applyTitle' },
  {
    path: '/withdrawalCa',
    side: 'standalone',
    titleKey: 'sealApplication:withdrawalTitle',
  },
  {
    path: '/s/electronic-signature/ca_review',
    side: 'retailer',
    titleKey: 'sealApplication:review.title',
  },
] as const satisfies readonly RouteSpec[];
