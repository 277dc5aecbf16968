import { toNumber } from '@/lib/formats';
import { fieldProblems, type FieldProblem, type FieldRule } from '@/lib/fieldRules';
import { MAX_BATCHES_PER_ORDER_LINE, isBlank, isMobile, isVehiclePlate, validateBatches } from '@/lib/validators';
import { codedValues, type CodedValue, type Tone, type ValueOf } from '@/lib/codedValues';
import type { LoadingInput, Reservation } from './types';

/**
 * Loading lists' contract (net-in-car, issue 37): what the screens and the mock backend
 * (mocks/domains/netInCar) both hold to, written once — the calls, the loading list and reservation
 * states with their labels' keys and tones, the action predicate, the SPEC §5 header and batch rules
 * (vehicle plate, driver's mobile, lengths, at most three batches per order line, no batch twice,
 * production date yyyy-MM-dd, batches naming a line of the list) and for a submission SPEC §5, §8's
 * 'loading-slip products not in the reservation' and 'goods quantity mismatch', and the error codes
 * with the client's message keys. Pure TypeScript: no React, no antd, no i18next. The mock keeps the
 * lists, the reservations and the transitions, and calls these rules.
 */

export type { CodedValue, Tone } from '@/lib/codedValues';
export { MAX_BATCHES_PER_ORDER_LINE };

// ------------------------------------------------------------------ calls (docs/API.md "Loading lists")

export const NETINCAR_BASE = '/api/fea-vsm/netincar';

/** Each call's path under NETINCAR_BASE. */
export const NETINCAR_PATHS = {
  reservation: 'reservation',
  reservations: 'reservations',
  query: 'query',
  get: 'get',
  lines: 'lines',
  save: 'save',
  submit: 'submit',
} as const;

export type NetInCarPath = (typeof NETINCAR_PATHS)[keyof typeof NETINCAR_PATHS];
export const netInCarUrl = (path: NetInCarPath) => `${NETINCAR_BASE}/${path}`;

// ------------------------------------------------------------------ states (SPEC §3 appointment)

/** A loading list: saved (editable), submitted (read-only). */
export const LOADING_STATUS = { saved: '0', submitted: '1' } as const;
/** A delivery appointment as the loading list reads it: booked, cancelled. */
export const RESERVATION_STATUS = { booked: '0', cancelled: '9' } as const;
/** The status search's own value: the lists still to submit (the mock reads it as saved). */
export const PENDING = 'pending';

export type LoadingStatus = ValueOf<typeof LOADING_STATUS>;
export type ReservationStatus = ValueOf<typeof RESERVATION_STATUS>;

export const LOADING_STATUSES: CodedValue[] = codedValues('netInCar:status', Object.values(LOADING_STATUS));
export const LOADING_STATUS_SEARCH: CodedValue[] = [
  { value: PENDING, labelKey: 'netInCar:status.pending' },
  ...LOADING_STATUSES,
];
export const LOADING_TONES: Record<LoadingStatus, Tone> = { '0': 'warning', '1': 'success' };

/** The statuses a status search names ('pending' is the saved lists), null for any. */
export const statusesSearched = (status: unknown): string[] | null =>
  status === PENDING ? [LOADING_STATUS.saved] : isBlank(status) ? null : [String(status)];

// ------------------------------------------------------------------ predicates

/** A saved list is edited and submitted; a submitted one is read-only. */
export const canEditLoadingList = (list: { status: string }) => list.status === LOADING_STATUS.saved;
/** Only a booked reservation is loaded (SPEC §8 'cancelled or not found' otherwise). */
export const isBooked = (r: { status: string }) => r.status === RESERVATION_STATUS.booked;

// ------------------------------------------------------------------ validations (SPEC §5)

/** The longest values the server keeps. */
export const LOADING_MAX = {
  reservationNo: 32,
  plateNo: 10,
  driver: 32,
  driverPhone: 11,
  remark: 200,
  goodsId: 20,
  batchNo: 32,
} as const;
/** The most batch rows one import takes. */
export const BATCH_IMPORT_MAX_ROWS = 300;

/** The header fields' rules, as the screen's fields declare them (required, SPEC §5 pattern, length). */
export const HEADER_RULES = {
  plateNo: { required: true, check: 'plate', maxLength: LOADING_MAX.plateNo },
  driver: { required: true, maxLength: LOADING_MAX.driver },
  driverPhone: { required: true, check: 'mobile', maxLength: LOADING_MAX.driverPhone },
  remark: { required: false, maxLength: LOADING_MAX.remark },
} as const satisfies Record<string, FieldRule<'plate' | 'mobile'>>;
export type HeaderField = keyof typeof HEADER_RULES;
export type HeaderProblem = FieldProblem;

