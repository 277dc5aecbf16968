import { addDays, at } from '../../db/clock';
import type { SeedContext, SeedersOf } from '../../db/seed';
import type {
  DisputeRecord,
  ExpenseRecord,
  ExpenseStatus,
  LedgerKind,
  LedgerRecord,
  SettleDoc,
  SettleSheetRecord,
  SettleSheetStatus,
  TimelineEvent,
} from '@/features/settlement/types';
import { ACCEPTANCE_STATUS } from '@/features/acceptance/contract';
import { DOC_STATUS as RETURN_DOC_STATUS } from '@/features/returns/contract';
import { tr } from '../../glossary';
import { catalogue } from '../../catalogue';
import type { SettlementTables } from './tables';
import { DISPUTE_DAYS, cents, sheetTotals } from './model';
import {
  DISPUTE_STATUS,
  DOC_STATUS,
  DOC_TYPE,
  EXPENSE_STATUS,
  LEDGER_STATUS,
  SHEET_STATUS,
} from '@/features/settlement/contract';
import { vendorKeyOf } from '../../db/tables';

/**
 * Settlement I, deterministic and relative to "today": expense documents in every status (their
 * disputes as cases), settlement documents in every SPEC §4 status — the supplier's own receipts and
 * returns from the acceptance and returns tables (same numbers and amounts) and its deductions —,
 * sheets in every status made of their documents (timeline events up to their status), and ledger
 * entries of each kind. The demo supplier 100101 has enough of each to page and sort; others a few.
 */

const compact = (iso: string) => iso.replace(/-/g, '');
/** A day, or `last` when it would come later: nothing done is dated after today. */
const notAfter = (iso: string, last: string) => (iso > last ? last : iso);
const isDemo = (venderId: string) => venderId === '100101';
const EXPENSE_MIX: ExpenseStatus[] = ['0', '0', '0', '1', '1', '1', '2', '3', '4', '0'];
/** An expense's remark says what its type charges (1 promotion, 2 listing, 3 logistics, 4 display, 5 annual rebate). */
export const EXPENSE_REMARKS: Record<string, string> = {
  '1': tr('中秋档期促销服务费', 'Mid-Autumn promotion service fee'),
  '2': tr('新品进场费', 'New-product listing fee'),
  '3': tr('配送中心物流服务费', 'Distribution centre logistics fee'),
  '4': tr('中秋档期堆头费', 'Mid-Autumn end-cap fee'),
  '5': catalogue('settlement:expenseType.5'),
};
const REASONS = [
  tr(
    '该档期促销未在我司门店执行，费用不应收取',
    'The promotion did not run in our stores; the fee should not be charged',
  ),
  tr(
    '物流费已按合同在订单中扣除，重复收取',
    'The logistics fee was already deducted on the order as the contract says',
  ),
];
const ANSWERS = [
  tr('经核实情况属实，费用已冲回', 'Checked and confirmed; the fee has been reversed'),
  tr('门店已提供执行照片，费用维持', 'The store provided photos of the promotion; the fee stands'),
];
const CLERK = tr('李建国', 'Li Jianguo');

