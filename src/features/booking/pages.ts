import type { PageLoaders } from '@/kit/routing';
import type { bookingRoutes } from './routes';

/** The page of each route in routes.ts, fetched with the first of them to be shown. */
export const pages: PageLoaders<typeof bookingRoutes> = {
  '/online-booking/index': () => import('./pages/Appointments'),
  '/online-booking/edit/:id/:buId': () => import('./pages/AppointmentEdit'),
  '/s/online-booking/params-set': () => import('./pages/ParamsSet'),
  '/s/online-booking/acceptance-maintenance': () => import('./pages/AcceptanceMaintenance'),
  '/s/online-booking/special-appointment': () => import('./pages/SpecialAppointments'),
  '/s/online-booking/edit/:id/:buId': () => import('./pages/AppointmentEdit'),
  '/s/online-booking/detail-query': () => import('./pages/DetailQuery'),
  '/s/online-booking/aggregate-query': () => import('./pages/AggregateQuery'),
};
