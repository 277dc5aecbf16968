import type { RedSourceType } from '../types';

/**
 * Where each document of a red invoice's chain is read (issue 25 Beyond): a query screen opened on
 * that one document through its search param. A price readjustment is read on SPEC §2
 * /promotion/readjust_prices.
 */
export const linkTo = {
  source: (type: RedSourceType, id: string): string =>
    type === '1'
      ? `/returndocument-management/returndoc_query?sheetId=${id}`
      : type === '3'
        ? `/settlement-management/OIexpense_document?sheetId=${id}`
        : `/promotion/readjust_prices?sheetId=${id}`,
  /** The receipt, return or expense behind a business document (docType 1, 2, 3), each on its own screen. */
  business: (docType: '1' | '2' | '3', id: string): string =>
    docType === '1'
      ? `/acceptance-management/acceptancedoc_query?sheetId=${id}`
      : linkTo.source(docType === '2' ? '1' : '3', id),
  redLetter: (id: string) => `/settlement-management/redfontinfo?redLetterId=${id}`,
  redInvoice: (id: string) => `/settlement-management/red_invoice?redInvoiceId=${id}`,
  settlement: (id: string) => `/settlement-management/payment_application?sheetId=${id}`,
};
