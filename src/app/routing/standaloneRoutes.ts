import type { RouteDef } from '@/kit/routing';

/** SPEC §2 standalone routes handled by the app itself (the sign-in callback). */
export const standaloneRoutes: RouteDef[] = [
  { path: '/cas', side: 'standalone', titleKey: 'shell:route.cas', load: () => import('../pages/CasCallback') },
];
