import type { RouteSpec } from '@/kit/routing';

/** Inventory collaboration (SPEC §2 inventory-collect): the supplier enters, the retailer reads every supplier's. */
export const inventoryRoutes = [
  {
    path: '/inventory/inventory-collect',
    side: 'supplier',
    titleKey: 'inventory:title',
  },
  {
    path: '/s/inventory/inventory-collect',
    side: 'retailer',
    titleKey: 'inventory:title',
  },
] as const satisfies readonly RouteSpec[];
