import { insertRow, nextId, table, updateRows } from '../../db';
import { mockToday, nowStamp } from '../../db/clock';
import type { LoadingDetailLine, LoadingInput, LoadingLine } from '@/features/netInCar/types';
import type { LoadingListRow, ReservationRow } from './tables';
import { apiError, ERR, fromContract, requiredMessage, tooLongMessage, type ErrDef } from '../../errors';
import { tr } from '../../glossary';
import { catalogue } from '../../catalogue';
import { requireVendor, vendorScope, type Ctx } from '../../services/context';
import { splitDateRanges } from '../../services/dateRange';
import { transitionDocument } from '../../services/documents';
import { isBlank, matchesParams, pageInOrder, paramsOf, text, type Page, type PageQuery } from '../../services/paging';
import { bookedReservations } from '../../shared/bookedReservations';
import {
  LOADING_MAX,
  LOADING_STATUS,
  NETINCAR_ERRORS as CODES,
  batchIssues,
  canEditLoadingList,
  editorValuesOf,
  headerProblems,
  isBooked,
  isQuantity,
  issueValues,
  lineKeyOf as lineKey,
  statusesSearched,
  submitIssues,
  type EditorValues,
  type HeaderField,
  type HeaderProblem,
  type Issue,
} from '@/features/netInCar/contract';
import { fieldsOf, vendorKeyOf } from '../../db/tables';

/**
 * Loading-list entry (net-in-car, SPEC §2 /order/netincar, §3 appointment, §5 batch entry, §8):
 * a supplier looks up its reservation by serial number, enters vehicle, driver and per order line
 * the loaded quantity in batches, saves (editable) and submits (read-only). Saving checks the
 * shape of what was entered; submitting also checks it against the reservation and the batches.
 */

/** The server's words for the contract's refusals (SPEC §8); the codes are the contract's. */
export const LOADING_ERR = {
  reservationNotFound: fromContract(CODES.reservationNotFound),
  plateFormat: { code: CODES.format.code, message: tr('车牌号格式不正确', 'The vehicle plate format is incorrect') },
  mobileFormat: {
    code: CODES.format.code,
    message: tr('司机手机号格式不正确', "The driver's mobile number format is incorrect"),
  },
  quantity: fromContract(CODES.quantity),
  qtyMismatch: fromContract(CODES.qtyMismatch),
} as const satisfies Record<string, ErrDef>;

/**
 * The answer to the first issue of batchIssues / submitIssues, in the words the editor shows for it
 * (netInCar:issues.<kind> with its row and line); quantities not adding up are SPEC §8's 'goods
 * quantity mismatch', as the editor's toast says when they are all that is wrong.
 */
export function issueError(issue: Issue): ErrDef {
  return issue.kind === 'qtyMismatch' ? LOADING_ERR.qtyMismatch : fromContract(CODES[issue.kind], issueValues(issue));
}

/** A row of the list: the header with totals (lines are read with `get` / `lines`). */
export type LoadingListSummary = Omit<LoadingListRow, 'lines'> & { lineCount: number; totalLoadedQty: number };

/** The editor's label key of each field the server names in a required or length message. */
const LABEL_KEYS = {
  plateNo: 'netInCar:entry.plateNo',
  driver: 'netInCar:entry.driver',
  driverPhone: 'netInCar:entry.driverPhone',
  remark: 'netInCar:entry.remark',
  goodsId: 'netInCar:entry.goodsId',
  batchNo: 'netInCar:entry.batchNo',
} as const;
/** The labels' zh-CN (their English in the text download from the start, for a required message's field). */
const LABELS = Object.fromEntries(Object.entries(LABEL_KEYS).map(([field, key]) => [field, catalogue(key)])) as Record<
  keyof typeof LABEL_KEYS,
  string
>;
const required = (field: keyof typeof LABEL_KEYS) => ({
  code: CODES.required.code,
  message: requiredMessage(LABELS[field]),
});
const tooLong = (field: keyof typeof LABEL_KEYS & keyof typeof LOADING_MAX) => ({
  code: CODES.tooLong.code,
  message: tooLongMessage(LABEL_KEYS[field], LOADING_MAX[field]),
});
const qty = (v: unknown) => (typeof v === 'number' ? v : isBlank(v) ? NaN : Number(v));

/** The caller's booked reservation with that serial number (SPEC §8 'cancelled or not found' otherwise). */
export function findReservation(ctx: Ctx, reservationNo: unknown): ReservationRow {
  requireVendor(ctx);
  const inScope = vendorScope(ctx);
  const r =
    bookedReservations(ctx).find((x) => x.reservationNo === text(reservationNo)) ??
    table('reservations').find((x) => x.reservationNo === text(reservationNo) && inScope(x));
  if (!r || !isBooked(r)) throw apiError(LOADING_ERR.reservationNotFound);
  return r;
}

