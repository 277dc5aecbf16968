import type { RouteSpec } from '@/kit/routing';

/** Supplier contacts of SPEC §2: the supplier keeps its own, the retailer reads every supplier's. */
export const contactsRoutes = [
  {
    path: '/basicinfo/contactlist',
    side: 'supplier',
    titleKey: 'contacts:title',
  },
  {
    path: '/s/basicinfo/contactlist',
    side: 'retailer',
    titleKey: 'contacts:retailerTitle',
  },
] as const satisfies readonly RouteSpec[];
