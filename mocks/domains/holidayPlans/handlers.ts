import * as plans from './service';
import { postRoutes } from '../../handlers/route';
import { PLANS_BASE, PLANS_PATHS as P } from '@/features/holidayPlans/contract';

/** Holiday plans: docs/API.md "Holiday plans". */
export const handlers = postRoutes(PLANS_BASE, {
  [P.holidays]: ({ ctx, body }) => plans.queryHolidays(ctx, body),
  [P.saveHoliday]: ({ ctx, body }) => plans.saveHoliday(ctx, body),
  [P.deleteHoliday]: ({ ctx, body }) => plans.deleteHoliday(ctx, body),
  [P.plans]: ({ ctx, body }) => plans.queryPlans(ctx, body),
  [P.supplierHolidays]: ({ ctx, body }) => plans.supplierHolidays(ctx, body),
  [P.savePlan]: ({ ctx, body }) => plans.savePlan(ctx, body),
  [P.closedDays]: ({ ctx, body }) => plans.closedDays(ctx, body),
});
