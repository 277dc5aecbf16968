import { createElement } from 'react';
import { columnsIn, field, idsOf, shopColumn } from '@/kit/columns';
import type { DocumentAction, QueryPageConfig } from '@/kit/query';
import type { ColumnSchema } from '@/kit/schema';
import { cullDocs, mergeSettlement, querySettleDocs, settleDocTotals } from '../api';
import { SourceLink } from '../components/SourceLink';
import type { SettleDoc } from '../types';
import {
  DOC_STATUSES,
  DOC_TONES,
  DOC_TYPE,
  DOC_TYPES,
  SETTLEMENT_REFUSALS,
  canCullDoc,
  canMergeDoc,
  type CullMode,
} from '../contract';
import { titleWith } from './options';

const col = columnsIn<SettleDoc>('settlement:field');

export const settleDocColumns = (withType = true): ColumnSchema<SettleDoc>[] => [
  col('sheetId', { sortable: true, width: 170, search: true, lead: 1 }),
  col('status', { options: DOC_STATUSES, tones: DOC_TONES, status: true, width: 110, search: true, lead: 2 }),
  ...(withType ? [col('docType', { options: DOC_TYPES, width: 100, search: true })] : []),
  col('sourceSheetId', { width: 150, search: true, render: (d) => createElement(SourceLink, { doc: d }) }),
  shopColumn<SettleDoc>({ width: 170 }),
  col('docDate', { format: 'date', sortable: true, width: 110, search: true }),
  col('amount', { format: 'amount', sortable: true, width: 120, lead: 3 }),
  col('settleSheetId', { width: 160, search: true }),
  col('disputeId', { width: 170, hidden: true }),
  field('createDate', { grid: false }),
];

/** Culling takes documents extracted into a newly created sheet (the server checks the sheet too). */
const cull = (mode: CullMode, rest: Partial<DocumentAction<SettleDoc>>): DocumentAction<SettleDoc> => ({
  key: `cull-${mode}`,
  labelKey: `settlement:action.cull.${mode}`,
  allowed: canCullDoc,
  refusal: SETTLEMENT_REFUSALS.cull,
  emptyKey: 'settlement:doc.tickFirst',
  call: (rows) => cullDocs(idsOf(rows, 'sheetId'), mode),
  successKey: `settlement:doc.culled.${mode}`,
  ...rest,
});

/** Settlement documents (SPEC §2, §4): receipts, returns and expense deductions merged into sheets or culled from them. */
export const settleDocQuery = (disputeDialog: DocumentAction<SettleDoc>['dialog']): QueryPageConfig<SettleDoc> => ({
  id: 'settlement.docs',
  query: querySettleDocs,
  rowKey: 'sheetId',
  columns: settleDocColumns(),
  selection: 'checkbox',
  defaultOrderBy: 'docDate desc',
  actions: [
    {
      key: 'merge',
      labelKey: 'settlement:action.merge',
      primary: true,
      allowed: canMergeDoc,
      refusal: SETTLEMENT_REFUSALS.merge,
      confirmKey: 'settlement:doc.mergeAsk',
      call: (rows) => mergeSettlement(idsOf(rows, 'sheetId')),
      successKey: 'settlement:doc.merged',
    },
    cull('dispute', { dialog: disputeDialog }),
    cull('delay', { confirmKey: 'settlement:doc.cullDelayAsk' }),
    cull('cancel', { confirmKey: 'settlement:doc.cullCancelAsk', danger: true }),
  ],
  totals: { amountKey: 'amount', load: settleDocTotals },
  export: { fileNameKey: 'settlement:doc.exportFileName' },
  detail: {
    titleKey: 'settlement:doc.detailTitle',
    title: titleWith<SettleDoc>('settlement:doc.detailTitleOf', 'sheetId'),
    width: 760,
  },
});

/** Settlement expenses (SPEC §2): the expense deductions inside settlements, read only. */
export const deductionQuery: QueryPageConfig<SettleDoc> = {
  id: 'settlement.deductions',
  query: querySettleDocs,
  rowKey: 'sheetId',
  columns: settleDocColumns(false),
  params: { docType: DOC_TYPE.deduction },
  defaultOrderBy: 'docDate desc',
  totals: { amountKey: 'amount', load: settleDocTotals },
  export: { fileNameKey: 'settlement:deduction.exportFileName' },
  detail: {
    titleKey: 'settlement:deduction.detailTitle',
    title: titleWith<SettleDoc>('settlement:deduction.detailTitleOf', 'sheetId'),
    width: 760,
  },
};
