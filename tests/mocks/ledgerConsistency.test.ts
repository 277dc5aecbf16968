import { table } from '../../mocks/db';
import { mockToday, setMockToday } from '../../mocks/db/clock';
import { EXPENSE_REMARKS } from '../../mocks/domains/settlement/seed';
import { sumOf } from '../../mocks/domains/settlementBilling/model';
import { data, DEMO_VENDOR } from './helpers';

/*
 * The mock as one ledger: the seed's cross-references of settlement and billing agree, as the real
 * backend's records would. Each check lists what disagrees; the first disagreement is the failure.
 */

const day = (stamp: string | null | undefined) => (stamp ?? '').slice(0, 10);
const latest = (...days: string[]) => days.filter(Boolean).reduce((a, b) => (a > b ? a : b), '');

/** Where each cause of a red invoice is kept, and the day it happened. */
function causeOf(type: string, id: string): { date: string } | undefined {
  if (type === '1') {
    const r = table('returnDocs').find((x) => x.sheetId === id);
    return r && { date: latest(r.returnDate, day(r.checkDate)) };
  }
  if (type === '2') {
    const p = table('priceReadjusts').find((x) => x.sheetId === id);
    return p && { date: latest(p.effectiveDate, day(p.createDate), day(p.checkDate)) };
  }
  const e = table('expenseDocs').find((x) => x.sheetId === id);
  return e && { date: latest(e.feeDate, day(e.checkDate)) };
}

function redInvoiceProblems(): string[] {
  const problems: string[] = [];
  const letters = new Map(table('redLetters').map((l) => [l.redLetterId, l]));
  const docs = [...table('redLetters'), ...table('redInvoices')];
  for (const d of docs) {
    const id = 'redInvoiceId' in d ? d.redInvoiceId : d.redLetterId;
    const date = 'redInvoiceId' in d ? d.invoiceDate : day(d.createDate);
    const cause = causeOf(d.sourceType, d.sourceId);
    if (!cause) problems.push(`${id}: its cause ${d.sourceId} (type ${d.sourceType}) does not exist`);
    else if (cause.date > date) problems.push(`${id} of ${date} predates its cause ${d.sourceId} of ${cause.date}`);
    if (d.origInvoiceDate > date) problems.push(`${id} of ${date} predates the invoice it reverses`);
    if ('redInvoiceId' in d) {
      const letter = letters.get(d.redLetterId);
      if (!letter) problems.push(`${id}: its red-letter sheet ${d.redLetterId} does not exist`);
      else if (day(letter.createDate) > date) problems.push(`${id} of ${date} predates its sheet ${d.redLetterId}`);
      else if (letter.sourceId !== d.sourceId) problems.push(`${id}: not the cause of its sheet ${d.redLetterId}`);
    }
  }
  return problems;
}

function billProblems(): string[] {
  const problems: string[] = [];
  const sheets = new Map(table('settleSheets').map((s) => [s.sheetId, s]));
  const bySheet = new Map<string, ReturnType<typeof table<'bills'>>>();
  for (const b of table('bills')) {
    if (b.invoiceDate && b.invoiceDate < b.billDate) problems.push(`${b.billId} is invoiced before it is billed`);
    if (!b.settleSheetId) continue;
    const sheet = sheets.get(b.settleSheetId);
    if (!sheet) problems.push(`${b.billId}: its sheet ${b.settleSheetId} does not exist`);
    else if (day(sheet.createDate) > b.billDate)
      problems.push(`${b.billId} of ${b.billDate} predates its sheet ${sheet.sheetId} of ${day(sheet.createDate)}`);
    else if (sheet.venderId !== b.venderId || sheet.bu !== b.bu) problems.push(`${b.billId}: another code's sheet`);
    bySheet.set(b.settleSheetId, [...(bySheet.get(b.settleSheetId) ?? []), b]);
  }
  for (const [sheetId, bills] of bySheet) {
    const sheet = sheets.get(sheetId);
    if (!sheet) continue;
    const billed = sumOf(bills.map((b) => b.totalAmount));
    if (billed !== sheet.payableAmount) problems.push(`${sheetId}: bills ${billed}, payable ${sheet.payableAmount}`);
    for (const b of bills) {
      if (b.invoiceStatus !== sheet.invoiceStatus)
        problems.push(
          `${sheetId} reads invoice status ${sheet.invoiceStatus}, its bill ${b.billId} ${b.invoiceStatus}`,
        );
      if (sumOf([b.amount, b.tax]) !== b.totalAmount) problems.push(`${b.billId}: amount and tax ≠ its total`);
    }
  }
  return problems;
}

/** Dates that are plans, not things done: they may lie ahead. */
const PLANS = new Set(['expectedPayDate', 'disputeDeadline', 'deadline']);
const LEDGER_TABLES = [
  'expenseDocs',
  'disputes',
  'settleDocs',
  'settleSheets',
  'settleLedger',
  'bills',
  'redLetters',
  'redInvoices',
] as const;

function futureDates(): string[] {
  const today = mockToday();
  const problems: string[] = [];
  for (const name of LEDGER_TABLES) {
    for (const row of table(name) as unknown as Record<string, unknown>[]) {
      const id = String(
        row.sheetId ?? row.billId ?? row.redLetterId ?? row.redInvoiceId ?? row.disputeId ?? row.entryId,
      );
      const dated = Object.entries(row).filter(([k, v]) => /(Date|Time)$/.test(k) && typeof v === 'string');
      const events = Array.isArray(row.events) ? (row.events as { step: string; date: string }[]) : [];
      for (const [k, v] of [...dated, ...events.map((e) => [`event ${e.step}`, e.date] as const)])
        if (!PLANS.has(k) && day(v as string) > today) problems.push(`${name} ${id}: ${k} ${String(v)} after ${today}`);
    }
  }
  return problems;
}

