import { today } from '@/lib/serverClock';

/** SPEC §5, §9: a certificate is valid for at most five years, unless it is indefinite. */
export const MAX_VALIDITY_YEARS = 5;

/** Today as YYYY-MM-DD: the server's day, by which it judges the certificate again. */
export function todayIso(): string {
  return today();
}

/** The latest expiry date a certificate may have: the same day five years on. */
export function latestExpiry(today: string): string {
  return `${Number(today.slice(0, 4)) + MAX_VALIDITY_YEARS}${today.slice(4)}`;
}

/** The i18n key of what is wrong with an expiry date, or null (an indefinite certificate has none). */
export function expiryProblem(expiry: string | null | undefined, indefinite: boolean, today: string): string | null {
  if (indefinite) return null;
  if (!expiry) return 'certificates:rule.expiryRequired';
  if (expiry < today) return 'certificates:rule.expired';
  if (expiry > latestExpiry(today)) return 'certificates:rule.fiveYears';
  return null;
}
