import { datePart } from './dates';

/**
 * Display formats of SPEC §9 ("2 decimals for amounts and prices, 3 for quantities, 4 for costs";
 * tax rate labels 6, 9, 10, 11, 13, 16, 17 percent) and SPEC §3 (default date format YYYY-MM-DD).
 * The kit applies them to grids, forms and exports; pages only name the kind.
 */

export type NumberFormat = 'amount' | 'price' | 'quantity' | 'cost';
export type FormatKind = NumberFormat | 'date' | 'month' | 'taxRate';

export const DECIMALS: Readonly<Record<NumberFormat, number>> = { amount: 2, price: 2, quantity: 3, cost: 4 };

/** SPEC §9 tax rate labels, in percent. */
export const TAX_RATES = [6, 9, 10, 11, 13, 16, 17] as const;

export function isNumberFormat(kind: FormatKind | undefined): kind is NumberFormat {
  return kind !== undefined && kind in DECIMALS;
}

/** A number from a number or numeric text; null for blank or non-numeric values. */
export function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const n = Number(value.trim().replace(/,/g, ''));
  return Number.isFinite(n) ? n : null;
}

/** Half away from zero in decimal, not binary (1.005 → 1.01, -1.005 → -1.01). */
export function roundTo(value: number, decimals: number): number {
  const sign = value < 0 ? -1 : 1;
  const abs = Math.abs(value);
  // Shifting through the decimal text avoids 1.005 * 100 = 100.49999…. Numbers already in exponent
  // notation are huge (no decimals left to round) or tiny (plain arithmetic is exact enough).
  if (String(abs).includes('e')) return abs >= 1 ? value : (sign * Math.round(abs * 10 ** decimals)) / 10 ** decimals;
  const shifted = Math.round(Number(`${abs}e${decimals}`));
  return sign * Number(`${shifted}e-${decimals}`);
}

/** Thousands separators in a plain decimal text: '-1313402.75' → '-1,313,402.75'. */
export function groupThousands(text: string): string {
  const [whole, fraction] = text.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

/**
 * A number as people read money and quantities, in every language: thousands separators and
 * exactly `decimals` decimals (1,313,402.75); '' for blank or non-numeric values, never '-0'.
 * The one number format of the portal: grids, details, totals, charts and the workbench use it
 * (through formatValue or the kinds below); exports keep numbers as numbers (xlsCell).
 */
export function formatNumber(value: unknown, decimals: number): string {
  const n = toNumber(value);
  if (n === null) return '';
  const rounded = roundTo(n, decimals);
  // Beyond 1e21 toFixed writes exponent notation, which has no digits to group.
  if (Math.abs(rounded) >= 1e21) return String(rounded);
  const text = rounded.toFixed(decimals);
  return groupThousands(/^-0(\.0*)?$/.test(text) ? text.slice(1) : text);
}

export const formatAmount = (value: unknown) => formatNumber(value, DECIMALS.amount);
export const formatPrice = (value: unknown) => formatNumber(value, DECIMALS.price);
export const formatQuantity = (value: unknown) => formatNumber(value, DECIMALS.quantity);
export const formatCost = (value: unknown) => formatNumber(value, DECIMALS.cost);
/** A rate or share in percent with 2 decimals (SPEC §9), '45.20%'; '' for blank. */
export const formatPercent = (value: unknown) => {
  const text = formatNumber(value, 2);
  return text && `${text}%`;
};

/** YYYY-MM-DD of a server date or date-time; '' when there is none. */
export const formatDate = (value: unknown): string => datePart(value);

/** YYYY-MM of a server date or month. */
export function formatMonth(value: unknown): string {
  if (typeof value === 'string' && /^\d{4}[-/]\d{1,2}$/.test(value.trim())) {
    const [y, m] = value.trim().split(/[-/]/);
    return `${y}-${m.padStart(2, '0')}`;
  }
  return datePart(value).slice(0, 7);
}

/** '13%' for 13, '13' or 0.13; '' for blank. */
export function formatTaxRate(value: unknown): string {
  const n = toNumber(value);
  if (n === null) return '';
  const percent = n > 0 && n < 1 ? roundTo(n * 100, 4) : n;
  return `${percent}%`;
}

export function formatValue(kind: FormatKind, value: unknown): string {
  if (isNumberFormat(kind)) return formatNumber(value, DECIMALS[kind]);
  switch (kind) {
    case 'date':
      return formatDate(value);
    case 'month':
      return formatMonth(value);
    case 'taxRate':
      return formatTaxRate(value);
  }
}
