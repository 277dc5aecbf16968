import { catalogueGoodsColumns, columnsIn, supplierColumn } from '@/kit/columns';
import type { QueryPageConfig } from '@/kit/query';
import type { ColumnSchema, FieldSchema } from '@/kit/schema';
import { queryInventory, saveInventory } from '../api';
import {
  ENTERED_STATES,
  INVENTORY_RANGES,
  SUPPLY_STATES,
  SUPPLY_TONES,
  figureMessageKey,
  inventoryProblems,
  type InventoryFigure,
} from '../contract';
import type { InventoryRow } from '../types';

const label = (name: string) => `inventory:field.${name}`;
const col = columnsIn<InventoryRow>('inventory:field');

// Lead columns (the kit's default would put the shortage between the goods code and its name): the
// supplier, the goods, then the shortage, so a retailer clerk reads it without scrolling sideways.
const columns: ColumnSchema<InventoryRow>[] = [
  supplierColumn<InventoryRow>({ only: 'retailer', detail: 'bothSides', lead: 1 }),
  ...catalogueGoodsColumns<InventoryRow>().map((c, i) => ({ ...c, lead: 2 + i })),
  col('short', { options: SUPPLY_STATES, tones: SUPPLY_TONES, status: true, width: 100, search: true, lead: 9 }),
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
    options: ENTERED_STATES,
    search: { kind: 'select', options: ENTERED_STATES },
  },
  col('updateTime', { sortable: true, width: 160 }),
  col('updater', { width: 160, hidden: true }),
];

const whole = (name: InventoryFigure): FieldSchema => ({
  name,
  labelKey: label(name),
  kind: 'input-number',
  required: true,
  min: INVENTORY_RANGES[name].min,
});
const inventoryFields: FieldSchema[] = [
  { name: 'goodsName', labelKey: 'fields:goodsName', kind: 'text' },
  whole('productionCycle'),
  whole('unitsPerCase'),
  whole('allocableCases'),
  whole('inProductionCases'),
];

/** The contract's whole ranges: days 0–365, a case of at least one piece, cases 0 or more. */
export function checkInventory(v: Record<string, unknown>): Record<string, string> | null {
  const wrong = inventoryProblems(v);
  return wrong && Object.fromEntries(wrong.map((name) => [name, figureMessageKey(name)]));
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
