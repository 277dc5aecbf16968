import { http, type RequestOptions } from '@/api/http';
import type { Page, PageQuery } from '@/api/types';
import { pageQueryCall } from '@/api/pageCalls';
import { masterDataUrl } from './contract';
import type { CategoryRow, SettlementMethodRow } from './types';

/** Master-data queries of the retailer (mock: mocks/domains/masterData): the contract's paths; the store lists use common shopSearch. */

/** Settlement methods per supplier and BU (SPEC §2 /s/basicinfo/settlementmethods_list). */
export const querySettlementMethods = pageQueryCall<SettlementMethodRow>(masterDataUrl('settlementMethods'));

/** The category tree as one row per sub-category (SPEC §2 /s/basicinfo/category_query). */
export const queryCategories = (query: PageQuery, opts?: RequestOptions) =>
  http.post<Page<CategoryRow>>(masterDataUrl('categoryQuery'), query, opts);
