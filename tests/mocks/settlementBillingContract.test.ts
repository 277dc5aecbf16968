import { addDays, mockToday } from '../../mocks/db/clock';
import { table, updateRows } from '../../mocks/db';
import { catalogue } from '../../mocks/catalogue';
import type { DocumentAction } from '@/kit/query';
import { today } from '@/lib/serverClock';
import {
  BILLING_COLUMNS,
  BILLING_ERRORS,
  BILLING_REPORTS,
  INVOICE_STATUSES,
  RED_LETTER_STATUS,
  billingUrl,
  canConfirmInvoiceData,
  cents,
  canIssueRedInvoice,
  canRegenerateInvoiceData,
  redInvoiceErrorCode,
  redInvoiceMessageKey,
  redInvoiceProblems,
  remainingOf,
  reportUrl,
} from '@/features/settlementBilling/contract';
import {
  billingByNameQuery,
  billingDetailsQuery,
  billingSummaryQuery,
} from '@/features/settlementBilling/schemas/billing';
import { issueForm, redLetterQuery } from '@/features/settlementBilling/schemas/redLetters';
import type { RedLetter } from '@/features/settlementBilling/types';
import { api, call, DEMO_VENDOR, OK, SUPPLIER } from './helpers';

/*
 * Issue 37, one contract per domain: for each case the contract's rule, the screen's check (an action's
 * `allowed`, the issue form's `validate`) and the mock's answer through its handlers agree, because
 * both call the rule.
 */

const mine = () => table('redLetters').filter((l) => l.venderId === DEMO_VENDOR.venderId && l.bu === DEMO_VENDOR.bu);
const letter = (id: string) => table('redLetters').find((l) => l.redLetterId === id)!;
const allowedOf = (key: string) => {
  const allowed = redLetterQuery.actions?.find((a: DocumentAction<RedLetter>) => a.key === key)?.allowed;
  if (!allowed) throw new Error(`no allowed() on ${key}`);
  return allowed;
};
const validInvoice = (l: RedLetter) => ({
  redLetterId: l.redLetterId,
  invoiceNo: '12345678',
  invoiceCode: '4400123456',
  invoiceDate: mockToday(),
  amount: Math.min(1, Math.max(remainingOf(l), 0.01)),
});

/** The red-letter sheets a state of the SPEC §4 life names, found in the demo supplier's seed. */
const STATES: [string, (l: RedLetter) => boolean][] = [
  ['invoice data to confirm', (l) => l.status === RED_LETTER_STATUS.toConfirm],
  ['confirmed, nothing issued', (l) => l.status === RED_LETTER_STATUS.confirmed && l.issuedAmount === 0],
  ['confirmed, partly issued', (l) => l.status === RED_LETTER_STATUS.confirmed && l.issuedAmount > 0],
  ['issued in full', (l) => l.status === RED_LETTER_STATUS.issued],
];

