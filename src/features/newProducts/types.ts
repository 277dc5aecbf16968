import type { GoodsDescription, UploadedFile, VendorCombination } from '@/api/types';
import type { JointCostStatus, NewGoodsReview, NewGoodsSheetStatus } from './contract';

/* A new-goods sheet (SPEC §2 /newproducts) and its goods: the contract's SHEET_STATUS and LINE_REVIEW (the retailer decides per goods; the sheet follows). */
export type { JointCostStatus, NewGoodsReview, NewGoodsSheetStatus };

/** The goods fields of SPEC §3 a supplier writes for a new goods (the categories by code: major, medium and sub). */
export type NewGoodsInput = GoodsDescription & {
  goodsName: string;
  barcode: string;
  majorId: string;
  mediumId: string;
  /** The sub category (level 3) under the medium one. */
  subId: string;
  /** kg. */
  tare: number | null;
  /** Dimensions of one unit, cm (one decimal at most; SPEC §5 required product fields). */
  length: number;
  width: number;
  height: number;
  /** 1 normal, 2 very light, 3 bulky/heavy, 4 variable weight. */
  weightType: number;
  /** 0 counted, 1 not counted, 2 quantity only. */
  stockmode: number;
  purchasePrice: number;
  salePrice: number;
  /** Percent, one of the SPEC §9 labels. */
  purchaseTaxRate: number;
  saleTaxRate: number;
  /** Up to 5 base pictures (images ≤ 1 MB). */
  pictures: UploadedFile[];
};

/** A goods line as stored: the input, the category names, and the retailer's decision. */
export type NewGoodsLine = NewGoodsInput & {
  lineNo: number;
  majorName: string;
  mediumName: string;
  subName: string;
  reviewStatus: NewGoodsReview;
  reviewReason: string | null;
  /** The goods code given on approval. */
  goodsId: string | null;
};

export type NewGoodsSheetRecord = VendorCombination & {
  sheetId: string;
  status: NewGoodsSheetStatus;
  creator: string;
  createDate: string;
  submitDate: string | null;
  checker: string | null;
  checkDate: string | null;
  remark: string;
  /** The shops that will carry the goods. */
  shopIds: string[];
};

/** A sheet as the list answers it. */
export type NewGoodsSheet = NewGoodsSheetRecord & {
  venderName: string;
  /** The shops' names, in the order of shopIds. */
  shopNames: string[];
  goodsCount: number;
  approvedCount: number;
  rejectedCount: number;
};

export type NewGoodsSheetDetail = NewGoodsSheet & { lines: NewGoodsLine[] };

/** What the supplier saves: a new sheet (no sheetId) or its unsubmitted one. */
export type NewGoodsSave = { sheetId?: string; remark: string; shopIds: string[]; lines: NewGoodsInput[] };

/** What "add" finds: the unsubmitted sheet to continue, or none. */
export type OpenSheet = { sheetId: string | null };

/**
 * A joint-venture goods of the supplier with its cost (SPEC §2 /goodsadjcost) and its latest cost
 * proposal, which the retailer approves or rejects with a reason.
 */
export type JointCostRecord = VendorCombination & {
  goodsId: string;
  goodsName: string;
  barcode: string;
  spec: string;
  unit: string;
  /** Current cost, 4 decimals (SPEC §9): an approved cost once its effective date has come. */
  cost: number;
  /** The latest proposal's number (TJ…), null before the first. */
  proposalId: string | null;
  proposedCost: number | null;
  effectiveDate: string | null;
  proposeDate: string | null;
  status: JointCostStatus;
  /** Who decided the latest proposal, and when. */
  checker: string | null;
  checkDate: string | null;
  reviewReason: string | null;
};

/** A joint-venture goods as the list answers it. */
export type JointCost = JointCostRecord & { venderName: string };

/**
 * A cost proposal as the retailer's review lists it: the list holds only goods with a proposal (the
 * mock leaves out JOINT_STATUS.none, the goods never proposed), so each has its number.
 */
export type JointCostProposal = JointCost & { proposalId: string };
