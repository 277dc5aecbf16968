import type { ImportConfig, ImportRecord, ImportRule } from '@/kit/import';
import type { EditableColumn } from '@/kit/grid';
import type { ColumnSchema, FieldOption } from '@/kit/schema';
import { codedValues } from '@/lib/codedValues';
import { TAX_RATES, toNumber } from '@/lib/formats';
import { GOODS_BARCODE_MAX } from '@/lib/validators';
import type { NewGoodsInput, NewGoodsLine } from '../types';
import {
  DIMENSIONS,
  isDimension,
  isGoodsBarcode,
  LINE_REVIEW_TONES,
  LINE_REVIEWS,
  lineProblems,
  MAX_SHEET_GOODS,
  NEW_PRODUCTS_ERRORS,
} from '../contract';

/** The goods lines of a new-goods sheet (SPEC §3 goods, §5 product checks, §9 formats and tax-rate labels). */

export { MAX_SHEET_GOODS };

const label = (name: string) => `newProducts:goods.${name}`;

/** SPEC §9 tax-rate labels: 6, 9, 10, 11, 13, 16, 17 %. */
export const TAX_RATE_OPTIONS: FieldOption[] = TAX_RATES.map((r) => ({
  value: String(r),
  labelKey: '',
  label: `${r}%`,
}));
export const WEIGHT_TYPES = codedValues('newProducts:weightType', ['1', '2', '3', '4']);
export const STOCK_MODES = codedValues('newProducts:stockmode', ['0', '1', '2']);

/** The editable goods grid: categories and origin through the `major`, `lessMajor` and `origin` lookups. */
export const goodsColumns: EditableColumn[] = [
  { name: 'goodsName', labelKey: label('goodsName'), kind: 'input', required: true, maxLength: 60, width: 200 },
  {
    name: 'barcode',
    labelKey: label('barcode'),
    kind: 'input',
    required: true,
    maxLength: GOODS_BARCODE_MAX,
    width: 150,
  },
  {
    name: 'majorId',
    labelKey: label('majorId'),
    kind: 'elf',
    required: true,
    lookup: { kind: 'major', valueField: 'majorId' },
    width: 130,
  },
  {
    name: 'mediumId',
    labelKey: label('mediumId'),
    kind: 'elf',
    required: true,
    lookup: { kind: 'lessMajor', valueField: 'lessMajorId' },
    width: 130,
  },
  // The sub categories come from the category list (SheetEditor fills the options: withSubCategories).
  { name: 'subId', labelKey: label('subId'), kind: 'select', required: true, options: [], width: 170 },
  { name: 'brand', labelKey: label('brand'), kind: 'input', required: true, maxLength: 40, width: 110 },
  { name: 'spec', labelKey: label('spec'), kind: 'input', required: true, maxLength: 40, width: 100 },
  { name: 'unit', labelKey: label('unit'), kind: 'input', required: true, maxLength: 10, width: 100 },
  {
    name: 'origin',
    labelKey: label('origin'),
    kind: 'elf',
    required: true,
    lookup: { kind: 'origin', valueField: 'originName' },
    width: 130,
  },
  { name: 'shelfLifeDays', labelKey: label('shelfLifeDays'), kind: 'input-number', required: true, min: 1, width: 100 },
  { name: 'tempHigh', labelKey: label('tempHigh'), kind: 'input-number', min: -60, max: 60, width: 100 },
  { name: 'tempLow', labelKey: label('tempLow'), kind: 'input-number', min: -60, max: 60, width: 100 },
  { name: 'tare', labelKey: label('tare'), kind: 'input-number', format: 'quantity', min: 0, width: 100 },
  {
    name: 'weightType',
    labelKey: label('weightType'),
    kind: 'select',
    options: WEIGHT_TYPES,
    required: true,
    width: 120,
  },
  { name: 'stockmode', labelKey: label('stockmode'), kind: 'select', options: STOCK_MODES, required: true, width: 120 },
  {
    name: 'purchasePrice',
    labelKey: label('purchasePrice'),
    kind: 'input-number',
    format: 'price',
    min: 0.01,
    required: true,
    width: 100,
  },
  {
    name: 'purchaseTaxRate',
    labelKey: label('purchaseTaxRate'),
    kind: 'select',
    options: TAX_RATE_OPTIONS,
    required: true,
    width: 100,
  },
  {
    name: 'salePrice',
    labelKey: label('salePrice'),
    kind: 'input-number',
    format: 'price',
    min: 0.01,
    required: true,
    width: 100,
  },
  {
    name: 'saleTaxRate',
    labelKey: label('saleTaxRate'),
    kind: 'select',
    options: TAX_RATE_OPTIONS,
    required: true,
    width: 100,
  },
  ...DIMENSIONS.map((name): EditableColumn => ({
    name,
    labelKey: label(name),
    kind: 'input-number',
    required: true,
    min: 0.1,
    width: 90,
  })),
];

