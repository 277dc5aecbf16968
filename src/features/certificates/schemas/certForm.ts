import type { FieldSchema } from '@/kit/schema';
import type { CertCategoryRule, CertItem, CertType } from '../types';
import { CERT_KINDS } from './certColumns';

/** The supplier's certificate sheet form (components/CertEditor): header fields and one section per evidence type. */

const label = (key: string) => `certificates:field.${key}`;
const isGoods = (values: Record<string, unknown>) => values.kind === '2';

export const headerFields: FieldSchema[] = [
  {
    name: 'kind',
    labelKey: label('kind'),
    kind: 'radio-group',
    options: CERT_KINDS,
    required: true,
    defaultValue: '2',
  },
  {
    name: 'goodsId',
    labelKey: 'fields:goodsId',
    kind: 'elf',
    isEditing: isGoods,
    lookup: {
      kind: 'constGoods',
      valueField: 'goodsId',
      fill: { goodsName: 'goodsName', majorId: 'majorId', majorName: 'majorName' },
      columns: [
        { dataIndex: 'goodsId', titleKey: 'fields:goodsId' },
        { dataIndex: 'goodsName', titleKey: 'fields:goodsName' },
        { dataIndex: 'barcode', titleKey: 'fields:barcode' },
      ],
    },
  },
  { name: 'goodsName', labelKey: 'fields:goodsName', kind: 'text' },
  { name: 'majorName', labelKey: label('majorName'), kind: 'text' },
  { name: 'batchNo', labelKey: label('batchNo'), kind: 'input', maxLength: 32, isEditing: isGoods },
  { name: 'productionDate', labelKey: label('productionDate'), kind: 'date-picker', isEditing: isGoods },
  { name: 'manufacturer', labelKey: label('manufacturer'), kind: 'input', maxLength: 64 },
];

export type Slot = { type: CertType; required: boolean };

/**
 * The evidence sections of a sheet: for goods, what its category requires then what it accepts
 * (the retailer's category maintenance); for a company or brand, the types of that category; and
 * any type the stored sheet already holds.
 */
export function slotsOf(
  kind: string,
  majorId: string | undefined,
  types: CertType[],
  rules: CertCategoryRule[],
  stored: Pick<CertItem, 'ctId'>[],
): Slot[] {
  const byId = new Map(types.map((t) => [t.ctId, t]));
  const rule = rules.find((r) => r.majorId === majorId);
  const wanted: Array<[string, boolean]> =
    kind === '2'
      ? rule
        ? [
            ...rule.required.map((id): [string, boolean] => [id, true]),
            ...rule.optional.map((id): [string, boolean] => [id, false]),
          ]
        : []
      : types.filter((t) => t.kind === kind && t.enabled).map((t): [string, boolean] => [t.ctId, false]);
  for (const it of stored) if (!wanted.some(([id]) => id === it.ctId)) wanted.push([it.ctId, false]);
  return wanted.filter(([id]) => byId.has(id)).map(([id, required]) => ({ type: byId.get(id)!, required }));
}

const YES_NO = [
  { value: '0', labelKey: 'certificates:no' },
  { value: '1', labelKey: 'certificates:yes' },
];
const INDEFINITE = [
  { value: '0', labelKey: 'certificates:term.fixed' },
  { value: '1', labelKey: 'certificates:term.indefinite' },
];

/** The fields of one certificate, named `${ctId}__field`. */
export function slotFields({ type, required }: Slot): FieldSchema[] {
  const name = (f: string) => `${type.ctId}__${f}`;
  return [
    { name: name('certCode'), labelKey: label('certCode'), kind: 'input', required, maxLength: 64 },
    { name: name('indefinite'), labelKey: label('term'), kind: 'radio-group', options: INDEFINITE, defaultValue: '0' },
    {
      name: name('expiryDate'),
      labelKey: label('expiryDate'),
      kind: 'date-picker',
      isEditing: (values) => values[name('indefinite')] !== '1',
    },
    { name: name('approvalNo'), labelKey: label('approvalNo'), kind: 'input', maxLength: 64 },
    // SPEC §3: whether the goods passed a sanitary inspection (卫生检验) under this certificate.
    {
      name: name('sanitaryInspection'),
      labelKey: label('sanitaryInspection'),
      kind: 'radio-group',
      options: YES_NO,
      defaultValue: '0',
    },
  ];
}
