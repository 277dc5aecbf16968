import type { FieldOption } from '@/kit/schema';
import { TAX_RATES, formatTaxRate } from '@/lib/formats';

/** SPEC §9 tax rate labels (6 % … 17 %); the domain's coded values are in its contract. */
export const TAX_RATE_OPTIONS: FieldOption[] = TAX_RATES.map((rate) => ({
  value: String(rate),
  labelKey: '',
  label: formatTaxRate(rate),
}));
