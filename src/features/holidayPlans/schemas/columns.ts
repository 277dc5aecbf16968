import { translateServerText } from '@/i18n';
import { columnsIn } from '@/kit/columns';
import type { ColumnSchema, FieldOption } from '@/kit/schema';
import type { HolidayRow } from '../types';

/** Columns the three holiday lists share: the holiday (year, name, BU, days) and the plan's four dates (SPEC §3). */

/** A list's own columns, labelled in `holidayPlans:field`. */
export const columnsOf = <T>() => columnsIn<T>('holidayPlans:field');

export const yearColumn = <T>() =>
  columnsOf<T>()('year', { width: 80, sortable: true, search: { kind: 'input-number', order: 0 } });
// Holiday and BU names are the server's (zh-CN), read in the interface language.
export const holidayNameColumn = <T extends { holidayName: string }>() =>
  columnsOf<T>()('holidayName', { width: 140, value: (r) => translateServerText(r.holidayName), search: { order: 1 } });
export const buColumn = <T extends { buName: string }>(
  key: string,
  options: FieldOption[],
  rest: Partial<ColumnSchema<T>> = {},
) =>
  columnsOf<T>()(key, {
    titleKey: 'holidayPlans:field.buId',
    width: 160,
    value: (r) => translateServerText(r.buName),
    search: { kind: 'select', options, order: 2 },
    ...rest,
  });

export const holidayDaysColumns = <T>(): ColumnSchema<T>[] => [
  columnsOf<T>()('startDate', { format: 'date', sortable: true, width: 110 }),
  columnsOf<T>()('endDate', { format: 'date', width: 110 }),
];
/** The last day a plan may be entered (SPEC §5, §9: 21 days before the holiday). */
export const deadlineColumn = <T>() => columnsOf<T>()('deadline', { format: 'date', width: 130 });

export const planDateColumns = <T>(): ColumnSchema<T>[] =>
  (['receiptStop', 'receiptResume', 'deliveryStop', 'deliveryResume'] as const).map((key) =>
    columnsOf<T>()(key, { format: 'date', width: 120 }),
  );

export type WithBu = Pick<HolidayRow, 'buName'>;
