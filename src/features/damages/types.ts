/** Order liquidated damages as docs/API.md "Liquidated damages" answers them (mock: mocks/services/damages.ts). */

/** 0 pending, 1 confirmed, 2 disputed, 3 dispute accepted, 4 dispute rejected. */
export type DamageStatus = '0' | '1' | '2' | '3' | '4';

export type Damage = {
  sheetId: string;
  status: DamageStatus;
  orderSheetId: string;
  venderId: string;
  venderName: string;
  bu: string;
  shopId: string;
  shopName: string;
  /** 1 late delivery, 2 short delivery, 3 quality, 4 wrong goods. */
  breachType: string;
  amount: number;
  breachDate: string;
  disputeReason: string | null;
  reviewReason: string | null;
  remark: string;
  creator: string;
  checker: string | null;
  createDate: string;
  checkDate: string | null;
};

export type DamageLine = { lineNo: number; goodsId: string; goodsName: string; orderQty: number; deliveredQty: number; amount: number };

/** A row of the breach import (cells as typed in the sheet). */
export type DamageImportRow = { venderId: string; orderSheetId: string; shopId: string; breachType: string; amount: string; breachDate: string; remark?: string };
