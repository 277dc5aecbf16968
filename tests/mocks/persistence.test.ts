import { configurePersistence, db, resetDb, table, type DbState } from '../../mocks/db';
import { data } from './helpers';

/** The DB's persistence contract (the browser host plugs IndexedDB in: tests/mocks/idbPersistence.test.ts). */
describe('mock backend: persistence across reloads', () => {
  let stored: DbState | undefined;
  const storage = {
    load: async () => (stored ? structuredClone(stored) : undefined),
    save: (state: DbState) => void (stored = structuredClone(state)),
    clear: () => void (stored = undefined),
  };

  beforeEach(async () => {
    stored = undefined;
    await configurePersistence(storage);
  });
  afterAll(() => configurePersistence(null));

  it('saves after a mutating call and loads the state after a "reload"', async () => {
    await data('/api/fea-vsm/common/buList');
    expect(stored).toBeUndefined(); // reads do not write
    await data('/api/fea-vsm/vender/i18n/preference/set', { languageCode: 'zh-HK' });
    expect(stored?.tables.preferences).toContainEqual(expect.objectContaining({ languageCode: 'zh-HK' }));
    await configurePersistence(storage); // a reload: the in-memory state is gone
    expect(await data('/api/fea-vsm/vender/i18n/preference/get', {}, { method: 'GET' })).toEqual({
      languageCode: 'zh-HK',
    });
  });

  it('a reset clears the stored copy', async () => {
    await data('/api/fea-vsm/auth/logout', {});
    expect(stored).toBeDefined();
    resetDb();
    expect(stored).toBeUndefined();
    expect((await data<unknown[]>('/api/fea-vsm/auth/getdatapermission', {})).length).toBe(1);
  });

  it('drops a copy seeded for another day and fills tables added since', async () => {
    const state = structuredClone(db());
    stored = { ...state, meta: { ...state.meta, seededFor: '2000-01-01' } };
    await configurePersistence(storage);
    expect(db().meta.seededFor).not.toBe('2000-01-01');

    const { auditLogs: _dropped, ...tables } = state.tables;
    stored = {
      ...state,
      tables: { ...tables, preferences: [{ userId: '10001', languageCode: 'zh-HK' }] } as DbState['tables'],
    };
    await configurePersistence(storage);
    expect(table('auditLogs')).toEqual([]);
    expect(table('preferences')).toEqual([{ userId: '10001', languageCode: 'zh-HK' }]);
  });
});
