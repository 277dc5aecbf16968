import { documentPeopleColumns, field, idsOf, supplierColumn } from '@/kit/columns';
import type { ActionForm, DocumentAction, QueryPageConfig } from '@/kit/query';
import type { ColumnSchema, FieldSchema } from '@/kit/schema';
import { queryApplications, reviewApplications, saveApplication } from '../api';
import type { ApplicationInput, PromotionApplication as Row } from '../types';
import {
  applicationProblems,
  canCorrectApplication,
  canReviewApplication,
  messageKeysOf,
  PROMO_TYPES,
  PROMOTION_ERRORS,
  REASON_MAX,
  REVIEW_STATUSES,
  SHOP_SCOPES,
} from '../contract';
import { columnsOf, goodsColumns, goodsLookup, label, periodColumns, statusColumn } from './columns';
import { today as serverToday } from '@/lib/serverClock';

const col = columnsOf<Row>();

/** The application form (SPEC §5: the promotion date range is required; §9 decimals of price, cost, quantity). */
const formFields: FieldSchema[] = [
  {
    name: 'goodsId',
    labelKey: 'fields:goodsId',
    kind: 'elf',
    lookup: { ...goodsLookup, fill: { goodsName: 'goodsName', salePrice: 'salePrice' } },
    required: true,
  },
  { name: 'goodsName', labelKey: 'fields:goodsName', kind: 'text' },
  { name: 'salePrice', labelKey: label('salePrice'), kind: 'text', format: 'price' },
  { name: 'promoType', labelKey: label('promoType'), kind: 'select', options: PROMO_TYPES, required: true },
  { name: 'shopScope', labelKey: label('shopScope'), kind: 'select', options: SHOP_SCOPES, required: true },
  { name: 'period', labelKey: label('period'), kind: 'range-picker', required: true, span: 2 },
  {
    name: 'promoPrice',
    labelKey: label('promoPrice'),
    kind: 'input-number',
    format: 'price',
    min: 0.01,
    required: true,
  },
  {
    name: 'promoCost',
    labelKey: label('promoCost'),
    kind: 'input-number',
    format: 'cost',
    min: 0.0001,
    required: true,
  },
  {
    name: 'expectedQty',
    labelKey: label('expectedQty'),
    kind: 'input-number',
    format: 'quantity',
    min: 0.001,
    required: true,
  },
  { name: 'reason', labelKey: label('reason'), kind: 'textarea', maxLength: REASON_MAX, span: 2 },
];

const periodOf = (v: Record<string, unknown>) => (Array.isArray(v.period) ? (v.period as string[]) : []);

const inputOf = (v: Record<string, unknown>, sheetId?: string): ApplicationInput => {
  const [startDate = '', endDate = ''] = periodOf(v);
  return {
    ...(sheetId ? { sheetId } : {}),
    goodsId: String(v.goodsId ?? ''),
    promoType: String(v.promoType ?? ''),
    shopScope: String(v.shopScope ?? ''),
    startDate,
    endDate,
    promoPrice: Number(v.promoPrice),
    promoCost: Number(v.promoCost),
    expectedQty: Number(v.expectedQty),
    reason: String(v.reason ?? ''),
  };
};

/**
 * The contract's application rule on the form's values (the period as one range, the normal price
 * as the chosen goods filled it in): the message key of each field's problem.
 */
export function checkApplication(v: Record<string, unknown>, today = serverToday()): Record<string, string> | null {
  const salePrice = v.salePrice == null || v.salePrice === '' ? null : Number(v.salePrice);
  return messageKeysOf(applicationProblems(inputOf(v), { today, salePrice }));
}

/** The application form; a long form, so it keeps a draft per application (a reload or a session expiry loses nothing). */
const form = (titleKey: string, draftKey: string): ActionForm => ({
  titleKey,
  draftKey,
  fields: formFields,
  okKey: 'promotions:submit',
  width: 720,
  validate: (v) => checkApplication(v),
});

const columns: ColumnSchema<Row>[] = [
  field<Row>('sheetId', { titleKey: label('sheetId'), sortable: true, width: 170, search: true }),
  statusColumn<Row>('applyStatus', REVIEW_STATUSES),
  supplierColumn<Row>({ only: 'retailer', detail: 'bothSides' }),
  ...goodsColumns<Row>(),
  col('promoType', { options: PROMO_TYPES, width: 100, search: true }),
  col('shopScope', { options: SHOP_SCOPES, width: 110 }),
  ...periodColumns<Row>(),
  col('salePrice', { format: 'price', width: 90 }),
  col('promoPrice', { format: 'price', width: 90 }),
  col('promoCost', { format: 'cost', width: 100 }),
  col('expectedQty', { format: 'quantity', width: 110 }),
  col('reason', { width: 180, hidden: true }),
  col('reviewReason', { width: 200 }),
  ...documentPeopleColumns<Row>(),
];

const actions: DocumentAction<Row>[] = [
  {
    key: 'apply',
    labelKey: 'promotions:action.apply',
    only: 'supplier',
    rows: false,
    primary: true,
    form: form('promotions:applyTitle', 'promotions.apply.new'),
    call: (_rows, v) => saveApplication(inputOf(v)),
    successKey: 'promotions:applied',
  },
  {
    key: 'correct',
    labelKey: 'promotions:action.correct',
    only: 'supplier',
    places: ['row', 'detail'],
    allowed: canCorrectApplication,
    form: ([r]) => ({
      ...form('promotions:correctTitle', `promotions.apply.${r.sheetId}`),
      initialValues: { ...r, period: [r.startDate, r.endDate] },
    }),
    call: ([r], v) => saveApplication(inputOf(v, r.sheetId)),
    successKey: 'promotions:resubmitted',
  },
  {
    key: 'approve',
    labelKey: 'promotions:action.approve',
    only: 'retailer',
    primary: true,
    allowed: canReviewApplication,
    refusedKey: PROMOTION_ERRORS.refused.messageKey,
    confirmKey: 'promotions:approveAsk',
    call: (rows) => reviewApplications(idsOf(rows, 'sheetId'), true, ''),
    successKey: 'promotions:approved',
  },
  {
    key: 'reject',
    labelKey: 'promotions:action.reject',
    only: 'retailer',
    allowed: canReviewApplication,
    refusedKey: PROMOTION_ERRORS.refused.messageKey,
    reason: { titleKey: 'promotions:rejectTitle', labelKey: label('rejectReason'), okKey: 'promotions:send' },
    call: (rows, v) => reviewApplications(idsOf(rows, 'sheetId'), false, String(v.reason)),
    successKey: 'promotions:rejected',
  },
];

/** Promotion applications (SPEC §2 /promotion/apply, /s/promotion/apply): the supplier applies and corrects, the retailer reviews. */
export const applicationsQuery: QueryPageConfig<Row> = {
  id: 'promotions.apply',
  query: queryApplications,
  rowKey: 'sheetId',
  columns,
  selection: 'checkbox',
  defaultOrderBy: 'createDate desc',
  actions,
  export: { fileNameKey: 'promotions:title.apply' },
  detail: { titleKey: 'promotions:detail.apply', width: 760 },
};
