import { normalizeDate } from '@/lib/dates';
import { isBlank } from '@/lib/validators';

/**
 * Master data's contract (issue 37): what the retailer's master-data screens and the mock backend
 * (mocks/domains/masterData) both hold to, written once — the calls, the settlement methods' coded
 * values (SPEC §3 settlement: method, cycle, state with its tones), the store formats and states of
 * the store lists, the SPEC §5 in-force day of the settlement search and the error codes. Pure
 * TypeScript: no React, no antd, no i18next. The rows and their periods stay in the mock, which calls
 * these rules.
 */

import { codedValues, type CodedValue, type Tone } from '@/lib/codedValues';
export type { CodedValue, Tone } from '@/lib/codedValues';

// ------------------------------------------------------------------ calls (docs/API.md "Master data")

export const MASTER_DATA_BASE = '/api/fea-vsm/masterdata';

/** Each call's path under MASTER_DATA_BASE (the store lists use the common shop search). */
export const MASTER_DATA_PATHS = { settlementMethods: 'settlementMethods', categoryQuery: 'categoryQuery' } as const;
export const masterDataUrl = (path: keyof typeof MASTER_DATA_PATHS) => `${MASTER_DATA_BASE}/${MASTER_DATA_PATHS[path]}`;

// ------------------------------------------------------------------ coded values (SPEC §3)

/** Settlement method: credit term, cash on delivery, prepayment, on actual sales, commission (joint operation). */
export const SETTLE_METHOD = {
  creditTerm: '1',
  onDelivery: '2',
  prepayment: '3',
  actualSales: '4',
  commission: '5',
} as const;
/** Settlement cycle: monthly, semi-monthly, ten-day, weekly. */
export const SETTLE_CYCLE = { monthly: '1', semiMonthly: '2', tenDay: '3', weekly: '4' } as const;
/** A settlement method's period: expired, in force, not yet in force. */
export const METHOD_STATUS = { expired: '0', inForce: '1', notYet: '2' } as const;
export type MethodStatus = (typeof METHOD_STATUS)[keyof typeof METHOD_STATUS];

export const SETTLE_METHODS: CodedValue[] = codedValues('masterData:settlement.method', Object.values(SETTLE_METHOD));
export const SETTLE_CYCLES: CodedValue[] = codedValues('masterData:settlement.cycle', Object.values(SETTLE_CYCLE));
export const METHOD_STATUSES: CodedValue[] = codedValues('masterData:settlement.status', Object.values(METHOD_STATUS));
export const METHOD_TONES: Record<MethodStatus, Tone> = { '0': 'default', '1': 'success', '2': 'processing' };

/**
 * A store's format (the shop search): hypermarket, supermarket, convenience store, e-commerce warehouse,
 * boutique supermarket (the Ole' and blt stores, the Ole' report's).
 */
export const SHOP_TYPE = {
  hypermarket: '1',
  supermarket: '2',
  convenience: '3',
  ecommerce: '4',
  boutique: '5',
} as const;
/** A store's state: preparing, open, suspended, closed. */
export const SHOP_STATUS = { preparing: '0', open: '1', suspended: '2', closed: '3' } as const;
export type ShopStatus = (typeof SHOP_STATUS)[keyof typeof SHOP_STATUS];
export const SHOP_TYPES: CodedValue[] = codedValues('masterData:shop.type', Object.values(SHOP_TYPE));
export const SHOP_STATUSES: CodedValue[] = codedValues('masterData:shop.status', Object.values(SHOP_STATUS));
export const SHOP_TONES: Record<ShopStatus, Tone> = {
  '0': 'processing',
  '1': 'success',
  '2': 'warning',
  '3': 'default',
};

// ------------------------------------------------------------------ validations (SPEC §5 dates)

/** The settlement search's in-force day: '' when blank, the day (YYYY-MM-DD or YYYY/MM/DD, a real day), else null. */
export const onDateOf = (v: unknown): string | null => (isBlank(v) ? '' : normalizeDate(String(v).trim()));

/** Whether a method's period holds the day (an open end holds every later day). */
export const inForceOn = (m: { startDate: string; endDate: string | null }, day: string) =>
  m.startDate <= day && (m.endDate === null || m.endDate >= day);

// ------------------------------------------------------------------ errors (SPEC §8)

export const MASTER_DATA_ERRORS = {
  /** An in-force day that is no real day (the date picker takes none). */
  onDate: { code: 'A0440', messageKey: 'masterData:rule.onDate' },
} as const;
