import { tr } from '../../glossary';
import type { OrgRow } from '../../domains/platform/tables';
import { BUS } from './bus';

/** SPEC §6: the logistics operation centre (added to a supplier's list unless BU 88) and the headquarters org (dropped from it). */
export const LOGISTICS_ORG = '120';
export const HEADQUARTERS_ORG = '121';

/** The city each BU's two DCs are in (and its English name below). */
export const DC_REGION: Record<string, string> = {
  '12': '深圳',
  '13': '南京',
  '16': '天津',
  '17': '上海',
  '18': '广州',
  '19': '上海',
  '27': '成都',
  '31': '广州',
  '32': '武汉',
  '88': '东莞',
};
const DC_REGION_EN: Record<string, string> = {
  深圳: 'Shenzhen',
  南京: 'Nanjing',
  天津: 'Tianjin',
  上海: 'Shanghai',
  广州: 'Guangzhou',
  成都: 'Chengdu',
  武汉: 'Wuhan',
  东莞: 'Dongguan',
};

/**
 * A BU's DC: 1 ambient, 2 fresh. Ids of their own (`${bu}00${n}`): apart from the headquarters and
 * logistics orgs (BU 12's ambient DC was 121 once, which the supplier rule then dropped) and from
 * the store codes (`${bu}NN`).
 */
export const dcIdOf = (bu: string, n: number) => `${bu}00${n}`;

// Declared when the module loads, so the glossary has them whether or not this process seeded.
const ROWS: OrgRow[] = [
  { orgId: LOGISTICS_ORG, orgName: tr('物流运营中心', 'Logistics operation centre'), type: 'DC', buIds: [] },
  {
    orgId: HEADQUARTERS_ORG,
    orgName: tr('总部采购中心', 'Headquarters purchasing centre'),
    type: 'DC',
    buIds: BUS.map((b) => b.buId),
  },
  ...BUS.flatMap(({ buId }) => {
    const region = DC_REGION[buId];
    const en = DC_REGION_EN[region];
    return [
      {
        orgId: dcIdOf(buId, 1),
        orgName: tr(`${region}常温配送中心`, `${en} ambient DC`),
        type: 'DC' as const,
        buIds: [buId],
      },
      {
        orgId: dcIdOf(buId, 2),
        orgName: tr(`${region}生鲜配送中心`, `${en} fresh DC`),
        type: 'DC' as const,
        buIds: [buId],
      },
    ];
  }),
];

/** The organisations: the two central ones and each BU's ambient and fresh DC. */
export function orgRows(): OrgRow[] {
  return ROWS.map((o) => ({ ...o, buIds: [...o.buIds] }));
}
