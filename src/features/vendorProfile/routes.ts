import type { RouteSpec } from '@/kit/routing';

/** Supplier profile (SPEC §2): the supplier's profile and information sheets; the retailer's supplier master data. */
export const vendorProfileRoutes = [
  {
    path: '/basicinfo/venderinfo',
    side: 'supplier',
    titleKey: 'vendorProfile:title',
  },
  {
    path: '/basicinfo/venderinfo/report/:key',
    side: 'supplier',
    titleKey: 'vendorProfile:sheetTitle',
  },
  {
    path: '/s/basicinfo/supplierdata_query',
    side: 'retailer',
    titleKey: 'vendorProfile:suppliersTitle',
  },
] as const satisfies readonly RouteSpec[];
