import { configurePersistence, db, MOCK_DB_STORAGE_KEY as STORAGE_KEY_FOR_TESTS, resetDb, table } from '../../mocks/db';
import { data } from './helpers';

/** The browser host's persistence (mocks/browser.ts plugs localStorage into configurePersistence). */
describe('mock backend: persistence across reloads', () => {
  const store = new Map<string, string>();
  const storage = {
    load: () => store.get(STORAGE_KEY_FOR_TESTS) ?? null,
    save: (json: string) => void store.set(STORAGE_KEY_FOR_TESTS, json),
    clear: () => void store.delete(STORAGE_KEY_FOR_TESTS),
  };

  beforeEach(() => {
    store.clear();
    configurePersistence(storage);
  });
  afterAll(() => configurePersistence(null));

  it('saves after a mutating call and loads the state after a "reload"', async () => {
    await data('/api/fea-vsm/common/buList');
    expect(store.size).toBe(0); // reads do not write
    await data('/api/fea-vsm/vender/i18n/preference/set', { languageCode: 'en-US' });
    expect(store.get(STORAGE_KEY_FOR_TESTS)).toContain('"languageCode":"en-US"');
    configurePersistence(storage); // a reload: the in-memory state is gone
    expect(await data('/api/fea-vsm/vender/i18n/preference/get', {}, { method: 'GET' })).toEqual({ languageCode: 'en-US' });
  });

  it('a reset clears the stored copy', async () => {
    await data('/api/fea-vsm/auth/logout', {});
    expect(store.size).toBe(1);
    resetDb();
    expect(store.size).toBe(0);
    expect((await data<unknown[]>('/api/fea-vsm/auth/getdatapermission', {})).length).toBe(1);
  });

  it('drops a copy seeded for another day and fills tables added since', () => {
    const state = db();
    store.set(STORAGE_KEY_FOR_TESTS, JSON.stringify({ ...state, meta: { ...state.meta, seededFor: '2000-01-01' } }));
    configurePersistence(storage);
    expect(db().meta.seededFor).not.toBe('2000-01-01');

    const { auditLogs: _dropped, ...tables } = state.tables;
    store.set(STORAGE_KEY_FOR_TESTS, JSON.stringify({ ...state, tables: { ...tables, preferences: [{ userId: '10001', languageCode: 'zh-HK' }] } }));
    configurePersistence(storage);
    expect(table('auditLogs')).toEqual([]);
    expect(table('preferences')).toEqual([{ userId: '10001', languageCode: 'zh-HK' }]);
  });
});
