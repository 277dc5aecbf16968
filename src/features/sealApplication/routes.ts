import type { RouteDef } from '@/kit/routing';

/** SPEC §2 standalone /ca (electronic seal application) and /withdrawalCa (certificates, withdrawal, cancelling). */
export const caRoutes: RouteDef[] = [
  { path: '/ca', side: 'standalone', titleKey: 'sealApplication:applyTitle', load: () => import('./pages/CaApply') },
  {
    path: '/withdrawalCa',
    side: 'standalone',
    titleKey: 'sealApplication:withdrawalTitle',
    load: () => import('./pages/CaWithdrawal'),
  },
];
