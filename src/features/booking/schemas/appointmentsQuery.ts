import { idsOf } from '@/kit/columns';
import type { DocumentAction, QueryPageConfig } from '@/kit/query';
import { appointmentItems, cancelAppointments, queryAppointments } from '../api';
import type { Appointment } from '../types';
import { appointmentColumns, itemColumns } from './columns';

/** SPEC §5: cancel before the day prior to delivery and never after the appointment time (the server's today decides). */
export const CANCEL: DocumentAction<Appointment> = {
  key: 'cancel',
  labelKey: 'booking:action.cancel',
  danger: true,
  places: ['toolbar', 'row', 'detail'],
  allowed: (a) => a.canCancel,
  refusedKey: 'booking:rule.timeLimit',
  emptyKey: 'booking:rule.selectAppointments',
  confirmKey: 'booking:cancelAsk',
  call: (rows) => cancelAppointments(idsOf(rows, 'reservationNo')),
  successKey: 'booking:cancelled',
};

/** The appointment list and its detail (header and the goods of the booked orders). */
export const appointmentList = (
  id: string,
  side: 'supplier' | 'retailer',
  actions: DocumentAction<Appointment>[],
): QueryPageConfig<Appointment> => ({
  id,
  query: queryAppointments,
  rowKey: 'reservationNo',
  columns: appointmentColumns(side),
  selection: actions.some((a) => a.rows !== false && (a.places ?? ['toolbar']).includes('toolbar'))
    ? 'checkbox'
    : undefined,
  defaultOrderBy: 'deliveryDate desc',
  actions,
  export: { fileNameKey: 'booking:exportFileName' },
  detail: {
    titleKey: 'booking:detailTitle',
    width: 960,
    print: true,
    lines: {
      titleKey: 'booking:goodsTitle',
      rowKey: 'key',
      columns: itemColumns,
      load: async (row, opts) =>
        (await appointmentItems(row.reservationNo, opts)).map((it, i) => ({ ...it, key: `${it.orderSheetId}/${i}` })),
    },
  },
});

/** Opens an appointment for a change (SPEC §5: while the days allowed for a modification last). */
export const editAction = (edit: (a: Appointment) => void): DocumentAction<Appointment> => ({
  key: 'edit',
  labelKey: 'booking:action.edit',
  places: ['row', 'detail'],
  allowed: (a) => a.canModify,
  refusedKey: 'booking:rule.cannotEdit',
  open: ([a]) => edit(a),
});

/**
 * The supplier's appointments (SPEC §2 /online-booking/index): book open orders (the screen's own
 * dialog), modify on the edit screen within the allowed days, cancel.
 */
export const supplierAppointments = (
  bookDialog: DocumentAction<Appointment>['dialog'],
  edit: (a: Appointment) => void,
): QueryPageConfig<Appointment> =>
  appointmentList('booking.appointments', 'supplier', [
    { key: 'book', labelKey: 'booking:action.book', primary: true, rows: false, dialog: bookDialog },
    editAction(edit),
    CANCEL,
  ]);