function expenseRows(ctx: SeedContext): ExpenseRecord[] {
  const rows: ExpenseRecord[] = [];
  let seq = 0;
  for (const v of ctx.tables.vendors!) {
    const shops = ctx.tables.shops!.filter((s) => s.buId === v.bu);
    const count = isDemo(v.venderId) ? 48 : ctx.rng.int(4, 10);
    for (let i = 0; i < count; i += 1) {
      seq += 1;
      // The demo supplier's first rows cover every status, in order, and stay within the dispute window.
      const status = isDemo(v.venderId) && i < EXPENSE_MIX.length ? EXPENSE_MIX[i] : ctx.rng.pick(EXPENSE_MIX);
      const feeDate = addDays(ctx.today, isDemo(v.venderId) && i < 12 ? -ctx.rng.int(1, 10) : -ctx.rng.int(1, 90));
      const shop = shops.length ? ctx.rng.pick(shops) : { shopId: `${v.bu}01`, shopName: '' };
      const sheetId = `FY${compact(feeDate)}${String(seq).padStart(5, '0')}`;
      rows.push({
        sheetId,
        sheetType: 'oi_expense',
        ...vendorKeyOf(v),
        status,
        creator: CLERK,
        checker: status === EXPENSE_STATUS.toConfirm ? null : v.venderName,
        createDate: at(feeDate, ctx.rng.int(8, 18), ctx.rng.int(0, 59)),
        // Confirmed two days after the fee, or today for a fee of yesterday.
        checkDate:
          status === EXPENSE_STATUS.toConfirm
            ? null
            : at(notAfter(addDays(feeDate, 2), ctx.today), ctx.rng.int(8, 18), ctx.rng.int(0, 59)),
        expenseType: String(ctx.rng.int(1, 5)),
        shopId: shop.shopId,
        shopName: shop.shopName,
        amount: ctx.rng.int(200, 20000) + ctx.rng.int(0, 99) / 100,
        feeDate,
        disputeDeadline: addDays(feeDate, DISPUTE_DAYS),
        disputeId:
          status === EXPENSE_STATUS.disputed || status === EXPENSE_STATUS.accepted || status === EXPENSE_STATUS.rejected
            ? `ZY${sheetId.slice(2)}`
            : null,
        remark: '',
      });
      // The remark says what the expense's type charges; one in three has none.
      const row = rows[rows.length - 1];
      row.remark = ctx.rng.pick([true, true, false]) ? EXPENSE_REMARKS[row.expenseType] : '';
    }
  }
  return rows;
}

/** One case per disputed expense document (the seed disputes one document at a time). */
function disputeRows(ctx: SeedContext): DisputeRecord[] {
  return ctx.tables
    .expenseDocs!.filter((e) => e.disputeId)
    .map((e, i) => {
      const answered = e.status !== EXPENSE_STATUS.disputed;
      const accepted = e.status === EXPENSE_STATUS.accepted;
      return {
        ...vendorKeyOf(e),
        disputeId: e.disputeId!,
        status: answered ? (accepted ? DISPUTE_STATUS.accepted : DISPUTE_STATUS.rejected) : DISPUTE_STATUS.open,
        source: '1',
        itemIds: [e.sheetId],
        itemCount: 1,
        amount: e.amount,
        reason: REASONS[i % REASONS.length],
        evidence: [],
        creator: e.checker ?? '',
        createDate: e.checkDate ?? e.createDate,
        deadline: e.disputeDeadline,
        answer: answered ? ANSWERS[accepted ? 0 : 1] : null,
        answerBy: answered ? CLERK : null,
        answerDate: answered ? notAfter(addDays(e.feeDate, 5), ctx.today) : null,
        reversedAmount: accepted ? e.amount : 0,
      };
    });
}

/** The demo supplier's sheets in every status (the last twice), four documents each. */
const SHEET_MIX: SettleSheetStatus[] = ['0', '1', '2', '3', '4', '4'];
const DOC_STATUS_IN_SHEET: Record<SettleSheetStatus, SettleDoc['status']> = {
  '0': '2',
  '1': '2',
  '2': '3',
  '3': '4',
  '4': '5',
};

/** Receipts and returns enter settlement for this many days back. */
const SETTLE_WINDOW_DAYS = 60;

/**
 * The business documents a supplier code settles: its confirmed receipts (the acceptance table) and
 * executed returns (the returns table) of the last 60 days, with their own numbers, dates, sites and
 * amounts (receipts positive, returns negative), and its confirmed expenses as deductions.
 */
