/**
 * Presale and after-sale's contract (issue 37): what the screens and the mock backend
 * (mocks/domains/presale) both hold to, written once — the calls, the SPEC §4 states with their
 * labels' keys and tones, the action predicates, the validations (express numbers, packing
 * information) and the error codes with the client's message keys. Pure TypeScript: no React, no
 * antd, no i18next. What only a server knows (which orders exist, whose they are) stays in the mock.
 */

import { codedValues, type Tone, type ValueOf } from '@/lib/codedValues';
export type { CodedValue, Tone } from '@/lib/codedValues';

// ------------------------------------------------------------------ calls (docs/API.md "Presale and after-sale")

export const PRESALE_BASE = '/api/fea-vsm/presale';

/** Each call's path under PRESALE_BASE. */
export const PRESALE_PATHS = {
  orders: 'orders',
  ship: 'ship',
  importExpress: 'importExpress',
  packs: 'packs',
  savePack: 'savePack',
  afterSales: 'afterSales',
  agree: 'agree',
  reject: 'reject',
  confirmReceipt: 'confirmReceipt',
} as const;

export const presaleUrl = (path: keyof typeof PRESALE_PATHS) => `${PRESALE_BASE}/${PRESALE_PATHS[path]}`;

// ------------------------------------------------------------------ states and coded values (SPEC §3, §4)

/** Presale order: paid, shipped, completed, cancelled. */
export const ORDER_STATUS = { paid: '1', shipped: '2', completed: '3', cancelled: '4' } as const;
/** Stage: the presale period (deposits taken, nothing ships), the delivery period. */
export const STAGE = { presale: '1', delivery: '2' } as const;
/** After-sale view: pending review, pending return, pending refund, cancelled, rejected, completed, unknown. */
export const AFTER_SALE_STATUS = {
  unknown: '0',
  pendingReview: '1',
  pendingReturn: '2',
  pendingRefund: '3',
  cancelled: '4',
  rejected: '5',
  completed: '6',
} as const;
/** Apply type: refund only, physical return, no physical return. */
export const APPLY_TYPE = { refundOnly: '1', physicalReturn: '2', noPhysicalReturn: '3' } as const;
/** Warehouse status of returned goods: waiting, in stock. */
export const WAREHOUSE_STATUS = { waiting: '0', inStock: '1' } as const;
/** The express companies the platform takes, by code. */
export const EXPRESS_COMPANY_CODES = ['SF', 'YTO', 'ZTO', 'STO', 'YD', 'JD', 'EMS'] as const;
/** Packing material: carton, foam box, bag, wooden case. */
export const PACK_MATERIAL_CODES = ['1', '2', '3', '4'] as const;
/** The packing list's filter: entered or still waiting. */
export const ENTERED_FILTER = { entered: '1', waiting: '0' } as const;

export type PresaleStatus = ValueOf<typeof ORDER_STATUS>;
export type PresaleStage = ValueOf<typeof STAGE>;
export type AfterSaleStatus = ValueOf<typeof AFTER_SALE_STATUS>;
export type ApplyType = ValueOf<typeof APPLY_TYPE>;
export type WarehouseStatus = ValueOf<typeof WAREHOUSE_STATUS>;

// Coded values, each labelled `presale:<group>.<value>`.
export const ORDER_STATUSES = codedValues('presale:orderStatus', Object.values(ORDER_STATUS));
export const ORDER_TONES: Record<PresaleStatus, Tone> = {
  '1': 'warning',
  '2': 'processing',
  '3': 'success',
  '4': 'default',
};
export const STAGES = codedValues('presale:stage', Object.values(STAGE));
export const EXPRESS_COMPANIES = codedValues('presale:express', EXPRESS_COMPANY_CODES);
export const APPLY_TYPES = codedValues('presale:applyType', Object.values(APPLY_TYPE));
/** Listed in the screen's order: the states a case passes through, then unknown. */
export const AFTER_SALE_STATUSES = codedValues('presale:afterSaleStatus', [
  ...Object.values(AFTER_SALE_STATUS).filter((s) => s !== AFTER_SALE_STATUS.unknown),
  AFTER_SALE_STATUS.unknown,
]);
export const AFTER_SALE_TONES: Record<AfterSaleStatus, Tone> = {
  '1': 'warning',
  '2': 'processing',
  '3': 'processing',
  '4': 'default',
  '5': 'error',
  '6': 'success',
  '0': 'default',
};
export const WAREHOUSE_STATUSES = codedValues('presale:warehouseStatus', Object.values(WAREHOUSE_STATUS));
export const PACK_MATERIALS = codedValues('presale:packMaterial', PACK_MATERIAL_CODES);
export const ENTERED = codedValues('presale:entered', [ENTERED_FILTER.entered, ENTERED_FILTER.waiting]);

// ------------------------------------------------------------------ action predicates (SPEC §4)

/** A paid order of the delivery period ships; others are refused. */
export const canShip = (o: { status: string; stage: string }) =>
  o.status === ORDER_STATUS.paid && o.stage === STAGE.delivery;
