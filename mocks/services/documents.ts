import { table, updateRows } from '../db';
import { nowStamp } from '../db/clock';
import type { DbTables, DocBase } from '../db/tables';
import { apiError, ERR } from '../errors';
import { vendorScope, type Ctx } from './context';
import { ACCEPTANCE_STATUS as S } from '@/features/acceptance/contract';
import { CERT_STATUS as C } from '@/features/certificates/contract';
import { DAMAGE_STATUS as D } from '@/features/damages/contract';
import { APPROVAL_STATUS as A, NOTICE_STATUS as N } from '@/features/orders/contract';
import { CONFIRM_STATUS as P } from '@/features/promotions/contract';
import { NOTICE_STATUS as R } from '@/features/returns/contract';
import { EXPENSE_STATUS as E } from '@/features/settlement/contract';

/**
 * Vendor documents with a status and allowed transitions (the codes of the domains that have a contract
 * come from it). The workbench to-do counts are queries
 * over these tables (documents in a kind's pending statuses), so changing a status through
 * `transitionDocument` changes the counts. Later slices (orders, returns, settlement, …) extend a
 * kind's transitions here, or register a new kind with its table; a status's label is its contract's.
 */
export type DocTable = { [K in keyof DbTables]: DbTables[K] extends DocBase[] ? K : never }[keyof DbTables];

export type DocKind = {
  table: DocTable;
  /** status → statuses it may move to */
  transitions: Record<string, string[]>;
  /** statuses counted as a to-do, per side */
  pending: { supplier: string[]; retailer: string[] };
};

export const DOC_KINDS = {
  orderNotice: {
    table: 'orderNotices',
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
    transitions: { [A.awaitingShipment]: [A.shipped], [A.shipped]: [A.confirmed, A.rejected] },
    pending: { supplier: [A.shipped], retailer: [A.shipped] },
  },
  returnNotice: {
    table: 'returnNotices',
    // The supplier confirms (a return document is made), the retailer executes that return (domains/returns).
    transitions: { [R.toConfirm]: [R.confirmed], [R.confirmed]: [R.completed] },
    // Retailer: confirmed notices whose return documents wait to be executed (/s/reorder/return-sales?status=pending).
    pending: { supplier: [R.toConfirm], retailer: [R.confirmed] },
  },
  acceptance: {
    table: 'acceptances',
    transitions: { [S.toConfirm]: [S.confirmed] },
    pending: { supplier: [S.toConfirm], retailer: [S.toConfirm] },
  },
  // Sales gross profit of finished promotions (domains/promotions): the supplier confirms, or declines with a reason.
  saleGrossProfit: {
    table: 'promoSaleGrossProfits',
    transitions: { [P.waiting]: [P.confirmed, P.declined] },
    pending: { supplier: [P.waiting], retailer: [P.waiting] },
  },
  // OI expense documents (domains/settlement): the supplier confirms or disputes; a dispute's answer reverses or keeps the fee.
  oiExpense: {
    table: 'expenseDocs',
    transitions: { [E.toConfirm]: [E.confirmed, E.disputed], [E.disputed]: [E.accepted, E.rejected] },
    pending: { supplier: [E.toConfirm], retailer: [E.disputed] },
  },
  certificate: {
    table: 'certificates',
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
    transitions: { '0': ['1'] },
    pending: { supplier: ['0'], retailer: [] },
  },
  // Order liquidated damages: the supplier confirms or disputes; the retailer reviews a dispute; a rejected dispute is then confirmed.
  liquidatedDamages: {
    table: 'damages',
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
