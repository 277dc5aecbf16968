import type { DocumentHeader, UploadedFile } from '@/api/types';
import type { ConfirmStatus, ReviewStatus, SignFlag } from './contract';

/** Promotions as docs/API.md "Promotions" answers them (mock: mocks/domains/promotions). */

/** A promotion's dates (SPEC §5: both required, the end not before the start). */
export type PromoPeriod = { startDate: string; endDate: string };

type PromoGoods = { goodsId: string; goodsName: string; barcode: string; unit: string };

/** Documents the supplier confirms or declines (the contract's CONFIRM_STATUS; a decline has its reason). */
type ConfirmDoc = DocumentHeader & { status: ConfirmStatus; venderName: string; declineReason: string | null };

/** Gross-profit approval: a promotion whose price leaves the retailer's margin below its floor. */
export type GrossProfitApproval = ConfirmDoc &
  PromoPeriod &
  PromoGoods & {
    promoSheetId: string;
    salePrice: number;
    promoPrice: number;
    cost: number;
    /** Percent, 2 decimals. */
    grossProfitRate: number;
    floorRate: number;
  };

/** Joint promotion (tie-in): a themed campaign whose cost both sides share. */
export type TieIn = ConfirmDoc &
  PromoPeriod & {
    theme: string;
    /** 1 all stores, 2 hypermarkets, 3 supermarkets, 4 convenience stores. */
    shopScope: string;
    totalCost: number;
    /** The supplier's share, percent. */
    shareRate: number;
    supplierCost: number;
  };

/** VIP (member) discount: the member price and the supplier's share of the difference. */
export type VipDiscount = ConfirmDoc &
  PromoPeriod &
  PromoGoods & {
    salePrice: number;
    vipPrice: number;
    /** The supplier's share per unit sold. */
    supplierShare: number;
    soldQty: number;
    shareAmount: number;
  };

/** Sales gross profit of a finished promotion: the margin compensation the supplier confirms (workbench to-do). */
export type SaleGrossProfit = ConfirmDoc &
  PromoPeriod &
  PromoGoods & {
    promoSheetId: string;
    saleQty: number;
    saleAmount: number;
    cost: number;
    grossProfitRate: number;
    floorRate: number;
    compensation: number;
  };

/** Price-readjustment compensation: the stock held at the old cost, settled at the difference. */
export type PayReadjust = ConfirmDoc &
  PromoGoods & {
    readjustSheetId: string;
    oldCost: number;
    newCost: number;
    stockQty: number;
    compensation: number;
    effectiveDate: string;
  };

/** Price readjustment request, reviewed by the retailer (the contract's REVIEW_STATUS). */
export type PriceReadjust = DocumentHeader &
  PromoGoods & {
    status: ReviewStatus;
    venderName: string;
    oldCost: number;
    newCost: number;
    effectiveDate: string;
    reason: string;
    reviewReason: string | null;
  };

/** What the supplier sends to ask for a price readjustment. */
export type ReadjustInput = { goodsId: string; newCost: number; effectiveDate: string; reason: string };

/** Promotion application (the contract's REVIEW_STATUS; a rejected one is corrected and resubmitted by the supplier). */
export type PromotionApplication = DocumentHeader &
  PromoPeriod &
  PromoGoods & {
    status: ReviewStatus;
    venderName: string;
    /** 1 special price, 2 buy-and-get, 3 discount on a spend. */
    promoType: string;
    shopScope: string;
    salePrice: number;
    promoPrice: number;
    promoCost: number;
    expectedQty: number;
    reason: string;
    reviewReason: string | null;
  };

/** What the supplier sends to apply (or correct a rejected application: with its sheetId). */
export type ApplicationInput = PromoPeriod & {
  sheetId?: string;
  goodsId: string;
  promoType: string;
  shopScope: string;
  promoPrice: number;
  promoCost: number;
  expectedQty: number;
  reason: string;
};

/** Online promotion in the retailer's online channels, signed electronically (SPEC §6). */
export type OnlinePromotion = DocumentHeader &
  PromoPeriod & {
    id: number;
    venderName: string;
    theme: string;
    /** 1 app, 2 mini program, 3 delivery platforms. */
    channel: string;
    goodsCount: number;
    supplierCost: number;
    signFlag: SignFlag;
    signDate: string | null;
    /** The promotion agreement with the supplier's seal, made when it is signed in the portal. */
    signedFile: UploadedFile | null;
  };
