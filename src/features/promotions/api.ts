import { http, type RequestOptions } from '@/api/http';
import { pageQueryCall } from '@/api/pageCalls';
import type { UploadedFile } from '@/api/types';
import { openPreviewWindow, pdfPreviewPath } from '@/kit/upload';
import type {
  ApplicationInput,
  GrossProfitApproval,
  OnlinePromotion,
  PayReadjust,
  PriceReadjust,
  PromotionApplication,
  ReadjustInput,
  SaleGrossProfit,
  TieIn,
  VipDiscount,
} from './types';
import { confirmPaths, PROMOTION_PATHS as P, promotionUrl, type ConfirmList } from './contract';

/* Promotion calls of SPEC §7 on the contract's paths (docs/API.md "Promotions"; mock: mocks/domains/promotions). */

type Count = { count: number };

/** The calls of a list the supplier confirms or declines (with a reason). */
const confirmCalls = <T>(list: ConfirmList) => {
  const paths = confirmPaths(list);
  return {
    query: pageQueryCall<T>(promotionUrl(paths.query)),
    confirm: (sheetIds: string[], opts?: RequestOptions) =>
      http.post<Count>(promotionUrl(paths.confirm), { sheetIds }, opts),
    decline: (sheetIds: string[], reason: string, opts?: RequestOptions) =>
      http.post<Count>(promotionUrl(paths.decline), { sheetIds, reason }, opts),
  };
};
export type ConfirmCalls<T> = ReturnType<typeof confirmCalls<T>>;

export const grossProfitCalls = confirmCalls<GrossProfitApproval>('grossprofit');
export const tieInCalls = confirmCalls<TieIn>('tiein');
export const vipCalls = confirmCalls<VipDiscount>('vip');
export const saleGrossProfitCalls = confirmCalls<SaleGrossProfit>('salegrossprofit');
export const payReadjustCalls = confirmCalls<PayReadjust>('payreadjust');

export const queryReadjusts = pageQueryCall<PriceReadjust>(promotionUrl(P.readjustQuery));
/** Supplier: asks to change a goods' purchase price from a later date. */
export const saveReadjust = (input: ReadjustInput, opts?: RequestOptions) =>
  http.post<{ sheetId: string }>(promotionUrl(P.readjustSave), input, opts);

export const queryApplications = pageQueryCall<PromotionApplication>(promotionUrl(P.applyQuery));
/** Supplier: a new application, or a rejected one corrected (with its sheetId) and sent for review again. */
export const saveApplication = (input: ApplicationInput, opts?: RequestOptions) =>
  http.post<{ sheetId: string }>(promotionUrl(P.applySave), input, opts);
/** Retailer: approves applications, or rejects them with a reason. */
export const reviewApplications = (sheetIds: string[], approve: boolean, reason: string, opts?: RequestOptions) =>
  http.post<Count>(promotionUrl(P.applyReview), { sheetIds, approve, reason }, opts);

export const queryOnline = pageQueryCall<OnlinePromotion>(promotionUrl(P.onlineQuery));
/** Supplier with the SPEC §6 electronic-signature permission: signs unsigned online promotions. */
export const signOnline = (sheetIds: string[], opts?: RequestOptions) =>
  http.post<Count>(promotionUrl(P.onlineSign), { sheetIds }, opts);
/** Opens the signed agreement of a signed online promotion in the PDF preview. */
export async function openOnlineAgreement(sheetId: string, opts?: RequestOptions): Promise<void> {
  const { fileUrl } = await http.post<UploadedFile>(promotionUrl(P.onlineAgreement), { sheetId }, opts);
  openPreviewWindow(pdfPreviewPath(fileUrl));
}
