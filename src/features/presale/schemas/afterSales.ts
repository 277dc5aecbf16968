import { columnsIn, field, idsOf } from '@/kit/columns';
import type { DocumentAction, QueryPageConfig } from '@/kit/query';
import type { ColumnSchema } from '@/kit/schema';
import { agreeAfterSales, confirmReceipt, queryAfterSales, rejectAfterSales } from '../api';
import type { AfterSale } from '../types';
import {
  AFTER_SALE_STATUSES,
  AFTER_SALE_TONES,
  APPLY_TYPES,
  PRESALE_ERRORS,
  WAREHOUSE_STATUSES,
  canConfirmReceipt,
  canDecideAfterSale,
} from '../contract';

const col = columnsIn<AfterSale>('presale:field');

const columns: ColumnSchema<AfterSale>[] = [
  col('afterSaleNo', { sortable: true, width: 170, search: true }),
  col('outerAftersaleNumber', { width: 190, search: true }),
  col('outerOrderNumber', { width: 190, search: true }),
  col('status', { options: AFTER_SALE_STATUSES, tones: AFTER_SALE_TONES, status: true, width: 100, search: true }),
  col('applyType', { options: APPLY_TYPES, width: 120, search: true }),
  col('warehouseStatus', { options: WAREHOUSE_STATUSES, width: 100, search: true }),
  field('goodsId', { width: 110 }),
  field('goodsName', { width: 200 }),
  field('qty', { format: 'quantity', width: 90 }),
  col('refundAmount', { format: 'amount', sortable: true, width: 110 }),
  col('reason', { width: 160 }),
  col('applyTime', { sortable: true, width: 160, search: { kind: 'range-picker' } }),
  col('returnExpressNo', { width: 150, hidden: true }),
  col('handleTime', { width: 160, hidden: true }),
  col('rejectReason', { width: 200 }),
];

/** A move on ticked applications or one row; the server refuses others (B0400). */
const move = (key: string, rest: Partial<DocumentAction<AfterSale>>): DocumentAction<AfterSale> => ({
  key,
  labelKey: `presale:afterSale.${key}`,
  only: 'supplier',
  places: ['toolbar', 'row', 'detail'],
  emptyKey: 'presale:afterSale.selectFirst',
  refusedKey: PRESALE_ERRORS.refused.messageKey,
  ...rest,
});

/** After-sale (SPEC §2 /presale/after-sale, §4 states): agree, reject with a reason, confirm receipt of returns. */
export const afterSalesQuery: QueryPageConfig<AfterSale> = {
  id: 'presale.afterSales',
  query: queryAfterSales,
  rowKey: 'afterSaleNo',
  columns,
  selection: 'checkbox',
  defaultOrderBy: 'applyTime desc',
  actions: [
    move('agree', {
      primary: true,
      allowed: canDecideAfterSale,
      confirmKey: 'presale:afterSale.agreeAsk',
      call: (rows) => agreeAfterSales(idsOf(rows, 'afterSaleNo')),
      successKey: 'presale:afterSale.agreed',
    }),
    move('reject', {
      danger: true,
      allowed: canDecideAfterSale,
      reason: {
        titleKey: 'presale:afterSale.rejectTitle',
        labelKey: 'presale:field.rejectReason',
        okKey: 'presale:afterSale.send',
      },
      call: (rows, v) => rejectAfterSales(idsOf(rows, 'afterSaleNo'), String(v.reason)),
      successKey: 'presale:afterSale.rejected',
    }),
    move('receive', {
      allowed: canConfirmReceipt,
      confirmKey: 'presale:afterSale.receiveAsk',
      call: (rows) => confirmReceipt(idsOf(rows, 'afterSaleNo')),
      successKey: 'presale:afterSale.received',
    }),
  ],
  export: { fileNameKey: 'presale:afterSale.exportFileName' },
  detail: { titleKey: 'presale:afterSale.detailTitle', width: 720 },
};
