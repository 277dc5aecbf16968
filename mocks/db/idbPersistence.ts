import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import type { Persistence } from './index';

/** Where the browser mock keeps its database: IndexedDB database `fea-vsm-mock`, store `db`, this key. */
export const MOCK_DB_KEY = 'state';
/** Where it kept it before (localStorage, a JSON string): taken over once, then removed. */
export const LEGACY_STORAGE_KEY = 'fea-vsm-mock-db';
const SAVE_DELAY_MS = 200;

type Options = { store?: UseStore; legacy?: Pick<Storage, 'getItem' | 'removeItem'> | null; delayMs?: number };

function takeLegacy(legacy: Options['legacy']): unknown {
  try {
    const raw = legacy?.getItem(LEGACY_STORAGE_KEY);
    legacy?.removeItem(LEGACY_STORAGE_KEY);
    return raw ? (JSON.parse(raw) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The browser mock's persistence: the DB object itself is stored (structured clone, no JSON of
 * megabytes), writes are debounced (a burst of changing calls writes once), and a database left
 * in localStorage by an older mock is moved over on start.
 */
export function idbPersistence({
  store = createStore('fea-vsm-mock', 'db'),
  legacy = globalThis.localStorage ?? null,
  delayMs = SAVE_DELAY_MS,
}: Options = {}): Persistence & { flush(): Promise<void> } {
  let pending: { state: unknown; timer: ReturnType<typeof setTimeout> } | null = null;
  let writing: Promise<void> = Promise.resolve();

  const warn = (error: unknown) => console.warn('[mock] could not persist the mock database', error);
  const flush = () => {
    if (pending) {
      clearTimeout(pending.timer);
      const { state } = pending;
      pending = null;
      writing = writing.then(() => set(MOCK_DB_KEY, state, store)).catch(warn);
    }
    return writing;
  };

  return {
    async load() {
      const migrated = takeLegacy(legacy);
      const stored = await get<unknown>(MOCK_DB_KEY, store).catch(() => undefined);
      if (stored !== undefined || migrated === undefined) return stored;
      await set(MOCK_DB_KEY, migrated, store).catch(warn);
      return migrated;
    },
    save(state) {
      if (pending) clearTimeout(pending.timer);
      pending = { state, timer: setTimeout(() => void flush(), delayMs) };
    },
    clear() {
      if (pending) clearTimeout(pending.timer);
      pending = null;
      writing = writing.then(() => del(MOCK_DB_KEY, store)).catch(warn);
    },
    flush,
  };
}
