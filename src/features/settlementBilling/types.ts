import type { SettlementDocument, VendorCombination } from '@/api/types';
import type { DocStatus, DocType, InvoiceStatus, RedLetterStatus, RedSourceType } from './contract';

export type { DocStatus, DocType, InvoiceStatus, RedLetterStatus, RedSourceType } from './contract';

/**
 * Settlement II (issue 25, docs/API.md "Settlement billing"): bills and their (blue) invoices, the
 * red-letter information sheets (红字信息表) that reverse part of an invoice, the red invoices issued
 * against them, the business documents behind a settlement and the three billing reports.
 * Amounts are excluding tax, 2 decimals (SPEC §9); tax rates are percent labels 6–17 (SPEC §9).
 */

/** A bill: what the supplier invoices the retailer for a settlement sheet, at one tax rate. */
export type Bill = VendorCombination & {
  billId: string;
  /** The settlement sheet billed (null for bills of periods before the portal's sheets). */
  settleSheetId: string | null;
  billDate: string;
  /** 开票名称: the retailer company the invoice is made out to. */
  invoiceName: string;
  taxRate: number;
  amount: number;
  tax: number;
  totalAmount: number;
  invoiceStatus: InvoiceStatus;
  /** The (blue) invoice, once invoiced: number (8 digits), code (10 or 12 digits), date. */
  invoiceNo: string | null;
  invoiceCode: string | null;
  invoiceDate: string | null;
  /** Red invoices issued against it, including tax (negative or 0). */
  redTotal: number;
};

/** A bill as the billing details answer it: with what is left after its red invoices. */
export type BillRow = Bill & { netAmount: number };

/** The original invoice a red-letter sheet and its red invoices carry (issue 25). */
export type OriginalInvoice = {
  origInvoiceNo: string;
  origInvoiceCode: string;
  origInvoiceDate: string;
  origAmount: number;
  origTax: number;
};

export type RedLetter = VendorCombination &
  OriginalInvoice & {
    redLetterId: string;
    status: RedLetterStatus;
    sourceType: RedSourceType;
    /** The return (TH…), readjustment (TJ…) or deduction (FY…) document. */
    sourceId: string;
    billId: string;
    /** The settlement sheet of the original invoice: the one the red invoice reduces. */
    settleSheetId: string | null;
    taxRate: number;
    /** What the sheet allows to reverse, excluding tax, and its tax (positive). */
    redAmount: number;
    redTax: number;
    /** Red invoices issued so far, excluding tax (positive). */
    issuedAmount: number;
    /** SPEC §4: 1 once the red invoices cover the sheet. */
    invoiceStatus: InvoiceStatus;
    invoiceConfirmed: boolean;
    invoiceTitle: string | null;
    invoiceTaxNumber: string | null;
    createDate: string;
  };

/** A red invoice: negative amount and tax, issued against one red-letter sheet. */
export type RedInvoice = VendorCombination &
  OriginalInvoice & {
    redInvoiceId: string;
    redLetterId: string;
    invoiceNo: string;
    invoiceCode: string;
    invoiceDate: string;
    taxRate: number;
    amount: number;
    tax: number;
    totalAmount: number;
    sourceType: RedSourceType;
    sourceId: string;
    billId: string;
    settleSheetId: string | null;
    creator: string;
    createDate: string;
  };

/** What the supplier enters to issue a red invoice; the tax follows from the sheet's rate. */
export type RedInvoiceInput = {
  redLetterId: string;
  invoiceNo: string;
  invoiceCode: string;
  invoiceDate: string;
  amount: number;
};

/**
 * A business document behind a settlement: a settlement document of docs/API.md "Settlement" (receipt,
 * return or expense deduction; status 0 frozen … 5 paid) with the red-letter sheet it caused.
 */
export type BusinessDoc = SettlementDocument & {
  status: DocStatus;
  docType: DocType;
  redLetterId: string | null;
};

/** Billing by invoice name: the bills of one invoice name in one BU. */
export type BillingByName = {
  nameKey: string;
  bu: string;
  invoiceName: string;
  billCount: number;
  amount: number;
  tax: number;
  totalAmount: number;
  redTotal: number;
  netAmount: number;
};

/** Billing summary: one month of one BU, invoiced and not invoiced, less the red invoices. */
export type BillingSummary = {
  periodKey: string;
  bu: string;
  period: string;
  billCount: number;
  invoicedAmount: number;
  notInvoicedAmount: number;
  redTotal: number;
  netAmount: number;
};

/** Totals of a query (SPEC §9: 60000 ms time-out). */
export type BillingTotals = { count: number; amount: number };
