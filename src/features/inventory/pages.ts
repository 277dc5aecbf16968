import type { PageLoaders } from '@/kit/routing';
import type { inventoryRoutes } from './routes';

/** The page of each route in routes.ts, fetched with the first of them to be shown. */
export const pages: PageLoaders<typeof inventoryRoutes> = {
  '/inventory/inventory-collect': () => import('./pages/InventoryCollect'),
  '/s/inventory/inventory-collect': () => import('./pages/InventoryCollect'),
};
