import type { CategoryPath, ShopRecord, VendorCombination } from '@/api/types';

/** Rows of the master-data lists (docs/API.md "Master data"); the mock's rows are these types. */

/** A store row of the shop search call (SPEC §7), as the shop and store lists show it. */
export type StoreRow = ShopRecord;

/**
 * A settlement method of one supplier code in one BU for a period (SPEC §3 settlement).
 * settleMethod: 1 credit term, 2 cash on delivery, 3 prepayment, 4 settle on actual sales,
 * 5 commission (joint operation); payMode: the common pay-mode list's id; cycle: 1 monthly,
 * 2 semi-monthly, 3 ten-day, 4 weekly; status: 0 expired, 1 in force, 2 not yet in force.
 */
export type SettlementMethod = VendorCombination & {
  id: string;
  settleMethod: string;
  payMode: string;
  /** Days after the invoice until payment; 0 for cash on delivery and prepayment. */
  termDays: number;
  cycle: string;
  startDate: string;
  /** null: open-ended. */
  endDate: string | null;
  status: string;
  remark: string;
};

/** A settlement method as listed: with the supplier's, BU's and pay mode's names. */
export type SettlementMethodRow = SettlementMethod & { venderName: string; buName: string; payModeName: string };

/** One sub-category with its medium and major category (SPEC §3 categories: major → medium → sub). */
export type CategoryRow = CategoryPath & {
  /** Goods registered under the sub-category. */
  goodsCount: number;
};
