import { table } from '../../mocks/db';
import { mockToday, setMockToday } from '../../mocks/db/clock';
import { seeders } from '../../mocks/db/seed';
import type { TableName } from '../../mocks/db/tables';
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

/**
 * Dates that are plans, not things done: they may lie ahead of today. Keyed by table and field (a
 * field may be a plan in one table and a fact in another: a readjustment's effective date is ahead,
 * the compensation paid for it is not).
 */
const PERIOD = 'a promotion period runs from a start to an end that may lie ahead';
const PLANS: Record<string, string> = {
  'settleSheets.expectedPayDate': 'the day payment is expected',
  'disputes.disputeDeadline': 'the last day to answer a dispute',
  'disputes.deadline': 'the last day to answer a dispute',
  'appointments.deliveryDate': 'the day a delivery is booked for',
  'appointments.expectedReceiptTime': 'the hour a booked delivery is expected',
  'reservations.deliveryDate': 'the day a net-in-car delivery is booked for',
  'loadingLists.deliveryDate': 'the delivery a loading list is made for',
  'orderNotices.expectedReceiptDate': 'the day an order is expected at the DC',
  'bookingSpecialDays.date': 'the DCs’ special booking days ahead',
  'holidays.startDate': 'holiday plans',
  'holidays.endDate': 'holiday plans',
  'contracts.endDate': 'the end of a contract’s validity',
  'certSheets.expiryDate': 'the end of a certificate’s validity',
  'certificates.expiryDate': 'the end of a certificate’s validity',
  'settlementMethods.startDate': 'a settlement method agreed for a coming period',
  'settlementMethods.endDate': 'the end of a settlement method’s period',
  'shops.openDate': 'a shop due to open',
  'promoterAgreements.leaveDate': 'the replaced promoter leaves as the new one starts, which may be ahead',
  'priceReadjusts.effectiveDate': 'the day a readjusted cost applies, after it is asked for',
  'jointCosts.effectiveDate': 'the day a proposed joint-venture cost applies',
  'promoApplications.startDate': PERIOD,
  'promoApplications.endDate': PERIOD,
  'grossProfitApprovals.startDate': PERIOD,
  'grossProfitApprovals.endDate': PERIOD,
  'tieIns.startDate': PERIOD,
  'tieIns.endDate': PERIOD,
  'vipDiscounts.startDate': PERIOD,
  'vipDiscounts.endDate': PERIOD,
  'onlinePromotions.startDate': PERIOD,
  'onlinePromotions.endDate': PERIOD,
  'appointments.deliveryFrom': 'the delivery window of the booked orders',
  'appointments.deliveryTo': 'the delivery window of the booked orders',
  'orderNotices.deadline': 'the last day an order may be delivered',
  'returnNotices.deadline': 'the last day goods may be taken back',
  'expenseDocs.disputeDeadline': 'the last day to dispute an expense',
  'holidayPlans.receiptStop': 'holiday plans',
  'holidayPlans.receiptResume': 'holiday plans',
  'holidayPlans.deliveryStop': 'holiday plans',
  'holidayPlans.deliveryResume': 'holiday plans',
  'contractBills.validFrom': 'a contract pending execution starts ahead (one in force has begun: checked below)',
  'contractBills.validTo': 'the end of a contract’s validity',
  'ticketAgreements.validTo': 'the end of an agreement’s validity',
  'taxReliefs.validTo': 'the end of a tax relief’s validity',
  'caCertificates.validTo': 'the end of a certificate’s validity',
  'caApplications.validTo': 'the end of a certificate’s validity',
  'certSheets.items[].expiryDate': 'the end of a certificate’s validity',
  'promoterAgreements.promoteFrom': 'a promoter starts on a day agreed ahead',
  'promoterAgreements.promoteTo': 'the end of a promoter’s period',
  'presaleOrders.deliveryStart': 'a presale order is delivered from a day ahead',
};
/** Numbers that name a plan's day rather than the day they were made: a booking is numbered by its delivery day. */
const NUMBERED_BY_PLAN = new Set([
  'appointments.reservationNo',
  'orderNotices.reservationNo',
  'reservations.reservationNo',
  'loadingLists.reservationNo',
]);
const A_DAY = /^\d{4}-\d\d-\d\d/;
/** A document number that carries the day it was made: letters, YYYYMMDD, a sequence (HT202611180048). */
const A_NUMBER = /^[A-Z]{1,5}(20\d\d)(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])\d{2,}$/;

type Dated = { path: string; value: string };

/**
 * Every date of a row and of the rows it holds (a sheet's timeline, goods lines, a certificate's items:
 * arrays of objects and nested objects, found generically), as `field` or `lines[].field`, whatever the
 * field is called: a value that begins with a day is a date, a number that carries its day (A_NUMBER)
 * is dated by it. A nested date is a fact as much as its row's.
 */
