import { http, type RequestOptions } from '@/api/http';
import type { Page, PageQuery } from '@/api/types';
import { pageQueryCall } from '@/api/pageCalls';
import type { CategoryRow, SettlementMethodRow } from './types';

/** Master-data queries of the retailer under /api/fea-vsm/masterdata (mock: mocks/domains/masterData); the store lists use common shopSearch. */
const MASTER_DATA = '/api/fea-vsm/masterdata';

/** Settlement methods per supplier and BU (SPEC §2 /s/basicinfo/settlementmethods_list). */
export const querySettlementMethods = pageQueryCall<SettlementMethodRow>(`${MASTER_DATA}/settlementMethods`);

/** The category tree as one row per sub-category (SPEC §2 /s/basicinfo/category_query). */
export const queryCategories = (query: PageQuery, opts?: RequestOptions) =>
  http.post<Page<CategoryRow>>(`${MASTER_DATA}/categoryQuery`, query, opts);
