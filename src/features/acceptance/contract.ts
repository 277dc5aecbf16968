/**
 * Acceptance's contract (issue 37): what the screens and the mock backend (mocks/domains/acceptance)
 * both hold to, written once — the calls, the acceptance states (SPEC §4) and document types with
 * their labels' keys and tones, the supplier's confirmation predicate, the list's columns (the grid's
 * and the export's) and the error codes. Pure TypeScript: no React, no antd, no i18next. What only a
 * server knows (the documents, who received and confirmed them, the settlement document a confirmation
 * makes) stays in the mock, which calls these rules.
 */

import { codedValues, columnTitles, type CodedValue, type Tone, type ValueOf } from '@/lib/codedValues';
export type { CodedValue, Tone } from '@/lib/codedValues';

// ------------------------------------------------------------------ calls (docs/API.md "Acceptance")

export const ACCEPTANCE_BASE = '/api/fea-vsm/acceptance';

/** Each call's path under ACCEPTANCE_BASE. */
export const ACCEPTANCE_PATHS = { query: 'query', lines: 'lines', confirm: 'confirm', export: 'export' } as const;

export const acceptanceUrl = (path: keyof typeof ACCEPTANCE_PATHS) => `${ACCEPTANCE_BASE}/${ACCEPTANCE_PATHS[path]}`;

// ------------------------------------------------------------------ states and coded values (SPEC §3, §4)

/** An acceptance: to be confirmed by the supplier, confirmed (it enters settlement). */
export const ACCEPTANCE_STATUS = { toConfirm: '0', confirmed: '1' } as const;
/** Store receipt, DC receipt (an order received at its transfer DC). */
export const SHEET_TYPE = { store: '1', dc: '2' } as const;
/** The workbench to-do opens the list with `?status=pending`: the mock reads it as the caller's pending statuses. */
export const PENDING = 'pending';

export type AcceptanceStatus = ValueOf<typeof ACCEPTANCE_STATUS>;
export type SheetType = ValueOf<typeof SHEET_TYPE>;

export const ACCEPTANCE_STATUSES = codedValues('acceptance:status', Object.values(ACCEPTANCE_STATUS));
/** Keyed by any status text (a list row's status is the header's string), every state toned. */
export const ACCEPTANCE_TONES: Record<string, Tone> = { '0': 'warning', '1': 'success' } satisfies Record<
  AcceptanceStatus,
  Tone
>;
export const PENDING_OPTION: CodedValue = { value: PENDING, labelKey: 'acceptance:status.pending' };
export const ACCEPTANCE_STATUS_SEARCH = [PENDING_OPTION, ...ACCEPTANCE_STATUSES];
export const SHEET_TYPES = codedValues('acceptance:sheetType', Object.values(SHEET_TYPE));

// ------------------------------------------------------------------ action predicates (SPEC §4)

/** The supplier confirms an acceptance only while it is to be confirmed. */
export const canConfirmAcceptance = (a: { status: string }) => a.status === ACCEPTANCE_STATUS.toConfirm;

// ------------------------------------------------------------------ the list's columns (SPEC §9 export)

/** The acceptance list's columns in grid order: the screen lays them out, the mock's export writes them. */
export const ACCEPTANCE_COLUMNS = columnTitles('acceptance:field', [
  'sheetId',
  { key: 'sheetType', titleKey: 'fields:sheetType' },
  { key: 'status', titleKey: 'fields:status' },
  { key: 'venderId', titleKey: 'fields:supplier' },
  { key: 'shopId', titleKey: 'fields:shop' },
  'orderSheetId',
  'receiptDate',
  'orderQty',
  'receivedQty',
  'diffQty',
  'amount',
  { key: 'taxAmount', titleKey: 'fields:taxAmount' },
  { key: 'creator', titleKey: 'fields:creator' },
  { key: 'createDate', titleKey: 'fields:createDate' },
  'checker',
  'checkDate',
]);

// ------------------------------------------------------------------ errors (SPEC §8)

/** The acceptance error codes the mock answers (its ERR texts; the client shows the server's message). */
export const ACCEPTANCE_ERRORS = {
  /** An acceptance that is not to be confirmed (the mock's ERR.statusNotAllowed). */
  refused: { code: 'B0400' },
  /** Not one the caller may see (ERR.documentNotFound). */
  notFound: { code: 'B0404' },
} as const;
