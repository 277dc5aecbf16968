import type { RouteDef } from '@/kit/routing';

/** SPEC §2 standalone /venders/registerDetail: supplier registration, reachable without sign-in (§4). */
export const registerRoutes: RouteDef[] = [
  {
    path: '/venders/registerDetail',
    side: 'standalone',
    public: true,
    titleKey: 'register:title',
    load: () => import('./pages/RegisterDetail'),
  },
];
