import type { RouteDef } from '@/kit/routing';

/** Electronic seals and signatures of SPEC §2 on both sides. */
export const esignRoutes: RouteDef[] = [
  {
    path: '/electronic-signature/electronicseal_query',
    side: 'supplier',
    titleKey: 'esign:seals.title',
    load: () => import('./pages/ElectronicSeals'),
  },
  {
    path: '/electronic-signature/signature_management',
    side: 'supplier',
    titleKey: 'esign:signatures.title',
    load: () => import('./pages/Signatures'),
  },
  {
    path: '/s/electronic-signature/electronicseal_query',
    side: 'retailer',
    titleKey: 'esign:seals.title',
    load: () => import('./pages/ElectronicSeals'),
  },
  {
    path: '/s/electronic-signature/picturesignature_maintenance',
    side: 'retailer',
    titleKey: 'esign:pictures.title',
    load: () => import('./pages/PictureSignatures'),
  },
  {
    path: '/s/electronic-signature/signature_management',
    side: 'retailer',
    titleKey: 'esign:signatures.title',
    load: () => import('./pages/Signatures'),
  },
];
