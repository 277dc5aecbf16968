import type { RouteDef } from '@/kit/routing';

/** Online delivery appointments (SPEC §2 online-booking) on both sides. */
export const bookingRoutes: RouteDef[] = [
  {
    path: '/online-booking/index',
    side: 'supplier',
    titleKey: 'booking:title',
    load: () => import('./pages/Appointments'),
  },
  {
    path: '/online-booking/edit/:id/:buId',
    side: 'supplier',
    titleKey: 'booking:editTitle',
    load: () => import('./pages/AppointmentEdit'),
  },
  {
    path: '/s/online-booking/params-set',
    side: 'retailer',
    titleKey: 'booking:paramsTitle',
    load: () => import('./pages/ParamsSet'),
  },
  {
    path: '/s/online-booking/acceptance-maintenance',
    side: 'retailer',
    titleKey: 'booking:acceptanceTitle',
    load: () => import('./pages/AcceptanceMaintenance'),
  },
  {
    path: '/s/online-booking/special-appointment',
    side: 'retailer',
    titleKey: 'booking:specialTitle',
    load: () => import('./pages/SpecialAppointments'),
  },
  {
    path: '/s/online-booking/edit/:id/:buId',
    side: 'retailer',
    titleKey: 'booking:editTitle',
    load: () => import('./pages/AppointmentEdit'),
  },
  {
    path: '/s/online-booking/detail-query',
    side: 'retailer',
    titleKey: 'booking:detailQueryTitle',
    load: () => import('./pages/DetailQuery'),
  },
  {
    path: '/s/online-booking/aggregate-query',
    side: 'retailer',
    titleKey: 'booking:aggregateTitle',
    load: () => import('./pages/AggregateQuery'),
  },
];
