import { columnsIn, field, supplierColumn } from '@/kit/columns';
import type { ColumnSchema } from '@/kit/schema';
import { codedValues } from '@/lib/codedValues';
import { APPOINTMENT_STATUSES, APPOINTMENT_TONES } from '../contract';
import type { Appointment, AppointmentItem } from '../types';

/** The appointment columns every booking list shares (SPEC §3 Appointment), each declared once. */

export { APPOINTMENT_STATUSES };
const LOGISTICS = codedValues('booking:logistics', ['1', '2', '3']);
const YES_NO = codedValues('booking:yesNo', ['1', '0']);

const col = columnsIn<Appointment>('booking:field');
const itemCol = columnsIn<AppointmentItem>('booking:field');

export const appointmentColumns = (side: 'supplier' | 'retailer'): ColumnSchema<Appointment>[] => [
  col('reservationNo', { sortable: true, width: 170, search: { order: 1 } }),
  col('status', {
    options: APPOINTMENT_STATUSES,
    tones: APPOINTMENT_TONES,
    status: true,
    width: 100,
    search: { order: 2 },
  }),
  ...(side === 'retailer'
    ? [supplierColumn<Appointment>({ search: { labelKey: 'fields:venderId', kind: 'input', order: 3 } })]
    : []),
  col('dcId', {
    width: 200,
    value: (r) => `${r.dcId} ${r.dcName}`,
    // SPEC §6: a supplier chooses among its organisation list (kit org-select); staff type a DC code.
    search: side === 'supplier' ? { kind: 'org-select', order: 4 } : { kind: 'input', order: 4 },
  }),
  col('deliveryDate', { format: 'date', sortable: true, width: 110, search: { order: 5 } }),
  col('timeSlot', { width: 110 }),
  col('orderSheetIds', {
    width: 200,
    value: (r) => r.orderSheetIds.map((id, i) => `${i + 1}. ${id}`).join(' '),
    search: { name: 'orderSheetId', labelKey: 'booking:field.orderSheetId', kind: 'input', order: 6 },
  }),
  col('requestedCartons', { width: 100 }),
  col('requestedSkus', { width: 100 }),
  col('actualCartons', { width: 100 }),
  col('actualSkus', { width: 100 }),
  col('gift', { options: YES_NO, value: (r) => (r.gift ? '1' : '0'), width: 80 }),
  col('logisticsMode', { options: LOGISTICS, width: 120, hidden: true }),
  col('deliveryRange', { value: (r) => `${r.deliveryFrom} ~ ${r.deliveryTo}`, width: 200, hidden: true }),
  col('address', { width: 240, hidden: true }),
  col('expectedReceiptTime', { width: 160, hidden: true }),
  col('receiver', { width: 100, hidden: true }),
  col('receiptTime', { width: 160, hidden: true }),
  col('creator', { width: 120, hidden: true }),
  col('createDate', { sortable: true, width: 160, hidden: true }),
];

/** The goods of the booked orders (SPEC §2 order goods info). */
export const itemColumns: ColumnSchema<AppointmentItem>[] = [
  itemCol('orderSheetId', { width: 170 }),
  field<AppointmentItem>('goodsId', { width: 110 }),
  field<AppointmentItem>('goodsName', { width: 220 }),
  field<AppointmentItem>('barcode', { width: 130 }),
  field<AppointmentItem>('unit', { width: 60 }),
  itemCol('orderQty', { format: 'quantity', width: 110 }),
];
