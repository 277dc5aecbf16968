import { tr } from '../../glossary';
import type { BuRow } from '../../domains/platform/tables';

/** Business units (SPEC §9 cooperate-check BUs are exactly these). */
export const BUS: BuRow[] = [
  { buId: '12', buName: tr('华润万家', 'CR Vanguard'), certBu: true },
  { buId: '13', buName: tr('苏果超市', 'Suguo Supermarket'), certBu: true },
  { buId: '16', buName: tr('华润万家(华北)', 'CR Vanguard (North China)'), certBu: true },
  { buId: '17', buName: tr("Ole'精品超市", "Ole' Boutique Supermarket"), certBu: false },
  { buId: '18', buName: tr('blt生活超市', 'blt Lifestyle Supermarket'), certBu: false },
  { buId: '19', buName: tr('乐购(华东)', 'Tesco (East China)'), certBu: true },
  { buId: '27', buName: tr('华润万家(西南)', 'CR Vanguard (Southwest)'), certBu: true },
  { buId: '31', buName: tr('华润万家(华南)', 'CR Vanguard (South China)'), certBu: true },
  { buId: '32', buName: tr('华润万家(华中)', 'CR Vanguard (Central China)'), certBu: true },
  { buId: '88', buName: tr('万家电商', 'Vanguard E-commerce'), certBu: false },
];

export const COOPERATE_CHECK_BUS = ['12', '13', '16', '17', '18', '19', '27', '31', '32', '88'];
