import type { PageLoaders } from '@/kit/routing';
import type { esignRoutes } from './routes';

/** The page of each route in routes.ts, fetched with the first of them to be shown. */
export const pages: PageLoaders<typeof esignRoutes> = {
  '/electronic-signature/electronicseal_query': () => import('./pages/ElectronicSeals'),
  '/electronic-signature/signature_management': () => import('./pages/Signatures'),
  '/s/electronic-signature/electronicseal_query': () => import('./pages/ElectronicSeals'),
  '/s/electronic-signature/picturesignature_maintenance': () => import('./pages/PictureSignatures'),
  '/s/electronic-signature/signature_management': () => import('./pages/Signatures'),
};
