import { columnsIn, field, idsOf, shopColumn, supplierColumn } from '@/kit/columns';
import type { DocumentAction, QueryPageConfig } from '@/kit/query';
import type { ColumnSchema } from '@/kit/schema';
import { confirmDamages, damageLines, disputeDamages, queryDamages, reviewDisputes } from '../api';
import {
  BREACH_TYPES,
  DAMAGE_STATUS_SEARCH,
  DAMAGE_STATUSES,
  DAMAGE_TONES,
  DAMAGES_ERRORS,
  IMPORT_RIGHT,
  canConfirmDamage,
  canDisputeDamage,
  canReviewDispute,
} from '../contract';
import type { Damage, DamageLine } from '../types';

const col = columnsIn<Damage>('damages:field');
const columns: ColumnSchema<Damage>[] = [
  col('sheetId', { sortable: true, width: 170, search: true }),
  col('status', {
    options: DAMAGE_STATUSES,
    tones: DAMAGE_TONES,
    status: true,
    width: 110,
    search: { options: DAMAGE_STATUS_SEARCH },
  }),
  col('orderSheetId', { width: 170, search: true }),
  supplierColumn<Damage>({ only: 'retailer', detail: 'bothSides' }),
  shopColumn<Damage>({ width: 170 }),
  col('breachType', { options: BREACH_TYPES, width: 110, search: true }),
  col('amount', { format: 'amount', sortable: true, width: 120 }),
  col('breachDate', { format: 'date', sortable: true, width: 110, search: true }),
  col('disputeReason', { width: 220 }),
  col('reviewReason', { width: 220, hidden: true }),
  field('remark', { grid: false }),
  col('creator', { grid: false }),
  col('createDate', { sortable: true, width: 150, hidden: true }),
  col('checkDate', { grid: false }),
];

const lineColumns: ColumnSchema<DamageLine>[] = [
  field('lineNo', { width: 60 }),
  field('goodsId', { width: 110 }),
  field('goodsName', { width: 220 }),
  field('orderQty', { titleKey: 'damages:line.orderQty', format: 'quantity', width: 110 }),
  field('deliveredQty', { titleKey: 'damages:line.deliveredQty', format: 'quantity', width: 110 }),
  field('amount', { titleKey: 'damages:line.amount', format: 'amount', width: 110 }),
];

/** A move on ticked breaches (toolbar) or one breach (its detail); the server refuses others with B0400. */
const move = (
  key: string,
  allowed: (d: Damage) => boolean,
  rest: Partial<DocumentAction<Damage>>,
): DocumentAction<Damage> => ({
  key,
  labelKey: `damages:action.${key}`,
  allowed,
  emptyKey: DAMAGES_ERRORS.selectFirst.messageKey,
  refusedKey: DAMAGES_ERRORS.refused.messageKey,
  ...rest,
});

/** Liquidated damages (SPEC §2): the supplier confirms or disputes its breaches, the retailer reviews disputes and imports breaches. */
export const damagesQuery = (importDialog: DocumentAction<Damage>['dialog']): QueryPageConfig<Damage> => ({
  id: 'damages.list',
  query: queryDamages,
  rowKey: 'sheetId',
  columns,
  selection: 'checkbox',
  defaultOrderBy: 'breachDate desc',
  actions: [
    move('confirm', canConfirmDamage, {
      only: 'supplier',
      primary: true,
      confirmKey: 'damages:confirmAsk',
      call: (rows) => confirmDamages(idsOf(rows, 'sheetId')),
      successKey: 'damages:confirmed',
    }),
    move('dispute', canDisputeDamage, {
      only: 'supplier',
      reason: { titleKey: 'damages:disputeTitle', labelKey: 'damages:field.disputeReason', okKey: 'damages:send' },
      call: (rows, v) => disputeDamages(idsOf(rows, 'sheetId'), String(v.reason)),
      successKey: 'damages:disputed',
    }),
    move('accept', canReviewDispute, {
      only: 'retailer',
      primary: true,
      confirmKey: 'damages:acceptAsk',
      call: (rows) => reviewDisputes(idsOf(rows, 'sheetId'), true, ''),
      successKey: 'damages:accepted',
    }),
    move('reject', canReviewDispute, {
      only: 'retailer',
      reason: { titleKey: 'damages:rejectTitle', labelKey: 'damages:field.rejectReason', okKey: 'damages:send' },
      call: (rows, v) => reviewDisputes(idsOf(rows, 'sheetId'), false, String(v.reason)),
      successKey: 'damages:rejected',
    }),
    {
      key: 'import',
      labelKey: 'damages:action.import',
      only: 'retailer',
      right: IMPORT_RIGHT,
      rows: false,
      dialog: importDialog,
    },
  ],
  export: { fileNameKey: 'damages:exportFileName' },
  detail: {
    titleKey: 'damages:detailTitle',
    width: 960,
    lines: {
      titleKey: 'damages:linesTitle',
      rowKey: 'lineNo',
      columns: lineColumns,
      load: (row, opts) => damageLines(row.sheetId, opts),
    },
  },
});
