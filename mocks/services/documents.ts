import { table, updateRows } from '../db';
import { nowStamp } from '../db/clock';
import type { DbTables, DocBase } from '../db/tables';
import { apiError, ERR } from '../errors';
import { tr } from '../glossary';
import { vendorScope, type Ctx } from './context';
import { CERT_STATUS as C } from '@/features/certificates/contract';
import { DAMAGE_STATUS as D } from '@/features/damages/contract';
import { APPROVAL_STATUS as A, NOTICE_STATUS as N } from '@/features/orders/contract';
import { CONFIRM_STATUS as P } from '@/features/promotions/contract';
import { EXPENSE_STATUS as E } from '@/features/settlement/contract';

/**
 * Vendor documents with a status and allowed transitions (the codes of the domains that have a contract
 * come from it). The workbench to-do counts are queries
 * over these tables (documents in a kind's pending statuses), so changing a status through
 * `transitionDocument` changes the counts. Later slices (orders, returns, settlement, …) extend a
 * kind's statuses/transitions here, or register a new kind with its table.
 */
export type DocTable = { [K in keyof DbTables]: DbTables[K] extends DocBase[] ? K : never }[keyof DbTables];

export type DocKind = {
  table: DocTable;
  /** status → zh-CN label */
  statuses: Record<string, string>;
  /** status → statuses it may move to */
  transitions: Record<string, string[]>;
  /** statuses counted as a to-do, per side */
  pending: { supplier: string[]; retailer: string[] };
};

export const DOC_KINDS = {
  orderNotice: {
    table: 'orderNotices',
    statuses: {
      [N.unconfirmed]: tr('未确认', 'Unconfirmed'),
      [N.confirmed]: tr('已确认', 'Confirmed'),
      [N.shipped]: tr('已发货', 'Shipped'),
      [N.received]: tr('已验收', 'Received'),
      [N.voided]: tr('已作废', 'Voided'),
    },
    transitions: {
      [N.unconfirmed]: [N.confirmed, N.voided],
      [N.confirmed]: [N.shipped, N.voided],
      [N.shipped]: [N.received],
    },
    pending: { supplier: [N.unconfirmed], retailer: [N.unconfirmed] },
  },
  orderApproval: {
    table: 'orderApprovals',
    // SPEC §4: a change is confirmed (or rejected) by the supplier only once the order is shipped.
    statuses: {
      [A.awaitingShipment]: tr('待发货', 'Awaiting shipment'),
      [A.shipped]: tr('已发货', 'Shipped'),
      [A.confirmed]: tr('已确认', 'Confirmed'),
      [A.rejected]: tr('已驳回', 'Rejected'),
    },
    transitions: { [A.awaitingShipment]: [A.shipped], [A.shipped]: [A.confirmed, A.rejected] },
    pending: { supplier: [A.shipped], retailer: [A.shipped] },
  },
  returnNotice: {
    table: 'returnNotices',
    statuses: { '0': tr('待确认', 'To be confirmed'), '1': tr('已确认', 'Confirmed'), '2': tr('已完成', 'Completed') },
    // The supplier confirms (a return document is made), the retailer executes that return (services/returns.ts).
    transitions: { '0': ['1'], '1': ['2'] },
    // Retailer: confirmed notices whose return documents wait to be executed (/s/reorder/return-sales?status=pending).
    pending: { supplier: ['0'], retailer: ['1'] },
  },
  acceptance: {
    table: 'acceptances',
    statuses: { '0': tr('待确认', 'To be confirmed'), '1': tr('已确认', 'Confirmed') },
    transitions: { '0': ['1'] },
    pending: { supplier: ['0'], retailer: ['0'] },
  },
  // Sales gross profit of finished promotions (domains/promotions): the supplier confirms, or declines with a reason.
  saleGrossProfit: {
    table: 'promoSaleGrossProfits',
    statuses: {
      [P.waiting]: tr('待确认', 'To be confirmed'),
      [P.confirmed]: tr('已确认', 'Confirmed'),
      [P.declined]: tr('不同意', 'Declined'),
    },
    transitions: { [P.waiting]: [P.confirmed, P.declined] },
    pending: { supplier: [P.waiting], retailer: [P.waiting] },
  },
  // OI expense documents (domains/settlement): the supplier confirms or disputes; a dispute's answer reverses or keeps the fee.
  oiExpense: {
    table: 'expenseDocs',
    statuses: {
      [E.toConfirm]: tr('待确认', 'To be confirmed'),
      [E.confirmed]: tr('已确认', 'Confirmed'),
      [E.disputed]: tr('争议中', 'Disputed'),
      [E.accepted]: tr('争议成立（已冲回）', 'Dispute accepted (reversed)'),
      [E.rejected]: tr('争议驳回', 'Dispute rejected'),
    },
    transitions: { [E.toConfirm]: [E.confirmed, E.disputed], [E.disputed]: [E.accepted, E.rejected] },
    pending: { supplier: [E.toConfirm], retailer: [E.disputed] },
  },
  certificate: {
    table: 'certificates',
    statuses: {
      [C.draft]: tr('草稿', 'Draft'),
      [C.preAudit]: tr('待初审', 'Awaiting pre-audit'),
      [C.finalAudit]: tr('待终审', 'Awaiting final audit'),
      [C.approved]: tr('已通过', 'Approved'),
      [C.rejected]: tr('已驳回', 'Rejected'),
    },
    // A draft or a rejected certificate is (re)submitted; pre-audit then final audit (SPEC §4).
    transitions: {
      [C.draft]: [C.preAudit],
      [C.rejected]: [C.preAudit],
      [C.preAudit]: [C.finalAudit, C.rejected],
      [C.finalAudit]: [C.approved, C.rejected],
    },
    pending: { supplier: [C.draft, C.rejected], retailer: [C.preAudit, C.finalAudit] },
  },
  // Loading lists (SPEC §5 net-in-car): saved, then submitted (read-only).
  loadingList: {
    table: 'loadingLists',
    statuses: { '0': tr('已保存', 'Saved'), '1': tr('已提交', 'Submitted') },
    transitions: { '0': ['1'] },
    pending: { supplier: ['0'], retailer: [] },
  },
  // Order liquidated damages: the supplier confirms or disputes; the retailer reviews a dispute; a rejected dispute is then confirmed.
  liquidatedDamages: {
    table: 'damages',
    statuses: {
      [D.pending]: tr('待确认', 'To be confirmed'),
      [D.confirmed]: tr('已确认', 'Confirmed'),
      [D.disputed]: tr('申诉中', 'Disputed'),
      [D.accepted]: tr('申诉通过', 'Dispute accepted'),
      [D.rejected]: tr('申诉驳回', 'Dispute rejected'),
    },
    transitions: {
      [D.pending]: [D.confirmed, D.disputed],
      [D.disputed]: [D.accepted, D.rejected],
      [D.rejected]: [D.confirmed],
    },
    pending: { supplier: [D.pending, D.rejected], retailer: [D.disputed] },
  },
} as const satisfies Record<string, DocKind>;

