import { field } from '@/kit/columns';
import type { DocumentAction, QueryPageConfig } from '@/kit/query';
import type { ColumnSchema, FieldOption, FieldSchema } from '@/kit/schema';
import { deleteHoliday, queryHolidays, saveHoliday } from '../api';
import {
  HOLIDAY_NAME_MAX,
  PLANS_ERRORS,
  REMARK_MAX,
  YEAR_MAX,
  YEAR_MIN,
  canDeleteHoliday,
  holidayProblems,
  messageKeysOf,
} from '../contract';
import type { HolidayInput, HolidayRow } from '../types';
import { buColumn, columnsOf, deadlineColumn, holidayDaysColumns, holidayNameColumn, yearColumn } from './columns';

/** The holiday form (SPEC §3: year, holiday, its days) with its BU. */
const holidayFields = (bus: FieldOption[]): FieldSchema[] => [
  {
    name: 'year',
    labelKey: 'holidayPlans:field.year',
    kind: 'input-number',
    required: true,
    min: YEAR_MIN,
    max: YEAR_MAX,
  },
  { name: 'buId', labelKey: 'holidayPlans:field.buId', kind: 'select', options: bus, required: true },
  {
    name: 'holidayName',
    labelKey: 'holidayPlans:field.holidayName',
    kind: 'input',
    required: true,
    maxLength: HOLIDAY_NAME_MAX,
  },
  { name: 'startDate', labelKey: 'holidayPlans:field.startDate', kind: 'date-picker', required: true },
  { name: 'endDate', labelKey: 'holidayPlans:field.endDate', kind: 'date-picker', required: true },
  { name: 'remark', labelKey: 'fields:remark', kind: 'textarea', maxLength: REMARK_MAX },
];

const validate = (values: Record<string, unknown>) => messageKeysOf(holidayProblems(values));

const toInput = (v: Record<string, unknown>, holidayId?: string): HolidayInput => ({
  holidayId,
  year: v.year as number,
  buId: String(v.buId),
  holidayName: String(v.holidayName),
  startDate: String(v.startDate),
  endDate: String(v.endDate),
  remark: String(v.remark ?? ''),
});

/** /s/basicinfo/vacationplan/maintain: the retailer defines each BU's holidays of a year; a planned holiday is not deleted. */
export function holidaysQuery(bus: FieldOption[]): QueryPageConfig<HolidayRow> {
  const fields = holidayFields(bus);
  const col = columnsOf<HolidayRow>();
  const columns: ColumnSchema<HolidayRow>[] = [
    yearColumn(),
    holidayNameColumn(),
    buColumn('buId', bus),
    ...holidayDaysColumns<HolidayRow>(),
    deadlineColumn(),
    col('planCount', { width: 110 }),
    field('remark', { width: 200 }),
    field('creator', { width: 100, hidden: true }),
    col('updateDate', { width: 150, hidden: true }),
  ];
  const actions: DocumentAction<HolidayRow>[] = [
    {
      key: 'add',
      labelKey: 'holidayPlans:action.addHoliday',
      rows: false,
      primary: true,
      form: { titleKey: 'holidayPlans:addHolidayTitle', fields, validate },
      call: (_, v) => saveHoliday(toInput(v)),
      successKey: 'holidayPlans:holidaySaved',
    },
    {
      key: 'edit',
      labelKey: 'holidayPlans:action.editHoliday',
      places: ['toolbar', 'row', 'detail'],
      form: ([h]) => ({
        titleKey: 'holidayPlans:editHolidayTitle',
        fields,
        validate,
        initialValues: { ...h },
      }),
      call: ([h], v) => saveHoliday(toInput(v, h.holidayId)),
      successKey: 'holidayPlans:holidaySaved',
    },
    {
      key: 'delete',
      labelKey: 'holidayPlans:action.deleteHoliday',
      danger: true,
      allowed: canDeleteHoliday,
      refusedKey: PLANS_ERRORS.holidayInUse.messageKey,
      confirmKey: 'holidayPlans:deleteAsk',
      call: ([h]) => deleteHoliday(h.holidayId),
      successKey: 'holidayPlans:holidayDeleted',
    },
  ];
  return {
    id: 'holidayPlans.holidays',
    query: queryHolidays,
    rowKey: 'holidayId',
    columns,
    selection: 'radio',
    defaultOrderBy: 'startDate desc',
    actions,
    export: { fileNameKey: 'holidayPlans:holidaysFileName' },
    detail: { titleKey: 'holidayPlans:holidayDetailTitle' },
  };
}
