import type { PageLoaders } from '@/kit/routing';
import type { contactsRoutes } from './routes';

/** The page of each route in routes.ts, fetched with the first of them to be shown. */
export const pages: PageLoaders<typeof contactsRoutes> = {
  '/basicinfo/contactlist': () => import('./pages/SupplierContacts'),
  '/s/basicinfo/contactlist': () => import('./pages/RetailerContacts'),
};
