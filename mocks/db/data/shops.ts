import { addDays } from '../clock';
import { dcIdOf } from './orgs';
import type { RegionRow, ShopRow } from '../../domains/platform/tables';

/**
 * The stores of each BU (the shop search call of SPEC §7): name and city id (mocks/db/data/regions).
 * The first stores of each BU keep the codes and names other seeds (orders, returns, damages) were
 * written against; BU 12, the demo supplier's, has enough stores to page, sort and show every status.
 */
const STORES: Record<string, Array<[name: string, cityId: string]>> = {
  '12': [
    ['深圳福田店', '440300'],
    ['深圳南山店', '440300'],
    ['深圳宝安店', '440300'],
    ['东莞南城店', '441900'],
    ['深圳罗湖店', '440300'],
    ['深圳龙岗店', '440300'],
    ['深圳华强北店', '440300'],
    ['深圳科技园店', '440300'],
    ['深圳蛇口店', '440300'],
    ['深圳西乡店', '440300'],
    ['深圳布吉店', '440300'],
    ['深圳坂田店', '440300'],
    ['深圳龙华店', '440300'],
    ['深圳沙井店', '440300'],
    ['东莞东城店', '441900'],
    ['东莞长安店', '441900'],
    ['东莞虎门店', '441900'],
    ['东莞常平店', '441900'],
    ['惠州惠阳店', '441300'],
    ['惠州大亚湾店', '441300'],
    ['深圳光明店', '440300'],
    ['深圳坪山店', '440300'],
    ['深圳前海店', '440300'],
    ['深圳车公庙店', '440300'],
    ['深圳梅林店', '440300'],
    ['惠州河南岸店', '441300'],
  ],
  '13': [
    ['南京新街口店', '320100'],
    ['南京河西店', '320100'],
    ['扬州文昌店', '321000'],
  ],
  '16': [
    ['北京望京店', '110100'],
    ['天津滨江店', '120100'],
    ['石家庄中华店', '130100'],
  ],
  '17': [
    ["Ole'深圳万象城店", '440300'],
    ["Ole'上海嘉里店", '310100'],
    ["Ole'北京华贸店", '110100'],
  ],
  '18': [
    ['blt广州天河店', '440100'],
    ['blt杭州湖滨店', '330100'],
  ],
  '19': [
    ['乐购上海浦东店', '310100'],
    ['乐购苏州园区店', '320500'],
    ['乐购无锡中山店', '320200'],
  ],
  '27': [
    ['成都春熙路店', '510100'],
    ['重庆解放碑店', '500100'],
    ['绵阳涪城店', '510700'],
  ],
  '31': [
    ['广州天河店', '440100'],
    ['广州白云店', '440100'],
    ['佛山禅城店', '440600'],
    ['惠州江北店', '441300'],
    ['广州海珠店', '440100'],
    ['广州番禺店', '440100'],
    ['佛山顺德店', '440600'],
    ['广州花都店', '440100'],
  ],
  '32': [
    ['武汉江汉店', '420100'],
    ['长沙五一店', '430100'],
    ['宜昌夷陵店', '420500'],
  ],
  '88': [
    ['万家电商华南仓', '441900'],
    ['万家电商华东仓', '310100'],
  ],
};

const AREA_CODES: Record<string, string> = {
  '440300': '0755',
  '441900': '0769',
  '441300': '0752',
  '440100': '020',
  '440600': '0757',
  '320100': '025',
  '321000': '0514',
  '110100': '010',
  '120100': '022',
  '130100': '0311',
  '310100': '021',
  '320500': '0512',
  '320200': '0510',
  '330100': '0571',
  '510100': '028',
  '500100': '023',
  '510700': '0816',
  '420100': '027',
  '430100': '0731',
  '420500': '0717',
};
const STREETS = [
  '建设路',
  '人民路',
  '中山路',
  '解放路',
  '新华路',
  '长江路',
  '滨海大道',
  '工业大道',
  '东风路',
  '深南大道',
];
const pad = (n: number) => String(n).padStart(2, '0');

/** shopType: 4 for the e-commerce BU's warehouses, 2 for the boutique BUs, else a mix of formats. */
function shopTypeOf(bu: string, i: number): string {
  if (bu === '88') return '4';
  if (bu === '17' || bu === '18') return '2';
  return i % 4 === 0 ? '1' : i % 4 === 3 ? '3' : '2';
}

/** Most stores are open; some suspended, closed or still being prepared (every status in BU 12). */
function statusOf(i: number): string {
  if (i % 7 === 5) return '2';
  if (i % 11 === 9) return '3';
  if (i % 13 === 12) return '0';
  return '1';
}

export function shopRows(today: string, regions: readonly RegionRow[]): ShopRow[] {
  const city = new Map(regions.map((r) => [r.id, r]));
  return Object.entries(STORES).flatMap(([buId, stores]) =>
    stores.map(([shopName, cityId], i) => {
      const c = city.get(cityId)!;
      const cityName = c.name.replace(/市$/, '');
      const status = statusOf(i);
      return {
        shopId: `${buId}${pad(i + 1)}`,
        shopName,
        buId,
        city: cityName,
        address: `${c.name}${STREETS[(i + Number(buId)) % STREETS.length]}${(i + 1) * 11 + 6}号`,
        provinceId: c.parentId!,
        cityId,
        dcId: dcIdOf(buId, buId === '88' ? 1 : 1 + (i % 2)),
        shopType: shopTypeOf(buId, i),
        status,
        openDate:
          status === '0'
            ? addDays(today, 30 + i)
            : `${2006 + ((i * 5) % 17)}-${pad(1 + ((i * 7) % 12))}-${pad(1 + ((i * 11) % 28))}`,
        phone: `${AREA_CODES[cityId]}-${8000_0000 + Number(buId) * 10007 + i * 131}`,
      };
    }),
  );
}
