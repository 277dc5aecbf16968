import { normalizeDate } from '@/lib/dates';
import { isBlank } from '@/lib/validators';

/**
 * Quality traceability's contract (issue 37): what the screens and the mock backend
 * (mocks/domains/traceability) both hold to, written once — the calls, the base information's
 * maintained state with its labels' keys and tones, the SPEC §5 rules of a goods' base information
 * (manufacturer, origin, the SC licence number, lengths) and of a production batch (batch number, a
 * production date up to today, a quantity above 0, the inspection report image and the production
 * log), and the error codes with the client's message keys. Pure TypeScript: no React, no antd, no
 * i18next. What only a server knows (the goods, a batch number already taken, the stored files and
 * their kinds) stays in the mock, which calls these rules.
 */

import { codedValues, type CodedValue, type Tone } from '@/lib/codedValues';
export type { CodedValue, Tone } from '@/lib/codedValues';

// ------------------------------------------------------------------ calls (docs/API.md "Quality traceability")

export const TRACE_BASE = '/api/fea-vsm/traceability';

/** Each call's path under TRACE_BASE. */
export const TRACE_PATHS = { bases: 'bases', saveBase: 'saveBase', batches: 'batches', addBatch: 'addBatch' } as const;
export const traceUrl = (path: keyof typeof TRACE_PATHS) => `${TRACE_BASE}/${TRACE_PATHS[path]}`;

// ------------------------------------------------------------------ states

/** A goods' base information: maintained, not yet. */
export const MAINTAINED = { yes: '1', no: '0' } as const;
export type Maintained = (typeof MAINTAINED)[keyof typeof MAINTAINED];
export const MAINTAINED_STATES: CodedValue[] = codedValues('traceability:maintained', [MAINTAINED.yes, MAINTAINED.no]);
export const MAINTAINED_TONES: Record<Maintained, Tone> = { '1': 'success', '0': 'warning' };

// ------------------------------------------------------------------ validations (SPEC §5)

/** Production licence (SC) numbers: SC and 14 digits. */
export const LICENCE_NO = /^SC\d{14}$/;
export const isLicenceNo = (v: unknown) => LICENCE_NO.test(String(v ?? '').trim());

/** The lengths the forms cap and the server refuses beyond. */
export const TRACE_LIMITS = {
  manufacturer: 64,
  manufacturerAddress: 200,
  origin: 64,
  licenceNo: 16,
  batchNo: 32,
} as const;

export type TraceProblem = 'required' | 'tooLong' | 'licenceFormat' | 'futureDate' | 'aboveZero';
export type TraceProblems = Record<string, TraceProblem>;

const text = (v: unknown) => (isBlank(v) ? '' : String(v).trim());
const tooLong = (v: unknown, field: keyof typeof TRACE_LIMITS) => text(v).length > TRACE_LIMITS[field];
const orNull = (p: TraceProblems) => (Object.keys(p).length ? p : null);

/** A goods' base information: manufacturer and origin required, the SC licence number, the lengths; null when it may be saved. */
export function baseProblems(v: Record<string, unknown>): TraceProblems | null {
  const p: TraceProblems = {};
  for (const field of ['manufacturer', 'origin'] as const) if (!text(v[field])) p[field] = 'required';
  if (!isLicenceNo(v.licenceNo)) p.licenceNo = 'licenceFormat';
  for (const field of ['manufacturer', 'manufacturerAddress', 'origin'] as const)
    if (!p[field] && tooLong(v[field], field)) p[field] = 'tooLong';
  return orNull(p);
}

/**
 * A production batch: a batch number (its length), a production date up to the server's today, a
 * quantity above 0, at least one inspection report image and production log; null when it may be saved.
 */
export function batchProblems(v: Record<string, unknown>, today: string): TraceProblems | null {
  const p: TraceProblems = {};
  if (!text(v.batchNo)) p.batchNo = 'required';
  else if (tooLong(v.batchNo, 'batchNo')) p.batchNo = 'tooLong';
  const day = normalizeDate(text(v.productionDate), { loose: true });
  if (!day) p.productionDate = 'required';
  else if (day > today) p.productionDate = 'futureDate';
  if (isBlank(v.quantity) || !(Number(v.quantity) > 0)) p.quantity = 'aboveZero';
  for (const field of ['inspectionReport', 'productionLog'] as const)
    if (!Array.isArray(v[field]) || v[field].length === 0) p[field] = 'required';
  return orNull(p);
}

// ------------------------------------------------------------------ errors (SPEC §8)

/** The traceability error codes the mock answers, with the key of the client's own text where the screen words the case. */
export const TRACE_ERRORS = {
  /** Every SPEC §5 problem of a form (a required field, a length, a format, a file). */
  invalid: { code: 'A0410' },
  inspectionImage: { code: 'A0410', messageKey: 'traceability:rule.inspectionImage' },
  inspectionReport: { code: 'A0410', messageKey: 'traceability:rule.inspectionReport' },
  productionDate: { code: 'A0410', messageKey: 'traceability:rule.productionDate' },
  batchTaken: { code: 'A0410', messageKey: 'traceability:rule.batchTaken' },
  licenceNo: { code: 'A0410', messageKey: 'traceability:rule.licenceNo' },
  licenceFormat: { code: 'A0410', messageKey: 'traceability:base.licenceFormat' },
  futureDate: { code: 'A0410', messageKey: 'traceability:batch.futureDate' },
  aboveZero: { code: 'A0410', messageKey: 'traceability:batch.aboveZero' },
  goods: { code: 'B0404' },
  noBase: { code: 'B0400', messageKey: 'traceability:rule.noBase' },
} as const;

/** The screen's message of the problems its fields do not word themselves (required and lengths are the fields'). */
export const traceMessageKeys = (problems: TraceProblems | null): Record<string, string> | null => {
  const keys: Record<string, string> = {};
  for (const [field, problem] of Object.entries(problems ?? {}))
    if (problem === 'licenceFormat' || problem === 'futureDate' || problem === 'aboveZero')
      keys[field] = TRACE_ERRORS[problem].messageKey;
  return Object.keys(keys).length ? keys : null;
};
