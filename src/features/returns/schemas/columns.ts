import type { ColumnSchema } from '@/kit/schema';
import type { ReturnDoc, ReturnLine, ReturnNotice } from '../types';
import { SHEET_TYPES } from './options';

export const label = (name: string) => `returns:field.${name}`;

type Doc = ReturnNotice | ReturnDoc;

/** The columns return notices and return documents share. */
export function docColumn<T extends Doc>(key: keyof T & string, rest: Partial<Omit<ColumnSchema<T>, 'key'>> = {}): ColumnSchema<T> {
  return { key, titleKey: label(key), ...rest };
}

export const sharedColumns = <T extends Doc>() => ({
  sheetType: docColumn<T>('sheetType', { options: SHEET_TYPES, width: 120 }),
  supplier: docColumn<T>('venderId', { titleKey: label('supplier'), width: 240, only: 'retailer', value: (r) => `${r.venderId} ${r.venderName}`, sortable: true }),
  supplierAlways: docColumn<T>('venderId', { titleKey: label('supplier'), value: (r) => `${r.venderId} ${r.venderName}` }),
  site: docColumn<T>('shopId', { titleKey: label('site'), width: 200, value: (r) => `${r.shopId} ${r.shopName}` }),
  reason: docColumn<T>('reason', { width: 150 }),
  returnDate: docColumn<T>('returnDate', { format: 'date', width: 110, sortable: true }),
  qty: docColumn<T>('qty', { format: 'quantity', width: 110, sortable: true }),
  amount: docColumn<T>('amount', { format: 'amount', width: 120, sortable: true }),
  creator: docColumn<T>('creator', { width: 130 }),
  createDate: docColumn<T>('createDate', { format: 'date', width: 110, sortable: true }),
});

const line = (key: keyof ReturnLine & string, rest: Partial<Omit<ColumnSchema<ReturnLine>, 'key'>> = {}): ColumnSchema<ReturnLine> => ({ key, titleKey: label(key), ...rest });

/** Lines: SPEC §9 formats (quantities 3, prices 2, costs 4, amounts 2 decimals; tax rate labels). */
export const LINE_COLUMNS: ColumnSchema<ReturnLine>[] = [
  line('goodsId', { width: 80 }),
  line('goodsName', { width: 160 }),
  line('barcode', { width: 120 }),
  line('unit', { width: 50 }),
  line('qty', { format: 'quantity', width: 90 }),
  line('price', { format: 'price', width: 80 }),
  line('cost', { format: 'cost', width: 90 }),
  line('amount', { format: 'amount', width: 100 }),
  line('taxRate', { format: 'taxRate', width: 60 }),
];
