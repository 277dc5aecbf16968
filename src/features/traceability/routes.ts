import type { RouteSpec } from '@/kit/routing';

/** Quality traceability screens of SPEC §2 (supplier). */
export const traceabilityRoutes = [
  {
    path: '/quality-traceability/base_information',
    side: 'supplier',
    titleKey: 'traceability:base.title',
  },
  {
    path: '/quality-traceability/goods_traceability',
    side: 'supplier',
    titleKey: 'traceability:batch.title',
  },
] as const satisfies readonly RouteSpec[];
