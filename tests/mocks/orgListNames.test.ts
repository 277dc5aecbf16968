import { data, DEMO_VENDOR, ORIGIN } from './helpers';

/*
 * The organisation lists (getCompanyList, the org/DC search with its stores, the shop search's stores
 * and DCs) answer names the server keeps in zh-CN, as every reference list does; the en-US text
 * download must name each one, or an English screen shows it in Chinese (the kit's org-select
 * showed every DC in Chinese beside org 120 in English).
 */
const C = '/api/fea-vsm/common';
type Page<T> = { pageData: T[] };

async function englishTexts(): Promise<Record<string, string>> {
  const res = await fetch(`${ORIGIN}/api/fea-vsm/vender/i18n/download/en-US.json`);
  const texts = (await res.json()) as Record<string, string> | { data: Record<string, string> };
  return 'data' in texts && typeof texts.data === 'object' ? texts.data : (texts as Record<string, string>);
}

describe('mock backend: organisation, DC and store names in English (the en-US download)', () => {
  it('names every organisation, DC and store of the org lists', async () => {
    const en = await englishTexts();
    const bus = (await data<Array<{ buId: string }>>(`${C}/buList`)).map((b) => b.buId);
    const companies = await Promise.all(
      bus.map((buId) => data<Array<{ orgName: string }>>(`${C}/getCompanyList`, { buId }, { token: 'demo-retailer' })),
    );
    const orgs = await data<Page<{ orgName: string; type: string }>>(
      `${C}/orgSearch`,
      { pageNo: 1, pageSize: 1000, params: {} },
      { token: 'demo-retailer' },
    );
    const shops = await data<Page<{ shopName: string; dcName: string }>>(
      `${C}/shopSearch`,
      { pageNo: 1, pageSize: 1000, params: {} },
      { vendor: DEMO_VENDOR },
    );
    expect(orgs.pageData.filter((o) => o.type === 'store').length).toBeGreaterThan(40);
    const names = [
      ...companies.flat().map((o) => o.orgName),
      ...orgs.pageData.map((o) => o.orgName),
      ...shops.pageData.flatMap((s) => [s.shopName, s.dcName]),
    ];
    expect(names.filter((zh) => !en[zh])).toEqual([]);
    expect(en).toMatchObject({
      深圳常温配送中心: 'Shenzhen ambient DC',
      总部采购中心: 'Headquarters purchasing centre',
      深圳福田店: 'Shenzhen Futian store',
      万家电商华南仓: 'Vanguard E-commerce South China warehouse',
    });
  });
});
