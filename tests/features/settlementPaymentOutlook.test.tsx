import { render, screen } from '@testing-library/react';
import dayjs from 'dayjs';
import { PaymentTimeline } from '@/features/settlement/components/PaymentTimeline';
import { paymentOutlook } from '@/features/settlement/paymentOutlook';
import type { SettleSheet } from '@/features/settlement/types';
import { FastProviders, setUpTexts } from '../support/page';

/* The payment timeline's closing line (SPEC Beyond "when will I be paid?"): what it says of a sheet's payment. */

beforeAll(() => setUpTexts('en-US'));

const sheet = (patch: Partial<SettleSheet>) =>
  ({
    status: '1',
    invoiceConfirmed: false,
    letterStatus: '0',
    expectedPayDate: null,
    paidDate: null,
    events: [{ step: 'created', date: '2026-11-16 10:00:00', by: 'x' }],
    holds: [],
    ...patch,
  }) as unknown as SettleSheet;

describe('payment outlook (SPEC Beyond)', () => {
  it('a finalized sheet with confirmed invoice data and an e-signed letter may apply now; one missing a step may not', () => {
    expect(paymentOutlook(sheet({ invoiceConfirmed: true, letterStatus: '3' }))).toEqual({ key: 'canApply' });
    expect(paymentOutlook(sheet({ invoiceConfirmed: true, letterStatus: '2' }))).toEqual({ key: 'notApplied' });
    expect(paymentOutlook(sheet({ invoiceConfirmed: false, letterStatus: '3' }))).toEqual({ key: 'notApplied' });
    expect(paymentOutlook(sheet({ status: '0', invoiceConfirmed: true, letterStatus: '3' }))).toEqual({
      key: 'notApplied',
    });
  });

  it('an expected payment day that has passed unpaid is overdue by the days since; today or later is expected', () => {
    const applied = sheet({ status: '2', invoiceConfirmed: true, letterStatus: '3', expectedPayDate: '2026-11-20' });
    expect(paymentOutlook(applied, '2026-11-28')).toEqual({ key: 'overdue', params: { date: '2026-11-20', count: 8 } });
    expect(paymentOutlook(applied, '2026-11-20')).toEqual({ key: 'expected', params: { date: '2026-11-20' } });
    expect(paymentOutlook({ ...applied, status: '4', paidDate: '2026-11-25' }, '2026-11-28').key).toBe('paidOn');
  });

  it('the timeline reads that payment can be applied for, not that steps are missing', async () => {
    render(
      <FastProviders>
        <PaymentTimeline sheet={sheet({ invoiceConfirmed: true, letterStatus: '3' })} />
      </FastProviders>,
    );
    expect(await screen.findByText(/^Payment can be applied for now/)).toBeInTheDocument();
    expect(screen.queryByText(/Payment not applied for yet/)).toBeNull();
  });

  it("the timeline says an unpaid sheet is overdue and by how many days, counted from today's date", async () => {
    const due = dayjs().subtract(3, 'day').format('YYYY-MM-DD');
    render(
      <FastProviders>
        <PaymentTimeline sheet={sheet({ status: '3', expectedPayDate: due })} />
      </FastProviders>,
    );
    expect(
      await screen.findByText(`Expected payment date: ${due}: overdue by 3 days, not paid yet`),
    ).toBeInTheDocument();
  });
});