const CHECKS = { plate: isVehiclePlate, mobile: isMobile } as const;

/** Each header field's first problem (lib/fieldRules: required, length, pattern, as the form's kit rules); null when none. */
export const headerProblems = (
  values: Partial<Record<HeaderField, unknown>>,
): Partial<Record<HeaderField, HeaderProblem>> | null => fieldProblems(HEADER_RULES, values, CHECKS);

/** A loaded or batch quantity: a number of at least 0. */
export const isQuantity = (v: unknown) => {
  const n = typeof v === 'number' ? v : isBlank(v) ? NaN : Number(v);
  return Number.isFinite(n) && n >= 0;
};

/** An order line in the editor: reserved lines come from the reservation; added ones are typed. */
export type LineValues = {
  orderSheetId?: string;
  goodsId?: string;
  goodsName?: string;
  unit?: string;
  reservedQty?: number;
  loadedQty?: number;
  reserved?: boolean;
};
/** A batch row in the editor; `lineKey` names its order line (see lineKeyOf). */
export type BatchValues = { lineKey?: string; batchNo?: string; productionDate?: string; qty?: number };
export type EditorValues = {
  reservationNo?: string;
  plateNo?: string;
  driver?: string;
  driverPhone?: string;
  remark?: string;
  lines?: LineValues[];
  batches?: BatchValues[];
};

export type Issue =
  | { kind: 'tooManyBatches'; row: number; line: string }
  | { kind: 'duplicateBatch'; row: number; line: string; batchNo: string }
  | { kind: 'productionDate'; row: number }
  | { kind: 'unknownLine'; row: number }
  | { kind: 'notInReservation'; row: number; goodsId: string; orderSheetId: string }
  | { kind: 'qtyMismatch'; row: number; goodsId: string; loaded: number; batches: number };
export type IssueKind = Issue['kind'];
/** The values an issue's message is worded with (netInCar:issues.<kind>): its row, line …, and the batches a line takes. */
export const issueValues = (issue: Issue) => ({ ...issue, max: MAX_BATCHES_PER_ORDER_LINE });

const text = (v: unknown) => (isBlank(v) ? '' : String(v).trim());

/** The key of an order line: its order and goods. */
export const lineKeyOf = (line: { orderSheetId?: string; goodsId?: string }) =>
  `${text(line.orderSheetId)}|${text(line.goodsId)}`;

/** How an order line is named in messages and choices. */
export const lineLabel = (line: LineValues) =>
  [text(line.orderSheetId), text(line.goodsId), text(line.goodsName)].filter(Boolean).join(' / ');

const qty = (v: unknown) => toNumber(v) ?? 0;
/** Quantities have 3 decimals (SPEC §9): compared in thousandths. */
const milli = (v: unknown) => Math.round(qty(v) * 1000);

/** Problems of the batches that any save refuses (numbers are 1-based grid rows). */
export function batchIssues(values: EditorValues): Issue[] {
  const lines = values.lines ?? [];
  const batches = values.batches ?? [];
  const labels = new Map(lines.map((l) => [lineKeyOf(l), lineLabel(l)]));
  const issues: Issue[] = [];
  batches.forEach((b, i) => {
    if (!isBlank(b.lineKey) && !labels.has(String(b.lineKey))) issues.push({ kind: 'unknownLine', row: i + 1 });
  });
  const named = batches.map((b, index) => ({ b, index })).filter(({ b }) => !isBlank(b.lineKey) && !isBlank(b.batchNo));
  for (const issue of validateBatches(
    named.map(({ b }) => ({
      orderLine: String(b.lineKey),
      batchNo: text(b.batchNo),
      productionDate: text(b.productionDate),
    })),
  )) {
    const { b, index } = named[issue.index];
    const line = labels.get(String(b.lineKey)) ?? String(b.lineKey);
    if (issue.problem === 'tooManyBatches') issues.push({ kind: 'tooManyBatches', row: index + 1, line });
    if (issue.problem === 'duplicateBatch')
      issues.push({ kind: 'duplicateBatch', row: index + 1, line, batchNo: text(b.batchNo) });
    // A blank date is the grid's 'please select' (and the server's format refusal).
    if (issue.problem === 'productionDate') issues.push({ kind: 'productionDate', row: index + 1 });
  }
  return issues;
}

