import type { RouteSpec } from '@/kit/routing';

/** SPEC §2 standalone /venders/registerDetail: supplier registration, reachable without sign-in (§4). */
export const registerRoutes = [
  {
    path: '/venders/registerDetail',
    side: 'standalone',
    public: true,
    titleKey: 'register:title',
  },
  // The retailer's review of the registrations received (Basic data menu).
  {
    path: '/s/basicinfo/registration_review',
    side: 'retailer',
    titleKey: 'register:review.title',
  },
] as const satisfies readonly RouteSpec[];
