import type { FieldOption, StatusTone } from '@/kit/schema';

/** Coded values of the orders screens and their labels (namespace `orders`). */
const optionsOf = (group: string, values: string[]): FieldOption[] =>
  values.map((value) => ({ value, labelKey: `orders:${group}.${value}` }));

/** The workbench to-do links here with `?status=pending`: the mock reads it as the caller's pending statuses. */
const PENDING: FieldOption = { value: 'pending', labelKey: 'orders:status.pending' };

/** Order notice: 0 unconfirmed, 1 confirmed, 2 shipped, 3 received, 9 voided (mocks DOC_KINDS.orderNotice). */
export const NOTICE_STATUSES = optionsOf('status.notice', ['0', '1', '2', '3', '9']);
export const NOTICE_STATUS_SEARCH = [PENDING, ...NOTICE_STATUSES];
export const NOTICE_TONES: Record<string, StatusTone> = {
  '0': 'warning',
  '1': 'processing',
  '2': 'processing',
  '3': 'success',
  '9': 'default',
};

/** Order approval: 0 awaiting shipment, 1 shipped (to answer), 2 confirmed, 3 rejected (mocks DOC_KINDS.orderApproval). */
export const APPROVAL_STATUSES = optionsOf('status.approval', ['0', '1', '2', '3']);
export const APPROVAL_STATUS_SEARCH = [PENDING, ...APPROVAL_STATUSES];
export const APPROVAL_TONES: Record<string, StatusTone> = {
  '0': 'default',
  '1': 'warning',
  '2': 'success',
  '3': 'error',
};
/** SPEC §4: orders can be confirmed (or rejected) only in shipped status. */
export const SHIPPED = '1';

/** Notices an undelivered reason may be given for (not shipped yet). */
export const UNDELIVERED_STATUSES = ['0', '1'];

export const RECEIPT_STATUSES = optionsOf('receiptStatus', ['0', '1']);
export const RECEIPT_TONES: Record<string, StatusTone> = { '0': 'warning', '1': 'success' };
export const SHEET_TYPES = optionsOf('sheetType', ['1', '2', '3']);
export const LOGISTICS_MODES = optionsOf('logisticsMode', ['1', '2', '3']);
export const SETTLEMENT_METHODS = optionsOf('settlementMethod', ['1', '2', '3']);
export const REPLENISH_MODES = optionsOf('replenishMode', ['1', '2']);
export const ORDER_TYPES = optionsOf('orderType', ['1', '2', '3']);
/** Purchase-item change flag: 1 added, 2 changed, 3 removed. */
export const CHANGE_FLAGS = optionsOf('flag', ['1', '2', '3']);
export const UNDELIVERED_REASONS = optionsOf('undeliveredReason', ['1', '2', '3', '4', '5', '9']);
export const YES_NO = optionsOf('yesNo', ['1', '0']);