function datedFields(value: unknown, path = ''): Dated[] {
  if (Array.isArray(value)) return value.flatMap((v) => datedFields(v, `${path}[]`));
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => {
    const at = path ? `${path}.${k}` : k;
    if (typeof v !== 'string') return datedFields(v, at);
    if (A_DAY.test(v)) return [{ path: at, value: v }];
    const n = A_NUMBER.exec(v);
    return n ? [{ path: at, value: `${n[1]}-${n[2]}-${n[3]} (${v})` }] : [];
  });
}

/** Every table of every domain: its dated fields, nested rows' included, no later than today, but for plans. */
function futureDates(): string[] {
  const today = mockToday();
  const problems: string[] = [];
  for (const name of Object.keys(seeders) as TableName[]) {
    const rows = table(name) as unknown;
    if (!Array.isArray(rows)) continue;
    for (const row of rows as Record<string, unknown>[])
      for (const d of datedFields(row))
        if (!(`${name}.${d.path}` in PLANS) && !NUMBERED_BY_PLAN.has(`${name}.${d.path}`) && day(d.value) > today) {
          const id = row.sheetId ?? row.id ?? row.reservationNo ?? row.billId ?? row.redInvoiceId ?? row.goodsId;
          problems.push(
            `${name} ${String(id ?? JSON.stringify(row).slice(0, 60))}: ${d.path} ${d.value} after ${today}`,
          );
        }
  }
  return problems;
}

/**
 * Dates that agree with a state: a contract's execution with its validity (SPEC §4: pending ones start ahead,
 * one in force has begun, a terminated one has ended); a sales gross profit is reckoned once its promotion is over.
 */
function stateDateProblems(): string[] {
  const today = mockToday();
  const sales = table('promoSaleGrossProfits')
    .filter((p) => day(p.createDate) <= p.endDate)
    .map((p) => `${p.sheetId}: made on ${day(p.createDate)}, its promotion ends on ${p.endDate}`);
  return [...sales, ...contractProblems(today)];
}