/** The supplier agrees to or rejects an application pending review. */
export const canDecideAfterSale = (a: { status: string }) => a.status === AFTER_SALE_STATUS.pendingReview;
/** The receipt of returned goods is confirmed while the application waits for them. */
export const canConfirmReceipt = (a: { status: string }) => a.status === AFTER_SALE_STATUS.pendingReturn;
/** An agreed physical return waits for the goods, the others for the refund. */
export const agreedStatus = (a: { applyType: string }): AfterSaleStatus =>
  a.applyType === APPLY_TYPE.physicalReturn ? AFTER_SALE_STATUS.pendingReturn : AFTER_SALE_STATUS.pendingRefund;

// ------------------------------------------------------------------ validations (SPEC §5)

/** Express numbers: 8-30 letters or digits. */
export const EXPRESS_NO = /^[A-Za-z0-9]{8,30}$/;
/** SPEC §5 import counts capped: rows of one express-number import. */
export const EXPRESS_IMPORT_MAX_ROWS = 500;

const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : v === undefined || v === null ? '' : String(v));

export const isExpressNo = (v: unknown) => EXPRESS_NO.test(trimmed(v));
export const isExpressCompany = (v: unknown) => (EXPRESS_COMPANY_CODES as readonly string[]).includes(trimmed(v));

export type ShipProblem = 'notPaid' | 'presalePeriod' | 'expressCompany' | 'expressNo';

/** Why this order cannot ship with this express company and number, or null (the order found by the server). */
export function shipProblem(
  order: { status: string; stage: string },
  input: { expressCompany?: unknown; expressNo?: unknown },
): ShipProblem | null {
  if (order.status !== ORDER_STATUS.paid) return 'notPaid';
  if (order.stage !== STAGE.delivery) return 'presalePeriod';
  if (!isExpressCompany(input.expressCompany)) return 'expressCompany';
  return isExpressNo(input.expressNo) ? null : 'expressNo';
}

/** The packing figures: sizes (cm), weight (kg) and pieces per parcel. */
export const PACK_SIZES = ['packLength', 'packWidth', 'packHeight', 'packWeight', 'piecesPerParcel'] as const;

/** Sizes, weight and pieces above 0; pieces whole. Null when the figures may be saved. */
export function packSizeProblems(v: Record<string, unknown>): Record<string, 'aboveZero' | 'wholePieces'> | null {
  const problems: Record<string, 'aboveZero' | 'wholePieces'> = {};
  const positive = (x: unknown) => trimmed(x) !== '' && Number.isFinite(Number(x)) && Number(x) > 0;
  for (const name of PACK_SIZES) if (!positive(v[name])) problems[name] = 'aboveZero';
  if (!problems.piecesPerParcel && !Number.isInteger(Number(v.piecesPerParcel)))
    problems.piecesPerParcel = 'wholePieces';
  return Object.keys(problems).length ? problems : null;
}

export const isPackMaterial = (v: unknown) => (PACK_MATERIAL_CODES as readonly string[]).includes(trimmed(v));

// ------------------------------------------------------------------ errors (SPEC §8)

/**
 * The presale error codes the mock answers, with the key of the client's own text (`messageKey`, the mock's
 * answer through fromContract): an import's refused row is worded by its reason (`presale:refusal.<reason>`).
 */
export const PRESALE_ERRORS = {
  orderNotFound: { code: 'B0404', messageKey: 'presale:refusal.orderNotFound' },
  notPaid: { code: 'B0400', messageKey: 'presale:refusal.notPaid' },
  presalePeriod: { code: 'B0400', messageKey: 'presale:refusal.presalePeriod' },
  expressNo: { code: 'A0410', messageKey: 'presale:orders.expressNoFormat' },
  expressCompany: { code: 'A0410', messageKey: 'presale:refusal.expressCompany' },
  duplicateRow: { code: 'A0410', messageKey: 'presale:refusal.duplicateRow' },
  /** The server's refusal of the pack figures (one sentence); the form marks each field with `packMessageKey`. */
  packSize: {
    code: 'A0410',
    messageKey: 'presale:rule.packSize',
    aboveZeroKey: 'presale:pack.aboveZero',
    wholePiecesKey: 'presale:pack.wholePieces',
  },
  orderRequired: { code: 'A0410', messageKey: 'presale:rule.orderRequired' },
  expressRequired: { code: 'A0410', messageKey: 'presale:rule.expressRequired' },
  packMaterial: { code: 'A0410' },
  packGoods: { code: 'B0404' },
  /** A state that does not allow the move (the mock's ERR.statusNotAllowed). */
  refused: { code: 'B0400', messageKey: 'errors:selectionNotEligible' },
} as const;

/** The reason an import row is refused, as the mock answers it and the client words it. */
export type ShipRefusal = ShipProblem | 'orderNotFound' | 'duplicateRow';

/** The screen's key of a pack figure's problem. */
export const packMessageKey = (p: 'aboveZero' | 'wholePieces') =>
  p === 'aboveZero' ? PRESALE_ERRORS.packSize.aboveZeroKey : PRESALE_ERRORS.packSize.wholePiecesKey;