describe('settlement billing contract: screen and mock refuse the same inputs', () => {
  it('the clocks agree: the screen judges an invoice date by the day the mock judges it by', () => {
    expect(today()).toBe(mockToday());
  });

  const moves: [string, (l: RedLetter) => boolean, (l: RedLetter) => Promise<string>][] = [
    [
      'confirmInvoice',
      canConfirmInvoiceData,
      async (l) =>
        (await api(billingUrl('redLetter/confirmInvoice'), { redLetterIds: [l.redLetterId] }, SUPPLIER)).returncode,
    ],
    [
      'regenerateInvoice',
      canRegenerateInvoiceData,
      async (l) =>
        (await api(billingUrl('redLetter/regenerateInvoice'), { redLetterIds: [l.redLetterId] }, SUPPLIER)).returncode,
    ],
    [
      'issue',
      canIssueRedInvoice,
      async (l) => (await api(billingUrl('redLetter/issue'), validInvoice(l), SUPPLIER)).returncode,
    ],
  ];

  for (const [key, rule, answer] of moves)
    it(`SPEC §2, §4: ${key} is offered and accepted exactly in the states its predicate allows`, async () => {
      for (const [state, inState] of STATES) {
        const l = mine().find(inState)!;
        expect(l, state).toBeDefined();
        const allowed = rule(l);
        expect([allowedOf(key)(l), await answer(l)], `${key} on ${state}`).toEqual([
          allowed,
          allowed ? OK : BILLING_ERRORS.refused.code,
        ]);
      }
    });

  it('SPEC §4: a confirmed sheet whose invoice data was not confirmed is not issued against, on the screen or by the mock', async () => {
    const l = mine().find((x) => canIssueRedInvoice(x))!;
    updateRows('redLetters', (x) => x.redLetterId === l.redLetterId, { invoiceConfirmed: false });
    const stale = letter(l.redLetterId);
    expect([canIssueRedInvoice(stale), allowedOf('issue')(stale)]).toEqual([false, false]);
    expect((await api(billingUrl('redLetter/issue'), validInvoice(stale), SUPPLIER)).returncode).toBe(
      BILLING_ERRORS.refused.code,
    );
  });

  it('SPEC §5, §9: a red invoice is refused by the form and the mock exactly as redInvoiceProblems says, with one text', async () => {
    const id = mine().find((l) => canIssueRedInvoice(l) && l.issuedAmount === 0 && remainingOf(l) > 30)!.redLetterId;
    const day = mockToday();
    type Values = { invoiceNo: string; invoiceCode: string; invoiceDate: string; amount: number };
    const valid = (): Values => ({ invoiceNo: '12345678', invoiceCode: '4400123456', invoiceDate: day, amount: 10 });
    // Each case changes the valid invoice; the accepted ones come last (each issues part of the sheet).
    const cases: [string, (l: RedLetter) => Partial<Values>][] = [
      ['number of 7 digits', () => ({ invoiceNo: '1234567' })],
      ['number with a letter', () => ({ invoiceNo: 'A2345678' })],
      ['code of 11 digits', () => ({ invoiceCode: '44001234567' })],
      ['date not a day', () => ({ invoiceDate: '2026-02-30' })],
      ['date before the original invoice', (l) => ({ invoiceDate: addDays(l.origInvoiceDate, -1) })],
      ['date after today', () => ({ invoiceDate: addDays(day, 1) })],
      ['amount 0', () => ({ amount: 0 })],
      ['amount of 3 decimals', () => ({ amount: 1.005 })],
      ['amount over what is left', (l) => ({ amount: cents(remainingOf(l) + 0.01) })],
      ['several problems', () => ({ invoiceNo: '1', invoiceCode: '2', amount: -1 })],
      ['code of 12 digits', () => ({ invoiceCode: '440012345678' })],
      ['date on the original invoice, as YYYY/MM/DD', (l) => ({ invoiceDate: l.origInvoiceDate.replace(/-/g, '/') })],
      ['what is left', (l) => ({ amount: remainingOf(l) })],
    ];
    for (const [label, change] of cases) {
      const l = letter(id);
      const values = { ...valid(), ...change(l) };
      const problems = redInvoiceProblems(values, l, day);
      const shown = issueForm([l]).validate!(values);
      expect(shown, label).toEqual(
        Object.fromEntries(Object.entries(problems ?? {}).map(([name, p]) => [name, redInvoiceMessageKey(p)])),
      );
      const { returncode, message } = await api(
        billingUrl('redLetter/issue'),
        { redLetterId: id, ...values },
        SUPPLIER,
      );
      const [first] = Object.values(problems ?? {});
      expect({ returncode, message }, label).toEqual(
        first
          ? { returncode: redInvoiceErrorCode(first), message: catalogue(redInvoiceMessageKey(first)) }
          : { returncode: OK, message: 'success' },
      );
    }
    expect(letter(id).status).toBe(RED_LETTER_STATUS.issued);
  });

  it("SPEC §9: each billing report's export header row is its screen's grid titles in order", async () => {
    const screens = { details: billingDetailsQuery, byName: billingByNameQuery, summary: billingSummaryQuery };
    const { read, utils } = await import('xlsx');
    for (const report of BILLING_REPORTS) {
      const columns = screens[report].columns.filter((c) => c.grid !== false);
      expect(
        columns.map((c) => [c.key, c.titleKey]),
        report,
      ).toEqual(BILLING_COLUMNS[report].map((c) => [c.key, c.titleKey]));
      const res = await call(reportUrl(report, 'export'), { params: {} }, SUPPLIER);
      const book = read(new Uint8Array(await res.arrayBuffer()), { type: 'array' });
      const rows = utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]], { header: 1 });
      expect(rows[0], report).toEqual(columns.map((c) => catalogue(c.titleKey)));
      if (report !== 'details') continue;
      // A coded value is written by its label, as the screen shows it.
      const status = columns.findIndex((c) => c.key === 'invoiceStatus');
      const labels = new Set(INVOICE_STATUSES.map((s) => catalogue(s.labelKey)));
      expect(rows.slice(1).every((r) => labels.has(String(r[status])))).toBe(true);
    }
  });
});
