import { DOC_TYPE, RED_SOURCE, type DocType, type RedSourceType } from '../contract';

/**
 * Where each document of a red invoice's chain is read (issue 25 Beyond): a query screen opened on
 * that one document through its search param. A price readjustment is read on SPEC §2
 * /promotion/readjust_prices.
 */
export const linkTo = {
  source: (type: RedSourceType, id: string): string =>
    type === RED_SOURCE.return
      ? `/returndocument-management/returndoc_query?sheetId=${id}`
      : type === RED_SOURCE.deduction
        ? `/settlement-management/OIexpense_document?sheetId=${id}`
        : `/promotion/readjust_prices?sheetId=${id}`,
  /** The receipt, return or expense behind a business document (docType 1, 2, 3), each on its own screen. */
  business: (docType: DocType, id: string): string =>
    docType === DOC_TYPE.receipt
      ? `/acceptance-management/acceptancedoc_query?sheetId=${id}`
      : linkTo.source(docType === DOC_TYPE.return ? RED_SOURCE.return : RED_SOURCE.deduction, id),
  redLetter: (id: string) => `/settlement-management/redfontinfo?redLetterId=${id}`,
  redInvoice: (id: string) => `/settlement-management/red_invoice?redInvoiceId=${id}`,
  settlement: (id: string) => `/settlement-management/payment_application?sheetId=${id}`,
};
