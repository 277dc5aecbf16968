import type { RouteDef } from '@/kit/routing';

/** Supplier contacts of SPEC §2: the supplier keeps its own, the retailer reads every supplier's. */
export const contactsRoutes: RouteDef[] = [
  {
    path: '/basicinfo/contactlist',
    side: 'supplier',
    titleKey: 'contacts:title',
    load: () => import('./pages/SupplierContacts'),
  },
  {
    path: '/s/basicinfo/contactlist',
    side: 'retailer',
    titleKey: 'contacts:retailerTitle',
    load: () => import('./pages/RetailerContacts'),
  },
];