/** The caller's booked reservations (generic table query), for choosing one. */
export function listReservations(ctx: Ctx, query: PageQuery): Page<ReservationRow> {
  const inScope = vendorScope(ctx);
  const params = paramsOf(query);
  const rows = [...bookedReservations(ctx), ...table('reservations')].filter(
    (r) => inScope(r) && isBooked(r) && matchesParams(r, params),
  );
  return pageInOrder(rows, query, 'reservationNo asc');
}

const summary = ({ lines, ...head }: LoadingListRow): LoadingListSummary => ({
  ...head,
  lineCount: lines.length,
  totalLoadedQty: Math.round(lines.reduce((s, l) => s + l.loadedQty * 1000, 0)) / 1000,
});

/**
 * The caller's loading lists. Params: sheetId, reservationNo, plateNo (prefix/substring), status
 * ('pending' = saved, not submitted), deliveryDateStart / deliveryDateEnd (inclusive).
 */
export function queryLoadingLists(ctx: Ctx, query: PageQuery): Page<LoadingListSummary> {
  const inScope = vendorScope(ctx);
  const { status, ...params } = paramsOf(query);
  const { rest, inRanges } = splitDateRanges(params);
  const statuses = statusesSearched(status);
  const rows = table('loadingLists')
    .filter((r) => inScope(r) && matchesParams(r, rest) && inRanges(r) && (!statuses || statuses.includes(r.status)))
    .map(summary);
  return pageInOrder(rows, query, 'createDate desc');
}

function findList(ctx: Ctx, sheetId: unknown): LoadingListRow {
  const inScope = vendorScope(ctx);
  const row = table('loadingLists').find((r) => r.sheetId === text(sheetId) && inScope(r));
  if (!row) throw apiError(ERR.documentNotFound);
  return row;
}

export function getLoadingList(ctx: Ctx, sheetId: unknown): LoadingListRow {
  return findList(ctx, sheetId);
}

/** The detail lines of a loading list: one row per batch (a line without batches as one row). */
export function loadingListLines(ctx: Ctx, sheetId: unknown): LoadingDetailLine[] {
  return findList(ctx, sheetId).lines.flatMap(({ batches, ...base }): LoadingDetailLine[] => {
    if (batches.length === 0)
      return [{ ...base, key: `${base.lineNo}`, batchNo: '', productionDate: '', batchQty: null }];
    return batches.map((b, i) => ({
      ...base,
      key: `${base.lineNo}-${i + 1}`,
      batchNo: b.batchNo,
      productionDate: b.productionDate,
      batchQty: b.qty,
    }));
  });
}

/** The server's message for a header field's problem. */
function headerError(field: HeaderField, problem: HeaderProblem): { code: string; message: string } {
  if (problem === 'required') return required(field);
  if (problem === 'tooLong') return tooLong(field);
  return field === 'plateNo' ? LOADING_ERR.plateFormat : LOADING_ERR.mobileFormat;
}

/**
 * What the editor held: the body's lines and batches, each line named as the reservation (else the
 * goods list) names it, so a message naming a line names it as the editor's does.
 */
const editorValues = (input: LoadingInput, reservation: ReservationRow): EditorValues => ({
  ...editorValuesOf(input),
  lines: toLines(input, reservation),
});

/** Checks what any save needs: the contract's header, line and batch rules (SPEC §5). */
function checkShape(input: LoadingInput, reservation: ReservationRow): void {
  const header = Object.entries(headerProblems(input) ?? {})[0] as [HeaderField, HeaderProblem] | undefined;
  if (header) throw apiError(headerError(...header));
  for (const l of input.lines) {
    if (isBlank(l.goodsId)) throw apiError(required('goodsId'));
    if ([...l.goodsId].length > LOADING_MAX.goodsId) throw apiError(tooLong('goodsId'));
    if (!isQuantity(l.loadedQty)) throw apiError(LOADING_ERR.quantity);
  }
  for (const b of input.batches) {
    if ([...b.batchNo].length > LOADING_MAX.batchNo) throw apiError(tooLong('batchNo'));
    if (!isQuantity(b.qty)) throw apiError(LOADING_ERR.quantity);
  }
  const first = batchIssues(editorValues(input, reservation))[0];
  if (first) throw apiError(issueError(first));
}

/** Checks what a submission needs beyond the shape: only reserved goods, batches adding up (SPEC §5, §8). */
function checkAgainstReservation(input: LoadingInput, reservation: ReservationRow): void {
  const first = submitIssues(editorValues(input, reservation), reservation)[0];
  if (first) throw apiError(issueError(first));
}

