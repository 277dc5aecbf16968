import { tr } from '../../glossary';
import { addDays } from '../clock';
import { dcIdOf } from './orgs';
import { SHOP_STATUS, SHOP_TYPE } from '@/features/masterData/contract';
import type { RegionRow, ShopRow } from '../../domains/platform/tables';

/**
 * The stores of each BU (the shop search call of SPEC §7): name and city id (mocks/db/data/regions).
 * The first stores of each BU keep the codes and names other seeds (orders, returns, damages) were
 * written against; BU 12, the demo supplier's, has enough stores to page, sort and show every status.
 */
const STORES: Record<string, Array<[name: string, cityId: string]>> = {
  '12': [
    [tr('深圳福田店', 'Shenzhen Futian store'), '440300'],
    [tr('深圳南山店', 'Shenzhen Nanshan store'), '440300'],
    [tr('深圳宝安店', "Shenzhen Bao'an store"), '440300'],
    [tr('东莞南城店', 'Dongguan Nancheng store'), '441900'],
    [tr('深圳罗湖店', 'Shenzhen Luohu store'), '440300'],
    [tr('深圳龙岗店', 'Shenzhen Longgang store'), '440300'],
    [tr('深圳华强北店', 'Shenzhen Huaqiangbei store'), '440300'],
    [tr('深圳科技园店', 'Shenzhen Science Park store'), '440300'],
    [tr('深圳蛇口店', 'Shenzhen Shekou store'), '440300'],
    [tr('深圳西乡店', 'Shenzhen Xixiang store'), '440300'],
    [tr('深圳布吉店', 'Shenzhen Buji store'), '440300'],
    [tr('深圳坂田店', 'Shenzhen Bantian store'), '440300'],
    [tr('深圳龙华店', 'Shenzhen Longhua store'), '440300'],
    [tr('深圳沙井店', 'Shenzhen Shajing store'), '440300'],
    [tr('东莞东城店', 'Dongguan Dongcheng store'), '441900'],
    [tr('东莞长安店', "Dongguan Chang'an store"), '441900'],
    [tr('东莞虎门店', 'Dongguan Humen store'), '441900'],
    [tr('东莞常平店', 'Dongguan Changping store'), '441900'],
    [tr('惠州惠阳店', 'Huizhou Huiyang store'), '441300'],
    [tr('惠州大亚湾店', 'Huizhou Daya Bay store'), '441300'],
    [tr('深圳光明店', 'Shenzhen Guangming store'), '440300'],
    [tr('深圳坪山店', 'Shenzhen Pingshan store'), '440300'],
    [tr('深圳前海店', 'Shenzhen Qianhai store'), '440300'],
    [tr('深圳车公庙店', 'Shenzhen Chegongmiao store'), '440300'],
    [tr('深圳梅林店', 'Shenzhen Meilin store'), '440300'],
    [tr('惠州河南岸店', "Huizhou Henan'an store"), '441300'],
  ],
  '13': [
    [tr('南京新街口店', 'Nanjing Xinjiekou store'), '320100'],
    [tr('南京河西店', 'Nanjing Hexi store'), '320100'],
    [tr('扬州文昌店', 'Yangzhou Wenchang store'), '321000'],
  ],
  '16': [
    [tr('北京望京店', 'Beijing Wangjing store'), '110100'],
    [tr('天津滨江店', 'Tianjin Binjiang store'), '120100'],
    [tr('石家庄中华店', 'Shijiazhuang Zhonghua store'), '130100'],
  ],
  '17': [
    [tr("Ole'深圳万象城店", "Ole' Shenzhen MixC store"), '440300'],
    [tr("Ole'上海嘉里店", "Ole' Shanghai Kerry Centre store"), '310100'],
    [tr("Ole'北京华贸店", "Ole' Beijing China Central Place store"), '110100'],
  ],
  '18': [
    [tr('blt广州天河店', 'blt Guangzhou Tianhe store'), '440100'],
    [tr('blt杭州湖滨店', 'blt Hangzhou Hubin store'), '330100'],
  ],
  '19': [
    [tr('乐购上海浦东店', 'Tesco Shanghai Pudong store'), '310100'],
    [tr('乐购苏州园区店', 'Tesco Suzhou Industrial Park store'), '320500'],
    [tr('乐购无锡中山店', 'Tesco Wuxi Zhongshan store'), '320200'],
  ],
  '27': [
    [tr('成都春熙路店', 'Chengdu Chunxi Road store'), '510100'],
    [tr('重庆解放碑店', 'Chongqing Jiefangbei store'), '500100'],
    [tr('绵阳涪城店', 'Mianyang Fucheng store'), '510700'],
  ],
  '31': [
    [tr('广州天河店', 'Guangzhou Tianhe store'), '440100'],
    [tr('广州白云店', 'Guangzhou Baiyun store'), '440100'],
    [tr('佛山禅城店', 'Foshan Chancheng store'), '440600'],
    [tr('惠州江北店', 'Huizhou Jiangbei store'), '441300'],
    [tr('广州海珠店', 'Guangzhou Haizhu store'), '440100'],
    [tr('广州番禺店', 'Guangzhou Panyu store'), '440100'],
    [tr('佛山顺德店', 'Foshan Shunde store'), '440600'],
    [tr('广州花都店', 'Guangzhou Huadu store'), '440100'],
  ],
  '32': [
    [tr('武汉江汉店', 'Wuhan Jianghan store'), '420100'],
    [tr('长沙五一店', 'Changsha Wuyi store'), '430100'],
    [tr('宜昌夷陵店', 'Yichang Yiling store'), '420500'],
  ],
  '88': [
    [tr('万家电商华南仓', 'Vanguard E-commerce South China warehouse'), '441900'],
    [tr('万家电商华东仓', 'Vanguard E-commerce East China warehouse'), '310100'],
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

/**
 * The store's format: the e-commerce BU's warehouses; the boutique BUs' (Ole', blt) boutique
 * supermarkets; elsewhere a mix of formats, one store in four a boutique supermarket (the Ole' report's).
 */
function shopTypeOf(bu: string, i: number): string {
  if (bu === '88') return SHOP_TYPE.ecommerce;
  if (bu === '17' || bu === '18') return SHOP_TYPE.boutique;
  return [SHOP_TYPE.hypermarket, SHOP_TYPE.supermarket, SHOP_TYPE.boutique, SHOP_TYPE.convenience][i % 4];
}

/** Most stores are open; some suspended, closed or still being prepared (every status in BU 12). */
function statusOf(i: number): string {
  if (i % 7 === 5) return SHOP_STATUS.suspended;
  if (i % 11 === 9) return SHOP_STATUS.closed;
  if (i % 13 === 12) return SHOP_STATUS.preparing;
  return SHOP_STATUS.open;
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
          status === SHOP_STATUS.preparing
            ? addDays(today, 30 + i)
            : `${2006 + ((i * 5) % 17)}-${pad(1 + ((i * 7) % 12))}-${pad(1 + ((i * 11) % 28))}`,
        phone: `${AREA_CODES[cityId]}-${8000_0000 + Number(buId) * 10007 + i * 131}`,
      };
    }),
  );
}
