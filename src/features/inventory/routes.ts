import type { RouteDef } from '@/kit/routing';

/** Inventory collaboration (SPEC §2 inventory-collect): the supplier enters, the retailer reads every supplier's. */
export const inventoryRoutes: RouteDef[] = [
  {
    path: '/inventory/inventory-collect',
    side: 'supplier',
    titleKey: 'inventory:title',
    load: () => import('./pages/InventoryCollect'),
  },
  {
    path: '/s/inventory/inventory-collect',
    side: 'retailer',
    titleKey: 'inventory:title',
    load: () => import('./pages/InventoryCollect'),
  },
];
