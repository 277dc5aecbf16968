import type { SearchHit } from '@/kit/search';

/** A document the user opened from the box, kept to offer it again when the box is empty. */
export type RecentDocument = Pick<
  SearchHit,
  'key' | 'number' | 'name' | 'statusKey' | 'tone' | 'date' | 'party' | 'to'
> & {
  kindKey: string;
};

/** How many are kept. */
export const MAX_RECENT = 20;

/**
 * Kept per user account in localStorage (`fea-vsm-recent:<account>`): what the user opened, never
 * the token; gone at logout with the rest of the user's local data (lib/storage clearLocalExcept).
 */
export const recentKey = (account: string) => `fea-vsm-recent:${account}`;

export function readRecent(account: string): RecentDocument[] {
  try {
    const raw = localStorage.getItem(recentKey(account));
    const list = raw ? (JSON.parse(raw) as unknown) : [];
    return Array.isArray(list) ? (list as RecentDocument[]).filter((d) => d && typeof d.to === 'string') : [];
  } catch {
    return [];
  }
}

/** Puts a document first (once), keeping the last MAX_RECENT. */
export function rememberRecent(account: string, doc: RecentDocument): RecentDocument[] {
  const list = [doc, ...readRecent(account).filter((d) => !(d.kindKey === doc.kindKey && d.key === doc.key))].slice(
    0,
    MAX_RECENT,
  );
  try {
    localStorage.setItem(recentKey(account), JSON.stringify(list));
  } catch {
    // Storage full or denied: the list just is not kept.
  }
  return list;
}
