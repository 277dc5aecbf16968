import type { RouteDef } from '@/kit/routing';

/** Holiday plans of SPEC §2 on both sides: the plans, the supplier's plan per holiday, the retailer's holidays. */
export const holidayPlansRoutes: RouteDef[] = [
  {
    path: '/basicinfo/vacationplan',
    side: 'supplier',
    titleKey: 'holidayPlans:title',
    load: () => import('./pages/HolidayPlans'),
  },
  {
    path: '/basicinfo/vacationplan/maintain',
    side: 'supplier',
    titleKey: 'holidayPlans:maintainTitle',
    load: () => import('./pages/PlanMaintain'),
  },
  {
    path: '/s/basicinfo/vacationplan',
    side: 'retailer',
    titleKey: 'holidayPlans:title',
    load: () => import('./pages/HolidayPlans'),
  },
  {
    path: '/s/basicinfo/vacationplan/maintain',
    side: 'retailer',
    titleKey: 'holidayPlans:holidaysTitle',
    load: () => import('./pages/Holidays'),
  },
];
