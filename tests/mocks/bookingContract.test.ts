import { table, updateRows } from '../../mocks/db';
import {
  APPOINTMENT_STATUS,
  BOOKING_ERRORS,
  bookingUrl,
  canReceive,
  messageKeysOf,
  paramsProblems,
  receiptProblems,
} from '@/features/booking/contract';
import { RECEIVE, paramsQuery } from '@/features/booking/schemas/retailerQueries';
import type { Appointment, BookingParams } from '@/features/booking/types';
import type { DocumentAction } from '@/kit/query';
import { api, RETAILER } from './helpers';
import { mockWords, screenText } from './screenTexts';

/*
 * Issue 37, one contract per domain: for each case the contract's rule, the screen's check (the
 * action's `allowed`, its form's `validate`) and the mock's answer through its service agree,
 * because both call the rule.
 */

/** An action's form for the rows (a form given as a value or made from them). */
const formOf = <T>(form: DocumentAction<T>['form'], rows: T[]) => (typeof form === 'function' ? form(rows) : form!);
const answer = async (path: Parameters<typeof bookingUrl>[0], body: object) =>
  (await api(bookingUrl(path), body, RETAILER)).returncode;

describe('booking contract: screen and mock refuse the same inputs', () => {
  it('records a receipt (SPEC §5 actual cartons and SKUs) exactly when receiptProblems allows it', async () => {
    const a = table('appointments').find((x) => x.status === APPOINTMENT_STATUS.booked && x.requestedSkus > 1)!;
    const row = { ...a, venderName: '', canModify: false, canCancel: false } as Appointment;
    const form = formOf(RECEIVE.form, [row]);
    const { requestedCartons: c, requestedSkus: s } = a;
    const cases: [unknown, unknown][] = [
      [c, s],
      [0, 1],
      [-1, s],
      [2.5, s],
      ['1.0', s],
      ['', s],
      [c + 1, s],
      [c, 0],
      [c, s + 1],
      [c, 1.5],
      [String(c), String(s)],
    ];
    for (const [actualCartons, actualSkus] of cases) {
      const problems = receiptProblems({ actualCartons, actualSkus }, a);
      const label = JSON.stringify([actualCartons, actualSkus]);
      expect(form.validate?.({ actualCartons, actualSkus }) ?? null, label).toEqual(messageKeysOf(problems));
      const first = problems?.actualCartons ?? problems?.actualSkus;
      expect(await answer('receive', { reservationNo: a.reservationNo, actualCartons, actualSkus }), label).toBe(
        first ? BOOKING_ERRORS[first].code : '00000',
      );
      if (!first)
        updateRows('appointments', (x) => x.reservationNo === a.reservationNo, { status: APPOINTMENT_STATUS.booked });
    }
  });

  it('offers the receipt only on an appointment canReceive allows, and the mock refuses the others', async () => {
    const allowed = RECEIVE.allowed!;
    for (const status of Object.values(APPOINTMENT_STATUS)) {
      const a = table('appointments').find((x) => x.status === status)!;
      const row = { ...a, venderName: '', canModify: false, canCancel: false } as Appointment;
      const rule = canReceive(a);
      const body = { reservationNo: a.reservationNo, actualCartons: 0, actualSkus: 1 };
      expect([allowed(row), (await answer('receive', body)) === '00000'], status).toEqual([rule, rule]);
    }
  });

  it("saves a DC's parameters exactly when paramsProblems allows them (SPEC §2 parameter settings)", async () => {
    const p = table('bookingParams')[0];
    const validate = formOf<BookingParams>(paramsQuery().actions!.find((x) => x.key === 'editParams')!.form, [
      p,
    ]).validate!;
    const cases: Record<string, unknown>[] = [
      {},
      { bookDays: 0 },
      { nValue: 0, modifyDays: 0 },
      { nValue: -1 },
      { supplierLimit: 2.5 },
      { boxLimit: '12' },
      { skuLimit: 'x' },
    ];
    for (const change of cases) {
      const values = { ...p, ...change };
      const label = JSON.stringify(change);
      const problems = paramsProblems(values);
      const shown = validate(values);
      expect(shown === null, label).toBe(problems === null);
      // The form marks each wrong limit with its own field text; the server refuses in one sentence of its own.
      if (shown) for (const key of Object.values(shown)) expect(key, label).toBe(BOOKING_ERRORS.paramsInvalid.fieldKey);
      const said = await api(bookingUrl('paramsSave'), values, RETAILER);
      expect(said.returncode, label).toBe(problems ? BOOKING_ERRORS.paramsInvalid.code : '00000');
      if (problems) expect(mockWords(said.message), label).toEqual(screenText(BOOKING_ERRORS.paramsInvalid.messageKey));
    }
  });
});
