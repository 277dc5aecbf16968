import { screen, waitFor, fireEvent } from '@testing-library/react';
import { table, updateRows } from '@mocks/db';
import { answerDispute } from '@mocks/domains/settlement/service';
import { glossary } from '@mocks/glossary';
import { settlementRoutes } from '@/features/settlement/routes';
import { mergeServerTexts } from '@/i18n';
import type { QueryPageConfig } from '@/kit/query';
import { formatAmount, formatNumber } from '@/lib/formats';
import { disputeQuery } from '@/features/settlement/schemas/disputes';
import { expenseQuery } from '@/features/settlement/schemas/expenses';
import { ledgerQuery } from '@/features/settlement/schemas/ledger';
import { letterQuery } from '@/features/settlement/schemas/letters';
import { deductionQuery, settleDocQuery } from '@/features/settlement/schemas/settleDocs';
import { paymentQuery } from '@/features/settlement/schemas/sheets';
import { pageTest } from '../support/page';
import { drawer, headers, rowOf } from '../support/queries';

/*
 * Settlement I, the read screens (SPEC §2, Beyond): a dispute as a case with the retailer's answer,
 * the settlement expenses (deductions only) and a ledger screen per kind.
 */

const BASE = '/settlement-management';
const page = pageTest({
  routes: settlementRoutes,
  setUp: () => mergeServerTexts('en-US', glossary()),
  calls: /\/settlement\/(\w+\/\w+)$/,
  waitMs: 8000,
});
const demo = <T extends { venderId: string; bu: string }>(rows: T[]) =>
  rows.filter((r) => r.venderId === '100101' && r.bu === '12');

it("dispute resolution (Beyond): the case shows its items, reason, the retailer's answer, the amount reversed and days left", async () => {
  const open = demo(table('disputes')).find((d) => d.status === '0')!;
  const photo = { fileUrl: 'group2/M00/00/01/f000001.png', fileName: 'shelf-photo.png', size: 2048 };
  updateRows('disputes', (d) => d.disputeId === open.disputeId, { evidence: [photo] });
  answerDispute({
    disputeId: open.disputeId,
    accept: true,
    answer: 'Checked: fee reversed',
    reversedAmount: open.amount,
  });
  page.open(`${BASE}/dispute_resolution?disputeId=${open.disputeId}&pageNo=1`);
  await waitFor(() => expect(rowOf(open.disputeId)).toHaveTextContent('Checked: fee reversed'));
  expect(rowOf(open.disputeId)).toHaveTextContent('Accepted');
  expect(rowOf(open.disputeId)).toHaveTextContent(formatNumber(open.amount, 2));
  expect(headers()).toContain('Days left to dispute');
  // An answered case has no dispute period left to count.
  expect(rowOf(open.disputeId).textContent).not.toMatch(/\d+ days?/);
  fireEvent.click(screen.getByText(open.disputeId));
  await waitFor(() => expect(drawer()).toHaveTextContent(open.itemIds[0]));
  expect(drawer()).toHaveTextContent('Evidence files');
  expect(drawer()).toHaveTextContent('shelf-photo.png');
  expect(drawer()).toHaveTextContent('Amount reversed');
});

it('settlement expenses (SPEC §2) lists only the expense deductions, with the whole query total', async () => {
  const deductions = demo(table('settleDocs')).filter((d) => d.docType === '3');
  page.open(`${BASE}/settlement_expense?pageNo=1&pageSize=100`);
  await waitFor(() => expect(screen.getByText(deductions[0].sheetId)).toBeInTheDocument());
  expect(page.callsOf('doc/query')[0].body).toMatchObject({ params: { docType: '3' } });
  await waitFor(() =>
    expect(document.querySelector('.vsm-query-totals')).toHaveTextContent(`Whole query: ${deductions.length}`),
  );
  // No tick boxes: nothing to do on ticked rows here, so only the whole query's totals.
  expect(document.querySelector('.vsm-query-totals')).not.toHaveTextContent('Ticked');
});

it.each([
  ['preRec', 'Receipt number'],
  ['balanceTrans', 'Transfer number'],
  ['cashSettle', 'Settlement number'],
])('the %s ledger screen queries its own kind, with the SPEC §9 totals of the whole query', async (kind, column) => {
  const entry = demo(table('settleLedger')).find((r) => r.kind === kind)!;
  page.open(`${BASE}/${kind}?pageNo=1&pageSize=100`);
  await waitFor(() => expect(screen.getByText(entry.entryId)).toBeInTheDocument());
  expect(headers()).toContain(column);
  expect(page.callsOf('ledger/query')[0].body).toMatchObject({ params: { kind } });
  // SPEC §9: the whole query's count and amount, 2 decimals (no tick boxes here, so no ticked totals).
  const rows = demo(table('settleLedger')).filter((r) => r.kind === kind);
  const amount = formatAmount(rows.reduce((s, r) => s + Math.round(r.amount * 100), 0) / 100);
  await waitFor(() =>
    expect(document.querySelector('.vsm-query-totals')).toHaveTextContent(
      `Whole query: ${rows.length}, amount ${amount}`,
    ),
  );
  expect(page.callsOf('ledger/totals')[0].body).toMatchObject({ params: { kind } });
});

it('SPEC §9: every settlement list of amounts shows 2-decimal amounts with the totals of the ticked rows and of the whole query', () => {
  const none = () => null;
  const configs: QueryPageConfig<object>[] = [
    expenseQuery(none),
    settleDocQuery(none),
    deductionQuery,
    disputeQuery(none),
    paymentQuery(none),
    letterQuery(none),
    ...(['preRec', 'balanceTrans', 'cashSettle', 'withdrawal'] as const).map(ledgerQuery),
  ] as QueryPageConfig<object>[];
  for (const config of configs) {
    const money = config.columns.filter((c) => c.format === 'amount').map((c) => c.key);
    expect(money.length, config.id).toBeGreaterThan(0);
    expect(money, config.id).toContain(config.totals?.amountKey);
  }
  // Ticked totals wherever rows can be ticked.
  expect(configs.filter((c) => c.selection).map((c) => c.id)).toEqual([
    'settlement.expenses',
    'settlement.docs',
    'settlement.sheets',
    'settlement.letters',
    'settlement.ledger.withdrawal',
  ]);
});
