import * as plans from './service';
import { postRoutes } from '../../handlers/route';

/** Holiday plans: docs/API.md "Holiday plans". */
export const handlers = [
  ...postRoutes('/api/fea-vsm/vacationplan', {
    holidays: ({ ctx, body }) => plans.queryHolidays(ctx, body),
    saveHoliday: ({ ctx, body }) => plans.saveHoliday(ctx, body),
    deleteHoliday: ({ ctx, body }) => plans.deleteHoliday(ctx, body),
    plans: ({ ctx, body }) => plans.queryPlans(ctx, body),
    supplierHolidays: ({ ctx, body }) => plans.supplierHolidays(ctx, body),
    savePlan: ({ ctx, body }) => plans.savePlan(ctx, body),
    closedDays: ({ ctx, body }) => plans.closedDays(ctx, body),
  }),
];
