import { catalogueGoodsColumns, columnsIn } from '@/kit/columns';
import type { QueryPageConfig } from '@/kit/query';
import type { ColumnSchema, FieldSchema } from '@/kit/schema';
import { queryPacks, savePack } from '../api';
import type { PackInfo } from '../types';
import { ENTERED, PACK_MATERIALS, packMessageKey, packSizeProblems } from '../contract';

const label = (name: string) => `presale:field.${name}`;
const col = columnsIn<PackInfo>('presale:field');

const columns: ColumnSchema<PackInfo>[] = [
  ...catalogueGoodsColumns<PackInfo>(),
  {
    key: 'entered',
    titleKey: label('entered'),
    grid: false,
    detail: false,
    options: ENTERED,
    search: { kind: 'select', options: ENTERED },
  },
  col('packLength', { width: 100 }),
  col('packWidth', { width: 100 }),
  col('packHeight', { width: 100 }),
  col('packWeight', { format: 'quantity', width: 110 }),
  col('piecesPerParcel', { width: 110 }),
  col('packMaterial', { options: PACK_MATERIALS, width: 110 }),
  col('updateTime', { sortable: true, width: 160 }),
];

const size = (name: string, decimals: 'quantity' | undefined = undefined): FieldSchema => ({
  name,
  labelKey: label(name),
  kind: 'input-number',
  required: true,
  min: 0,
  ...(decimals ? { format: decimals } : {}),
});
const packFields: FieldSchema[] = [
  { name: 'goodsName', labelKey: 'fields:goodsName', kind: 'text' },
  size('packLength'),
  size('packWidth'),
  size('packHeight'),
  size('packWeight', 'quantity'),
  size('piecesPerParcel'),
  { name: 'packMaterial', labelKey: label('packMaterial'), kind: 'select', options: PACK_MATERIALS, required: true },
];

/** Sizes, weight and pieces above 0; pieces whole (the contract's packSizeProblems). */
export function checkPack(v: Record<string, unknown>): Record<string, string> | null {
  const problems = packSizeProblems(v);
  return problems ? Object.fromEntries(Object.entries(problems).map(([f, p]) => [f, packMessageKey(p)])) : null;
}

/** Packing information per presale goods (SPEC §2 /presale/pack-info). */
export const packInfoQuery: QueryPageConfig<PackInfo> = {
  id: 'presale.packs',
  query: queryPacks,
  rowKey: 'goodsId',
  columns,
  actions: [
    {
      key: 'edit',
      labelKey: 'presale:pack.edit',
      only: 'supplier',
      places: ['row', 'detail'],
      form: ([p]) => ({
        titleKey: 'presale:pack.editTitle',
        fields: packFields,
        validate: checkPack,
        initialValues: { ...p },
      }),
      call: ([p], v) =>
        savePack({
          goodsId: p.goodsId,
          packLength: Number(v.packLength),
          packWidth: Number(v.packWidth),
          packHeight: Number(v.packHeight),
          packWeight: Number(v.packWeight),
          piecesPerParcel: Number(v.piecesPerParcel),
          packMaterial: String(v.packMaterial),
        }),
      successKey: 'presale:pack.saved',
    },
  ],
  export: { fileNameKey: 'presale:pack.exportFileName' },
  detail: { titleKey: 'presale:pack.detailTitle', width: 640 },
};
