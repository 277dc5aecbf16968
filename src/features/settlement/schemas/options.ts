import type { FieldOption, StatusTone } from '@/kit/schema';

/** A detail's title naming the shown document by its number (`key` reads `{{<idKey>}}`). */
export const titleWith =
  <T>(key: string, idKey: keyof T & string) =>
  (row: T) => ({ key, values: { [idKey]: row[idKey] } });

/** Coded values of the settlement screens (SPEC §4 states), labelled from the settlement namespace. */
export const optionsOf = (group: string, values: string[]): FieldOption[] =>
  values.map((value) => ({ value, labelKey: `settlement:${group}.${value}` }));

export const EXPENSE_STATUSES = optionsOf('expenseStatus', ['0', '1', '2', '3', '4']);
export const EXPENSE_TYPES = optionsOf('expenseType', ['1', '2', '3', '4', '5']);
export const DOC_STATUSES = optionsOf('docStatus', ['0', '1', '2', '3', '4', '5']);
export const DOC_TYPES = optionsOf('docType', ['1', '2', '3']);
export const SHEET_STATUSES = optionsOf('sheetStatus', ['0', '1', '2', '3', '4']);
export const INVOICE_STATUSES = optionsOf('invoiceStatus', ['0', '1']);
export const LETTER_STATUSES = optionsOf('letterStatus', ['0', '1', '2', '3']);
export const SIGN_BIZ_TYPES = optionsOf('signBizType', ['1', '2', '3']);
export const DISPUTE_STATUSES = optionsOf('disputeStatus', ['0', '1', '2']);
export const DISPUTE_SOURCES = optionsOf('disputeSource', ['1', '2']);
export const LEDGER_STATUSES = optionsOf('ledgerStatus', ['0', '1', '2']);

export const EXPENSE_TONES: Record<string, StatusTone> = {
  '0': 'warning',
  '1': 'success',
  '2': 'processing',
  '3': 'default',
  '4': 'error',
};
export const DOC_TONES: Record<string, StatusTone> = {
  '0': 'error',
  '1': 'warning',
  '2': 'processing',
  '3': 'processing',
  '4': 'success',
  '5': 'default',
};
export const SHEET_TONES: Record<string, StatusTone> = {
  '0': 'warning',
  '1': 'processing',
  '2': 'processing',
  '3': 'success',
  '4': 'default',
};
export const DISPUTE_TONES: Record<string, StatusTone> = { '0': 'processing', '1': 'success', '2': 'error' };
