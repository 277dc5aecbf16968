import type { VendorCombination } from '@/api/types';
import type { PlanState } from './contract';

/** Holiday plans as docs/API.md "Holiday plans" answers them (mock: mocks/domains/holidayPlans). */

/** A holiday the retailer defines for one BU and year (SPEC §3): its days close the BU's DCs. */
export type Holiday = {
  holidayId: string;
  year: number;
  holidayName: string;
  buId: string;
  startDate: string;
  endDate: string;
  remark: string;
  creator: string;
  updateDate: string;
};

/** A holiday as the lists answer it: the BU's name, the last day a plan may be entered (SPEC §5, §9: 21 days ahead) and the plans entered. */
export type HolidayRow = Holiday & { buName: string; deadline: string; planCount: number };

/** The four dates a supplier keeps per holiday (SPEC §3); each resume date is after its stop date. */
export type PlanDates = { receiptStop: string; receiptResume: string; deliveryStop: string; deliveryResume: string };

/** One supplier's plan for one holiday (one per vendor combination and holiday). */
export type HolidayPlan = VendorCombination &
  PlanDates & {
    planId: string;
    holidayId: string;
    remark: string;
    creator: string;
    createDate: string;
    updateDate: string;
  };

/** A plan as the lists answer it: with its supplier's name and its holiday. */
export type PlanRow = HolidayPlan & {
  venderName: string;
  buName: string;
  year: number;
  holidayName: string;
  startDate: string;
  endDate: string;
  deadline: string;
};

/** A holiday of the supplier's BU with its own plan, if any (the maintain screen). */
export type SupplierHolidayRow = HolidayRow &
  Partial<PlanDates> & { planId: string | null; planRemark: string; state: PlanState };

/** What a holiday form sends (holidayId to edit one). */
export type HolidayInput = {
  holidayId?: string;
  year: number | string;
  holidayName: string;
  buId: string;
  startDate: string;
  endDate: string;
  remark?: string;
};

/** What a plan form sends: the holiday, the dates (planId to edit the plan). */
export type PlanInput = PlanDates & { holidayId: string; planId?: string; remark?: string };

/** closedDays: the days and ranges booking must not offer (docs/API.md). */
export type ClosedDaysQuery = { buId?: string; dcId?: string; venderId?: string; from: string; to: string };
export type ClosedDay = { date: string; buId: string; holidayId: string; holidayName: string };
export type StopRange = {
  venderId: string;
  bu: string;
  holidayId: string;
  holidayName: string;
  from: string;
  to: string;
};
export type ClosedDays = { closedDays: ClosedDay[]; deliveryStops: StopRange[]; receiptStops: StopRange[] };
