import 'fake-indexeddb/auto';
import { createStore, get } from 'idb-keyval';
import { idbPersistence, LEGACY_STORAGE_KEY, MOCK_DB_KEY } from '../../mocks/db/idbPersistence';
import type { DbState } from '../../mocks/db';

/** The browser mock's store (issue 18 item 7: the DB outgrew localStorage). */
describe('mock backend: IndexedDB persistence of the browser mock', () => {
  let n = 0;
  const fresh = () => createStore(`fea-vsm-mock-test-${(n += 1)}`, 'db');
  const state = (seededFor: string) =>
    ({ meta: { schemaVersion: 1, seededFor, counters: {} }, tables: { preferences: [] } }) as unknown as DbState;

  beforeEach(() => localStorage.clear());

  it('writes a burst of saves once, the latest state, after the delay', async () => {
    const store = fresh();
    const p = idbPersistence({ store, legacy: null, delayMs: 20 });
    p.save(state('2025-06-01'));
    p.save(state('2025-06-02'));
    expect(await get(MOCK_DB_KEY, store)).toBeUndefined();
    await new Promise((r) => setTimeout(r, 40));
    await p.flush();
    expect(await get<DbState>(MOCK_DB_KEY, store)).toEqual(state('2025-06-02'));
    expect(await idbPersistence({ store, legacy: null }).load()).toEqual(state('2025-06-02'));
  });

  it('clear drops a pending save and the stored copy', async () => {
    const store = fresh();
    const p = idbPersistence({ store, legacy: null, delayMs: 1000 });
    p.save(state('2025-06-01'));
    await p.flush();
    p.save(state('2025-06-02'));
    p.clear();
    await p.flush();
    expect(await get(MOCK_DB_KEY, store)).toBeUndefined();
  });

  it('moves a database left in localStorage by the older mock over, and removes the old key', async () => {
    const store = fresh();
    localStorage.setItem(LEGACY_STORAGE_KEY, JSON.stringify(state('2025-06-03')));
    expect(await idbPersistence({ store, legacy: localStorage }).load()).toEqual(state('2025-06-03'));
    expect(localStorage.getItem(LEGACY_STORAGE_KEY)).toBeNull();
    expect(await get(MOCK_DB_KEY, store)).toEqual(state('2025-06-03'));
  });

  it('prefers the IndexedDB copy and still removes the old localStorage key', async () => {
    const store = fresh();
    const p = idbPersistence({ store, legacy: localStorage });
    p.save(state('2025-06-04'));
    await p.flush();
    localStorage.setItem(LEGACY_STORAGE_KEY, JSON.stringify(state('2000-01-01')));
    expect(await idbPersistence({ store, legacy: localStorage }).load()).toEqual(state('2025-06-04'));
    expect(localStorage.getItem(LEGACY_STORAGE_KEY)).toBeNull();
  });
});
