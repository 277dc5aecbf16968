import { normalizeDate, parseCalendarDate } from './dates';

/**
 * The validation rules of SPEC §5 as pure functions. Forms and grids use them through the kit
 * (src/kit/form/rules.ts), which adds the messages 'please enter {field}', 'please select {field}'
 * and 'please enter the correct format'.
 */

/** SPEC §5: blank means undefined, null or whitespace only. */
export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** SPEC §5: YYYY-MM-DD or YYYY/MM/DD with calendar and leap-year check. */
export function isValidDate(text: unknown): boolean {
  return parseCalendarDate(text) !== null;
}

/** SPEC §5: time input 01:00-24:00 (HH:mm; 24:00 is the last minute, 00:xx is not allowed). */
export function isValidTime(text: unknown): boolean {
  if (typeof text !== 'string') return false;
  const m = /^(\d{2}):(\d{2})$/.exec(text.trim());
  if (!m) return false;
  const [hours, minutes] = [Number(m[1]), Number(m[2])];
  if (minutes > 59) return false;
  return (hours >= 1 && hours <= 23) || (hours === 24 && minutes === 0);
}

// Province abbreviations of Chinese plates (京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼使领),
// written as escapes so src/ holds no Chinese outside locales.
const PROVINCE =
  '[\u4eac\u6d25\u6caa\u6e1d\u5180\u8c6b\u4e91\u8fbd\u9ed1\u6e58\u7696\u9c81\u65b0\u82cf\u6d59\u8d63\u9102\u6842\u7518\u664b\u8499\u9655\u5409\u95fd\u8d35\u7ca4\u9752\u85cf\u5ddd\u5b81\u743c\u4f7f\u9886]';
// Letters on plates leave out I and O.
const LETTER = '[A-HJ-NP-Z]';
const ALNUM = '[A-HJ-NP-Z0-9]';
// Last character of a regular plate may be 挂 学 警 港 澳.
const SUFFIX = '[A-HJ-NP-Z0-9\u6302\u5b66\u8b66\u6e2f\u6fb3]';
/** Regular plates: province, issuing letter, five characters (e.g. 粤B12345, 京A1234学). */
const REGULAR_PLATE = new RegExp(`^${PROVINCE}${LETTER}${ALNUM}{4}${SUFFIX}$`);
/** New-energy plates (eight characters): small cars D/F then five (粤BD12345), large ones five digits then D/F (粤B12345D). */
const NEW_ENERGY_PLATE = new RegExp(`^${PROVINCE}${LETTER}(?:[DF]${ALNUM}\\d{4}|\\d{5}[DF])$`);

/** SPEC §5 vehicle plate: Chinese plates including new-energy ones (letters upper case). */
export function isVehiclePlate(text: unknown): boolean {
  if (typeof text !== 'string') return false;
  const plate = text.trim();
  return REGULAR_PLATE.test(plate) || NEW_ENERGY_PLATE.test(plate);
}

/** SPEC §5 ID card: 15 or 18 digits, the last of 18 may be X. */
export function isIdCard(text: unknown): boolean {
  return typeof text === 'string' && /^(?:\d{15}|\d{17}[\dXx])$/.test(text.trim());
}

/** SPEC §5 mobile: 1, then 3, 4, 5, 7 or 8, then 9 digits. */
export function isMobile(text: unknown): boolean {
  return typeof text === 'string' && /^1[34578]\d{9}$/.test(text.trim());
}

/**
 * SPEC §5 "Contact phone … must be valid": a landline or a mobile as people write them — digits
 * with an optional leading +, hyphens, spaces and parentheses, 7 to 20 characters of which at least
 * 7 are digits (13812345678, 0755-83001234, +86 (755) 8300 1234). Letters and markup never pass.
 */
export function isPhone(text: unknown): boolean {
  if (typeof text !== 'string') return false;
  const phone = text.trim();
  return /^\+?[\d\-() ]{7,20}$/.test(phone) && phone.length <= 20 && (phone.match(/\d/g)?.length ?? 0) >= 7;
}

/** A Chinese postal code: six digits (SPEC §5 postal code 6). */
export function isPostalCode(text: unknown): boolean {
  return typeof text === 'string' && /^\d{6}$/.test(text.trim());
}

/** SPEC §5 (contact main and cc email must be valid). */
export function isEmail(text: unknown): boolean {
  return (
    typeof text === 'string' && /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/.test(text.trim())
  );
}

/** SPEC §5 length limits (server messages), by field. */
export const LENGTH_LIMITS = {
  businessLicenseNo: 32,
  orgCode: 20,
  taxNumber: 32,
  postalCode: 6,
  address: 200,
  contact: 32,
  phone: 64,
  applicant: 32,
  applicantPhone: 64,
  applicantIdNo: 20,
  applicantAddress: 64,
  applicantPostalCode: 6,
  venderName: 64,
  email: 32,
} as const;

/** SPEC §5 'goods barcode length capped': a GTIN has at most 14 digits. */
export const GOODS_BARCODE_MAX = 14;

/** Whether a value is longer than `max` characters (code points; blank never is). */
export function exceedsLength(value: unknown, max: number): boolean {
  return !isBlank(value) && [...String(value)].length > max;
}

/** SPEC §5, §9: a holiday plan is entered at least 21 days before the holiday. */
export const HOLIDAY_PLAN_LEAD_DAYS = 21;

// ---------------------------------------------------------------- batches (SPEC §5, §9)

/** SPEC §9: at most three batches per order line. */
export const MAX_BATCHES_PER_ORDER_LINE = 3;

/** SPEC §5: production date yyyy-MM-dd when entered. */
export function isProductionDate(text: unknown): boolean {
  return typeof text === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(text.trim()) && isValidDate(text);
}

/** SPEC §5: yyyy/m/d (or yyyy-MM-dd) on import, as yyyy-MM-dd; null when it is not a calendar day. */
export function importedProductionDate(text: unknown): string | null {
  return normalizeDate(text, { loose: true });
}

export type BatchRow = { orderLine: string | number; batchNo: string; productionDate: string };
export type BatchIssue = { index: number; problem: 'duplicateBatch' | 'tooManyBatches' | 'productionDate' };

/**
 * SPEC §5 batch entry: one row per batch (a batch number appears once per order line), at most
 * three batches per order line, production date yyyy-MM-dd. Issues point at the offending row.
 */
export function validateBatches(rows: readonly BatchRow[]): BatchIssue[] {
  const issues: BatchIssue[] = [];
  const seen = new Map<string, Set<string>>();
  rows.forEach((row, index) => {
    const line = String(row.orderLine);
    const batches = seen.get(line) ?? new Set<string>();
    seen.set(line, batches);
    const batch = row.batchNo.trim();
    if (batches.has(batch)) issues.push({ index, problem: 'duplicateBatch' });
    else if (batches.size >= MAX_BATCHES_PER_ORDER_LINE) issues.push({ index, problem: 'tooManyBatches' });
    else batches.add(batch);
    if (!isProductionDate(row.productionDate)) issues.push({ index, problem: 'productionDate' });
  });
  return issues;
}
