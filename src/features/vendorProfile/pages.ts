import type { PageLoaders } from '@/kit/routing';
import type { vendorProfileRoutes } from './routes';

/** The page of each route in routes.ts, fetched with the first of them to be shown. */
export const pages: PageLoaders<typeof vendorProfileRoutes> = {
  '/basicinfo/venderinfo': () => import('./pages/VendorInfo'),
  '/basicinfo/venderinfo/report/:key': () => import('./pages/VendorSheet'),
  '/s/basicinfo/supplierdata_query': () => import('./pages/SupplierData'),
};
