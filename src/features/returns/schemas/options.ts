import type { FieldOption, StatusTone } from '@/kit/schema';

const options = (prefix: string, values: string[]): FieldOption[] =>
  values.map((value) => ({ value, labelKey: `returns:${prefix}.${value}` }));

/** Return notice: 0 to be confirmed (supplier), 1 confirmed (return to be executed), 2 completed. */
export const NOTICE_STATUSES = options('noticeStatus', ['0', '1', '2']);
export const NOTICE_TONES: Record<string, StatusTone> = { '0': 'warning', '1': 'processing', '2': 'success' };
/** Return document: 0 to be executed, 1 executed. */
export const DOC_STATUSES = options('docStatus', ['0', '1']);
export const DOC_TONES: Record<string, StatusTone> = { '0': 'processing', '1': 'success' };
/** 1 store return, 2 DC return. */
export const SHEET_TYPES = options('sheetType', ['1', '2']);
/** 1 perishables, 2 general goods. */
export const GOODS_KINDS = options('goodsKind', ['1', '2']);
/** The workbench to-do opens a screen with status=pending: the pending statuses of the caller's side. */
export const PENDING: FieldOption = { value: 'pending', labelKey: 'returns:pending' };
