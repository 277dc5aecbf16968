import { addDays, at } from '../../db/clock';
import type { SeedContext, SeedersOf } from '../../db/seed';
import type { Bill, RedInvoice, RedLetter, RedLetterStatus, RedSourceType } from '@/features/settlementBilling/types';
import {
  DOC_TYPE,
  INVOICE_STATUS,
  RED_LETTER_STATUS as LETTER,
  RED_SOURCE as SOURCE,
  cents,
} from '@/features/settlementBilling/contract';
import { SHEET_STATUS, INVOICE_STATUS as SHEET_INVOICE } from '@/features/settlement/contract';
import { REVIEW_STATUS } from '@/features/promotions/contract';
import { TAX_RATES } from '@/lib/formats';
import { tr } from '../../glossary';
import type { SettlementBillingTables } from './tables';
import { taxOf } from './model';
import { fieldsOf, vendorKeyOf } from '../../db/tables';

/**
 * Settlement II, deterministic and relative to "today", one consistent ledger: the bills of the
 * settlement sheets (adding up to each sheet's payable amount, invoiced when the sheet is) and older
 * invoiced bills of periods before the sheets; red-letter sheets in every status made from the
 * supplier's real returns, deductions (OI expense documents) and approved price readjustments, each
 * dated on or after its cause and the invoice it reverses; the red invoices of issued sheets. Nothing
 * done is dated after today (tests/mocks/ledgerConsistency.test.ts walks these references).
 * The demo supplier 100101 has dozens of each; other suppliers a few.
 */

const compact = (iso: string) => iso.replace(/-/g, '');
const isDemo = (venderId: string) => venderId === '100101';
/** The retailer companies invoices are made out to (开票名称). */
export const INVOICE_NAMES = [
  tr('华润万家有限公司', 'China Resources Vanguard Co., Ltd.'),
  tr('华润万家生活超市(广州)有限公司', 'CR Vanguard Lifestyle Supermarket (Guangzhou) Co., Ltd.'),
  tr('苏果超市有限公司', 'Suguo Supermarket Co., Ltd.'),
  tr('华润万家便利超市(深圳)有限公司', 'CR Vanguard Convenience Stores (Shenzhen) Co., Ltd.'),
];
const CLERK_SUPPLIER = tr('王晓燕', 'Wang Xiaoyan');
const LETTER_MIX: RedLetterStatus[] = [
  LETTER.toConfirm,
  LETTER.confirmed,
  LETTER.issued,
  LETTER.confirmed,
  LETTER.toConfirm,
  LETTER.issued,
];
// Issued sheets (the third, fourth and sixth of each six) are caused by a readjustment, a return and a deduction.
const SOURCE_MIX: RedSourceType[] = [
  SOURCE.return,
  SOURCE.deduction,
  SOURCE.readjustment,
  SOURCE.return,
  SOURCE.deduction,
  SOURCE.deduction,
];
/** The demo supplier's bills: those of its settlement sheets, then older ones of periods before the portal's sheets. */
const DEMO_BILLS = 36;

const day = (stamp: string) => stamp.slice(0, 10);
const latest = (...days: string[]) => days.reduce((a, b) => (a > b ? a : b));
const earliest = (...days: string[]) => days.reduce((a, b) => (a < b ? a : b));

/** Splits an amount (in cents) into `n` positive parts by weights, the last taking what is left. */
function split(total: number, weights: number[]): number[] {
  const cent = Math.round(total * 100);
  const sum = weights.reduce((a, b) => a + b, 0);
  const parts = weights.slice(0, -1).map((w) => Math.floor((cent * w) / sum));
  parts.push(cent - parts.reduce((a, b) => a + b, 0));
  return parts.map((p) => p / 100);
}

/**
 * Bills made from their settlement sheets: every finalized sheet (status 1 on, its confirmation letter
 * signed) is billed on its signing day in one to three bills at different tax rates whose totals
 * (tax included, as the sheet's documents) add up to its payable amount, invoiced when the sheet is
 * (SPEC §4: invoice confirmed on), on the day its invoice was received. Bills of periods before the
 * portal's sheets have none and are invoiced, dated before the oldest sheet.
 */