export type DocKindName = keyof typeof DOC_KINDS;

function rowsOf(kind: DocKindName): DocBase[] {
  return table(DOC_KINDS[kind].table) as DocBase[];
}

/** The documents of a kind the caller may see (data isolation by vendor). */
export function listDocuments(ctx: Ctx, kind: DocKindName): DocBase[] {
  const inScope = vendorScope(ctx);
  return rowsOf(kind).filter(inScope);
}

export function findDocument(kind: DocKindName, sheetId: string): DocBase | undefined {
  return rowsOf(kind).find((r) => r.sheetId === sheetId);
}

/** To-do count of a kind for the caller: pending statuses of the caller's side, in scope. */
export function countPending(ctx: Ctx, kind: DocKindName): number {
  const def: DocKind = DOC_KINDS[kind];
  const pending = ctx.user?.userType === 1 ? def.pending.retailer : def.pending.supplier;
  return listDocuments(ctx, kind).filter((r) => pending.includes(r.status)).length;
}

/**
 * Moves a document to another status if the kind allows it (else B0400 当前单据不允许此操作).
 * With a ctx, the document must be in the caller's scope (else 单据不存在).
 */
export function transitionDocument(kind: DocKindName, sheetId: string, to: string, ctx?: Ctx): DocBase {
  const def: DocKind = DOC_KINDS[kind];
  const doc = findDocument(kind, sheetId);
  if (!doc || (ctx && !vendorScope(ctx)(doc))) throw apiError(ERR.documentNotFound);
  if (!(def.transitions[doc.status] ?? []).includes(to)) throw apiError(ERR.statusNotAllowed);
  updateRows(def.table, (r) => r.sheetId === sheetId, {
    status: to,
    checker: ctx?.user?.emplName ?? doc.checker ?? 'system',
    checkDate: nowStamp(),
  });
  return doc;
}

/**
 * What a document line shows of its goods, looked up in the goods table once per call: name,
 * barcode, specification and unit (variable-weight goods are counted in kg).
 */
export function lineGoods(): (goodsId: string) => { goodsName: string; barcode: string; spec: string; unit: string } {
  const goods = new Map(table('goods').map((g) => [g.goodsId, g]));
  return (goodsId) => {
    const g = goods.get(goodsId);
    return {
      goodsName: g?.goodsName ?? '',
      barcode: g?.barcode ?? '',
      spec: g?.spec ?? '',
      unit: g?.weightType === 4 ? 'kg' : (g?.unit ?? ''),
    };
  };
}