/** Problems a submission refuses on top of batchIssues: goods outside the reservation, quantities not adding up. */
export function submitIssues(values: EditorValues, reservation: Pick<Reservation, 'items'>): Issue[] {
  const lines = values.lines ?? [];
  const batches = values.batches ?? [];
  const reserved = new Set(reservation.items.map(lineKeyOf));
  const issues: Issue[] = [...batchIssues(values)];
  lines.forEach((l, i) => {
    if (!reserved.has(lineKeyOf(l)))
      issues.push({
        kind: 'notInReservation',
        row: i + 1,
        goodsId: text(l.goodsId),
        orderSheetId: text(l.orderSheetId),
      });
  });
  lines.forEach((l, i) => {
    const total = batches.filter((b) => b.lineKey === lineKeyOf(l)).reduce((s, b) => s + milli(b.qty), 0);
    if (total !== milli(l.loadedQty))
      issues.push({
        kind: 'qtyMismatch',
        row: i + 1,
        goodsId: text(l.goodsId),
        loaded: milli(l.loadedQty) / 1000,
        batches: total / 1000,
      });
  });
  return issues;
}

/** The editor's values as the save/submit body. */
export function toInput(values: EditorValues, sheetId?: string): LoadingInput {
  const split = (key: string) => {
    const [orderSheetId = '', goodsId = ''] = key.split('|');
    return { orderSheetId, goodsId };
  };
  return {
    ...(sheetId ? { sheetId } : {}),
    reservationNo: text(values.reservationNo),
    plateNo: text(values.plateNo).toUpperCase(),
    driver: text(values.driver),
    driverPhone: text(values.driverPhone),
    remark: text(values.remark),
    lines: (values.lines ?? []).map((l) => ({
      orderSheetId: text(l.orderSheetId),
      goodsId: text(l.goodsId),
      loadedQty: qty(l.loadedQty),
    })),
    batches: (values.batches ?? []).map((b) => ({
      ...split(text(b.lineKey)),
      batchNo: text(b.batchNo),
      productionDate: text(b.productionDate),
      qty: qty(b.qty),
    })),
  };
}

/** A save/submit body as the editor's values (what the server checks with batchIssues and submitIssues). */
export const editorValuesOf = (input: Pick<LoadingInput, 'lines' | 'batches'>): EditorValues => ({
  lines: input.lines,
  batches: input.batches.map((b) => ({ ...b, lineKey: lineKeyOf(b) })),
});

// ------------------------------------------------------------------ errors (SPEC §8)

/**
 * The loading-list error codes the mock answers, with the key of the client's own text where the
 * screen refuses the same case before the call (the mock words them with `catalogue` or `tr(zh, en)`).
 */
export const NETINCAR_ERRORS = {
  /** SPEC §8 'the reservation is cancelled or not found'. */
  reservationNotFound: { code: 'B0501', messageKey: 'errors:reservationNotFound' },
  required: { code: 'A0410', messageKey: 'kit:validation.requiredInput' },
  format: { code: 'A0420', messageKey: 'kit:validation.format' },
  tooLong: { code: 'A0420', messageKey: 'kit:validation.maxLength' },
  quantity: { code: 'A0420', messageKey: 'netInCar:entry.importQty' },
  productionDate: { code: 'A0420', messageKey: 'netInCar:issues.productionDate' },
  tooManyBatches: { code: 'B0502', messageKey: 'netInCar:issues.tooManyBatches' },
  duplicateBatch: { code: 'B0502', messageKey: 'netInCar:issues.duplicateBatch' },
  unknownLine: { code: 'B0502', messageKey: 'netInCar:issues.unknownLine' },
  /** SPEC §5 'loading-slip products not in the reservation block submission'. */
  notInReservation: { code: 'B0503', messageKey: 'netInCar:issues.notInReservation' },
  /** SPEC §8 'goods quantity mismatch'. */
  qtyMismatch: { code: 'B0504', messageKey: 'errors:goodsQtyMismatch' },
  /** SPEC §8 'current document does not allow this operation' (a submitted list). */
  refused: { code: 'B0400', messageKey: 'errors:operationNotAllowed' },
} as const satisfies Record<HeaderProblem | IssueKind | string, { code: string; messageKey: string }>;
