import type { RouteDef } from '@/kit/routing';
import { prefetchTodoCounts } from './prefetch';

/** The two homes of SPEC §2: /workbench (supplier) and /s/workbench (retailer). */
export const workbenchRoutes: RouteDef[] = [
  { path: '/workbench', side: 'supplier', titleKey: 'workbench:title', load: () => import('./pages/SupplierWorkbench'), prefetch: prefetchTodoCounts },
  { path: '/s/workbench', side: 'retailer', titleKey: 'workbench:title', load: () => import('./pages/RetailerWorkbench'), prefetch: prefetchTodoCounts },
];
