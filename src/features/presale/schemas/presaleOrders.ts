import { columnsIn, field } from '@/kit/columns';
import type { DocumentAction, QueryPageConfig } from '@/kit/query';
import type { ColumnSchema, FieldSchema } from '@/kit/schema';
import { queryPresaleOrders, shipOrder } from '../api';
import type { PresaleOrder } from '../types';
import {
  EXPRESS_COMPANIES,
  ORDER_STATUSES,
  ORDER_TONES,
  PRESALE_ERRORS,
  STAGES,
  canShip,
  isExpressNo,
} from '../contract';

const label = (name: string) => `presale:field.${name}`;
const col = columnsIn<PresaleOrder>('presale:field');

const columns: ColumnSchema<PresaleOrder>[] = [
  col('orderNo', { sortable: true, width: 170, search: true }),
  col('outerOrderNumber', { width: 190, search: true }),
  col('status', { options: ORDER_STATUSES, tones: ORDER_TONES, status: true, width: 100, search: true }),
  col('stage', { options: STAGES, width: 100, search: true }),
  field('goodsId', { width: 110, search: true }),
  field('goodsName', { width: 200 }),
  field('qty', { format: 'quantity', width: 90 }),
  col('amount', { format: 'amount', sortable: true, width: 110 }),
  col('consignee', { width: 100 }),
  col('consigneePhone', { width: 130 }),
  col('address', { width: 240, hidden: true }),
  col('payTime', { sortable: true, width: 160, search: { kind: 'range-picker' } }),
  col('deliveryStart', { format: 'date', sortable: true, width: 110 }),
  col('expressCompany', { options: EXPRESS_COMPANIES, width: 110 }),
  col('expressNo', { width: 160, search: true }),
  col('shipTime', { sortable: true, width: 160 }),
];

/** What the supplier enters to ship one order. */
export const shipFields: FieldSchema[] = [
  {
    name: 'expressCompany',
    labelKey: label('expressCompany'),
    kind: 'select',
    options: EXPRESS_COMPANIES,
    required: true,
  },
  { name: 'expressNo', labelKey: label('expressNo'), kind: 'input', required: true, maxLength: 30 },
];

/** SPEC §5 'please enter the correct format' for an express number. */
export const checkShip = (v: Record<string, unknown>) =>
  isExpressNo(v.expressNo) ? null : { expressNo: PRESALE_ERRORS.expressNo.messageKey };

/** Presale orders (SPEC §2 /presale/performance-info): ship one by one or import express numbers. */
export const presaleOrdersQuery = (
  importDialog: DocumentAction<PresaleOrder>['dialog'],
): QueryPageConfig<PresaleOrder> => ({
  id: 'presale.orders',
  query: queryPresaleOrders,
  rowKey: 'orderNo',
  columns,
  defaultOrderBy: 'payTime desc',
  actions: [
    {
      key: 'ship',
      labelKey: 'presale:orders.ship',
      only: 'supplier',
      primary: true,
      places: ['row', 'detail'],
      allowed: canShip,
      refusedKey: 'presale:orders.shipRefused',
      form: ([o]) => ({
        titleKey: 'presale:orders.shipTitle',
        fields: shipFields,
        validate: checkShip,
        initialValues: { expressCompany: o.expressCompany ?? undefined, expressNo: o.expressNo ?? '' },
      }),
      call: ([o], v) =>
        shipOrder({
          outerOrderNumber: o.outerOrderNumber,
          expressCompany: String(v.expressCompany),
          expressNo: String(v.expressNo),
        }),
      successKey: 'presale:orders.shipped',
    },
    { key: 'import', labelKey: 'presale:orders.import', only: 'supplier', rows: false, dialog: importDialog },
  ],
  export: { fileNameKey: 'presale:orders.exportFileName' },
  detail: { titleKey: 'presale:orders.detailTitle', width: 720 },
});
