import { MAX_BATCHES_PER_ORDER_LINE, isBlank, validateBatches } from '@/lib/validators';
import { toNumber } from '@/lib/formats';
import type { LoadingInput, Reservation } from './types';

/**
 * The loading-list rules of SPEC §5 and §8 on the editor's values, as pure functions: batches per
 * order line (at most three, no batch twice, production date yyyy-MM-dd), batches naming a line
 * of the list, and for a submission only reserved goods and batch quantities adding up to each
 * line's loaded quantity ('goods quantity mismatch'). The mock server checks the same.
 */

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
  | { kind: 'unknownLine'; row: number }
  | { kind: 'notInReservation'; row: number; goodsId: string; orderSheetId: string }
  | { kind: 'qtyMismatch'; row: number; goodsId: string; loaded: number; batches: number };

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
  // Production dates are checked by the grid's date cells; here the per-line rules of SPEC §5.
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

export { MAX_BATCHES_PER_ORDER_LINE };