function businessDocsOf(ctx: SeedContext, v: { venderId: string; bu: string }) {
  const mine = (r: { venderId: string; bu: string }) => r.venderId === v.venderId && r.bu === v.bu;
  const since = addDays(ctx.today, -SETTLE_WINDOW_DAYS);
  const receipts = ctx.tables.acceptances!.filter(
    (a) => mine(a) && a.status === ACCEPTANCE_STATUS.confirmed && a.receiptDate >= since,
  );
  const returns = ctx.tables.returnDocs!.filter(
    (r) => mine(r) && r.status === RETURN_DOC_STATUS.executed && r.returnDate >= since,
  );
  const deductions = ctx.tables.expenseDocs!.filter(
    (e) => mine(e) && (e.status === EXPENSE_STATUS.confirmed || e.status === EXPENSE_STATUS.rejected),
  );
  return [
    ...receipts.map((a) => ({
      docType: '1' as const,
      id: a.sheetId,
      date: a.receiptDate,
      shopId: a.shopId,
      amount: a.amount,
    })),
    ...returns.map((r) => ({
      docType: '2' as const,
      id: r.sheetId,
      date: r.returnDate,
      shopId: r.shopId,
      amount: -r.amount,
    })),
    ...deductions.map((e) => ({
      docType: '3' as const,
      id: e.sheetId,
      date: e.feeDate,
      shopId: e.shopId,
      amount: -e.amount,
    })),
  ].sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id));
}

function settleDocRows(ctx: SeedContext): SettleDoc[] {
  const rows: SettleDoc[] = [];
  let seq = 0;
  const sites = new Map<string, string>([
    ...ctx.tables.shops!.map((s) => [s.shopId, s.shopName] as const),
    ...ctx.tables.orgs!.map((o) => [o.orgId, o.orgName] as const),
  ]);
  for (const v of ctx.tables.vendors!) {
    const demo = isDemo(v.venderId);
    const docs: SettleDoc[] = businessDocsOf(ctx, v).map((b) => {
      seq += 1;
      return {
        sheetId: `SD${compact(b.date)}${String(seq).padStart(5, '0')}`,
        sheetType: 'settle_doc',
        ...vendorKeyOf(v),
        status:
          b.docType !== DOC_TYPE.deduction && ctx.rng.int(1, 8) === 1 ? DOC_STATUS.frozen : DOC_STATUS.notExtracted,
        creator: CLERK,
        checker: null,
        createDate: at(b.date, ctx.rng.int(8, 18), ctx.rng.int(0, 59)),
        checkDate: null,
        docType: b.docType,
        sourceSheetId: b.id,
        shopId: b.shopId,
        shopName: sites.get(b.shopId) ?? '',
        docDate: b.date,
        amount: cents(b.amount),
        settleSheetId: null,
        delayed: false,
        disputeId: null,
      };
    });
    if (demo) {
      // Six sheets of four documents each (three receipts and a deduction), in every sheet status. The
      // retailer froze one receipt of the finalized sheet (a quality claim): that sheet's payment is held.
      const receipts = docs.filter((d) => d.docType === DOC_TYPE.receipt);
      const deducted = docs.filter((d) => d.docType === DOC_TYPE.deduction);
      SHEET_MIX.forEach((status, k) => {
        const sheetId = `JS${compact(addDays(ctx.today, -40 + k * 6))}${String(k + 1).padStart(4, '0')}`;
        for (const d of [...receipts.slice(k * 3, k * 3 + 3), ...deducted.slice(k, k + 1)]) {
          d.settleSheetId = sheetId;
          d.status = DOC_STATUS_IN_SHEET[status];
        }
        if (status === SHEET_STATUS.finalized) receipts[k * 3].status = DOC_STATUS.frozen;
      });
    }
    rows.push(...docs);
  }
  return rows;
}

const EVENT_STEPS: [number, TimelineEvent['step'], number][] = [
  [0, 'created', 0],
  [1, 'invoiceConfirmed', 1],
  [1, 'letterSaved', 1],
  [1, 'letterPrinted', 1],
  [1, 'letterSigned', 2],
  [2, 'paymentApplied', 3],
  [3, 'invoiceReceived', 8],
  [4, 'paid', 15],
];

