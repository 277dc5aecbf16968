import type { RouteSpec } from '@/kit/routing';

/** Online delivery appointments (SPEC §2 online-booking) on both sides. */
export const bookingRoutes = [
  {
    path: '/online-booking/index',
    side: 'supplier',
    titleKey: 'booking:title',
  },
  {
    path: '/online-booking/edit/:id/:buId',
    side: 'supplier',
    titleKey: 'booking:editTitle',
  },
  {
    path: '/s/online-booking/params-set',
    side: 'retailer',
    titleKey: 'booking:paramsTitle',
  },
  {
    path: '/s/online-booking/acceptance-maintenance',
    side: 'retailer',
    titleKey: 'booking:acceptanceTitle',
  },
  {
    path: '/s/online-booking/special-appointment',
    side: 'retailer',
    titleKey: 'booking:specialTitle',
  },
  {
    path: '/s/online-booking/edit/:id/:buId',
    side: 'retailer',
    titleKey: 'booking:editTitle',
  },
  {
    path: '/s/online-booking/detail-query',
    side: 'retailer',
    titleKey: 'booking:detailQueryTitle',
  },
  {
    path: '/s/online-booking/aggregate-query',
    side: 'retailer',
    titleKey: 'booking:aggregateTitle',
  },
] as const satisfies readonly RouteSpec[];
