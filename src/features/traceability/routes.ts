import type { RouteDef } from '@/kit/routing';

/** Quality traceability screens of SPEC §2 (supplier). */
export const traceabilityRoutes: RouteDef[] = [
  {
    path: '/quality-traceability/base_information',
    side: 'supplier',
    titleKey: 'traceability:base.title',
    load: () => import('./pages/TraceBases'),
  },
  {
    path: '/quality-traceability/goods_traceability',
    side: 'supplier',
    titleKey: 'traceability:batch.title',
    load: () => import('./pages/TraceBatches'),
  },
];
