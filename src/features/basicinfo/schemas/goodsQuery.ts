import type { QueryPageConfig } from '@/kit/query';
import type { ColumnSchema, FieldOption, FieldSchema, StatusTone } from '@/kit/schema';
import { exportGoods, queryGoods } from '../api';
import type { Goods } from '../types';

/** SPEC §3 goods: weightType 1 normal, 2 very light, 3 bulky/heavy, 4 variable weight. */
export const WEIGHT_TYPES: FieldOption[] = ['1', '2', '3', '4'].map((value) => ({ value, labelKey: `basicinfo:weightType.${value}` }));
/** SPEC §3 goods: stockmode 0 counted, 1 not counted, 2 quantity only. */
export const STOCK_MODES: FieldOption[] = ['0', '1', '2'].map((value) => ({ value, labelKey: `basicinfo:stockmode.${value}` }));
const STOCK_TONES: Record<string, StatusTone> = { '0': 'success', '1': 'default', '2': 'processing' };

const label = (name: string) => `basicinfo:goods.${name}`;

const search: FieldSchema[] = [
  { name: 'goodsId', labelKey: label('goodsId'), kind: 'input' },
  { name: 'barcode', labelKey: label('barcode'), kind: 'input' },
  { name: 'goodsName', labelKey: label('goodsName'), kind: 'input' },
  { name: 'venderId', labelKey: label('venderId'), kind: 'input', only: 'retailer' },
  { name: 'majorId', labelKey: label('majorName'), kind: 'elf', lookup: { kind: 'major', valueField: 'majorId', columns: [{ dataIndex: 'majorId', titleKey: label('majorId') }, { dataIndex: 'majorName', titleKey: label('majorName') }] } },
  { name: 'brand', labelKey: label('brand'), kind: 'input' },
  { name: 'saleTaxRate', labelKey: label('saleTaxRate'), kind: 'select', dict: 'SALETAXRATE' },
  { name: 'weightType', labelKey: label('weightType'), kind: 'select', options: WEIGHT_TYPES },
  { name: 'createDate', labelKey: label('createDate'), kind: 'range-picker' },
];

const column = (key: keyof Goods & string, rest: Partial<Omit<ColumnSchema<Goods>, 'key'>> = {}): ColumnSchema<Goods> => ({ key, titleKey: label(key), ...rest });

const supplier = column('venderId', { titleKey: label('supplier'), width: 240, only: 'retailer', value: (g) => `${g.venderId} ${g.venderName}`, sortable: true });
const weightType = column('weightType', { options: WEIGHT_TYPES, width: 100 });
const stockmode = column('stockmode', { options: STOCK_MODES, tones: STOCK_TONES, status: true, width: 100 });
const purchasePrice = column('purchasePrice', { format: 'price', sortable: true, width: 100 });
const salePrice = column('salePrice', { format: 'price', sortable: true, width: 100 });
const purchaseTaxRate = column('purchaseTaxRate', { dict: 'SALETAXRATE', width: 100 });
const saleTaxRate = column('saleTaxRate', { dict: 'SALETAXRATE', sortable: true, width: 100 });

const columns: ColumnSchema<Goods>[] = [
  column('goodsId', { sortable: true, width: 110 }),
  column('goodsName', { sortable: true, width: 240 }),
  column('barcode', { width: 140 }),
  supplier,
  column('majorName', { width: 110 }),
  column('mediumName', { width: 120, hidden: true }),
  column('subName', { width: 110, hidden: true }),
  column('brand', { width: 110 }),
  column('spec', { width: 110 }),
  column('unit', { width: 64 }),
  weightType,
  stockmode,
  purchasePrice,
  salePrice,
  purchaseTaxRate,
  saleTaxRate,
  column('shelfLifeDays', { width: 100, sortable: true, hidden: true }),
  column('origin', { width: 120, hidden: true }),
  column('createDate', { format: 'date', sortable: true, width: 110 }),
];

/** Every SPEC §3 goods field, for the detail drawer. */
const detail: ColumnSchema<Goods>[] = [
  column('goodsId'),
  column('goodsName'),
  column('barcode'),
  supplier,
  column('majorName', { value: (g) => `${g.majorId} ${g.majorName}` }),
  column('mediumName', { value: (g) => `${g.mediumId} ${g.mediumName}` }),
  column('subName', { value: (g) => `${g.subId} ${g.subName}` }),
  column('brand'),
  column('unit'),
  column('spec'),
  column('origin'),
  column('shelfLifeDays'),
  column('tempHigh'),
  column('tempLow'),
  column('tare', { format: 'quantity' }),
  weightType,
  stockmode,
  purchasePrice,
  salePrice,
  purchaseTaxRate,
  saleTaxRate,
  column('createDate', { format: 'date' }),
];

/** Goods information (SPEC §2 /basicinfo/goodsinfo for suppliers, /s/basicinfo/goods for the retailer). */
export const goodsQuery: QueryPageConfig<Goods> = {
  id: 'basicinfo.goods',
  query: queryGoods,
  rowKey: 'goodsId',
  search,
  columns,
  export: { fileNameKey: label('exportFileName'), server: exportGoods },
  detail: { titleKey: label('detailTitle'), fields: detail },
};
