import type { PageLoaders } from '@/kit/routing';
import type { holidayPlansRoutes } from './routes';

/** The page of each route in routes.ts, fetched with the first of them to be shown. */
export const pages: PageLoaders<typeof holidayPlansRoutes> = {
  '/basicinfo/vacationplan': () => import('./pages/HolidayPlans'),
  '/basicinfo/vacationplan/maintain': () => import('./pages/PlanMaintain'),
  '/s/basicinfo/vacationplan': () => import('./pages/HolidayPlans'),
  '/s/basicinfo/vacationplan/maintain': () => import('./pages/Holidays'),
};