/** A sub category as the editor offers it: its code, its name and the medium category it belongs to. */
export type SubCategory = { id: string; name: string; parentId: string | null };

/** The goods columns with the sub categories as the options of their select ("code name"). */
export const withSubCategories = (subs: SubCategory[]): EditableColumn[] =>
  goodsColumns.map((c) =>
    c.name === 'subId'
      ? { ...c, options: subs.map((s) => ({ value: s.id, labelKey: '', label: `${s.id} ${s.name}` })) }
      : c,
  );

/** A new row: normal weight, counted stock, 13 % tax. */
export const newGoodsRow = () => ({
  weightType: '1',
  stockmode: '0',
  purchaseTaxRate: '13',
  saleTaxRate: '13',
  pictures: [],
});

/** The grid's values: what the form holds per row (selects hold strings, pictures their files). */
export type GoodsRowValues = Record<string, unknown>;

/** A row as the save call's goods (numbers for numbers). */
export function toGoodsInput(row: GoodsRowValues): NewGoodsInput {
  const text = (k: string) => String(row[k] ?? '').trim();
  const n = (k: string) => toNumber(row[k]);
  return {
    goodsName: text('goodsName'),
    barcode: text('barcode'),
    majorId: text('majorId'),
    mediumId: text('mediumId'),
    subId: text('subId'),
    brand: text('brand'),
    unit: text('unit'),
    spec: text('spec'),
    origin: text('origin'),
    shelfLifeDays: n('shelfLifeDays') ?? 0,
    tempHigh: n('tempHigh'),
    tempLow: n('tempLow'),
    tare: n('tare'),
    length: n('length') ?? 0,
    width: n('width') ?? 0,
    height: n('height') ?? 0,
    weightType: n('weightType') ?? 1,
    stockmode: n('stockmode') ?? 0,
    purchasePrice: n('purchasePrice') ?? 0,
    salePrice: n('salePrice') ?? 0,
    purchaseTaxRate: n('purchaseTaxRate') ?? 0,
    saleTaxRate: n('saleTaxRate') ?? 0,
    pictures: Array.isArray(row.pictures) ? (row.pictures as NewGoodsInput['pictures']) : [],
  };
}

/** A stored line back as grid values. */
export const toRowValues = (line: NewGoodsInput): GoodsRowValues => ({
  ...line,
  weightType: String(line.weightType),
  stockmode: String(line.stockmode),
  purchaseTaxRate: String(line.purchaseTaxRate),
  saleTaxRate: String(line.saleTaxRate),
});

/**
 * The rules across cells of one goods (the grid checks each cell): a numeric barcode of at most 14
 * digits, the storage temperature high ≥ low, dimensions above 0 with one decimal at most, the sub
 * category under the medium one (when the sub categories are known). Message keys by field.
 */
export function rowProblems(
  row: GoodsRowValues,
  subs: SubCategory[] = [],
): Partial<Record<keyof NewGoodsInput, string>> {
  const problems: Partial<Record<keyof NewGoodsInput, string>> = {};
  for (const [name, problem] of Object.entries(lineProblems(row)))
    problems[name as keyof NewGoodsInput] = NEW_PRODUCTS_ERRORS[problem!].messageKey;
  const subId = String(row.subId ?? '').trim();
  const subCategory = subs.find((s) => s.id === subId);
  if (subId && subs.length && subCategory?.parentId !== String(row.mediumId ?? '').trim())
    problems.subId = 'newProducts:check.subCategory';
  return problems;
}

/** Barcodes given twice in a sheet: the later rows' indexes. */
export function repeatedBarcodes(rows: GoodsRowValues[]): number[] {
  const seen = new Set<string>();
  return rows.flatMap((r, i) => {
    const code = String(r.barcode ?? '').trim();
    if (!code) return [];
    if (seen.has(code)) return [i];
    seen.add(code);
    return [];
  });
}

