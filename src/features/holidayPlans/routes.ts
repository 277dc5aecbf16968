import type { RouteSpec } from '@/kit/routing';

/** Holiday plans of SPEC §2 on both sides: the plans, the supplier's plan per holiday, the retailer's holidays. */
export const holidayPlansRoutes = [
  {
    path: '/basicinfo/vacationplan',
    side: 'supplier',
    titleKey: 'holidayPlans:title',
  },
  {
    path: '/basicinfo/vacationplan/maintain',
    side: 'supplier',
    titleKey: 'holidayPlans:maintainTitle',
  },
  {
    path: '/s/basicinfo/vacationplan',
    side: 'retailer',
    titleKey: 'holidayPlans:title',
  },
  {
    path: '/s/basicinfo/vacationplan/maintain',
    side: 'retailer',
    titleKey: 'holidayPlans:holidaysTitle',
  },
] as const satisfies readonly RouteSpec[];
