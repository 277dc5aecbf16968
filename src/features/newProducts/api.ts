import { http, type RequestOptions } from '@/api/http';
import { pageQueryCall } from '@/api/pageCalls';
import type {
  JointCost,
  JointCostProposal,
  NewGoodsSave,
  NewGoodsSheet,
  NewGoodsSheetDetail,
  OpenSheet,
} from './types';
import { jointCostUrl, newGoodsUrl } from './contract';

/* New-goods sheets and joint-venture pricing on the contract's paths (SPEC §7 goods calls; mock: mocks/domains/newProducts; docs/API.md "New products"). */

export const querySheets = pageQueryCall<NewGoodsSheet>(newGoodsUrl('query'));

export const sheetDetail = (sheetId: string, opts?: RequestOptions) =>
  http.post<NewGoodsSheetDetail>(newGoodsUrl('detail'), { sheetId }, opts);

/** Supplier: the selected combination's unsubmitted sheet, if any (SPEC §8 'continue adding?'). */
export const openSheet = (opts?: RequestOptions) => http.post<OpenSheet>(newGoodsUrl('open'), {}, opts);

/** Supplier: saves the unsubmitted sheet (a new one without sheetId). */
export const saveSheet = (body: NewGoodsSave, opts?: RequestOptions) =>
  http.post<{ sheetId: string }>(newGoodsUrl('save'), body, opts);

/** Supplier: submits with the company's electronic signature (refused without goods or signature). */
export const submitSheet = (sheetId: string, opts?: RequestOptions) =>
  http.post<{ sheetId: string }>(newGoodsUrl('submit'), { sheetId }, opts);

export const deleteSheet = (sheetId: string, opts?: RequestOptions) =>
  http.post<{ count: number }>(newGoodsUrl('delete'), { sheetId }, opts);

/** Retailer: approves or rejects goods of a sheet under review (a rejection needs a reason). */
export const reviewGoods = (sheetId: string, lineNos: number[], approve: boolean, reason = '', opts?: RequestOptions) =>
  http.post<{ count: number; status: string }>(newGoodsUrl('review'), { sheetId, lineNos, approve, reason }, opts);

export const queryJointCosts = pageQueryCall<JointCost>(jointCostUrl('query'));
/** The same list as the retailer gets it: only the goods with a proposal, each with its number. */
export const queryProposals = pageQueryCall<JointCostProposal>(jointCostUrl('query'));

/** Supplier: a new cost (4 decimals) from an effective date, for goods whose proposal is not in review. */
export const proposeCost = (goodsIds: string[], newCost: string, effectiveDate: string, opts?: RequestOptions) =>
  http.post<{ count: number }>(jointCostUrl('propose'), { goodsIds, newCost, effectiveDate }, opts);

/** Retailer: approves or rejects cost proposals in review (a rejection needs a reason). */
export const reviewCosts = (proposalIds: string[], approve: boolean, reason = '', opts?: RequestOptions) =>
  http.post<{ count: number }>(jointCostUrl('review'), { proposalIds, approve, reason }, opts);
