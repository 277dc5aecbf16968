import { cents } from '@/features/settlementBilling/contract';

/** Amounts only the server works out (SPEC §9, 2 decimals), shared by the seed and the service; the rules are the contract's. */

/** The tax of an amount at a rate in percent, 2 decimals. */
export const taxOf = (amount: number, rate: number) => cents((amount * rate) / 100);
/** A sum of amounts in cents, so that 2-decimal sums stay exact. */
export const sumOf = (values: number[]) => cents(values.reduce((s, v) => s + Math.round(v * 100), 0) / 100);
