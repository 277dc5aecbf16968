import type { ActionContext, QueryPageConfig, RowAction, ToolbarAction } from '@/kit/query';
import type { ColumnSchema, FieldOption, FieldSchema, StatusTone } from '@/kit/schema';
import { damageLines, queryDamages } from '../api';
import type { Damage, DamageLine } from '../types';

/** Status of a breach (SPEC §4 states; transitions in the mock's DOC_KINDS.liquidatedDamages). */
export const DAMAGE_STATUSES: FieldOption[] = ['0', '1', '2', '3', '4'].map((value) => ({ value, labelKey: `damages:status.${value}` }));
const TONES: Record<string, StatusTone> = { '0': 'warning', '1': 'success', '2': 'processing', '3': 'default', '4': 'error' };
export const BREACH_TYPES: FieldOption[] = ['1', '2', '3', '4'].map((value) => ({ value, labelKey: `damages:breachType.${value}` }));

/** Which breaches each move accepts (the server refuses others with B0400). */
export const canConfirm = (d: Pick<Damage, 'status'>) => d.status === '0' || d.status === '4';
export const canDispute = (d: Pick<Damage, 'status'>) => d.status === '0';
export const canReview = (d: Pick<Damage, 'status'>) => d.status === '2';

export const IMPORT_RIGHT = 'damages:import';

const label = (name: string) => `damages:field.${name}`;

const search: FieldSchema[] = [
  { name: 'sheetId', labelKey: label('sheetId'), kind: 'input' },
  { name: 'orderSheetId', labelKey: label('orderSheetId'), kind: 'input' },
  { name: 'status', labelKey: label('status'), kind: 'select', options: [{ value: 'pending', labelKey: 'damages:status.pending' }, ...DAMAGE_STATUSES] },
  { name: 'venderId', labelKey: label('venderId'), kind: 'input', only: 'retailer' },
  { name: 'shopId', labelKey: label('shopId'), kind: 'input' },
  { name: 'breachType', labelKey: label('breachType'), kind: 'select', options: BREACH_TYPES },
  { name: 'breachDate', labelKey: label('breachDate'), kind: 'range-picker' },
];

const column = (key: keyof Damage & string, rest: Partial<Omit<ColumnSchema<Damage>, 'key'>> = {}): ColumnSchema<Damage> => ({ key, titleKey: label(key), ...rest });
const status = column('status', { options: DAMAGE_STATUSES, tones: TONES, status: true, width: 110 });
const supplier = column('venderId', { titleKey: label('supplier'), only: 'retailer', width: 220, sortable: true, value: (d) => `${d.venderId} ${d.venderName}` });
const shop = column('shopId', { titleKey: label('shop'), width: 170, value: (d) => `${d.shopId} ${d.shopName}` });
const breachType = column('breachType', { options: BREACH_TYPES, width: 110 });
const amount = column('amount', { format: 'amount', sortable: true, width: 120 });

const columns: ColumnSchema<Damage>[] = [
  column('sheetId', { sortable: true, width: 170 }),
  status,
  column('orderSheetId', { width: 170 }),
  supplier,
  shop,
  breachType,
  amount,
  column('breachDate', { format: 'date', sortable: true, width: 110 }),
  column('disputeReason', { width: 220 }),
  column('reviewReason', { width: 220, hidden: true }),
  column('createDate', { format: 'date', sortable: true, width: 110, hidden: true }),
];

const detailFields: ColumnSchema<Damage>[] = [
  column('sheetId'),
  status,
  column('orderSheetId'),
  { ...supplier, only: undefined },
  shop,
  breachType,
  amount,
  column('breachDate', { format: 'date' }),
  column('disputeReason'),
  column('reviewReason'),
  column('remark'),
  column('creator'),
  column('createDate'),
  column('checkDate'),
];

const line = (key: keyof DamageLine & string, rest: Partial<ColumnSchema<DamageLine>> = {}): ColumnSchema<DamageLine> => ({ key, titleKey: `damages:line.${key}`, ...rest });
const lineColumns: ColumnSchema<DamageLine>[] = [
  line('lineNo', { width: 60 }),
  line('goodsId', { width: 110 }),
  line('goodsName', { width: 220 }),
  line('orderQty', { format: 'quantity', width: 110 }),
  line('deliveredQty', { format: 'quantity', width: 110 }),
  line('amount', { format: 'amount', width: 110 }),
];

/** The moves a side may make on ticked breaches (toolbar) or on one breach (its detail). */
export type DamageMoves = {
  toolbar: ToolbarAction<Damage>[];
  detail: RowAction<Damage>[];
};

/** Liquidated damages on either side (SPEC §2): query, detail with lines, previous/next, export, the side's moves. */
export function damagesQuery(moves: DamageMoves): QueryPageConfig<Damage> {
  return {
    id: 'damages.list',
    query: queryDamages,
    rowKey: 'sheetId',
    search,
    columns,
    selection: 'checkbox',
    defaultOrderBy: 'breachDate desc',
    toolbar: moves.toolbar,
    export: { fileNameKey: 'damages:exportFileName' },
    detail: {
      titleKey: 'damages:detailTitle',
      fields: detailFields,
      width: 960,
      actions: moves.detail,
      lines: { titleKey: 'damages:linesTitle', rowKey: 'lineNo', columns: lineColumns, load: (row, opts) => damageLines(row.sheetId, opts) },
    },
  };
}

export type { ActionContext };
