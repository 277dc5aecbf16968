import type { VendorCombination } from '@/api/types';

/** Presale orders, after-sales and packing information (SPEC §3, §4) as docs/API.md "Presale and after-sale" answers them. */

/** SPEC §4 presale order: 1 paid, 2 shipped, 3 completed, 4 cancelled. */
export type PresaleStatus = '1' | '2' | '3' | '4';
/** SPEC §4 stage: 1 presale period (deposits taken, nothing ships), 2 delivery period. */
export type PresaleStage = '1' | '2';

/** A presale order of an online shop, fulfilled by the supplier (one goods per order). */
export type PresaleOrder = VendorCombination & {
  orderNo: string;
  /** The online platform's order number: the key of the express-number import. */
  outerOrderNumber: string;
  status: PresaleStatus;
  stage: PresaleStage;
  goodsId: string;
  goodsName: string;
  qty: number;
  amount: number;
  consignee: string;
  /** Masked: 138****1234. */
  consigneePhone: string;
  address: string;
  payTime: string;
  /** First day of the delivery period. */
  deliveryStart: string;
  expressCompany: string | null;
  expressNo: string | null;
  shipTime: string | null;
};

/** What the supplier enters to ship one order (one by one or a row of the Excel import). */
export type ShipInput = { outerOrderNumber: string; expressCompany: string; expressNo: string };

/** A refused import row: the sheet's row number and the server's message. */
export type ShipRowError = { row: number; outerOrderNumber: string; code: ShipRefusal; message: string };

/** Why the server refused an import row (the client words it). */
export type ShipRefusal =
  'orderNotFound' | 'notPaid' | 'presalePeriod' | 'expressNo' | 'expressCompany' | 'duplicateRow';

/** SPEC §4 apply type: 1 refund only, 2 physical return, 3 no physical return. */
export type ApplyType = '1' | '2' | '3';
/** SPEC §4 view state: 1 pending review, 2 pending return, 3 pending refund, 4 cancelled, 5 rejected, 6 completed, 0 unknown. */
export type AfterSaleStatus = '0' | '1' | '2' | '3' | '4' | '5' | '6';

export type AfterSale = VendorCombination & {
  afterSaleNo: string;
  /** SPEC §3 outer_aftersale_number: the platform's after-sale number. */
  outerAftersaleNumber: string;
  outerOrderNumber: string;
  goodsId: string;
  goodsName: string;
  applyType: ApplyType;
  /** The customer's reason. */
  reason: string;
  qty: number;
  refundAmount: number;
  status: AfterSaleStatus;
  /** SPEC §4 warehouse status: 0 waiting, 1 in stock (returned goods received). */
  warehouseStatus: '0' | '1';
  applyTime: string;
  handleTime: string | null;
  /** The supplier's reason for a rejection. */
  rejectReason: string | null;
  returnExpressNo: string | null;
};

/** Packing information of one presale goods (cm, kg). */
export type PackInfo = VendorCombination & {
  goodsId: string;
  goodsName: string;
  barcode: string;
  packLength: number | null;
  packWidth: number | null;
  packHeight: number | null;
  packWeight: number | null;
  /** Pieces of the goods in one parcel. */
  piecesPerParcel: number | null;
  /** 1 carton, 2 foam box, 3 bag, 4 wooden case. */
  packMaterial: string | null;
  updateTime: string | null;
};

export type PackInput = Pick<
  PackInfo,
  'goodsId' | 'packLength' | 'packWidth' | 'packHeight' | 'packWeight' | 'piecesPerParcel' | 'packMaterial'
>;
