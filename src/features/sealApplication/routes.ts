import type { RouteSpec } from '@/kit/routing';

/** SPEC §2 standalone /ca (electronic seal application) and /withdrawalCa (certificates, withdrawal, cancelling). */
export const caRoutes = [
  { path: '/ca', side: 'standalone', titleKey: 'sealApplication:applyTitle' },
  {
    path: '/withdrawalCa',
    side: 'standalone',
    titleKey: 'sealApplication:withdrawalTitle',
  },
] as const satisfies readonly RouteSpec[];
