import { columnsFrom, columnsIn, field, goodsLineColumns, shopColumn, supplierColumn } from '@/kit/columns';
import type { ColumnSchema, Side } from '@/kit/schema';
import type { OrderNotice, OrderNoticeLine } from '../types';
import {
  LOGISTICS_MODES,
  NOTICE_COLUMNS,
  NOTICE_STATUS_SEARCH,
  NOTICE_STATUSES,
  NOTICE_TONES,
  ORDER_TYPES,
  REPLENISH_MODES,
  SETTLEMENT_METHODS,
  SHEET_TYPES,
} from '../contract';

/** Columns of the orders documents (SPEC §3) shared by the notice, receipt, undelivered and approval screens. */

/** A notice's column labelled in the orders namespace. */
export const col = columnsIn<OrderNotice>('orders:field', { width: 110 });
const line = columnsIn<OrderNoticeLine>('orders:line');

/** What every orders document row carries (notices and approvals). */
type Doc = { sheetId: string; venderId: string; venderName: string; shopId: string; shopName: string };
export const sheetId = columnsIn<Doc>('orders:field')('sheetId', { sortable: true, width: 190, search: { order: -3 } });
export const supplier = supplierColumn<Doc>({ only: 'retailer', width: 240 });
export const shop = shopColumn<Doc>({ width: 150 });
export const amount = field<Doc>('amount', { format: 'amount', sortable: true, width: 110 });
export const creator = field<Doc>('creator', { width: 90 });
export const noticeStatus = field<OrderNotice>('status', {
  options: NOTICE_STATUSES,
  tones: NOTICE_TONES,
  status: true,
  sortable: true,
  width: 96,
  search: { options: NOTICE_STATUS_SEARCH },
});
export const orderDate = col('orderDate', { format: 'date', sortable: true, search: true });
export const expectedReceiptDate = col('expectedReceiptDate', { format: 'date', sortable: true, width: 130 });
export const expectedReceiptTime = col('expectedReceiptTime', { width: 120 });

/** A screen's configuration for each side (the supplier's ticks and acts, the retailer reads). */
export const bySide = <C>(make: (side: Side) => C): Record<Side, C> => ({
  supplier: make('supplier'),
  retailer: make('retailer'),
});

/** The columns every orders list shares, laid out alike (the lists' contract columns name them). */
export const docPresentation = { sheetId, venderId: supplier, shopId: shop, amount, creator };

/** Every SPEC §3 order notice field: the notice screen's grid, search fields and detail (the printed notice). */
export const noticeColumns: ColumnSchema<OrderNotice>[] = columnsFrom<OrderNotice>(NOTICE_COLUMNS, {
  ...docPresentation,
  sheetId: { ...sheetId, lead: 1 },
  status: { ...noticeStatus, search: { options: NOTICE_STATUS_SEARCH, order: -2 }, lead: 2 },
  amount: { ...amount, lead: 3 },
  orderDate: { ...orderDate, search: { order: -1 } },
  expectedReceiptDate: { ...expectedReceiptDate, search: true },
  sheetType: { options: SHEET_TYPES, width: 120, search: true },
  deadline: { format: 'date', sortable: true, width: 110 },
  expectedReceiptTime,
  logisticsMode: { options: LOGISTICS_MODES, width: 120, search: true },
  transferDc: { value: (r) => (r.transferDc ? `${r.transferDc} ${r.transferDcName}` : ''), width: 160 },
  orderType: { options: ORDER_TYPES, width: 120, search: true },
  creator: { ...creator, search: true },
  checker: { width: 160, search: true },
  checkDate: { sortable: true, width: 150 },
  reservationNo: { width: 150, search: true },
  settlementMethod: { options: SETTLEMENT_METHODS, hidden: true, width: 110 },
  validDays: { hidden: true, width: 90 },
  replenishMode: { options: REPLENISH_MODES, hidden: true, width: 110 },
  fax: { hidden: true, width: 120 },
  createDate: { sortable: true, width: 150, hidden: true },
  remark: { hidden: true, width: 180 },
});

/** SPEC §3/§9: order qty 3 decimals, price 2, cost 4, amount 2, tax-rate labels. */
export const noticeLineColumns: ColumnSchema<OrderNoticeLine>[] = [
  ...goodsLineColumns<OrderNoticeLine>(),
  line('orderQty', { format: 'quantity', width: 90 }),
  line('price', { format: 'price', width: 80 }),
  line('cost', { format: 'cost', width: 90 }),
  field('amount', { format: 'amount', width: 100 }),
  line('taxRate', { format: 'taxRate', width: 70 }),
];
