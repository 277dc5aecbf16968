import { columnsIn, field, supplierColumn } from '@/kit/columns';
import type { QueryPageConfig } from '@/kit/query';
import type { ColumnSchema, LookupConfig } from '@/kit/schema';
import { exportGoods, queryGoods } from '../api';
import { STOCK_MODES, STOCK_TONES, WEIGHT_TYPES, goodsLabel as label } from '../contract';
import type { Goods } from '../types';

const col = columnsIn<Goods>('basicinfo:goods');

/** A category level: its name in the grid, code and name in the detail. */
const category = (
  level: 'major' | 'medium' | 'sub',
  grid: Partial<ColumnSchema<Goods>>,
  detail: Partial<ColumnSchema<Goods>> = {},
) => [
  col(`${level}Name`, { detail: false, ...grid }),
  col(`${level}Id`, {
    titleKey: label(`${level}Name`),
    grid: false,
    value: (g) => `${g[`${level}Id`]} ${g[`${level}Name`]}`,
    ...detail,
  }),
];
const majorLookup: LookupConfig = {
  kind: 'major',
  valueField: 'majorId',
  columns: [
    { dataIndex: 'majorId', titleKey: label('majorId') },
    { dataIndex: 'majorName', titleKey: label('majorName') },
  ],
};

/** The grid, search and detail (every SPEC §3 goods field) of goods information. */
const columns: ColumnSchema<Goods>[] = [
  field('goodsId', { sortable: true, width: 110, search: true, lead: 1 }),
  field('goodsName', { sortable: true, width: 240, search: true, lead: 2 }),
  field('barcode', { width: 140, search: true }),
  supplierColumn<Goods>({ only: 'retailer', width: 240 }),
  ...category('major', { width: 110 }, { search: { kind: 'elf', lookup: majorLookup } }),
  ...category('medium', { width: 120, hidden: true }),
  ...category('sub', { width: 110, hidden: true }),
  col('brand', { width: 110, search: true }),
  field('spec', { width: 110 }),
  field('unit', { width: 64 }),
  col('weightType', { options: WEIGHT_TYPES, width: 100, search: true }),
  // Code, name and stock mode lead (the kit's default would part the code from the name).
  col('stockmode', { options: STOCK_MODES, tones: STOCK_TONES, status: true, width: 100, lead: 3 }),
  col('purchasePrice', { format: 'price', sortable: true, width: 100 }),
  col('salePrice', { format: 'price', sortable: true, width: 100 }),
  col('purchaseTaxRate', { dict: 'SALETAXRATE', width: 100 }),
  col('saleTaxRate', { dict: 'SALETAXRATE', sortable: true, width: 100, search: true }),
  col('shelfLifeDays', { width: 100, sortable: true, hidden: true }),
  col('origin', { width: 120, hidden: true }),
  col('tempHigh', { grid: false }),
  col('tempLow', { grid: false }),
  col('tare', { format: 'quantity', grid: false }),
  col('createDate', { format: 'date', sortable: true, width: 110, search: true }),
];

/** Goods information (SPEC §2 /basicinfo/goodsinfo for suppliers, /s/basicinfo/goods for the retailer). */
export const goodsQuery: QueryPageConfig<Goods> = {
  id: 'basicinfo.goods',
  query: queryGoods,
  rowKey: 'goodsId',
  columns,
  export: { fileNameKey: label('exportFileName'), server: exportGoods },
  detail: { titleKey: label('detailTitle') },
};
