import type { RouteDef } from '@/kit/routing';

const lists = () => import('./pages/CertLists');
const detail = () => import('./pages/CertDetail');
const types = () => import('./pages/LicenceTypes');
const categories = () => import('./pages/LicenceCategories');
const reliefs = () => import('./pages/TaxReliefs');

// Title keys are written out in full: the locale plugin reads them from this file for the first texts.
/** Certificates and licences of SPEC §2 on both sides. */
export const certificatesRoutes: RouteDef[] = [
  { path: '/cert/onhand', side: 'supplier', titleKey: 'certificates:title.onhand', load: lists },
  { path: '/cert/old', side: 'supplier', titleKey: 'certificates:title.old', load: lists },
  { path: '/cert/news', side: 'supplier', titleKey: 'certificates:title.news', load: lists },
  { path: '/cert/basic', side: 'supplier', titleKey: 'certificates:title.basic', load: lists },
  { path: '/cert/search', side: 'supplier', titleKey: 'certificates:title.search', load: lists },
  { path: '/cert/list', side: 'supplier', titleKey: 'certificates:title.list', load: lists },
  { path: '/cert/category', side: 'supplier', titleKey: 'certificates:title.category', load: categories },
  { path: '/cert/taxReliefs', side: 'supplier', titleKey: 'certificates:title.taxReliefs', load: reliefs },
  {
    path: '/cert/details/:id/:status/:type/:seqno?/:pageType?',
    side: 'supplier',
    titleKey: 'certificates:title.detail',
    load: detail,
  },
  { path: '/s/license/license_inquiry', side: 'retailer', titleKey: 'certificates:title.license_inquiry', load: lists },
  {
    path: '/s/license/license_inquiry_bak',
    side: 'retailer',
    titleKey: 'certificates:title.license_inquiry_bak',
    load: lists,
  },
  { path: '/s/license/license_list', side: 'retailer', titleKey: 'certificates:title.license_list', load: lists },
  { path: '/s/license/license_review', side: 'retailer', titleKey: 'certificates:title.license_review', load: lists },
  {
    path: '/s/license/commoditycertificate_expires',
    side: 'retailer',
    titleKey: 'certificates:title.commoditycertificate_expires',
    load: lists,
  },
  {
    path: '/s/license/expiredsupplier_license',
    side: 'retailer',
    titleKey: 'certificates:title.expiredsupplier_license',
    load: lists,
  },
  { path: '/s/license/licensetype_maintenance', side: 'retailer', titleKey: 'certificates:title.types', load: types },
  {
    path: '/s/license/licensecategory_maintenance',
    side: 'retailer',
    titleKey: 'certificates:title.category',
    load: categories,
  },
  {
    path: '/s/license/taxreduction_exemption',
    side: 'retailer',
    titleKey: 'certificates:title.taxreduction_exemption',
    load: reliefs,
  },
  {
    path: '/s/license/details/:id/:status/:type/:bu/:seqno?/:pageType?',
    side: 'retailer',
    titleKey: 'certificates:title.detail',
    load: detail,
  },
  {
    path: '/s/license/detailsbak/:id/:status/:type/:bu/:seqno?/:pageType?',
    side: 'retailer',
    titleKey: 'certificates:title.detail',
    load: detail,
  },
];
