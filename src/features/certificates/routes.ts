import type { RouteSpec } from '@/kit/routing';

// Title keys are written out in full: the locale plugin reads them from this file for the first texts.
/** Certificates and licences of SPEC §2 on both sides. */
export const certificatesRoutes = [
  { path: '/cert/onhand', side: 'supplier', titleKey: 'certificates:title.onhand' },
  { path: '/cert/old', side: 'supplier', titleKey: 'certificates:title.old' },
  { path: '/cert/news', side: 'supplier', titleKey: 'certificates:title.news' },
  { path: '/cert/basic', side: 'supplier', titleKey: 'certificates:title.basic' },
  { path: '/cert/search', side: 'supplier', titleKey: 'certificates:title.search' },
  { path: '/cert/list', side: 'supplier', titleKey: 'certificates:title.list' },
  { path: '/cert/category', side: 'supplier', titleKey: 'certificates:title.category' },
  { path: '/cert/taxReliefs', side: 'supplier', titleKey: 'certificates:title.taxReliefs' },
  {
    path: '/cert/details/:id/:status/:type/:seqno?/:pageType?',
    side: 'supplier',
    titleKey: 'certificates:title.detail',
  },
  { path: '/s/license/license_inquiry', side: 'retailer', titleKey: 'certificates:title.license_inquiry' },
  {
    path: '/s/license/license_inquiry_bak',
    side: 'retailer',
    titleKey: 'certificates:title.license_inquiry_bak',
  },
  { path: '/s/license/license_list', side: 'retailer', titleKey: 'certificates:title.license_list' },
  { path: '/s/license/license_review', side: 'retailer', titleKey: 'certificates:title.license_review' },
  {
    path: '/s/license/commoditycertificate_expires',
    side: 'retailer',
    titleKey: 'certificates:title.commoditycertificate_expires',
  },
  {
    path: '/s/license/expiredsupplier_license',
    side: 'retailer',
    titleKey: 'certificates:title.expiredsupplier_license',
  },
  { path: '/s/license/licensetype_maintenance', side: 'retailer', titleKey: 'certificates:title.types' },
  {
    path: '/s/license/licensecategory_maintenance',
    side: 'retailer',
    titleKey: 'certificates:title.category',
  },
  {
    path: '/s/license/taxreduction_exemption',
    side: 'retailer',
    titleKey: 'certificates:title.taxreduction_exemption',
  },
  {
    path: '/s/license/details/:id/:status/:type/:bu/:seqno?/:pageType?',
    side: 'retailer',
    titleKey: 'certificates:title.detail',
  },
  {
    path: '/s/license/detailsbak/:id/:status/:type/:bu/:seqno?/:pageType?',
    side: 'retailer',
    titleKey: 'certificates:title.detail',
  },
] as const satisfies readonly RouteSpec[];
