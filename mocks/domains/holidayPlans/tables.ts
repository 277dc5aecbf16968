import type { Holiday, HolidayPlan } from '@/features/holidayPlans/types';

/** Holiday plans: the retailer's holidays per BU and year, the suppliers' plans per holiday. */
export type HolidayPlansTables = {
  holidays: Holiday[];
  holidayPlans: HolidayPlan[];
};

declare module '../../db/tables' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- DbTables grows by declaration merging
  interface DbTables extends HolidayPlansTables {}
}