function settleSheetRows(ctx: SeedContext): SettleSheetRecord[] {
  const docs = ctx.tables.settleDocs!;
  const vendors = ctx.tables.vendors!;
  const ids = [...new Set(docs.filter((d) => d.settleSheetId).map((d) => d.settleSheetId!))];
  return ids.map((sheetId, k) => {
    const mine = docs.filter((d) => d.settleSheetId === sheetId);
    const first = mine[0];
    const vendor = vendors.find((v) => v.venderId === first.venderId && v.bu === first.bu)!;
    const status = SHEET_MIX[k % SHEET_MIX.length];
    const created = `${sheetId.slice(2, 6)}-${sheetId.slice(6, 8)}-${sheetId.slice(8, 10)}`;
    const n = Number(status);
    const events = EVENT_STEPS.filter(([from]) => n >= from).map(([, step, offset]) => ({
      step,
      date: at(notAfter(addDays(created, offset), ctx.today), 10, 0),
      by: step === 'invoiceReceived' || step === 'paid' ? CLERK : vendor.venderName,
    }));
    return {
      ...vendorKeyOf(first),
      sheetId,
      status,
      creator: vendor.venderName,
      createDate: at(created, 10, 0),
      ...sheetTotals(mine),
      invoiceStatus: n >= 3 ? '1' : '0',
      invoiceConfirmed: n >= 1,
      invoiceTitle: n >= 1 ? vendor.invoiceName || vendor.venderName : null,
      invoiceTaxNumber: n >= 1 ? vendor.taxNumber : null,
      letterStatus: n >= 1 ? '3' : '0',
      signBizType: n >= 1 ? '1' : null,
      signTime: n >= 1 ? addDays(created, 1) : null,
      letterFile: null,
      paymentApplyDate: n >= 2 ? addDays(created, 3) : null,
      expectedPayDate: n >= 2 ? addDays(created, 18) : null,
      // Paid 15 days after it was made, or today for a sheet made less than 15 days ago.
      paidDate: n >= 4 ? notAfter(addDays(created, 15), ctx.today) : null,
      events,
    };
  });
}

const LEDGER_PREFIX: Record<LedgerKind, string> = {
  preRec: 'YS',
  balanceTrans: 'YE',
  cashSettle: 'XJ',
  withdrawal: 'TX',
};

function ledgerRows(ctx: SeedContext): LedgerRecord[] {
  const rows: LedgerRecord[] = [];
  let seq = 0;
  for (const v of ctx.tables.vendors!) {
    for (const kind of Object.keys(LEDGER_PREFIX) as LedgerKind[]) {
      let balance = ctx.rng.int(10000, 90000);
      const count = isDemo(v.venderId) ? 24 : ctx.rng.int(2, 5);
      for (let i = 0; i < count; i += 1) {
        seq += 1;
        const entryDate = addDays(ctx.today, -(count - i) * 3);
        const amount = cents(ctx.rng.int(500, 9000) + ctx.rng.int(0, 99) / 100);
        balance = cents(kind === 'preRec' ? balance + amount : balance - amount);
        const status = (i >= count - 3 ? '0' : ctx.rng.int(0, 1) ? '1' : '2') as LedgerRecord['status'];
        rows.push({
          ...vendorKeyOf(v),
          entryId: `${LEDGER_PREFIX[kind]}${compact(entryDate)}${String(seq).padStart(5, '0')}`,
          kind,
          status,
          entryDate,
          amount,
          balance,
          counterpart: kind === 'withdrawal' ? v.account : `${v.venderId}-${kind === 'balanceTrans' ? v.bu : 'FIN'}`,
          remark: '',
          confirmDate: status === LEDGER_STATUS.pending ? null : addDays(entryDate, 1),
        });
      }
    }
  }
  return rows;
}

export const seeders: SeedersOf<SettlementTables> = {
  expenseDocs: expenseRows,
  disputes: disputeRows,
  settleDocs: settleDocRows,
  settleSheets: settleSheetRows,
  settleLedger: ledgerRows,
};