function contractProblems(today: string): string[] {
  return table('contractBills').flatMap((c) => {
    const wrong =
      (c.execStatus === '0' && c.validFrom <= today) ||
      (c.execStatus === '1' && c.validFrom > today) ||
      (c.execStatus === '2' && c.validTo >= today);
    return wrong
      ? [`${c.contractId}: execution ${c.execStatus}, valid ${c.validFrom} to ${c.validTo}, today ${today}`]
      : [];
  });
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

  it('no table of any domain has a date after today, nested rows and dated numbers included, but for plans (listed with their reasons); a contract’s execution agrees with its validity, a sales gross profit follows its promotion', () => {
    expect(futureDates().slice(0, 1)).toEqual([]);
    expect(stateDateProblems().slice(0, 1)).toEqual([]);
  });

  it('SPEC §2 every readjustment number named (compensation, red-letter sheets, red invoices) is an approved readjustment of the same code, in force before it; a joint-venture cost proposal is its goods’ readjustment', () => {
    expect(readjustmentProblems().slice(0, 1)).toEqual([]);
    expect(new Set(demo(table('payReadjusts')).map((p) => p.readjustSheetId)).size).toBeGreaterThanOrEqual(2);
  });

  it('SPEC §4 every receipt, return and expense a settlement document or red-letter sheet names exists, of its code, dated no later', () => {
    expect(settleDocProblems().slice(0, 1)).toEqual([]);
    expect(demo(table('settleDocs')).filter((d) => d.docType === '2').length).toBeGreaterThan(0);
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

  it('SPEC §2 every readjustment number /promotion/payreadjust links and /goodsadjcost names is found on /promotion/readjust_prices', async () => {
    type Page<T> = { total: number; pageData: T[] };
    const all = { pageNo: 1, pageSize: 1000, params: {} };
    const list = <T>(path: string) => data<Page<T>>(`/api/fea-vsm/${path}`, all, { vendor: DEMO_VENDOR });
    const pays = await list<{ readjustSheetId: string }>('promotion/payreadjust/query');
    const joint = await list<{ proposalId: string | null }>('goodsadjcost/query');
    const found = new Set((await list<{ sheetId: string }>('promotion/readjust/query')).pageData.map((r) => r.sheetId));
    const named = [...pays.pageData.map((p) => p.readjustSheetId), ...joint.pageData.map((j) => j.proposalId)];
    expect(named.filter((id) => id && !found.has(id))).toEqual([]);
    expect(joint.pageData.filter((j) => j.proposalId).length).toBeGreaterThan(0);
    expect(pays.total).toBeGreaterThan(0);
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

type Coded = { venderId: string; bu: string };
const sameCode = (a: Coded, b: Coded) => a.venderId === b.venderId && a.bu === b.bu;
/** The day a price readjustment is in force: asked, approved and effective. */
const readjustDay = (p: ReturnType<typeof table<'priceReadjusts'>>[number]) =>
  latest(p.effectiveDate, day(p.createDate), day(p.checkDate));

/** SPEC §2: every TJ number named anywhere is a price readjustment of /promotion/readjust_prices, of the same supplier code, in force before what names it. */
function readjustmentProblems(): string[] {
  const problems: string[] = [];
  const readjusts = new Map(table('priceReadjusts').map((p) => [p.sheetId, p]));
  const named: { by: string; id: string; code: Coded; date: string; goodsId?: string }[] = [
    ...table('payReadjusts').map((p) => ({
      by: p.sheetId,
      id: p.readjustSheetId,
      code: p,
      date: day(p.createDate),
      goodsId: p.goodsId,
    })),
    ...[...table('redLetters'), ...table('redInvoices')]
      .filter((d) => d.sourceType === '2')
      .map((d) => ({
        by: 'redInvoiceId' in d ? d.redInvoiceId : d.redLetterId,
        id: d.sourceId,
        code: d,
        date: 'redInvoiceId' in d ? d.invoiceDate : day(d.createDate),
      })),
  ];
  for (const n of named) {
    const p = readjusts.get(n.id);
    if (!p) problems.push(`${n.by}: its readjustment ${n.id} does not exist`);
    else if (!sameCode(p, n.code)) problems.push(`${n.by}: its readjustment ${n.id} is another code's`);
    else if (p.status !== '1') problems.push(`${n.by}: its readjustment ${n.id} is not approved (${p.status})`);
    else if (readjustDay(p) > n.date) problems.push(`${n.by} of ${n.date} predates its readjustment ${n.id}`);
    else if (n.goodsId && n.goodsId !== p.goodsId) problems.push(`${n.by}: not the goods of its readjustment ${n.id}`);
  }
  for (const c of table('payReadjusts')) {
    const p = readjusts.get(c.readjustSheetId);
    if (p && (c.oldCost !== p.oldCost || c.newCost !== p.newCost || c.effectiveDate !== p.effectiveDate))
      problems.push(`${c.sheetId}: costs or effective date differ from its readjustment ${p.sheetId}`);
    if (p && !(p.newCost < p.oldCost)) problems.push(`${c.sheetId}: its readjustment ${p.sheetId} lowered no cost`);
  }
  const asProposal: Record<string, string> = { '0': '1', '1': '2', '2': '3' };
  for (const j of table('jointCosts')) {
    if (!j.proposalId) continue;
    const p = readjusts.get(j.proposalId);
    if (!p) problems.push(`${j.goodsId}: its cost proposal ${j.proposalId} is not a readjustment`);
    else if (!sameCode(p, j) || p.goodsId !== j.goodsId)
      problems.push(`${j.proposalId}: another code's or goods' readjustment`);
    else if (asProposal[p.status] !== j.status)
      problems.push(`${j.proposalId}: readjustment ${p.status}, proposal ${j.status}`);
    else if (p.newCost !== j.proposedCost || p.effectiveDate !== j.effectiveDate || p.createDate !== j.proposeDate)
      problems.push(`${j.proposalId}: cost, effective day or proposal day differ from its readjustment`);
  }
  return problems;
}

/** SPEC §4: a settlement document is a receipt, a return or an expense of its supplier code, with its number, day and amount. */
function settleDocProblems(): string[] {
  const problems: string[] = [];
  const receipts = new Map(table('acceptances').map((a) => [a.sheetId, a]));
  const returns = new Map(table('returnDocs').map((r) => [r.sheetId, r]));
  const expenses = new Map(table('expenseDocs').map((e) => [e.sheetId, e]));
  for (const d of table('settleDocs')) {
    const source =
      d.docType === '1'
        ? receipts.get(d.sourceSheetId)
        : d.docType === '2'
          ? returns.get(d.sourceSheetId)
          : expenses.get(d.sourceSheetId);
    if (!source) {
      problems.push(`${d.sheetId}: its document ${d.sourceSheetId} (type ${d.docType}) does not exist`);
      continue;
    }
    const date =
      'receiptDate' in source ? source.receiptDate : 'returnDate' in source ? source.returnDate : source.feeDate;
    const amount = d.docType === '1' ? source.amount : -source.amount;
    if (!sameCode(source, d)) problems.push(`${d.sheetId}: its document ${d.sourceSheetId} is another code's`);
    else if (date > d.docDate || date > day(d.createDate))
      problems.push(`${d.sheetId} of ${d.docDate} predates its document ${d.sourceSheetId} of ${date}`);
    else if (Math.abs(amount - d.amount) > 0.005) problems.push(`${d.sheetId}: ${d.amount}, its document ${amount}`);
  }
  const returnIds = new Map(table('returnDocs').map((r) => [r.sheetId, r]));
  for (const l of [...table('redLetters'), ...table('redInvoices')].filter((x) => x.sourceType === '1')) {
    const r = returnIds.get(l.sourceId);
    if (r && !sameCode(r, l)) problems.push(`${l.sourceId} behind a red-letter document is another code's`);
  }
  return problems;
}