const demo = <T extends { venderId: string; bu: string }>(rows: T[]) =>
  rows.filter((r) => r.venderId === DEMO_VENDOR.venderId && r.bu === DEMO_VENDOR.bu);

describe.each([
  ['today', null],
  ['a pinned day at a year end', '2026-12-31'],
])('mock ledger consistency (%s)', (_name, today) => {
  beforeEach(() => setMockToday(today));
  afterEach(() => setMockToday(null));

  it('SPEC §2 red invoices: every cause exists and is dated on or before its red-letter sheet and red invoice', () => {
    expect(redInvoiceProblems().slice(0, 1)).toEqual([]);
    const mine = demo(table('redInvoices'));
    for (const t of ['1', '2', '3'])
      expect(
        mine.some((r) => r.sourceType === t),
        `cause type ${t}`,
      ).toBe(true);
  });

  it('SPEC §4 bills: every sheet exists before its bills, which add up to its payable amount and share its invoice status', () => {
    expect(billProblems().slice(0, 1)).toEqual([]);
    const billed = new Set(demo(table('bills')).map((b) => b.settleSheetId));
    expect(demo(table('settleSheets')).filter((s) => billed.has(s.sheetId)).length).toBeGreaterThanOrEqual(4);
    expect(demo(table('bills')).length).toBeGreaterThanOrEqual(30);
  });

  it('no settlement or billing document is dated after today, but for plans (expected payment, deadlines)', () => {
    expect(futureDates().slice(0, 1)).toEqual([]);
  });
});

describe('mock ledger consistency: expense documents', () => {
  it('SPEC §2 OIexpense_document: an expense’s remark names what its type charges, or is empty', () => {
    const wrong = table('expenseDocs').filter((e) => e.remark && e.remark !== EXPENSE_REMARKS[e.expenseType]);
    expect(wrong.map((e) => `${e.sheetId}: type ${e.expenseType}, remark ${e.remark}`).slice(0, 1)).toEqual([]);
    expect(table('expenseDocs').some((e) => e.remark)).toBe(true);
  });
});

describe('mock ledger consistency: what the screens find', () => {
  it('SPEC §2 a readjustment behind a red invoice is found on /promotion/readjust_prices by its number', async () => {
    const red = demo(table('redInvoices')).find((r) => r.sourceType === '2')!;
    const page = await data<{ pageData: { sheetId: string }[] }>(
      '/api/fea-vsm/promotion/readjust/query',
      { pageNo: 1, pageSize: 20, params: { sheetId: red.sourceId } },
      { vendor: DEMO_VENDOR },
    );
    expect(page.pageData.map((p) => p.sheetId)).toEqual([red.sourceId]);
  });
});

/** An order notice's reservation number (SPEC §3) is a live appointment of the booking list, of its DC and supplier code. */
function reservationProblems(): string[] {
  const today = mockToday();
  const problems: string[] = [];
  const appointments = new Map(table('appointments').map((a) => [a.reservationNo, a]));
  for (const o of table('orderNotices')) {
    if (!o.reservationNo) continue;
    const a = appointments.get(o.reservationNo);
    if (!a) problems.push(`${o.sheetId}: its reservation ${o.reservationNo} is not in the booking list`);
    else if (a.status === '9') problems.push(`${o.sheetId}: its reservation ${o.reservationNo} is cancelled`);
    else if (a.venderId !== o.venderId || a.bu !== o.bu || a.dcId !== o.transferDc)
      problems.push(`${o.sheetId}: its reservation ${o.reservationNo} is another code's or DC's`);
    else if (!a.orderSheetIds.includes(o.sheetId)) problems.push(`${o.reservationNo} does not book ${o.sheetId}`);
  }
  for (const a of table('appointments')) {
    if (day(a.createDate) > today) problems.push(`${a.reservationNo}: booked on ${a.createDate}, after ${today}`);
    if (a.receiptTime && day(a.receiptTime) > today)
      problems.push(`${a.reservationNo}: received on ${a.receiptTime}, after ${today}`);
    if (a.status === '1' && a.deliveryDate > today) problems.push(`${a.reservationNo}: received before its day`);
    if (a.status !== '9')
      for (const id of a.orderSheetIds)
        if (table('orderNotices').find((o) => o.sheetId === id)?.reservationNo !== a.reservationNo)
          problems.push(`${a.reservationNo}: its order ${id} does not carry its number`);
  }
  return problems;
}

describe.each([
  ['today', null],
  ['a pinned day at a year end', '2026-12-31'],
])('mock ledger consistency: orders and bookings (%s)', (_name, today) => {
  beforeEach(() => setMockToday(today));
  afterEach(() => setMockToday(null));

  it('SPEC §3 an order notice’s reservation serial number is found in the booking list, of its DC and supplier code; booked and received no later than today', () => {
    expect(reservationProblems().slice(0, 1)).toEqual([]);
    expect(demo(table('orderNotices')).filter((o) => o.reservationNo).length).toBeGreaterThanOrEqual(10);
  });
});
