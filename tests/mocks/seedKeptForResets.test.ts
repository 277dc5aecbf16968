import { db, nextId, resetDb, table, updateRows } from '../../mocks/db';
import { seeders } from '../../mocks/db/seed';

// mocks/node.ts keeps the day's seed (Vitest resets after every test): each reset must still start
// on the seed exactly, whatever the last test changed.
describe('the mock DB after a reset starts on the seed, made once', () => {
  it('a row changed, a row added and a counter taken before the reset are gone after it', () => {
    const before = structuredClone(table('orderNotices')[0]);
    const count = table('orderNotices').length;
    updateRows('orderNotices', (r) => r === table('orderNotices')[0], { status: 'changed' } as never);
    table('orderNotices').push({ ...before, sheetId: 'NEW' });
    nextId('mail');
    resetDb();
    expect(table('orderNotices')[0]).toEqual(before);
    expect(table('orderNotices')).toHaveLength(count);
    expect(nextId('mail')).toBe(1);
  });

  it('lists every table, hands out its own copy, and takes a table replaced whole', () => {
    expect(Object.keys(db().tables).sort()).toEqual(Object.keys(seeders).sort());
    const first = table('orderNotices');
    resetDb();
    expect(table('orderNotices')).not.toBe(first);
    expect(table('orderNotices')).toEqual(first);
    db().tables.orderNotices = [];
    expect(table('orderNotices')).toEqual([]);
    resetDb();
    expect(table('orderNotices')).toEqual(first);
  });
});
