import type { RouteDef } from '@/kit/routing';

/** Returns of SPEC §2: return notices and documents (supplier), return sales and their memos (retailer). */
export const returnsRoutes: RouteDef[] = [
  {
    path: '/returndocument-management/returnnoticedoc_query',
    side: 'supplier',
    titleKey: 'returns:noticeTitle',
    load: () => import('./pages/ReturnNoticeQuery'),
  },
  {
    path: '/returndocument-management/returndoc_query',
    side: 'supplier',
    titleKey: 'returns:docTitle',
    load: () => import('./pages/ReturnDocQuery'),
  },
  {
    path: '/s/reorder/return-sales',
    side: 'retailer',
    titleKey: 'returns:salesTitle',
    load: () => import('./pages/ReturnDocQuery'),
  },
  {
    path: '/s/reorder/return-sales-memo',
    side: 'retailer',
    titleKey: 'returns:memoTitle',
    load: () => import('./pages/ReturnMemoQuery'),
  },
];
