import { catalogueGoodsColumns, field, supplierColumn } from '@/kit/columns';
import type { QueryPageConfig } from '@/kit/query';
import type { ColumnSchema, FieldOption, FieldSchema, StatusTone } from '@/kit/schema';
import { queryInventory, saveInventory } from '../api';
import type { InventoryRow } from '../types';

const label = (name: string) => `inventory:field.${name}`;
const col = (key: keyof InventoryRow & string, rest: Partial<ColumnSchema<InventoryRow>> = {}) =>
  field<InventoryRow>(key, { titleKey: label(key), ...rest });
const options = (group: string): FieldOption[] =>
  ['1', '0'].map((value) => ({ value, labelKey: `inventory:${group}.${value}` }));
const SHORT = options('short');
const SHORT_TONES: Record<string, StatusTone> = { '1': 'error', '0': 'success' };
const ENTERED = options('entered');

// Lead columns (the kit's default would put the shortage between the goods code and its name): the
// supplier, the goods, then the shortage, so a retailer clerk reads it without scrolling sideways.
const columns: ColumnSchema<InventoryRow>[] = [
  supplierColumn<InventoryRow>({ only: 'retailer', detail: 'bothSides', lead: 1 }),
  ...catalogueGoodsColumns<InventoryRow>().map((c, i) => ({ ...c, lead: 2 + i })),
  col('short', { options: SHORT, tones: SHORT_TONES, status: true, width: 100, search: true, lead: 9 }),
  col('shortCases', { sortable: true, width: 110 }),
  col('openOrderCases', { width: 130 }),
  col('allocableCases', { sortable: true, width: 130 }),
  col('inProductionCases', { sortable: true, width: 130 }),
  col('productionCycle', { sortable: true, width: 110 }),
  col('unitsPerCase', { width: 90 }),
  {
    key: 'entered',
    titleKey: label('entered'),
    grid: false,
    detail: false,
    options: ENTERED,
    search: { kind: 'select', options: ENTERED },
  },
  col('updateTime', { sortable: true, width: 160 }),
  col('updater', { width: 160, hidden: true }),
];

const whole = (name: string, min: number): FieldSchema => ({
  name,
  labelKey: label(name),
  kind: 'input-number',
  required: true,
  min,
});
const inventoryFields: FieldSchema[] = [
  { name: 'goodsName', labelKey: 'fields:goodsName', kind: 'text' },
  whole('productionCycle', 0),
  whole('unitsPerCase', 1),
  whole('allocableCases', 0),
  whole('inProductionCases', 0),
];

/** Whole days (0-365) and whole cases (0 or more); a case holds at least one piece. */
export function checkInventory(v: Record<string, unknown>): Record<string, string> | null {
  const problems: Record<string, string> = {};
  const wholeIn = (name: string, min: number, max: number) => {
    const n = Number(v[name]);
    if (!Number.isInteger(n) || n < min || n > max) problems[name] = `inventory:check.${name}`;
  };
  wholeIn('productionCycle', 0, 365);
  wholeIn('unitsPerCase', 1, 10_000);
  wholeIn('allocableCases', 0, 9_999_999);
  wholeIn('inProductionCases', 0, 9_999_999);
  return Object.keys(problems).length ? problems : null;
}

/** Inventory collaboration (SPEC §3 inventory collect, §9 unit cases) on both sides. */
export const inventoryQuery: QueryPageConfig<InventoryRow> = {
  id: 'inventory.collect',
  query: queryInventory,
  rowKey: 'goodsId',
  columns,
  actions: [
    {
      key: 'edit',
      labelKey: 'inventory:edit',
      only: 'supplier',
      primary: true,
      places: ['row', 'detail'],
      form: ([r]) => ({
        titleKey: 'inventory:editTitle',
        fields: inventoryFields,
        validate: checkInventory,
        initialValues: { ...r },
      }),
      call: ([r], v) =>
        saveInventory({
          goodsId: r.goodsId,
          productionCycle: Number(v.productionCycle),
          unitsPerCase: Number(v.unitsPerCase),
          allocableCases: Number(v.allocableCases),
          inProductionCases: Number(v.inProductionCases),
        }),
      successKey: 'inventory:saved',
    },
  ],
  export: { fileNameKey: 'inventory:exportFileName' },
  detail: { titleKey: 'inventory:detailTitle', width: 720 },
};
