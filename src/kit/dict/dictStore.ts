import { create } from 'zustand';
import { getDic } from '@/api/common';
import type { DictEntry } from '@/api/types';
import { readSession, writeSession } from '@/lib/storage';
import { useSession } from '@/stores/session';

/**
 * Dictionaries (SPEC §3 "Dictionary values map to labels through stored dictionaries"; §3 session-
 * kept cached lists): each name is asked of getDic once per session; names wanted in the same tick
 * go in one call. Kept in sessionStorage with the token they belong to.
 */
const STORAGE_KEY = 'dictionaries';

type Stored = { token: string | null; entries: Record<string, DictEntry[]> };

function fromStorage(token: string | null): Stored {
  const stored = readSession<Stored>(STORAGE_KEY);
  return stored && stored.token === token ? stored : { token, entries: {} };
}

export const useDictStore = create<Stored>(() => fromStorage(useSession.getState().token));

/** Names loaded or being loaded for the current token. */
const requested = new Set<string>();
let batch: Set<string> | null = null;

// Another sign-in (or logout) starts another session: nothing of the old one is kept.
useSession.subscribe((state, previous) => {
  if (state.token === previous.token) return;
  requested.clear();
  batch = null;
  useDictStore.setState(fromStorage(state.token), true);
});

async function flush(): Promise<void> {
  if (!batch) return;
  const names = [...batch];
  batch = null;
  const token = useSession.getState().token;
  try {
    const answer = await getDic({ params: names });
    if (useSession.getState().token !== token) return;
    const got = Object.fromEntries(names.map((name) => [name, Array.isArray(answer?.[name]) ? answer[name] : []]));
    const next = { token, entries: { ...useDictStore.getState().entries, ...got } };
    useDictStore.setState(next, true);
    writeSession(STORAGE_KEY, next);
  } catch {
    // Shown by the HTTP client; a later screen asks again.
    names.forEach((name) => requested.delete(name));
  }
}

/** Makes sure the dictionaries are loaded (or loading). */
export function ensureDicts(names: readonly string[]): void {
  const { entries } = useDictStore.getState();
  const missing = names.filter((name) => !(name in entries) && !requested.has(name));
  if (missing.length === 0) return;
  if (!batch) {
    batch = new Set();
    queueMicrotask(() => void flush());
  }
  for (const name of missing) {
    requested.add(name);
    batch.add(name);
  }
}
