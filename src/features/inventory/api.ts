import { http, type RequestOptions } from '@/api/http';
import { pageQueryCall } from '@/api/pageCalls';
import { inventoryUrl } from './contract';
import type { InventoryInput, InventoryRow } from './types';

/** Inventory collaboration calls (docs/API.md "Inventory collaboration"; mock: mocks/domains/inventory): the contract's paths. */

export const queryInventory = pageQueryCall<InventoryRow>(inventoryUrl('query'));

/** The supplier enters or updates the figures of one goods (cases, days). */
export const saveInventory = (input: InventoryInput, opts?: RequestOptions) =>
  http.post<{ goodsId: string }>(inventoryUrl('save'), input, opts);
