import { documentPeopleColumns, field } from '@/kit/columns';
import type { QueryPageConfig } from '@/kit/query';
import type { FieldSchema } from '@/kit/schema';
import { queryReadjusts, saveReadjust } from '../api';
import type { PriceReadjust as Row } from '../types';
import { messageKeysOf, REASON_MAX, readjustProblems, REVIEW_STATUSES } from '../contract';
import { columnsOf, goodsColumns, goodsLookup, label, statusColumn } from './columns';
import { today as serverToday } from '@/lib/serverClock';

const col = columnsOf<Row>();

/** The request: the goods (its current cost filled in), the new cost (SPEC §9: 4 decimals), from when and why. */
const formFields: FieldSchema[] = [
  {
    name: 'goodsId',
    labelKey: 'fields:goodsId',
    kind: 'elf',
    lookup: { ...goodsLookup, fill: { goodsName: 'goodsName', oldCost: 'purchasePrice' } },
    required: true,
  },
  { name: 'goodsName', labelKey: 'fields:goodsName', kind: 'text' },
  { name: 'oldCost', labelKey: label('oldCost'), kind: 'text', format: 'cost' },
  { name: 'newCost', labelKey: label('newCost'), kind: 'input-number', format: 'cost', min: 0.0001, required: true },
  { name: 'effectiveDate', labelKey: label('effectiveDate'), kind: 'date-picker', required: true },
  {
    name: 'reason',
    labelKey: label('readjustReason'),
    kind: 'textarea',
    required: true,
    maxLength: REASON_MAX,
  },
];

/** The contract's readjustment rule on the form's values (the current cost as the chosen goods filled it in). */
export function checkReadjust(v: Record<string, unknown>, today = serverToday()) {
  const oldCost = v.oldCost == null || v.oldCost === '' ? null : Number(v.oldCost);
  return messageKeysOf(readjustProblems(v, { today, oldCost }));
}

/** Price readjustments (SPEC §2 /promotion/readjust_prices): the supplier's requests to change a purchase price from a date. */
export const priceReadjustsQuery: QueryPageConfig<Row> = {
  id: 'promotions.readjust',
  query: queryReadjusts,
  rowKey: 'sheetId',
  columns: [
    field<Row>('sheetId', { titleKey: label('sheetId'), sortable: true, width: 170, search: true }),
    statusColumn<Row>('applyStatus', REVIEW_STATUSES),
    ...goodsColumns<Row>(),
    col('oldCost', { format: 'cost', width: 100 }),
    col('newCost', { format: 'cost', width: 100 }),
    col('effectiveDate', {
      format: 'date',
      sortable: true,
      width: 110,
      search: { kind: 'range-picker', rangeNames: ['startDate', 'endDate'] },
    }),
    col('reason', { titleKey: label('readjustReason'), width: 180 }),
    col('reviewReason', { width: 180 }),
    ...documentPeopleColumns<Row>(),
  ],
  defaultOrderBy: 'createDate desc',
  actions: [
    {
      key: 'readjust',
      labelKey: 'promotions:action.readjust',
      only: 'supplier',
      rows: false,
      primary: true,
      form: {
        titleKey: 'promotions:readjustTitle',
        fields: formFields,
        okKey: 'promotions:submit',
        width: 640,
        validate: (v) => checkReadjust(v),
      },
      call: (_rows, v) =>
        saveReadjust({
          goodsId: String(v.goodsId ?? ''),
          newCost: Number(v.newCost),
          effectiveDate: String(v.effectiveDate ?? ''),
          reason: String(v.reason ?? ''),
        }),
      successKey: 'promotions:readjustSent',
    },
  ],
  export: { fileNameKey: 'promotions:title.readjust' },
  detail: { titleKey: 'promotions:detail.readjust', width: 720 },
};
