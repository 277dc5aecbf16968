import { codedValues } from '@/lib/codedValues';
import { createElement } from 'react';
import { columnsIn, field } from '@/kit/columns';
import type { DetailLinesConfig, QueryPageConfig } from '@/kit/query';
import type { ColumnSchema } from '@/kit/schema';
import { disputeItems, disputeTotals, queryDisputes } from '../api';
import type { Dispute, DisputeItem } from '../types';
import { DaysLeft } from '../components/DaysLeft';
import { DISPUTE_SOURCES, DISPUTE_STATUSES, DISPUTE_TONES, canAnswerDispute } from '../contract';
import { titleWith } from './options';

const col = columnsIn<Dispute>('settlement:field');

const columns: ColumnSchema<Dispute>[] = [
  col('disputeId', { sortable: true, width: 170, search: true, lead: 1 }),
  col('status', { options: DISPUTE_STATUSES, tones: DISPUTE_TONES, status: true, width: 110, search: true, lead: 2 }),
  col('source', { options: DISPUTE_SOURCES, width: 130, search: true }),
  col('itemCount', { width: 90 }),
  col('amount', { format: 'amount', sortable: true, width: 120, lead: 3 }),
  col('reversedAmount', { format: 'amount', width: 120, lead: 4 }),
  col('reason', { width: 220 }),
  col('deadline', { format: 'date', width: 110 }),
  col('daysLeft', {
    width: 110,
    render: (d) => createElement(DaysLeft, { days: d.daysLeft, open: canAnswerDispute(d) }),
  }),
  col('answer', { width: 220, lead: 5 }),
  col('answerBy', { width: 100, hidden: true }),
  col('answerDate', { format: 'date', width: 110, hidden: true }),
  field('creator', { width: 100, hidden: true }),
  field('createDate', { sortable: true, width: 150, search: { order: 9 } }),
];

const ITEM_TYPES = [...codedValues('settlement:itemType', ['E1', 'E2', 'E3', 'E4', 'E5', 'S1', 'S2', 'S3'])];
const itemColumns: ColumnSchema<DisputeItem>[] = [
  field('itemId', { titleKey: 'settlement:field.itemId', width: 170 }),
  field('itemType', { titleKey: 'settlement:field.itemType', options: ITEM_TYPES, width: 130 }),
  field('docDate', { titleKey: 'settlement:field.docDate', format: 'date', width: 110 }),
  field('shopName', { titleKey: 'fields:shop', width: 160 }),
  field('amount', { format: 'amount', width: 120 }),
];

/** A dispute's items as the lines of its detail: the supplier's cases and the retailer's desk alike. */
export const disputeItemLines = <T extends { disputeId: string }>(): DetailLinesConfig<T> => ({
  titleKey: 'settlement:dispute.itemsTitle',
  rowKey: 'itemId',
  columns: itemColumns,
  load: (row, opts) => disputeItems(row.disputeId, opts),
});

/** Dispute resolution (SPEC §2, Beyond): each dispute as a case — items, reason, evidence, the retailer's answer, the amount reversed, days left. */
export const disputeQuery = (
  evidence: NonNullable<QueryPageConfig<Dispute>['detail']>['extra'],
): QueryPageConfig<Dispute> => ({
  id: 'settlement.disputes',
  query: queryDisputes,
  rowKey: 'disputeId',
  columns,
  defaultOrderBy: 'createDate desc',
  totals: { amountKey: 'amount', load: disputeTotals },
  export: { fileNameKey: 'settlement:dispute.exportFileName' },
  detail: {
    titleKey: 'settlement:dispute.detailTitle',
    title: titleWith<Dispute>('settlement:dispute.detailTitleOf', 'disputeId'),
    width: 960,
    lines: disputeItemLines<Dispute>(),
    extra: evidence,
  },
});
