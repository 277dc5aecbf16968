import type { RetailerTodo } from '@/lib/todos';
import { normalizeDate } from '@/lib/dates';

/**
 * The workbench's contract (issue 37): what the home screens and the mock backend
 * (mocks/domains/workbench) both hold to, written once — the calls, the to-dos of SPEC §2 with the
 * filter each one's link carries and the mock counts by, the sales share's day and the error codes
 * with the client's message keys. Pure TypeScript: no React, no antd, no i18next. What only a server
 * knows (the documents, the sales, the clock) stays in the mock, which calls these rules.
 */

// ------------------------------------------------------------------ calls (docs/API.md "Workbench")

export const WORKBENCH_BASE = '/api/fea-vsm/workbench';

/** Each call's path under WORKBENCH_BASE. */
export const WORKBENCH_PATHS = {
  todoCounts: 'todoCounts',
  salesShare: 'salesShare',
  noticeList: 'noticeList',
  inboxList: 'inboxList',
} as const;

export type WorkbenchPath = (typeof WORKBENCH_PATHS)[keyof typeof WORKBENCH_PATHS];
export const workbenchUrl = (path: WorkbenchPath) => `${WORKBENCH_BASE}/${path}`;

// ------------------------------------------------------------------ to-dos (SPEC §2)

export { RETAILER_TODOS, SUPPLIER_TODOS, type RetailerTodo, type SupplierTodo } from '@/lib/todos';

/** The filter of a supplier to-do's link (`?status=pending`): the mock reads it as the caller's pending statuses. */
export const TODO_PENDING = 'pending';
/**
 * The status each retailer to-do's link filters its review screen by, and the mock counts: open
 * disputes, sheets waiting on the payment desk, submitted registrations, pending seal applications,
 * submitted promoter agreements.
 */
export const RETAILER_TODO_STATUS: Record<RetailerTodo, string> = {
  openDisputes: '0',
  paymentDesk: 'waiting',
  registrations: '0',
  sealApplications: '0',
  promoterAgreements: '1',
};

/** Whether a row is what a retailer to-do counts (the payment desk's rule is settlement's: the mock applies it). */
export const countsFor = (todo: Exclude<RetailerTodo, 'paymentDesk'>) => (row: { status: string }) =>
  row.status === RETAILER_TODO_STATUS[todo];

// ------------------------------------------------------------------ sales share (SPEC §2 "yesterday's sales share")

const dayBefore = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number);
  const day = new Date(Date.UTC(y, m - 1, d - 1));
  return day.toISOString().slice(0, 10);
};

/**
 * The day whose sales share is answered: yesterday by the server's `today` when none is asked,
 * else a calendar day of SPEC §5 (YYYY-MM-DD or YYYY/MM/DD) not after yesterday — today's sales
 * are not complete. Null when the asked day is refused.
 */
export function salesDayOf(today: string, date?: unknown): string | null {
  const yesterday = dayBefore(today);
  if (date === undefined || date === null || String(date).trim() === '') return yesterday;
  const day = normalizeDate(date);
  return day && day <= yesterday ? day : null;
}

// ------------------------------------------------------------------ errors (SPEC §8)

/** The workbench's error codes the mock answers, with the key of the client's text. */
export const WORKBENCH_ERRORS = {
  /** A sales day that is no calendar day, or after yesterday. */
  salesDay: { code: 'A0480', messageKey: 'workbench:salesDayInvalid' },
} as const;
