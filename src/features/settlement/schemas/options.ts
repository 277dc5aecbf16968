/** A detail's title naming the shown document by its number (`key` reads `{{<idKey>}}`). */
export const titleWith =
  <T>(key: string, idKey: keyof T & string) =>
  (row: T) => ({ key, values: { [idKey]: row[idKey] } });

/** The coded values, their labels' keys and tones are the contract's (SPEC §4): the screens read them from there. */
export {
  DISPUTE_SOURCES,
  DISPUTE_STATUSES,
  DISPUTE_TONES,
  DOC_STATUSES,
  DOC_TONES,
  DOC_TYPES,
  EXPENSE_STATUSES,
  EXPENSE_TONES,
  EXPENSE_TYPES,
  INVOICE_STATUSES,
  LEDGER_STATUSES,
  LETTER_STATUSES,
  SHEET_STATUSES,
  SHEET_TONES,
  SIGN_BIZ_TYPES,
} from '../contract';
