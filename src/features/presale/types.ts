import type { VendorCombination } from '@/api/types';
import type { AfterSaleStatus, ApplyType, PresaleStage, PresaleStatus, ShipRefusal, WarehouseStatus } from './contract';

/** The states, coded values and refusals are the contract's (./contract.ts, SPEC §4). */
export type { AfterSaleStatus, ApplyType, PresaleStage, PresaleStatus, ShipRefusal, WarehouseStatus };

/** Presale orders, after-sales and packing information (SPEC §3, §4) as docs/API.md "Presale and after-sale" answers them. */

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
  warehouseStatus: WarehouseStatus;
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
