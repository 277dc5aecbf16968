import type { FieldOption, StatusTone } from '@/kit/schema';

/** Coded values of the presale screens (SPEC §4 states), labelled in the presale namespace. */
const options = (group: string, values: readonly string[]): FieldOption[] =>
  values.map((value) => ({ value, labelKey: `presale:${group}.${value}` }));

/** SPEC §4 presale order: paid, shipped, completed, cancelled. */
export const ORDER_STATUSES = options('orderStatus', ['1', '2', '3', '4']);
export const ORDER_TONES: Record<string, StatusTone> = {
  '1': 'warning',
  '2': 'processing',
  '3': 'success',
  '4': 'default',
};
/** SPEC §4 stage: presale period, delivery period. */
export const STAGES = options('stage', ['1', '2']);
/** The express companies the platform takes, by code. */
export const EXPRESS_COMPANIES = options('express', ['SF', 'YTO', 'ZTO', 'STO', 'YD', 'JD', 'EMS']);

/** SPEC §4 apply type: refund only, physical return, no physical return. */
export const APPLY_TYPES = options('applyType', ['1', '2', '3']);
/** SPEC §4 after-sale view: pending review … completed, unknown. */
export const AFTER_SALE_STATUSES = options('afterSaleStatus', ['1', '2', '3', '4', '5', '6', '0']);
export const AFTER_SALE_TONES: Record<string, StatusTone> = {
  '1': 'warning',
  '2': 'processing',
  '3': 'processing',
  '4': 'default',
  '5': 'error',
  '6': 'success',
  '0': 'default',
};
/** SPEC §4 warehouse status: waiting, in stock. */
export const WAREHOUSE_STATUSES = options('warehouseStatus', ['0', '1']);

export const PACK_MATERIALS = options('packMaterial', ['1', '2', '3', '4']);
export const ENTERED = options('entered', ['1', '0']);

/** Express numbers: 8-30 letters or digits (the mock's rule). */
export const EXPRESS_NO = /^[A-Za-z0-9]{8,30}$/;
