/** Paging and generic filtering shared by list calls (`{ pageNo, pageSize, orderBy?, params }`). */
export type Page<T> = { pageNo: number; pageSize: number; total: number; pageData: T[] };
export type PageQuery = { pageNo?: unknown; pageSize?: unknown; orderBy?: unknown; params?: unknown };

export function toInt(value: unknown, fallback: number): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : fallback;
}

export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** A param as trimmed text ('' when blank). */
export const text = (v: unknown) => (isBlank(v) ? '' : String(v).trim());

/** A param as a list of non-blank texts (a single value is a list of one). */
export const list = (v: unknown) => (Array.isArray(v) ? v.map(text).filter(Boolean) : isBlank(v) ? [] : [text(v)]);

export function paramsOf(query: PageQuery | Record<string, unknown>): Record<string, unknown> {
  const p = (query as PageQuery).params;
  return p && typeof p === 'object' ? (p as Record<string, unknown>) : {};
}

/** Sorts by 'field', 'field desc' or 'field asc' (comma-separated for several keys). */
export function sortRows<T>(rows: T[], orderBy: unknown): T[] {
  if (typeof orderBy !== 'string' || !orderBy.trim()) return rows;
  const keys = orderBy.split(',').map((part) => {
    const [field, dir] = part.trim().split(/\s+/);
    return { field, desc: dir?.toLowerCase() === 'desc' };
  });
  return [...rows].sort((a, b) => {
    for (const { field, desc } of keys) {
      const x = (a as Record<string, unknown>)[field];
      const y = (b as Record<string, unknown>)[field];
      if (x === y) continue;
      const cmp =
        typeof x === 'number' && typeof y === 'number'
          ? x - y
          : String(x ?? '').localeCompare(String(y ?? ''), 'zh-CN');
      return desc ? -cmp : cmp;
    }
    return 0;
  });
}

export function paginate<T>(rows: T[], query: PageQuery, defaults = { pageNo: 1, pageSize: 10 }): Page<T> {
  const pageNo = toInt(query.pageNo, defaults.pageNo);
  const pageSize = toInt(query.pageSize, defaults.pageSize);
  const sorted = sortRows(rows, query.orderBy);
  return { pageNo, pageSize, total: sorted.length, pageData: sorted.slice((pageNo - 1) * pageSize, pageNo * pageSize) };
}

/** A list's page in its default `orderBy` when the caller asks for no order (20 rows a page unless asked). */
export function pageInOrder<T>(rows: T[], query: PageQuery, orderBy: string): Page<T> {
  return paginate(rows, { ...query, orderBy: query.orderBy || orderBy }, { pageNo: 1, pageSize: 20 });
}

/**
 * Generic params filter: every non-blank param whose key is a field of the row must match —
 * "contains" for document numbers (`isNumberField`: the real backend's LIKE '%…%', so part of a
 * number finds its document) and for goods codes and barcodes (`matchesAnywhere`), prefix match for
 * other code-like fields (…Id, …Code: supplier, shop, category), substring match otherwise, exact for
 * numbers and booleans. Keys that are not fields of the row are ignored.
 */
export function matchesParams(row: object, params: Record<string, unknown>): boolean {
  const r = row as Record<string, unknown>;
  return Object.entries(params).every(([key, value]) => {
    if (isBlank(value) || !(key in r)) return true;
    return matchValue(key, r[key], value);
  });
}

export function matchValue(key: string, field: unknown, value: unknown): boolean {
  if (Array.isArray(value)) return value.length === 0 || value.some((v) => matchValue(key, field, v));
  if (typeof field === 'number' || typeof field === 'boolean') return String(field) === String(value).trim();
  const f = String(field ?? '').toLowerCase();
  const v = String(value).trim().toLowerCase();
  return isCodeField(key) && !matchesAnywhere(key) ? f.startsWith(v) : f.includes(v);
}

/**
 * Codes read off a label and typed in part (the last digits of a barcode, the middle of a goods code):
 * matched by "contains" like document numbers, where supplier, shop and category codes match from
 * their start.
 */
const LABEL_CODES = new Set(['goodsId', 'barcode']);

/** Whether a search field matches any part of its value: a document number or a goods code or barcode. */
export function matchesAnywhere(key: string): boolean {
  return isNumberField(key) || LABEL_CODES.has(key);
}

/** Ids that number a document (not a supplier, shop, goods or other master data code). */
const DOCUMENT_IDS = new Set([
  'contractId',
  'disputeId',
  'billId',
  'applyId',
  'agreementId',
  'proposalId',
  'memoId',
  'emailId',
  'requestId',
  'redLetterId',
  'redInvoiceId',
  'itemId',
]);

/**
 * A document number field (sheetId, orderSheetId, reservationNo, invoiceNo, contractId, orderNumber …):
 * list searches match it by "contains", as the real backend's LIKE search does, so typing part of
 * a number ("2700022") finds DH122026112700022.
 */
export function isNumberField(key: string): boolean {
  return /(^sheetId|SheetId|No|Nos|Number)$/.test(key) || DOCUMENT_IDS.has(key);
}

/**
 * Whether a supplier is the one typed in a retailer's desk search: its code from the start, or any
 * part of its name (case-insensitive; blank matches all).
 */
export function supplierMatches(row: { venderId: string; venderName: string }, typed: unknown): boolean {
  const v = String(typed ?? '')
    .trim()
    .toLowerCase();
  return !v || row.venderId.toLowerCase().startsWith(v) || row.venderName.toLowerCase().includes(v);
}

/** Whether a document number contains what was typed (case-insensitive; blank matches all). */
export function numberMatches(number: unknown, typed: unknown): boolean {
  const v = String(typed ?? '')
    .trim()
    .toLowerCase();
  return (
    !v ||
    String(number ?? '')
      .toLowerCase()
      .includes(v)
  );
}

export function isCodeField(key: string): boolean {
  return /(Id|Code|No|barcode)$/i.test(key) || key === 'bu' || key === 'status';
}
