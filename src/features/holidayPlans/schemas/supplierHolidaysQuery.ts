import { translateServerText } from '@/i18n';
import type { DocumentAction, QueryPageConfig } from '@/kit/query';
import type { ColumnSchema, FieldSchema } from '@/kit/schema';
import { savePlan, supplierHolidays } from '../api';
import { PLAN_STATES, PLAN_TONES, PLANS_ERRORS, REMARK_MAX, canPlan, messageKeysOf, planProblems } from '../contract';
import type { SupplierHolidayRow } from '../types';
import {
  columnsOf,
  deadlineColumn,
  holidayDaysColumns,
  holidayNameColumn,
  planDateColumns,
  yearColumn,
} from './columns';

const date = (name: string): FieldSchema => ({
  name,
  labelKey: `holidayPlans:field.${name}`,
  kind: 'date-picker',
  required: true,
});
/** The plan form: the holiday and its deadline shown, the four dates of SPEC §3, a remark. */
const planFields: FieldSchema[] = [
  { name: 'holiday', labelKey: 'holidayPlans:field.holiday', kind: 'text', span: 2 },
  { name: 'deadline', labelKey: 'holidayPlans:field.deadline', kind: 'text', span: 2 },
  date('receiptStop'),
  date('receiptResume'),
  date('deliveryStop'),
  date('deliveryResume'),
  { name: 'remark', labelKey: 'fields:remark', kind: 'textarea', maxLength: REMARK_MAX, span: 2 },
];

/**
 * /basicinfo/vacationplan/maintain: the holidays of the supplier's BU with its plan for each; the plan
 * is entered or edited until 21 days before the holiday (SPEC §5, §9: refused with the server's
 * message before any call), each resume date after its stop date.
 */
const planAction: DocumentAction<SupplierHolidayRow> = {
  key: 'plan',
  labelKey: 'holidayPlans:action.plan',
  primary: true,
  places: ['toolbar', 'row', 'detail'],
  allowed: canPlan,
  refusedKey: PLANS_ERRORS.lead.messageKey,
  form: ([h]) => ({
    titleKey: 'holidayPlans:planTitle',
    fields: planFields,
    width: 640,
    validate: (values) => messageKeysOf(planProblems(values)),
    initialValues: {
      holiday: `${translateServerText(h.holidayName)} ${h.startDate} ~ ${h.endDate}`,
      deadline: h.deadline,
      receiptStop: h.receiptStop,
      receiptResume: h.receiptResume,
      deliveryStop: h.deliveryStop,
      deliveryResume: h.deliveryResume,
      remark: h.planRemark,
    },
  }),
  call: ([h], v) =>
    savePlan({
      holidayId: h.holidayId,
      planId: h.planId ?? undefined,
      receiptStop: String(v.receiptStop),
      receiptResume: String(v.receiptResume),
      deliveryStop: String(v.deliveryStop),
      deliveryResume: String(v.deliveryResume),
      remark: String(v.remark ?? ''),
    }),
  successKey: 'holidayPlans:planSaved',
};

export function supplierHolidaysQuery(): QueryPageConfig<SupplierHolidayRow> {
  const col = columnsOf<SupplierHolidayRow>();
  const columns: ColumnSchema<SupplierHolidayRow>[] = [
    yearColumn(),
    holidayNameColumn(),
    ...holidayDaysColumns<SupplierHolidayRow>(),
    deadlineColumn(),
    col('state', { options: PLAN_STATES, tones: PLAN_TONES, status: true, width: 110, search: { order: 2 } }),
    ...planDateColumns<SupplierHolidayRow>(),
    col('planRemark', { width: 160 }),
  ];
  return {
    id: 'holidayPlans.maintain',
    query: supplierHolidays,
    rowKey: 'holidayId',
    columns,
    selection: 'radio',
    defaultOrderBy: 'startDate desc',
    actions: [planAction],
    detail: { titleKey: 'holidayPlans:holidayDetailTitle' },
  };
}
