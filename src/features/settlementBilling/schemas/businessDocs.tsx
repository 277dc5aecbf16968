import { columnsIn, field } from '@/kit/columns';
import type { QueryPageConfig } from '@/kit/query';
import type { ColumnSchema } from '@/kit/schema';
import { queryBusinessDocs } from '../api';
import { DocLink } from '../components/DocLink';
import { linkTo } from '../components/links';
import { DOC_STATUSES, DOC_TYPES } from '../contract';
import type { BusinessDoc } from '../types';

const col = columnsIn<BusinessDoc>('settlementBilling:field');

const columns: ColumnSchema<BusinessDoc>[] = [
  col('sheetId', { titleKey: 'settlementBilling:field.docId', sortable: true, width: 170, search: true }),
  col('docType', { options: DOC_TYPES, width: 110, search: true }),
  col('status', { titleKey: 'fields:status', options: DOC_STATUSES, width: 110, search: true }),
  col('sourceSheetId', {
    width: 170,
    search: true,
    render: (d) => <DocLink to={linkTo.business(d.docType, d.sourceSheetId)} id={d.sourceSheetId} />,
  }),
  field('shopName', { titleKey: 'fields:shop', width: 160 }),
  col('docDate', { format: 'date', sortable: true, width: 110, search: true }),
  field('amount', { format: 'amount', sortable: true, width: 120 }),
  col('settleSheetId', {
    width: 170,
    search: true,
    render: (d) => <DocLink to={d.settleSheetId && linkTo.settlement(d.settleSheetId)} id={d.settleSheetId} />,
  }),
  col('redLetterId', {
    width: 170,
    render: (d) => <DocLink to={d.redLetterId && linkTo.redLetter(d.redLetterId)} id={d.redLetterId} />,
  }),
];

/** Business documents (/settlement-management/business_document): the receipts, returns and expenses behind a settlement. */
export const businessDocQuery: QueryPageConfig<BusinessDoc> = {
  id: 'settlementBilling.businessDocs',
  query: queryBusinessDocs,
  rowKey: 'sheetId',
  columns,
  defaultOrderBy: 'docDate desc',
  export: { fileNameKey: 'settlementBilling:business.exportFileName' },
  detail: {
    titleKey: 'settlementBilling:business.detailTitle',
    title: (d) => ({ key: 'settlementBilling:business.detailTitleOf', values: { sheetId: d.sheetId } }),
    width: 800,
  },
};
