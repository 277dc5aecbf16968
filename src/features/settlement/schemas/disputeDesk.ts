import { createElement } from 'react';
import { columnsIn, field, supplierColumn } from '@/kit/columns';
import type { ActionForm, QueryPageConfig } from '@/kit/query';
import type { ColumnSchema } from '@/kit/schema';
import { answerDispute, deskTotals, queryDesk } from '../api';
import type { DeskDispute } from '../types';
import { DaysLeft } from '../components/DaysLeft';
import { disputeItemLines } from './disputes';
import {
  DISPUTE_SOURCES,
  DISPUTE_STATUS,
  DISPUTE_STATUSES,
  DISPUTE_TONES,
  REASON_MAX as ANSWER_MAX,
  SETTLEMENT_ERRORS,
  canAnswerDispute,
  partAmountProblem,
} from '../contract';
import { titleWith } from './options';

const col = columnsIn<DeskDispute>('settlement:field');
const list = (ids: string[]) => ids.join(', ');

const columns: ColumnSchema<DeskDispute>[] = [
  col('disputeId', { sortable: true, width: 170, search: true, lead: 1 }),
  col('status', {
    options: DISPUTE_STATUSES,
    tones: DISPUTE_TONES,
    status: true,
    width: 110,
    search: { defaultValue: DISPUTE_STATUS.open },
    lead: 2,
  }),
  supplierColumn<DeskDispute>({ search: { labelKey: 'fields:supplier', kind: 'input' }, lead: 3 }),
  col('source', { options: DISPUTE_SOURCES, width: 130, search: true }),
  col('itemIds', { titleKey: 'settlement:desk.itemIds', width: 200, value: (d) => list(d.itemIds) }),
  col('sheetIds', { titleKey: 'settlement:desk.sheetIds', width: 150, value: (d) => list(d.sheetIds) }),
  field<DeskDispute>('docId', {
    titleKey: 'settlement:desk.docId',
    grid: false,
    detail: false,
    search: { kind: 'input' },
  }),
  col('amount', { titleKey: 'settlement:desk.amount', format: 'amount', sortable: true, width: 120, lead: 4 }),
  col('reason', { width: 220, lead: 5 }),
  col('evidence', {
    titleKey: 'settlement:desk.evidenceNames',
    width: 160,
    value: (d) => list(d.evidence.map((f) => f.fileName)),
  }),
  col('deadline', { format: 'date', sortable: true, width: 110 }),
  col('daysLeft', {
    width: 110,
    lead: 6,
    render: (d) => createElement(DaysLeft, { days: d.daysLeft, open: canAnswerDispute(d) }),
  }),
  col('answer', { width: 220 }),
  col('reversedAmount', { format: 'amount', width: 120, lead: 7 }),
  col('answerBy', { width: 100, hidden: true }),
  col('answerDate', { format: 'date', width: 110, hidden: true }),
  field('creator', { width: 100, hidden: true }),
  field('createDate', {
    titleKey: 'settlement:desk.createDate',
    sortable: true,
    width: 150,
    search: { kind: 'range-picker' },
  }),
];

const open = canAnswerDispute;

/** Accept in part (one case): an amount above 0 and not above the amount disputed, and a required reason. */
export function partForm([d]: DeskDispute[]): ActionForm & { initialValues: Record<string, unknown> } {
  return {
    titleKey: 'settlement:desk.acceptPartTitle',
    fields: [
      { name: 'disputed', labelKey: 'settlement:desk.amount', kind: 'text', format: 'amount' },
      {
        name: 'amount',
        labelKey: 'settlement:desk.partAmount',
        kind: 'input-number',
        format: 'amount',
        required: true,
        min: 0.01,
      },
      {
        name: 'reason',
        labelKey: 'settlement:desk.partReason',
        kind: 'textarea',
        required: true,
        maxLength: ANSWER_MAX,
      },
    ],
    initialValues: { disputed: d.amount },
    validate: (v) => {
      if (v.amount === undefined || v.amount === null || v.amount === '') return null;
      const problem = partAmountProblem(v.amount, d.amount);
      const { overDisputedKey, invalidKey } = SETTLEMENT_ERRORS.partAmount;
      return problem ? { amount: problem === 'overDisputed' ? overDisputedKey : invalidKey } : null;
    },
  };
}

/** Answers each ticked case in turn; what the server refuses stops the rest and is shown (SPEC §8). */
const answerEach = async (rows: DeskDispute[], mode: 'whole' | 'reject', answer: string) => {
  for (const d of rows) await answerDispute({ disputeId: d.disputeId, mode, answer });
  return { count: rows.length };
};

/**
 * The retailer's dispute desk (/s/settlement-management/dispute_desk): the disputes every supplier
 * raised (OI expenses disputed, settlement documents removed as disputed), open ones first; each is
 * accepted in full, accepted in part with a reason, or rejected with a reason. The answer moves the
 * supplier's case, its documents and the sheets' payment holds (docs/API.md "Settlement").
 */
export const disputeDeskQuery = (
  evidence: NonNullable<QueryPageConfig<DeskDispute>['detail']>['extra'],
): QueryPageConfig<DeskDispute> => ({
  id: 'settlement.disputeDesk',
  query: queryDesk,
  rowKey: 'disputeId',
  columns,
  selection: 'checkbox',
  defaultOrderBy: 'deadline',
  totals: { amountKey: 'amount', load: deskTotals },
  actions: [
    {
      key: 'acceptWhole',
      labelKey: 'settlement:desk.acceptWhole',
      only: 'retailer',
      primary: true,
      places: ['toolbar', 'row', 'detail'],
      allowed: open,
      emptyKey: 'settlement:desk.tickDisputes',
      reason: {
        titleKey: 'settlement:desk.acceptWholeTitle',
        labelKey: 'settlement:desk.acceptWholeLabel',
        required: false,
        maxLength: ANSWER_MAX,
      },
      call: (rows, v) => answerEach(rows, 'whole', String(v.reason ?? '')),
      successKey: 'settlement:desk.acceptedWhole',
    },
    {
      key: 'acceptPart',
      labelKey: 'settlement:desk.acceptPart',
      only: 'retailer',
      places: ['row', 'detail'],
      allowed: open,
      form: partForm,
      call: ([d], v) =>
        answerDispute({ disputeId: d.disputeId, mode: 'part', amount: Number(v.amount), answer: String(v.reason) }),
      successKey: 'settlement:desk.acceptedPart',
    },
    {
      key: 'reject',
      labelKey: 'settlement:desk.reject',
      only: 'retailer',
      danger: true,
      places: ['toolbar', 'row', 'detail'],
      allowed: open,
      emptyKey: 'settlement:desk.tickDisputes',
      reason: {
        titleKey: 'settlement:desk.rejectTitle',
        labelKey: 'settlement:desk.rejectReason',
        maxLength: ANSWER_MAX,
      },
      call: (rows, v) => answerEach(rows, 'reject', String(v.reason)),
      successKey: 'settlement:desk.rejected',
    },
  ],
  export: { fileNameKey: 'settlement:desk.exportFileName' },
  detail: {
    titleKey: 'settlement:desk.detailTitle',
    title: titleWith<DeskDispute>('settlement:desk.detailTitleOf', 'disputeId'),
    width: 960,
    lines: disputeItemLines<DeskDispute>(),
    extra: evidence,
  },
});
