import type { VendorCombination } from '@/api/types';
import type { Supply } from './contract';

/** Inventory collaboration (SPEC §3 inventory collect, §9 unit: cases) as docs/API.md "Inventory collaboration" answers it. */

/** What the supplier entered for one goods. */
export type InventoryRecord = VendorCombination & {
  goodsId: string;
  /** Days from an order to finished goods. */
  productionCycle: number;
  /** Pieces in one case (the case of the order lines' units). */
  unitsPerCase: number;
  /** Cases ready to allocate. */
  allocableCases: number;
  /** Cases in production. */
  inProductionCases: number;
  updateTime: string;
  updater: string;
};

/** A row of the list: every goods of the supplier, entered or not, with what open orders ask for. */
export type InventoryRow = VendorCombination & {
  goodsId: string;
  goodsName: string;
  barcode: string;
  venderName: string;
  productionCycle: number | null;
  unitsPerCase: number | null;
  allocableCases: number | null;
  inProductionCases: number | null;
  /** Pieces of the goods on open (unconfirmed or confirmed, not yet shipped) order notices. */
  openOrderQty: number;
  /** The same in cases (rounded up); null until the case size is entered. */
  openOrderCases: number | null;
  /** Cases the allocable inventory lacks against open orders (0 when enough); null until entered. */
  shortCases: number | null;
  /** The contract's SUPPLY: short (allocable below open orders, or nothing entered while orders are open), enough. */
  short: Supply;
  updateTime: string | null;
  updater: string | null;
};

export type InventoryInput = Pick<
  InventoryRecord,
  'goodsId' | 'productionCycle' | 'unitsPerCase' | 'allocableCases' | 'inProductionCases'
>;
