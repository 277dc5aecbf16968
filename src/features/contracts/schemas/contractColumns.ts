import { documentPeopleColumns, field, supplierColumn } from '@/kit/columns';
import type { ColumnSchema, FieldOption, StatusTone } from '@/kit/schema';
import type { Contract } from '../types';

const options = (group: string, values: string[]): FieldOption[] =>
  values.map((value) => ({ value, labelKey: `contracts:${group}.${value}` }));

/** SPEC §4 bill statuses, sign statuses, seal states; contract types and signing business types (SPEC §3). */
export const CONTRACT_STATUSES = options('status', ['0', '1', '2', '3', '4', '5']);
export const SIGN_STATUSES = options('signStatus', ['0', '1']);
export const SEAL_STATUSES = options('sealStatus', ['1', '2', '3', '4', '5']);
export const EXEC_STATUSES = options('execStatus', ['0', '1', '2']);
export const CONTRACT_TYPES = options('contractType', ['1', '2', '3']);
export const SIGN_BIZ_TYPES = options('signBizType', ['1', '2', '3']);

const STATUS_TONES: Record<string, StatusTone> = {
  '0': 'default',
  '1': 'processing',
  '2': 'warning',
  '3': 'error',
  '4': 'success',
  '5': 'default',
};
const SIGN_TONES: Record<string, StatusTone> = { '0': 'warning', '1': 'success' };
const SEAL_TONES: Record<string, StatusTone> = {
  '1': 'error',
  '2': 'processing',
  '3': 'success',
  '4': 'success',
  '5': 'error',
};

export const contractCol = (key: keyof Contract & string, rest: Partial<ColumnSchema<Contract>> = {}) =>
  field<Contract>(key, { titleKey: `contracts:field.${key}`, ...rest });

/** The columns of a contract or agreement bill, each declared once with its search and detail. */
export const contractColumns = (): ColumnSchema<Contract>[] => [
  contractCol('contractId', { sortable: true, width: 170, search: true }),
  contractCol('title', { width: 260, search: true }),
  contractCol('contractType', { options: CONTRACT_TYPES, width: 120, search: true }),
  supplierColumn<Contract>({ only: 'retailer', detail: 'bothSides' }),
  contractCol('status', { options: CONTRACT_STATUSES, tones: STATUS_TONES, status: true, width: 100, search: true }),
  contractCol('signStatus', { options: SIGN_STATUSES, tones: SIGN_TONES, status: true, width: 110, search: true }),
  contractCol('sealStatus', { options: SEAL_STATUSES, tones: SEAL_TONES, status: true, width: 120, search: true }),
  contractCol('execStatus', { options: EXEC_STATUSES, width: 100, hidden: true }),
  contractCol('validFrom', { format: 'date', sortable: true, width: 110 }),
  contractCol('validTo', { format: 'date', sortable: true, width: 110 }),
  contractCol('paymentDays', { width: 90, hidden: true }),
  contractCol('rebateRate', { width: 90, hidden: true }),
  contractCol('promotionFee', { format: 'amount', width: 120, hidden: true }),
  contractCol('signBizType', { options: SIGN_BIZ_TYPES, width: 120, hidden: true }),
  contractCol('signTime', { sortable: true, width: 160, search: { kind: 'range-picker' } }),
  contractCol('serialNo', { width: 160, hidden: true }),
  contractCol('rejectReason', { width: 200, hidden: true }),
  field<Contract>('remark', { grid: false }),
  ...documentPeopleColumns<Contract>(),
];
