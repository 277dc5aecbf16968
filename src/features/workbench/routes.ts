import type { ComponentType } from 'react';
import type { RouteDef } from '@/kit/routing';
import * as RetailerWorkbench from './pages/RetailerWorkbench';
import * as SupplierWorkbench from './pages/SupplierWorkbench';
import { prefetchTodoCounts } from './prefetch';

/**
 * The homes are where a sign-in lands, so their code is part of the first load rather than a chunk
 * fetched and evaluated after the sign-in's first answer (issue 6: A/B at CPU x4, 14 alternating
 * runs, ready -263 ms and TBT -135 ms, paired medians). Their charts stay a chunk of their own.
 */
const inFirstLoad = (page: { default: ComponentType }) => () => Promise.resolve(page);

/** The two homes of SPEC §2: /workbench (supplier) and /s/workbench (retailer). */
export const workbenchRoutes: RouteDef[] = [
  {
    path: '/workbench',
    side: 'supplier',
    titleKey: 'workbench:title',
    load: inFirstLoad(SupplierWorkbench),
    prefetch: prefetchTodoCounts,
  },
  {
    path: '/s/workbench',
    side: 'retailer',
    titleKey: 'workbench:title',
    load: inFirstLoad(RetailerWorkbench),
    prefetch: prefetchTodoCounts,
  },
];
