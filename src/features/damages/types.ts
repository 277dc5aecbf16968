import type { DocumentHeader } from '@/api/types';
import type { DamageStatus } from './contract';

/** Order liquidated damages as docs/API.md "Liquidated damages" answers them (mock: mocks/domains/damages). */

/** A breach as stored (the mock's row adds its lines). */
export type DamageRecord = DocumentHeader & {
  status: DamageStatus;
  orderSheetId: string;
  shopId: string;
  shopName: string;
  /** 1 late delivery, 2 short delivery, 3 quality, 4 wrong goods. */
  breachType: string;
  amount: number;
  breachDate: string;
  disputeReason: string | null;
  reviewReason: string | null;
  remark: string;
};

/** A breach as the query answers it: with the supplier's name. */
export type Damage = DamageRecord & { venderName: string };

export type DamageLine = {
  lineNo: number;
  goodsId: string;
  goodsName: string;
  orderQty: number;
  deliveredQty: number;
  amount: number;
};

/** A row of the breach import (cells as typed in the sheet). */
export type DamageImportRow = {
  venderId: string;
  orderSheetId: string;
  shopId: string;
  breachType: string;
  amount: string;
  breachDate: string;
  remark?: string;
};
