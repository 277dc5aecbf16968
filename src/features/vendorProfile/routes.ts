import type { RouteDef } from '@/kit/routing';

/** Supplier profile (SPEC §2): the supplier's profile and information sheets; the retailer's supplier master data. */
export const vendorProfileRoutes: RouteDef[] = [
  {
    path: '/basicinfo/venderinfo',
    side: 'supplier',
    titleKey: 'vendorProfile:title',
    load: () => import('./pages/VendorInfo'),
  },
  {
    path: '/basicinfo/venderinfo/report/:key',
    side: 'supplier',
    titleKey: 'vendorProfile:sheetTitle',
    load: () => import('./pages/VendorSheet'),
  },
  {
    path: '/s/basicinfo/supplierdata_query',
    side: 'retailer',
    titleKey: 'vendorProfile:suppliersTitle',
    load: () => import('./pages/SupplierData'),
  },
];
