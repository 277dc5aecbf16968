import type { FieldOption, StatusTone } from '@/kit/schema';
import { TAX_RATES, formatTaxRate } from '@/lib/formats';

/** Coded values of the settlement billing screens, labelled from the settlementBilling namespace. */
const optionsOf = (group: string, values: string[]): FieldOption[] =>
  values.map((value) => ({ value, labelKey: `settlementBilling:${group}.${value}` }));

export const RED_STATUSES = optionsOf('redStatus', ['0', '1', '2']);
export const RED_TONES: Record<string, StatusTone> = { '0': 'warning', '1': 'processing', '2': 'success' };
export const SOURCE_TYPES = optionsOf('sourceType', ['1', '2', '3']);
export const INVOICE_STATUSES = optionsOf('invoiceStatus', ['0', '1']);
export const CONFIRMED = optionsOf('confirmed', ['0', '1']);
export const DOC_TYPES = optionsOf('docType', ['1', '2', '3']);
export const DOC_STATUSES = optionsOf('docStatus', ['0', '1', '2', '3', '4', '5']);
/** SPEC §9 tax rate labels (6 % … 17 %). */
export const TAX_RATE_OPTIONS: FieldOption[] = TAX_RATES.map((rate) => ({
  value: String(rate),
  labelKey: '',
  label: formatTaxRate(rate),
}));