function billRows(ctx: SeedContext): Bill[] {
  const rows: Bill[] = [];
  let seq = 0;
  for (const v of ctx.tables.vendors!) {
    const demo = isDemo(v.venderId);
    const sheets = (ctx.tables.settleSheets ?? [])
      .filter((s) => s.venderId === v.venderId && s.bu === v.bu)
      .sort((a, b) => a.createDate.localeCompare(b.createDate));
    const bill = (
      i: number,
      billDate: string,
      settleSheetId: string | null,
      taxRate: number,
      totalAmount: number,
      invoiceDate: string | null,
    ): Bill => {
      seq += 1;
      const amount = cents(totalAmount / (1 + taxRate / 100));
      return {
        ...vendorKeyOf(v),
        billId: `ZD${compact(billDate)}${String(seq).padStart(5, '0')}`,
        settleSheetId,
        billDate,
        invoiceName: INVOICE_NAMES[(i + Number(v.bu)) % INVOICE_NAMES.length],
        taxRate,
        amount,
        tax: cents(totalAmount - amount),
        totalAmount,
        invoiceStatus: invoiceDate ? INVOICE_STATUS.invoiced : INVOICE_STATUS.notInvoiced,
        invoiceNo: invoiceDate ? String(10000000 + seq * 7919).slice(-8) : null,
        invoiceCode: invoiceDate ? `44${String(1000000000 + seq * 104729).slice(-10)}` : null,
        invoiceDate,
        redTotal: 0,
      };
    };
    let i = 0;
    for (const s of sheets) {
      if (s.status === SHEET_STATUS.new || !s.signTime || s.payableAmount <= 0) continue;
      const billDate = day(s.signTime);
      const received = s.events.find((e) => e.step === 'invoiceReceived');
      const invoiceDate = s.invoiceStatus === SHEET_INVOICE.invoiced ? day(received?.date ?? billDate) : null;
      const n = ctx.rng.int(1, 3);
      const parts = split(
        s.payableAmount,
        Array.from({ length: n }, () => ctx.rng.int(1, 4)),
      );
      parts.forEach((total, k) => {
        rows.push(bill(i, billDate, s.sheetId, TAX_RATES[(i + k * 2) % TAX_RATES.length], total, invoiceDate));
      });
      i += 1;
    }
    const before = sheets.length ? day(sheets[0].createDate) : ctx.today;
    const count = demo
      ? Math.max(DEMO_BILLS - rows.filter((b) => b.venderId === v.venderId).length, 0)
      : ctx.rng.int(3, 6);
    for (let j = 0; j < count; j += 1, i += 1) {
      const billDate = addDays(before, -(demo ? j * 5 + 3 : ctx.rng.int(2, 180)));
      const taxRate = TAX_RATES[(seq + i) % TAX_RATES.length];
      const amount = cents(ctx.rng.int(2000, 90000) + ctx.rng.int(0, 99) / 100);
      // Other suppliers' newest bills may still wait for their invoice.
      const invoiced = demo || ctx.rng.int(1, 4) > 1;
      const invoiceDate = invoiced ? earliest(addDays(billDate, ctx.rng.int(1, 5)), ctx.today) : null;
      rows.push(bill(i, billDate, null, taxRate, cents(amount + taxOf(amount, taxRate)), invoiceDate));
    }
  }
  return rows;
}

type Source = { type: RedSourceType; id: string; date: string; amount: number | null };

/**
 * The documents that cause red-letter sheets, of one supplier code, newest first: the returns and
 * deductions it settles (Settlement I's settlement documents, so each is found among the business
 * documents; a return dated by its return day or execution, whichever is later) and its approved price
 * readjustments in force (dated by their effective day or approval, whichever is later). None is
 * dated after today.
 */
function sourcesOf(ctx: SeedContext, venderId: string, bu: string): Record<RedSourceType, Source[]> {
  const mine = (r: { venderId: string; bu: string }) => r.venderId === venderId && r.bu === bu;
  const returns = new Map(ctx.tables.returnDocs!.filter(mine).map((r) => [r.sheetId, r]));
  const expenses = new Map(ctx.tables.expenseDocs!.filter(mine).map((e) => [e.sheetId, e]));
  const settled = (docType: typeof DOC_TYPE.return | typeof DOC_TYPE.expense, type: RedSourceType): Source[] =>
    ctx.tables
      .settleDocs!.filter((d) => mine(d) && d.docType === docType)
      .map((d) => {
        const r = returns.get(d.sourceSheetId);
        const e = expenses.get(d.sourceSheetId);
        const date = latest(
          d.docDate,
          r?.returnDate ?? '',
          day(r?.checkDate ?? ''),
          e?.feeDate ?? '',
          day(e?.checkDate ?? ''),
        );
        return { type, id: d.sourceSheetId, date, amount: -d.amount };
      });
  const readjusts: Source[] = ctx.tables
    .priceReadjusts!.filter((p) => mine(p) && p.status === REVIEW_STATUS.approved)
    .map((p) => ({
      type: SOURCE.readjustment,
      id: p.sheetId,
      date: latest(p.effectiveDate, day(p.createDate), day(p.checkDate ?? '')),
      amount: null,
    }));
  const sorted = (list: Source[]) =>
    list.filter((s) => s.date <= ctx.today).sort((a, b) => b.date.localeCompare(a.date) || b.id.localeCompare(a.id));
  return {
    [SOURCE.return]: sorted(settled(DOC_TYPE.return, SOURCE.return)),
    [SOURCE.readjustment]: sorted(readjusts),
    [SOURCE.deduction]: sorted(settled(DOC_TYPE.expense, SOURCE.deduction)),
  };
}

/**
 * Red-letter sheets made from their causes: each reverses part of an invoice issued before it (the
 * latest invoice of the code on or before the cause, else its first), dated on or after both its
 * cause and that invoice and not after today. A bill is never reversed beyond its amount.
 */
