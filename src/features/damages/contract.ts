import { normalizeDate } from '@/lib/dates';

/**
 * Order liquidated damages' contract (issue 37): what the screen and the mock backend
 * (mocks/domains/damages) both hold to, written once — the calls, the breach states with their labels'
 * keys and tones, the action predicates, the import's cell rules and the error codes with the client's
 * message keys. Pure TypeScript: no React, no antd, no i18next. What only a server knows (suppliers,
 * shops, the transitions) stays in the mock, which calls these rules.
 */

import { codedValues, type Tone } from '@/lib/codedValues';
export type { CodedValue, Tone } from '@/lib/codedValues';

// ------------------------------------------------------------------ calls (docs/API.md "Liquidated damages")

export const DAMAGES_BASE = '/api/fea-vsm/liquidateddamages';

/** Each call's path under DAMAGES_BASE. */
export const DAMAGES_PATHS = {
  query: 'query',
  lines: 'lines',
  confirm: 'confirm',
  dispute: 'dispute',
  review: 'review',
  import: 'import',
} as const;

export const damagesUrl = (path: keyof typeof DAMAGES_PATHS) => `${DAMAGES_BASE}/${DAMAGES_PATHS[path]}`;

/** SPEC §6 function permission of the breach import. */
export const IMPORT_RIGHT = 'damages:import';

// ------------------------------------------------------------------ states and coded values (SPEC §4)

/** A breach: pending, confirmed, disputed, dispute accepted, dispute rejected. */
export const DAMAGE_STATUS = { pending: '0', confirmed: '1', disputed: '2', accepted: '3', rejected: '4' } as const;
export type DamageStatus = (typeof DAMAGE_STATUS)[keyof typeof DAMAGE_STATUS];
/** Breach types: 1 late delivery, 2 short delivery, 3 quality, 4 wrong goods. */
export const BREACH_TYPE_CODES = ['1', '2', '3', '4'] as const;
/** The workbench to-do links with `?status=pending`: the caller side's pending statuses. */
export const PENDING = 'pending';

export const DAMAGE_STATUSES = codedValues('damages:status', Object.values(DAMAGE_STATUS));
export const DAMAGE_STATUS_SEARCH = [{ value: PENDING, labelKey: 'damages:status.pending' }, ...DAMAGE_STATUSES];
export const DAMAGE_TONES: Record<DamageStatus, Tone> = {
  '0': 'warning',
  '1': 'success',
  '2': 'processing',
  '3': 'default',
  '4': 'error',
};
export const BREACH_TYPES = codedValues('damages:breachType', BREACH_TYPE_CODES);

// ------------------------------------------------------------------ predicates

/** The supplier accepts a pending breach, or one whose dispute was rejected. */
export const canConfirmDamage = (d: { status: string }) =>
  d.status === DAMAGE_STATUS.pending || d.status === DAMAGE_STATUS.rejected;
/** The supplier disputes a pending breach only. */
export const canDisputeDamage = (d: { status: string }) => d.status === DAMAGE_STATUS.pending;
/** The retailer accepts or rejects a dispute while it is open. */
export const canReviewDispute = (d: { status: string }) => d.status === DAMAGE_STATUS.disputed;

// ------------------------------------------------------------------ import cells (SPEC §5, §6, §9)

/** The longest cells the import keeps. */
export const IMPORT_MAX = { venderId: 20, orderSheetId: 32, remark: 200 } as const;

/** One of the breach types' codes (the import's pattern). */
export const BREACH_TYPE_PATTERN = new RegExp(`^[${BREACH_TYPE_CODES.join('')}]$`);
export const isBreachType = (v: string) => BREACH_TYPE_PATTERN.test(v.trim());
/** SPEC §9 amounts: a number above 0 with at most 2 decimals. */
export const isBreachAmount = (v: string) => /^\d+(\.\d{1,2})?$/.test(v.trim()) && Number(v) > 0;
/** SPEC §5 dates: yyyy-MM-dd, or yyyy/m/d on import. */
export const isBreachDate = (v: string) => normalizeDate(v.trim(), { loose: true }) !== null;

export type ImportField = 'venderId' | 'orderSheetId' | 'shopId' | 'breachType' | 'amount' | 'breachDate' | 'remark';

/** The cells of one import row that break a rule the sheet alone can tell (suppliers and shops are the server's). */
export function importCellProblems(row: Partial<Record<ImportField, unknown>>): ImportField[] {
  const cell = (name: ImportField) => (row[name] === undefined || row[name] === null ? '' : String(row[name]).trim());
  const problems: ImportField[] = [];
  for (const name of ['venderId', 'orderSheetId', 'shopId'] as const) if (!cell(name)) problems.push(name);
  for (const name of ['venderId', 'orderSheetId', 'remark'] as const)
    if ([...cell(name)].length > IMPORT_MAX[name] && !problems.includes(name)) problems.push(name);
  if (!isBreachType(cell('breachType'))) problems.push('breachType');
  if (!isBreachAmount(cell('amount'))) problems.push('amount');
  if (!isBreachDate(cell('breachDate'))) problems.push('breachDate');
  return problems;
}

// ------------------------------------------------------------------ errors (SPEC §8)

/** The damages error codes the mock answers, with the key of the client's own text where it refuses first. */
export const DAMAGES_ERRORS = {
  selectFirst: { code: 'A0430', messageKey: 'damages:selectFirst' },
  refused: { code: 'B0400', messageKey: 'errors:selectionNotEligible' },
  disputeReason: { code: 'A0431' },
  rejectReason: { code: 'A0432' },
  importInvalid: { code: 'A0433', messageKey: 'damages:rule.importInvalid' },
  noImportRight: { code: 'A0303', messageKey: 'damages:rule.noImportRight' },
} as const;
