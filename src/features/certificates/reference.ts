import type { RequestOptions } from '@/api/http';
import { readSession, writeSession } from '@/lib/storage';
import { useSession } from '@/stores/session';
import { certCategoryRules, certTypes } from './api';
import type { CertCategoryRule, CertType } from './types';

/**
 * The licence types (with their year flags) and the evidence each category requires, kept for the
 * session (SPEC §3 session-cached lists) with the token they belong to; the retailer's maintenance
 * forgets them after a change.
 */
type Reference = { token: string | null; types: CertType[]; rules: CertCategoryRule[] };
const KEY = 'certificates.reference';

export async function loadReference(opts?: RequestOptions): Promise<Omit<Reference, 'token'>> {
  const token = useSession.getState().token;
  const stored = readSession<Reference>(KEY);
  if (stored && stored.token === token) return stored;
  const [types, rules] = await Promise.all([certTypes(opts), certCategoryRules(opts)]);
  writeSession(KEY, { token, types, rules });
  return { types, rules };
}

export const forgetReference = () => writeSession(KEY, null);

/** A maintenance call that changes the reference: the cache is forgotten once it succeeds. */
export const changingReference =
  <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
  async (...args: A): Promise<R> => {
    const answer = await call(...args);
    forgetReference();
    return answer;
  };