function redLetterRows(ctx: SeedContext): RedLetter[] {
  const rows: RedLetter[] = [];
  let seq = 0;
  for (const v of ctx.tables.vendors!) {
    const invoiced = ctx.tables
      .bills!.filter((b) => b.venderId === v.venderId && b.bu === v.bu && b.invoiceStatus === INVOICE_STATUS.invoiced)
      .sort((a, b) => a.invoiceDate!.localeCompare(b.invoiceDate!) || a.billId.localeCompare(b.billId));
    if (invoiced.length === 0) continue;
    const left = new Map(invoiced.map((b) => [b.billId, b.amount]));
    const sources = sourcesOf(ctx, v.venderId, v.bu);
    const count = isDemo(v.venderId) ? 30 : 2;
    const used: Record<RedSourceType, number> = { [SOURCE.return]: 0, [SOURCE.readjustment]: 0, [SOURCE.deduction]: 0 };
    for (let i = 0, k = 0; i < count && k < count * 3; k += 1) {
      // The mix of causes in turn; a kind used up gives its turn to the next that has one left.
      const wanted = SOURCE_MIX[k % SOURCE_MIX.length];
      const kinds = [wanted, ...SOURCE_MIX.filter((t) => t !== wanted)];
      const type = kinds.find((t) => sources[t][used[t]]);
      if (!type) break;
      const source = sources[type][used[type]];
      used[type] += 1;
      const before = invoiced.filter((b) => b.invoiceDate! <= source.date && left.get(b.billId)! >= 1);
      const bill = before.at(-1) ?? invoiced.find((b) => left.get(b.billId)! >= 1);
      if (!bill) break;
      const from = latest(source.date, bill.invoiceDate!);
      const created = earliest(addDays(from, ctx.rng.int(0, 5)), ctx.today);
      const status = LETTER_MIX[i % LETTER_MIX.length];
      // A return or a deduction reverses its own amount (tax included there, excluded here), a readjustment
      // a share of the invoice; never more than is left of the original invoice.
      const wantedAmount =
        source.amount === null
          ? cents((bill.amount * ctx.rng.int(5, 40)) / 100)
          : cents(source.amount / (1 + bill.taxRate / 100));
      const redAmount = Math.min(wantedAmount, left.get(bill.billId)!);
      if (redAmount <= 0) continue;
      left.set(bill.billId, cents(left.get(bill.billId)! - redAmount));
      // Every third confirmed sheet has a part of it issued already.
      const issuedAmount =
        status === LETTER.issued ? redAmount : status === LETTER.confirmed && i % 3 === 0 ? cents(redAmount / 2) : 0;
      seq += 1;
      rows.push({
        ...vendorKeyOf(v),
        redLetterId: `HZ${compact(created)}${String(seq).padStart(5, '0')}`,
        status,
        sourceType: type,
        sourceId: source.id,
        ...fieldsOf(bill, ['billId', 'settleSheetId', 'taxRate']),
        origInvoiceNo: bill.invoiceNo!,
        origInvoiceCode: bill.invoiceCode!,
        origInvoiceDate: bill.invoiceDate!,
        origAmount: bill.amount,
        origTax: bill.tax,
        redAmount,
        redTax: taxOf(redAmount, bill.taxRate),
        issuedAmount,
        invoiceStatus: status === LETTER.issued ? INVOICE_STATUS.invoiced : INVOICE_STATUS.notInvoiced,
        invoiceConfirmed: status !== LETTER.toConfirm,
        invoiceTitle: status !== LETTER.toConfirm ? v.invoiceName || v.venderName : null,
        invoiceTaxNumber: status !== LETTER.toConfirm ? v.taxNumber : null,
        createDate: at(created, 9 + (i % 8), 0),
      });
      i += 1;
    }
  }
  return rows;
}

function redInvoiceRows(ctx: SeedContext): RedInvoice[] {
  return ctx.tables
    .redLetters!.filter((l) => l.issuedAmount > 0)
    .map((l, k) => {
      // Issued within two days of its sheet, and never after today.
      const date = earliest(addDays(day(l.createDate), 2), ctx.today);
      const amount = -l.issuedAmount;
      const tax = taxOf(amount, l.taxRate);
      return {
        ...vendorKeyOf(l),
        redInvoiceId: `HP${compact(date)}${String(k + 1).padStart(5, '0')}`,
        redLetterId: l.redLetterId,
        invoiceNo: String(20000000 + (k + 1) * 6151).slice(-8),
        invoiceCode: `44${String(3000000000 + (k + 1) * 7727).slice(-10)}`,
        invoiceDate: date,
        taxRate: l.taxRate,
        amount,
        tax,
        totalAmount: cents(amount + tax),
        ...fieldsOf(l, ['sourceType', 'sourceId', 'billId', 'settleSheetId', 'origInvoiceNo', 'origInvoiceCode']),
        ...fieldsOf(l, ['origInvoiceDate', 'origAmount', 'origTax']),
        creator: CLERK_SUPPLIER,
        createDate: at(date, 17, 30),
      };
    });
}

export const seeders: SeedersOf<SettlementBillingTables> = {
  bills: billRows,
  redLetters: redLetterRows,
  redInvoices: redInvoiceRows,
};
