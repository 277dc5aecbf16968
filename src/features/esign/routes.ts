import type { RouteSpec } from '@/kit/routing';

/** Electronic seals and signatures of SPEC §2 on both sides. */
export const esignRoutes = [
  {
    path: '/electronic-signature/electronicseal_query',
    side: 'supplier',
    titleKey: 'esign:seals.title',
  },
  {
    path: '/electronic-signature/signature_management',
    side: 'supplier',
    titleKey: 'esign:signatures.title',
  },
  {
    path: '/s/electronic-signature/electronicseal_query',
    side: 'retailer',
    titleKey: 'esign:seals.title',
  },
  {
    path: '/s/electronic-signature/picturesignature_maintenance',
    side: 'retailer',
    titleKey: 'esign:pictures.title',
  },
  {
    path: '/s/electronic-signature/signature_management',
    side: 'retailer',
    titleKey: 'esign:signatures.title',
  },
] as const satisfies readonly RouteSpec[];
