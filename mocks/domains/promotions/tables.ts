import type {
  GrossProfitApproval,
  OnlinePromotion,
  PayReadjust,
  PriceReadjust,
  PromotionApplication,
  SaleGrossProfit,
  TieIn,
  VipDiscount,
} from '@/features/promotions/types';

/** Promotions: the stored rows are the client's records without the supplier's name (the queries add it). */
type Stored<T> = Omit<T, 'venderName'>;

export type PromotionsTables = {
  promoApplications: Stored<PromotionApplication>[];
  priceReadjusts: Stored<PriceReadjust>[];
  grossProfitApprovals: Stored<GrossProfitApproval>[];
  tieIns: Stored<TieIn>[];
  vipDiscounts: Stored<VipDiscount>[];
  promoSaleGrossProfits: Stored<SaleGrossProfit>[];
  payReadjusts: Stored<PayReadjust>[];
  onlinePromotions: Stored<OnlinePromotion>[];
};

declare module '../../db/tables' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- DbTables grows by declaration merging
  interface DbTables extends PromotionsTables {}
}
