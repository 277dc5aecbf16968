import type { RouteSpec } from '@/kit/routing';

/** Returns of SPEC §2: return notices and documents (supplier), return sales and their memos (retailer). */
export const returnsRoutes = [
  {
    path: '/returndocument-management/returnnoticedoc_query',
    side: 'supplier',
    titleKey: 'returns:noticeTitle',
  },
  {
    path: '/returndocument-management/returndoc_query',
    side: 'supplier',
    titleKey: 'returns:docTitle',
  },
  {
    path: '/s/reorder/return-sales',
    side: 'retailer',
    titleKey: 'returns:salesTitle',
  },
  {
    path: '/s/reorder/return-sales-memo',
    side: 'retailer',
    titleKey: 'returns:memoTitle',
  },
] as const satisfies readonly RouteSpec[];
