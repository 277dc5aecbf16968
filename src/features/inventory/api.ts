import { http, type RequestOptions } from '@/api/http';
import { pageQueryCall } from '@/api/pageCalls';
import type { InventoryInput, InventoryRow } from './types';

/** Inventory collaboration calls under /api/fea-vsm/inventory (docs/API.md "Inventory collaboration"; mock: mocks/domains/inventory). */
const INVENTORY = '/api/fea-vsm/inventory';

export const queryInventory = pageQueryCall<InventoryRow>(`${INVENTORY}/query`);

/** The supplier enters or updates the figures of one goods (cases, days). */
export const saveInventory = (input: InventoryInput, opts?: RequestOptions) =>
  http.post<{ goodsId: string }>(`${INVENTORY}/save`, input, opts);
