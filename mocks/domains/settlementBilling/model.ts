/** Pure rules of settlement billing, shared by the seed and the service (no database access). */

/** SPEC §9 tax rate labels, percent. */
export const TAX_RATES = [6, 9, 10, 11, 13, 16, 17] as const;

/** SPEC §9 amounts: 2 decimals. */
export const cents = (n: number) => Math.round(n * 100) / 100;

/** The tax of an amount at a rate in percent, 2 decimals. */
export const taxOf = (amount: number, rate: number) => cents((amount * rate) / 100);

/** A sum of amounts in cents, so that 2-decimal sums stay exact. */
export const sumOf = (values: number[]) => cents(values.reduce((s, v) => s + Math.round(v * 100), 0) / 100);

/** SPEC §5 format of a red invoice: number 8 digits, code 10 or 12 digits. */
export const INVOICE_NO = /^\d{8}$/;
export const INVOICE_CODE = /^(\d{10}|\d{12})$/;
