import { addDays, at } from '../../db/clock';
import type { SeedContext, SeedersOf } from '../../db/seed';
import type { Bill, RedInvoice, RedLetter, RedLetterStatus, RedSourceType } from '@/features/settlementBilling/types';
import { tr } from '../../glossary';
import type { SettlementBillingTables } from './tables';
import { TAX_RATES, cents, taxOf } from './model';

/**
 * Settlement II, deterministic and relative to "today": bills over six months (most invoiced, with
 * their original invoice), red-letter sheets in every status caused by the supplier's real returns,
 * deductions (OI expense documents) and price readjustments, and the red invoices of issued sheets.
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
const LETTER_MIX: RedLetterStatus[] = ['0', '1', '2', '1', '0', '2'];
const SOURCE_MIX: RedSourceType[] = ['1', '3', '2', '1', '3', '1'];

function billRows(ctx: SeedContext): Bill[] {
  const rows: Bill[] = [];
  let seq = 0;
  for (const v of ctx.tables.vendors!) {
    const demo = isDemo(v.venderId);
    const sheets = (ctx.tables.settleSheets ?? []).filter((s) => s.venderId === v.venderId && s.bu === v.bu);
    const count = demo ? 36 : ctx.rng.int(3, 6);
    for (let i = 0; i < count; i += 1) {
      seq += 1;
      const billDate = addDays(ctx.today, -(demo ? i * 5 + 2 : ctx.rng.int(2, 180)));
      const taxRate = TAX_RATES[(seq + i) % TAX_RATES.length];
      const amount = cents(ctx.rng.int(2000, 90000) + ctx.rng.int(0, 99) / 100);
      const tax = taxOf(amount, taxRate);
      // The demo's newest four bills wait for their invoice; the rest are invoiced.
      const invoiced = demo ? i >= 4 : ctx.rng.int(1, 4) > 1;
      const invoiceDate = invoiced ? addDays(billDate, ctx.rng.int(1, 5)) : null;
      rows.push({
        venderId: v.venderId,
        bu: v.bu,
        partnerId: v.partnerId,
        billId: `ZD${compact(billDate)}${String(seq).padStart(5, '0')}`,
        settleSheetId: sheets.length ? sheets[i % sheets.length].sheetId : null,
        billDate,
        invoiceName: INVOICE_NAMES[(i + Number(v.bu)) % INVOICE_NAMES.length],
        taxRate,
        amount,
        tax,
        totalAmount: cents(amount + tax),
        invoiceStatus: invoiced ? '1' : '0',
        invoiceNo: invoiced ? String(10000000 + seq * 7919).slice(-8) : null,
        invoiceCode: invoiced ? `44${String(1000000000 + seq * 104729).slice(-10)}` : null,
        invoiceDate,
        redTotal: 0,
      });
    }
  }
  return rows;
}

/**
 * The documents that cause red-letter sheets, of one supplier code: the returns and deductions it
 * settles (Settlement I's settlement documents, so each is found among the business documents), and
 * a price readjustment.
 */
function sourcesOf(ctx: SeedContext, venderId: string, bu: string, seq: number) {
  const settled = (docType: string) =>
    ctx.tables
      .settleDocs!.filter((d) => d.venderId === venderId && d.bu === bu && d.docType === docType)
      .map((d) => ({ id: d.sourceSheetId, amount: -d.amount }));
  return {
    '1': settled('2'),
    '3': settled('3'),
    '2': [{ id: `TJ${compact(ctx.today)}${String(seq).padStart(5, '0')}`, amount: null }],
  } as Record<RedSourceType, { id: string; amount: number | null }[]>;
}