/** The Excel template of goods rows: the grid's columns; tax rates as 13 or 13%. */
export function goodsImportConfig(t: (key: string) => string): ImportConfig {
  const rate = (v: string) => (TAX_RATES as readonly number[]).includes(Number(v.replace('%', '').trim()));
  const code = (values: FieldOption[]) => (v: string) => values.some((o) => o.value === v.trim());
  const custom = (ok: (v: string, r: ImportRecord) => boolean, key: string) => ({
    kind: 'custom' as const,
    validate: (v: string, r: ImportRecord) => (v.trim() === '' || ok(v, r) ? null : t(key)),
  });
  const decimals = (n: number) => (v: string) => new RegExp(`^\\d+(\\.\\d{1,${n}})?$`).test(v.trim());
  const columns = goodsColumns.map((c) => {
    const rules: ImportRule[] = [
      ...(c.required ? [{ kind: 'required' as const }] : []),
      ...(c.maxLength ? [{ kind: 'maxLength' as const, max: c.maxLength }] : []),
    ];
    if (c.name === 'barcode') rules.push(custom(isGoodsBarcode, 'newProducts:check.barcode'));
    if (c.name === 'tempHigh')
      rules.push(
        custom((v, r) => {
          const low = toNumber(r.tempLow);
          return toNumber(v) !== null && (low === null || Number(v) >= low);
        }, 'newProducts:check.temperature'),
      );
    if (c.name === 'purchaseTaxRate' || c.name === 'saleTaxRate') rules.push(custom(rate, 'newProducts:check.taxRate'));
    if (c.name === 'weightType') rules.push(custom(code(WEIGHT_TYPES), 'newProducts:check.weightType'));
    if (c.name === 'stockmode') rules.push(custom(code(STOCK_MODES), 'newProducts:check.stockmode'));
    if (c.name === 'purchasePrice' || c.name === 'salePrice')
      rules.push(custom(decimals(2), 'newProducts:check.price'));
    if (c.name === 'shelfLifeDays') rules.push(custom((v) => /^[1-9]\d*$/.test(v.trim()), 'newProducts:check.days'));
    if (c.name === 'tare') rules.push(custom(decimals(3), 'newProducts:check.number'));
    if ((DIMENSIONS as readonly string[]).includes(c.name))
      rules.push(custom(isDimension, 'newProducts:check.dimension'));
    return { field: c.name, header: [t(c.labelKey), c.name], optional: !c.required, rules };
  });
  return { columns, maxRows: MAX_SHEET_GOODS };
}

/** An imported record as grid values. */
export const importedRow = (r: ImportRecord): GoodsRowValues => ({
  ...newGoodsRow(),
  ...Object.fromEntries(Object.entries(r).filter(([, v]) => v.trim() !== '')),
  purchaseTaxRate: (r.purchaseTaxRate ?? '').replace('%', '').trim(),
  saleTaxRate: (r.saleTaxRate ?? '').replace('%', '').trim(),
});

/** The read-only goods of a sheet, with the retailer's decision per goods. */
export const lineColumns: ColumnSchema<NewGoodsLine>[] = [
  { key: 'lineNo', titleKey: 'fields:lineNo', width: 60, lead: 0 },
  { key: 'goodsName', titleKey: label('goodsName'), width: 200, lead: 1 },
  { key: 'barcode', titleKey: label('barcode'), width: 140, lead: 2 },
  {
    key: 'reviewStatus',
    titleKey: label('reviewStatus'),
    options: LINE_REVIEWS,
    status: true,
    width: 100,
    lead: 3,
    tones: LINE_REVIEW_TONES,
  },
  { key: 'reviewReason', titleKey: label('reviewReason'), width: 200 },
  { key: 'goodsId', titleKey: label('goodsId'), width: 110 },
  { key: 'majorName', titleKey: label('majorId'), width: 110 },
  { key: 'mediumName', titleKey: label('mediumId'), width: 110 },
  { key: 'subName', titleKey: label('subId'), width: 110 },
  { key: 'brand', titleKey: label('brand'), width: 100 },
  { key: 'spec', titleKey: label('spec'), width: 90 },
  { key: 'unit', titleKey: label('unit'), width: 60 },
  { key: 'origin', titleKey: label('origin'), width: 100 },
  { key: 'shelfLifeDays', titleKey: label('shelfLifeDays'), width: 90 },
  { key: 'tempHigh', titleKey: label('tempHigh'), width: 90 },
  { key: 'tempLow', titleKey: label('tempLow'), width: 90 },
  ...DIMENSIONS.map((key): ColumnSchema<NewGoodsLine> => ({ key, titleKey: label(key), width: 80 })),
  {
    key: 'weightType',
    titleKey: label('weightType'),
    options: WEIGHT_TYPES,
    width: 100,
    value: (l) => String(l.weightType),
  },
  {
    key: 'stockmode',
    titleKey: label('stockmode'),
    options: STOCK_MODES,
    width: 100,
    value: (l) => String(l.stockmode),
  },
  // The figures a reviewer decides on come right after the decision (lead: the kit shows them first).
  { key: 'purchasePrice', titleKey: label('purchasePrice'), format: 'price', width: 90, lead: 4 },
  { key: 'purchaseTaxRate', titleKey: label('purchaseTaxRate'), format: 'taxRate', width: 80, lead: 5 },
  { key: 'salePrice', titleKey: label('salePrice'), format: 'price', width: 90, lead: 6 },
  { key: 'saleTaxRate', titleKey: label('saleTaxRate'), format: 'taxRate', width: 80, lead: 7 },
];
