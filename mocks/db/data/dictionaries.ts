import { tr } from '../../glossary';
import { catalogue } from '../../catalogue';
import type { DictRow } from '../../domains/platform/tables';

type Entry = [value: string, name: string];

const DICTS: Record<string, Entry[]> = {
  RUNTYPE: [
    ['1', tr('经销', 'Distribution')],
    ['2', catalogue('settlement:signBizType.3')],
    ['3', catalogue('settlement:signBizType.2')],
    ['4', tr('租赁', 'Lease')],
  ],
  SALETAXRATE: ['6', '9', '10', '11', '13', '16', '17'].map((v): Entry => [v, `${v}%`]),
  GOODSFUNCTION: [
    ['0', tr('普通商品', 'Regular goods')],
    ['1', tr('赠品', 'Gift')],
    ['2', tr('促销品', 'Promotional goods')],
    ['3', tr('耗材', 'Consumables')],
    ['4', tr('包装物', 'Packaging')],
  ],
};

export function dictionaryRows(): DictRow[] {
  return Object.entries(DICTS).flatMap(([dictName, entries]) =>
    entries.map(([fieldValue, fieldName], i) => ({
      dictName,
      dictionaryId: `${dictName}-${fieldValue}`,
      fieldValue,
      fieldName,
      orderNumber: i + 1,
    })),
  );
}

/** Label of a RUNTYPE value (used by sales and supplier options). */
export function runTypeName(value: string): string {
  return DICTS.RUNTYPE.find(([v]) => v === value)?.[1] ?? value;
}
