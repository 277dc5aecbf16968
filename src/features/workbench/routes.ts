import type { RouteDef } from '@/kit/routing';
import { prefetchTodoCounts } from './prefetch';

/*
 * The homes are where a sign-in lands, so their code is part of the first load (src/main.tsx imports
 * them) rather than a chunk fetched after the sign-in's first answer (A/B at CPU x4, 14 alternating
 * runs: ready -263 ms and TBT -135 ms, paired medians). This table loads them lazily all the same:
 * the sign-in reads it before antd has arrived (src/signIn.ts). Their charts are a chunk apart.
 */

/** The two homes of SPEC §2: /workbench (supplier) and /s/workbench (retailer). */
export const workbenchRoutes: RouteDef[] = [
  {
    path: '/workbench',
    side: 'supplier',
    titleKey: 'workbench:title',
    load: () => import('./pages/SupplierWorkbench'),
    prefetch: prefetchTodoCounts,
  },
  {
    path: '/s/workbench',
    side: 'retailer',
    titleKey: 'workbench:title',
    load: () => import('./pages/RetailerWorkbench'),
    prefetch: prefetchTodoCounts,
  },
];
