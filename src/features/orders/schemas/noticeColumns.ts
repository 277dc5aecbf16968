import type { ColumnSchema, FieldSchema } from '@/kit/schema';
import type { OrderNotice, OrderNoticeLine } from '../types';
import { LOGISTICS_MODES, NOTICE_STATUS_SEARCH, NOTICE_STATUSES, NOTICE_TONES, ORDER_TYPES, REPLENISH_MODES, SETTLEMENT_METHODS, SHEET_TYPES } from './options';

/** Fields and columns of an order notice (SPEC §3) shared by the notice, receipt and undelivered screens. */

export const label = (name: string) => `orders:field.${name}`;

export const column = <T = OrderNotice>(key: string, rest: Partial<Omit<ColumnSchema<T>, 'key'>> = {}): ColumnSchema<T> => ({ key, titleKey: label(key), width: 110, ...rest });

// ---- search fields
export const sheetIdField: FieldSchema = { name: 'sheetId', labelKey: label('sheetId'), kind: 'input' };
export const supplierField: FieldSchema = { name: 'venderId', labelKey: label('venderId'), kind: 'input', only: 'retailer' };
export const noticeStatusField: FieldSchema = { name: 'status', labelKey: label('status'), kind: 'select', options: NOTICE_STATUS_SEARCH };
export const orderDateField: FieldSchema = { name: 'orderDate', labelKey: label('orderDate'), kind: 'range-picker' };
export const shopField: FieldSchema = { name: 'shopId', labelKey: label('shopId'), kind: 'input' };

export const noticeSearch: FieldSchema[] = [
  sheetIdField,
  noticeStatusField,
  orderDateField,
  supplierField,
  { name: 'expectedReceiptDate', labelKey: label('expectedReceiptDate'), kind: 'range-picker' },
  shopField,
  { name: 'sheetType', labelKey: label('sheetType'), kind: 'select', options: SHEET_TYPES },
  { name: 'logisticsMode', labelKey: label('logisticsMode'), kind: 'select', options: LOGISTICS_MODES },
  { name: 'orderType', labelKey: label('orderType'), kind: 'select', options: ORDER_TYPES },
  { name: 'creator', labelKey: label('creator'), kind: 'input' },
  { name: 'checker', labelKey: label('checker'), kind: 'input' },
  { name: 'reservationNo', labelKey: label('reservationNo'), kind: 'input' },
];

// ---- columns
/** What every orders document row carries (notices and approvals). */
type Doc = { venderId: string; venderName: string; shopId: string; shopName: string };

export const supplier = column<Doc>('venderId', { titleKey: label('supplier'), width: 240, only: 'retailer', sortable: true, value: (r) => `${r.venderId} ${r.venderName}` });
export const shop = column<Doc>('shopId', { titleKey: label('shop'), width: 150, value: (r) => `${r.shopId} ${r.shopName}` });
export const noticeStatus = column('status', { options: NOTICE_STATUSES, tones: NOTICE_TONES, status: true, sortable: true, width: 96 });
export const sheetId = column<Doc>('sheetId', { sortable: true, width: 190 });
export const amount = column<Doc>('amount', { format: 'amount', sortable: true, width: 110 });

export const noticeColumns: ColumnSchema<OrderNotice>[] = [
  sheetId,
  supplier,
  column('sheetType', { options: SHEET_TYPES, width: 120 }),
  noticeStatus,
  column('orderDate', { format: 'date', sortable: true }),
  column('deadline', { format: 'date', sortable: true }),
  column('expectedReceiptDate', { format: 'date', sortable: true, width: 130 }),
  column('expectedReceiptTime', { width: 120 }),
  shop,
  column('logisticsMode', { options: LOGISTICS_MODES, width: 120 }),
  column('transferDc', { value: (r) => r.transferDcName, width: 140 }),
  column('orderType', { options: ORDER_TYPES, width: 120 }),
  amount,
  column('creator', { width: 90 }),
  column('checker', { titleKey: label('receiptBy'), width: 160 }),
  column('checkDate', { titleKey: label('receiptTime'), sortable: true, width: 150 }),
  column('reservationNo', { width: 150 }),
  column('settlementMethod', { options: SETTLEMENT_METHODS, hidden: true }),
  column('replenishMode', { options: REPLENISH_MODES, hidden: true }),
  column('validDays', { hidden: true, width: 90 }),
  column('fax', { hidden: true, width: 120 }),
  column('remark', { hidden: true, width: 180 }),
];

/** Every SPEC §3 order notice field, for the detail and the printed notice. */
export const noticeHeader: ColumnSchema<OrderNotice>[] = [
  sheetId,
  supplier,
  column('sheetType', { options: SHEET_TYPES }),
  noticeStatus,
  column('orderDate', { format: 'date' }),
  column('deadline', { format: 'date' }),
  column('expectedReceiptDate', { format: 'date' }),
  column('expectedReceiptTime'),
  shop,
  column('logisticsMode', { options: LOGISTICS_MODES }),
  column('transferDc', { value: (r) => (r.transferDc ? `${r.transferDc} ${r.transferDcName}` : '') }),
  column('settlementMethod', { options: SETTLEMENT_METHODS }),
  column('validDays'),
  column('replenishMode', { options: REPLENISH_MODES }),
  column('orderType', { options: ORDER_TYPES }),
  column('fax'),
  column('reservationNo'),
  amount,
  column('creator'),
  column('createDate'),
  column('checker', { titleKey: label('receiptBy') }),
  column('checkDate', { titleKey: label('receiptTime') }),
  column('remark'),
];

const line = (key: keyof OrderNoticeLine & string, rest: Partial<ColumnSchema<OrderNoticeLine>> = {}) => column<OrderNoticeLine>(key, { titleKey: `orders:line.${key}`, width: 100, ...rest });

/** SPEC §3/§9: order qty 3 decimals, price 2, cost 4, amount 2, tax-rate labels. */
export const noticeLineColumns: ColumnSchema<OrderNoticeLine>[] = [
  line('goodsId', { width: 90 }),
  line('goodsName', { width: 180 }),
  line('barcode', { width: 130 }),
  line('spec', { width: 90 }),
  line('unit', { width: 56 }),
  line('orderQty', { format: 'quantity', width: 90 }),
  line('price', { format: 'price', width: 80 }),
  line('cost', { format: 'cost', width: 90 }),
  line('amount', { format: 'amount' }),
  line('taxRate', { format: 'taxRate', width: 70 }),
];
