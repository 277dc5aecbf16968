import { columnsIn, idsOf } from '@/kit/columns';
import type { DocumentAction, QueryPageConfig } from '@/kit/query';
import type { ColumnSchema, FieldOption, FieldSchema } from '@/kit/schema';
import { codedValues } from '@/lib/codedValues';
import {
  aggregateSlots,
  queryBookingParams,
  querySpecialDays,
  receiveAppointment,
  removeSpecialDays,
  saveBookingParams,
} from '../api';
import {
  BOOKING_ERRORS,
  PARAM_MINIMUMS,
  SLOT_CHOICES as SLOTS,
  canReceive,
  messageKeysOf,
  paramsProblems,
  receiptProblems,
} from '../contract';
import type { Appointment, BookingParams, SlotAggregate, SpecialDay } from '../types';
import { appointmentList, editAction } from './appointmentsQuery';

const WEEKDAYS = codedValues('booking:weekday', ['1', '2', '3', '4', '5', '6', '7']);
/** In the list: the short names, so a DC's seven days read whole in English too (issue 34). */
const WEEKDAYS_SHORT = codedValues('booking:weekdayShort', ['1', '2', '3', '4', '5', '6', '7']);
const MODES = codedValues('booking:mode', ['1', '2']);
const YES_NO = codedValues('booking:yesNo', ['1', '0']);
const KINDS = codedValues('booking:kind', ['1', '2']);
const paramCol = columnsIn<BookingParams>('booking:field');
const dayCol = columnsIn<SpecialDay>('booking:field');
const slotCol = columnsIn<SlotAggregate>('booking:field');
/** The slots a DC may receive in (the contract's). */
export const SLOT_CHOICES = SLOTS.map((s): FieldOption => ({ value: s, labelKey: '', label: s }));

/** The retailer's appointment details (SPEC §2 /s/online-booking/detail-query): every supplier's, opened for a change. */
export const detailQuery = (edit: (a: Appointment) => void): QueryPageConfig<Appointment> =>
  appointmentList('booking.detailQuery', 'retailer', [editAction(edit)]);

const receiptField = (name: string): FieldSchema => ({
  name,
  labelKey: `booking:field.${name}`,
  kind: 'input-number',
  required: true,
  min: 0,
});

/** Acceptance maintenance (SPEC §2, §5): what the DC actually received against a booked appointment. */
export const RECEIVE: DocumentAction<Appointment> = {
  key: 'receive',
  labelKey: 'booking:action.receive',
  primary: true,
  places: ['row', 'detail'],
  allowed: canReceive,
  refusedKey: 'errors:operationNotAllowed',
  form: ([a]) => ({
    titleKey: 'booking:receiveTitle',
    fields: [receiptField('actualCartons'), receiptField('actualSkus')],
    initialValues: { actualCartons: a.requestedCartons, actualSkus: a.requestedSkus },
    validate: (v) => messageKeysOf(receiptProblems(v, a)),
  }),
  call: ([a], v) =>
    receiveAppointment({
      reservationNo: a.reservationNo,
      actualCartons: Number(v.actualCartons),
      actualSkus: Number(v.actualSkus),
    }),
  successKey: 'booking:received',
};

export const acceptanceQuery = (): QueryPageConfig<Appointment> =>
  appointmentList('booking.acceptance', 'retailer', [RECEIVE]);

// ---------------------------------------------------------------- parameters

const limit = (name: keyof typeof PARAM_MINIMUMS): FieldSchema => ({
  name,
  labelKey: `booking:field.${name}`,
  kind: 'input-number',
  required: true,
  min: PARAM_MINIMUMS[name],
});
const paramFields: FieldSchema[] = [
  limit('bookDays'),
  limit('nValue'),
  {
    name: 'weekdays',
    labelKey: 'booking:field.weekdays',
    kind: 'select',
    multiple: true,
    options: WEEKDAYS,
    required: true,
  },
  {
    name: 'timeSlots',
    labelKey: 'booking:field.timeSlots',
    kind: 'select',
    multiple: true,
    options: SLOT_CHOICES,
    required: true,
  },
  limit('supplierLimit'),
  limit('boxLimit'),
  limit('skuLimit'),
  limit('modifyDays'),
  { name: 'mode', labelKey: 'booking:field.mode', kind: 'select', options: MODES, required: true },
  { name: 'multiple', labelKey: 'booking:field.multiple', kind: 'select', options: YES_NO, required: true },
];
/** The contract's parameter rule (the mock's too); the lists' emptiness is the fields' own `required`. */
const whole = (v: Record<string, unknown>) => {
  const bad = Object.entries(paramsProblems(v) ?? {}).filter(([, p]) => p === 'wholeNumber');
  return bad.length ? Object.fromEntries(bad.map(([name]) => [name, BOOKING_ERRORS.paramsInvalid.fieldKey])) : null;
};