function redLetterRows(ctx: SeedContext): RedLetter[] {
  const rows: RedLetter[] = [];
  let seq = 0;
  for (const v of ctx.tables.vendors!) {
    const invoiced = ctx.tables.bills!.filter(
      (b) => b.venderId === v.venderId && b.bu === v.bu && b.invoiceStatus === '1',
    );
    const count = Math.min(invoiced.length, isDemo(v.venderId) ? 30 : 2);
    const used = { '1': 0, '2': 0, '3': 0 };
    for (let i = 0; i < count; i += 1) {
      seq += 1;
      const bill = invoiced[i];
      const sources = sourcesOf(ctx, v.venderId, v.bu, seq);
      const wanted = SOURCE_MIX[i % SOURCE_MIX.length];
      // A code without returns or deductions gets a readjustment.
      const sourceType: RedSourceType = sources[wanted][used[wanted]] ? wanted : '2';
      const source = sources[sourceType][sourceType === '2' ? 0 : used[sourceType]];
      used[sourceType] += 1;
      const status = LETTER_MIX[i % LETTER_MIX.length];
      // A return or a deduction reverses its own amount (tax included there, excluded here), at most the
      // original invoice's; a readjustment a share of the invoice.
      const redAmount =
        source.amount === null
          ? cents((bill.amount * ctx.rng.int(5, 40)) / 100)
          : Math.min(cents(source.amount / (1 + bill.taxRate / 100)), bill.amount);
      // Every third confirmed sheet has a part of it issued already.
      const issuedAmount = status === '2' ? redAmount : status === '1' && i % 3 === 0 ? cents(redAmount / 2) : 0;
      const created = addDays(bill.invoiceDate!, ctx.rng.int(3, 20));
      rows.push({
        venderId: v.venderId,
        bu: v.bu,
        partnerId: v.partnerId,
        redLetterId: `HZ${compact(created)}${String(seq).padStart(5, '0')}`,
        status,
        sourceType,
        sourceId: source.id,
        billId: bill.billId,
        settleSheetId: bill.settleSheetId,
        taxRate: bill.taxRate,
        origInvoiceNo: bill.invoiceNo!,
        origInvoiceCode: bill.invoiceCode!,
        origInvoiceDate: bill.invoiceDate!,
        origAmount: bill.amount,
        origTax: bill.tax,
        redAmount,
        redTax: taxOf(redAmount, bill.taxRate),
        issuedAmount,
        invoiceStatus: status === '2' ? '1' : '0',
        invoiceConfirmed: status !== '0',
        invoiceTitle: status !== '0' ? v.invoiceName || v.venderName : null,
        invoiceTaxNumber: status !== '0' ? v.taxNumber : null,
        createDate: at(created, 9 + (i % 8), 0),
      });
    }
  }
  return rows;
}

function redInvoiceRows(ctx: SeedContext): RedInvoice[] {
  return ctx.tables
    .redLetters!.filter((l) => l.issuedAmount > 0)
    .map((l, k) => {
      const date = addDays(l.createDate.slice(0, 10), 2);
      const amount = -l.issuedAmount;
      const tax = taxOf(amount, l.taxRate);
      return {
        venderId: l.venderId,
        bu: l.bu,
        partnerId: l.partnerId,
        redInvoiceId: `HP${compact(date)}${String(k + 1).padStart(5, '0')}`,
        redLetterId: l.redLetterId,
        invoiceNo: String(20000000 + (k + 1) * 6151).slice(-8),
        invoiceCode: `44${String(3000000000 + (k + 1) * 7727).slice(-10)}`,
        invoiceDate: date,
        taxRate: l.taxRate,
        amount,
        tax,
        totalAmount: cents(amount + tax),
        sourceType: l.sourceType,
        sourceId: l.sourceId,
        billId: l.billId,
        settleSheetId: l.settleSheetId,
        origInvoiceNo: l.origInvoiceNo,
        origInvoiceCode: l.origInvoiceCode,
        origInvoiceDate: l.origInvoiceDate,
        origAmount: l.origAmount,
        origTax: l.origTax,
        creator: CLERK_SUPPLIER,
        createDate: at(date, 10, 0),
      };
    });
}

export const seeders: SeedersOf<SettlementBillingTables> = {
  bills: billRows,
  redLetters: redLetterRows,
  redInvoices: redInvoiceRows,
};