function toLines(input: LoadingInput, reservation: ReservationRow): LoadingLine[] {
  const goods = new Map(table('goods').map((g) => [g.goodsId, g]));
  return input.lines.map((l, i) => {
    const item = reservation.items.find((it) => lineKey(it) === lineKey(l));
    const g = goods.get(text(l.goodsId));
    return {
      lineNo: i + 1,
      orderSheetId: text(l.orderSheetId),
      goodsId: text(l.goodsId),
      goodsName: item?.goodsName ?? g?.goodsName ?? '',
      unit: item?.unit ?? g?.unit ?? '',
      reservedQty: item?.reservedQty ?? 0,
      loadedQty: qty(l.loadedQty),
      batches: input.batches
        .filter((b) => lineKey(b) === lineKey(l))
        .map((b) => ({ batchNo: text(b.batchNo), productionDate: text(b.productionDate), qty: qty(b.qty) })),
    };
  });
}

function normalise(body: Record<string, unknown>): LoadingInput {
  const list = (v: unknown) => (Array.isArray(v) ? (v as Record<string, unknown>[]) : []);
  return {
    sheetId: isBlank(body.sheetId) ? undefined : text(body.sheetId),
    reservationNo: text(body.reservationNo),
    plateNo: text(body.plateNo),
    driver: text(body.driver),
    driverPhone: text(body.driverPhone),
    remark: text(body.remark),
    lines: list(body.lines).map((l) => ({
      orderSheetId: text(l.orderSheetId),
      goodsId: text(l.goodsId),
      loadedQty: qty(l.loadedQty),
    })),
    batches: list(body.batches).map((b) => ({
      orderSheetId: text(b.orderSheetId),
      goodsId: text(b.goodsId),
      batchNo: text(b.batchNo),
      productionDate: text(b.productionDate),
      qty: qty(b.qty),
    })),
  };
}

/** Saves a new or saved (not submitted) loading list; answers its sheetId. */
export function saveLoadingList(
  ctx: Ctx,
  body: Record<string, unknown>,
  opts: { submitting?: boolean } = {},
): { sheetId: string } {
  const vendor = requireVendor(ctx);
  const input = normalise(body);
  const existing = input.sheetId ? findList(ctx, input.sheetId) : null;
  if (existing && !canEditLoadingList(existing)) throw apiError(ERR.statusNotAllowed);
  const reservation = findReservation(ctx, input.reservationNo);
  checkShape(input, reservation);
  if (opts.submitting) checkAgainstReservation(input, reservation);
  const fields = {
    ...fieldsOf(reservation, ['reservationNo', 'dcId', 'dcName', 'deliveryDate']),
    ...fieldsOf(input, ['plateNo', 'driver', 'driverPhone']),
    remark: input.remark ?? '',
    lines: toLines(input, reservation),
  };
  if (existing) {
    updateRows('loadingLists', (r) => r.sheetId === existing.sheetId, fields);
    return { sheetId: existing.sheetId };
  }
  const key = vendor ?? reservation;
  const sheetId = `ZC${mockToday().replace(/-/g, '')}${String(5000 + nextId('loadingList')).padStart(4, '0')}`;
  insertRow('loadingLists', {
    sheetId,
    sheetType: 'loading_list',
    ...vendorKeyOf(key),
    status: LOADING_STATUS.saved,
    creator: ctx.user?.emplName ?? '',
    checker: null,
    createDate: nowStamp(),
    checkDate: null,
    ...fields,
  });
  return { sheetId };
}

/**
 * Submits a loading list: with lines in the body it is saved and submitted at once (nothing is
 * stored when a rule refuses it); with only a sheetId the saved list is checked and submitted.
 */
export function submitLoadingList(ctx: Ctx, body: Record<string, unknown>): { sheetId: string } {
  let input: Record<string, unknown> = body;
  if (!Array.isArray(body.lines)) {
    const saved = findList(ctx, body.sheetId);
    if (!canEditLoadingList(saved)) throw apiError(ERR.statusNotAllowed);
    input = {
      ...saved,
      lines: saved.lines.map((l) => fieldsOf(l, ['orderSheetId', 'goodsId', 'loadedQty'])),
      batches: saved.lines.flatMap((l) =>
        l.batches.map((b) => ({ orderSheetId: l.orderSheetId, goodsId: l.goodsId, ...b })),
      ),
    };
  } else if (!isBlank(body.sheetId) && !canEditLoadingList(findList(ctx, body.sheetId))) {
    throw apiError(ERR.statusNotAllowed);
  }
  // Check everything before storing anything.
  const normalised = normalise(input);
  const reservation = findReservation(ctx, normalised.reservationNo);
  checkShape(normalised, reservation);
  checkAgainstReservation(normalised, reservation);
  const { sheetId } = saveLoadingList(ctx, input, { submitting: true });
  transitionDocument('loadingList', sheetId, LOADING_STATUS.submitted, ctx);
  return { sheetId };
}