const paramColumns: ColumnSchema<BookingParams>[] = [
  paramCol('dcId', { value: (p) => `${p.dcId} ${p.dcName}`, width: 220, search: { kind: 'input' } }),
  paramCol('bu', { width: 70, search: { kind: 'input' } }),
  paramCol('bookDays', { width: 100 }),
  paramCol('nValue', { width: 120 }),
  paramCol('weekdays', { options: WEEKDAYS_SHORT, width: 240 }),
  paramCol('timeSlots', { options: SLOT_CHOICES, width: 300 }),
  paramCol('supplierLimit', { width: 110 }),
  paramCol('boxLimit', { width: 110 }),
  paramCol('skuLimit', { width: 110 }),
  paramCol('mode', { options: MODES, width: 110 }),
  paramCol('modifyDays', { width: 110 }),
  paramCol('multiple', { options: YES_NO, width: 110 }),
  paramCol('updater', { width: 100, hidden: true }),
  paramCol('updateTime', { width: 160, hidden: true }),
];

/** Appointment parameters per DC (SPEC §2 /s/online-booking/params-set). */
export const paramsQuery = (): QueryPageConfig<BookingParams> => ({
  id: 'booking.params',
  query: queryBookingParams,
  rowKey: 'dcId',
  columns: paramColumns,
  actions: [
    {
      key: 'editParams',
      labelKey: 'booking:action.editParams',
      primary: true,
      places: ['row', 'detail'],
      form: ([p]) => ({
        titleKey: 'booking:paramsDialogTitle',
        fields: paramFields,
        width: 720,
        initialValues: { ...p },
        validate: whole,
      }),
      call: ([p], v) =>
        saveBookingParams({
          ...(v as Partial<BookingParams>),
          dcId: p.dcId,
        }),
      successKey: 'booking:paramsSaved',
    },
  ],
  detail: { titleKey: 'booking:paramsTitle', width: 760 },
});

// ---------------------------------------------------------------- special appointments

/** Special appointments (SPEC §2 supplier-specified reservation or delivery dates). */
export const specialQuery = (
  addDialog: DocumentAction<SpecialDay>['dialog'],
  importDialog: DocumentAction<SpecialDay>['dialog'],
): QueryPageConfig<SpecialDay> => ({
  id: 'booking.special',
  query: querySpecialDays,
  rowKey: 'id',
  columns: [
    dayCol('dcId', { value: (d) => `${d.dcId} ${d.dcName}`, width: 220, search: { kind: 'input' } }),
    dayCol('venderId', {
      titleKey: 'fields:supplier',
      value: (d) => `${d.venderId} ${d.venderName}`,
      width: 240,
      search: { kind: 'input', labelKey: 'fields:venderId' },
    }),
    dayCol('kind', { options: KINDS, width: 150, search: true }),
    dayCol('date', { format: 'date', sortable: true, width: 110, search: true }),
    dayCol('remark', { width: 200 }),
    dayCol('creator', { width: 100 }),
    dayCol('createDate', { width: 160, hidden: true }),
  ],
  selection: 'checkbox',
  actions: [
    { key: 'add', labelKey: 'booking:action.addSpecial', primary: true, rows: false, dialog: addDialog },
    { key: 'import', labelKey: 'booking:action.importSpecial', rows: false, dialog: importDialog },
    {
      key: 'remove',
      labelKey: 'booking:action.removeSpecial',
      danger: true,
      emptyKey: 'booking:rule.selectSpecial',
      confirmKey: 'booking:removeAsk',
      call: (rows) => removeSpecialDays(idsOf(rows, 'id')),
      successKey: 'booking:removed',
    },
  ],
});

export const specialFields = (dcs: FieldOption[]): FieldSchema[] => [
  { name: 'dcId', labelKey: 'booking:field.dcId', kind: 'select', options: dcs, required: true },
  { name: 'venderId', labelKey: 'fields:venderId', kind: 'input', required: true, maxLength: 20 },
  {
    name: 'kind',
    labelKey: 'booking:field.kind',
    kind: 'radio-group',
    options: KINDS,
    required: true,
    defaultValue: '1',
  },
  { name: 'date', labelKey: 'booking:field.date', kind: 'date-picker', required: true },
  { name: 'remark', labelKey: 'booking:field.remark', kind: 'textarea', maxLength: 200 },
];

// ---------------------------------------------------------------- aggregate

/** Booked against capacity per DC, day and slot (SPEC §2 /s/online-booking/aggregate-query). */
export const aggregateQuery = (): QueryPageConfig<SlotAggregate> => ({
  id: 'booking.aggregate',
  query: aggregateSlots,
  rowKey: 'key',
  columns: [
    slotCol('dcId', { value: (g) => `${g.dcId} ${g.dcName}`, width: 220, search: { kind: 'input' } }),
    slotCol('date', { format: 'date', sortable: true, width: 110, search: true }),
    slotCol('timeSlot', { width: 110 }),
    slotCol('appointments', { width: 100 }),
    slotCol('supplierLimit', { width: 110 }),
    slotCol('cartons', { width: 100 }),
    slotCol('boxLimit', { width: 110 }),
    slotCol('skus', { width: 100 }),
    slotCol('skuLimit', { width: 110 }),
    slotCol('full', {
      options: YES_NO,
      tones: { '1': 'error', '0': 'success' },
      status: true,
      value: (g) => (g.full ? '1' : '0'),
      width: 100,
      search: { kind: 'select', options: [{ value: '1', labelKey: 'booking:fullOnly' }] },
    }),
  ],
  export: { fileNameKey: 'booking:aggregateFileName' },
});
