import { LOOKUP_KEYWORD_PARAM, LOOKUP_MESSAGES, LOOKUP_PAGE } from '@/api/lookupContract';
import type { Page, PageQuery } from '@/api/types';
import type { LookupConfig } from '../schema';

/** The pure part of the lookup flow of SPEC §4 (shared by LookupField and BankAccountField). */

export type LookupRecord = Record<string, unknown>;

/** The param key the dialog's search box is sent as (matches any searchable field). */
export const DIALOG_KEYWORD_PARAM = LOOKUP_KEYWORD_PARAM;

/** The query of a typed value: page 1, size 10, params keyed by the search field plus the configured params. */
export function typedValueQuery(
  config: Pick<LookupConfig, 'valueField' | 'searchField' | 'params'>,
  value: string,
): PageQuery {
  return { ...LOOKUP_PAGE, params: { ...config.params, [config.searchField ?? config.valueField]: value } };
}

/** The query of the dialog's grid: its keyword (when any) and page plus the configured params. */
export function dialogQuery(
  config: Pick<LookupConfig, 'params'>,
  keyword: string,
  pageNo: number,
  pageSize: number = LOOKUP_PAGE.pageSize,
): PageQuery {
  const params: Record<string, unknown> = { ...config.params };
  if (keyword.trim()) params[DIALOG_KEYWORD_PARAM] = keyword.trim();
  return { pageNo, pageSize, params };
}

export type LookupOutcome<T extends LookupRecord = LookupRecord> =
  { kind: 'apply'; record: T } | { kind: 'clear'; reason: 'none' | 'many' | 'failed' };

/** SPEC §4: a failed call clears; no rows → 无数据; more than one → 查询多条数据请精灵选择; exactly one is applied. */
export function outcomeOf<T extends LookupRecord>(
  result: { page: Page<T> | null | undefined } | { error: unknown },
): LookupOutcome<T> {
  if ('error' in result) return { kind: 'clear', reason: 'failed' };
  const rows = Array.isArray(result.page?.pageData) ? result.page.pageData : [];
  const total = typeof result.page?.total === 'number' ? result.page.total : rows.length;
  if (rows.length === 0) return { kind: 'clear', reason: 'none' };
  if (rows.length > 1 || total > 1) return { kind: 'clear', reason: 'many' };
  return { kind: 'apply', record: rows[0] };
}

/** The i18n key of the info toast of an outcome (SPEC §8), or null (a failed call was already shown by http). */
export function outcomeMessageKey(outcome: LookupOutcome): string | null {
  if (outcome.kind !== 'clear') return null;
  if (outcome.reason === 'none') return LOOKUP_MESSAGES.none;
  if (outcome.reason === 'many') return LOOKUP_MESSAGES.many;
  return null;
}

/**
 * The sibling form values of an associated-field mapping (sibling ← record field): the record's
 * values, or every sibling cleared (undefined) without a record.
 */
export function fillValues(
  fill: Record<string, string> | undefined,
  record: LookupRecord | null,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [sibling, source] of Object.entries(fill ?? {}))
    out[sibling] = record ? (record[source] ?? undefined) : undefined;
  return out;
}

/** The control's own value from a record. */
export function valueOf(record: LookupRecord, valueField: string): string | undefined {
  const v = record[valueField];
  return v === undefined || v === null ? undefined : String(v);
}
