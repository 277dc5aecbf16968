import { db } from '../../mocks/db';

/*
 * The basic-data screens show names the server keeps in zh-CN (BUs, holidays, provinces and cities,
 * categories, DCs); its en-US text download must name each of them. A browser usually loads its
 * mock database from storage, so nothing is seeded there: the names must be declared by the data
 * modules themselves, not by the seeders.
 */
describe('mock backend: the en-US download names the seeded basic data without seeding', () => {
  it('has the BU, holiday, region, category and DC names when the database was loaded from storage', async () => {
    const saved: unknown = JSON.parse(JSON.stringify(db()));
    // A fresh copy of the mock, as in a browser tab that loads its stored database.
    vi.resetModules();
    const fresh = await import('../../mocks/db');
    await fresh.configurePersistence({ load: async () => saved, save: () => undefined, clear: () => undefined });
    const { download } = await import('../../mocks/domains/platform/i18n');
    const en = download('en-US');
    const names = (rows: Array<{ name?: string; buName?: string; holidayName?: string; orgName?: string }>) =>
      rows.map((r) => r.name ?? r.buName ?? r.holidayName ?? r.orgName ?? '');
    const shown = [
      ...names(fresh.table('bus')),
      ...names(fresh.table('regions')),
      ...names(fresh.table('categories')),
      ...names(fresh.table('holidays')),
      ...names(fresh.table('orgs')),
      ...fresh.table('vendors').map((v) => v.relationType),
    ];
    expect(shown.length).toBeGreaterThan(100);
    expect(shown.filter((zh) => !en[zh])).toEqual([]);
    expect(en).toMatchObject({
      广东省: 'Guangdong',
      深圳市: 'Shenzhen',
      春节: 'Spring Festival',
      饼干: 'Biscuits',
      华润万家: 'CR Vanguard',
      深圳常温配送中心: 'Shenzhen ambient DC',
    });
    await fresh.configurePersistence(null);
  });
});
