import type { RouteDef } from '@/kit/routing';

const lists = () => import('./pages/CertLists');
const detail = () => import('./pages/CertDetail');
const types = () => import('./pages/LicenceTypes');
const categories = () => import('./pages/LicenceCategories');
const reliefs = () => import('./pages/TaxReliefs');

/** Certificates and licences of SPEC §2 on both sides. */
export const certificatesRoutes: RouteDef[] = [
  ...['onhand', 'old', 'news', 'basic', 'search', 'list'].map((view): RouteDef => ({
    path: `/cert/${view}`,
    side: 'supplier',
    titleKey: `certificates:title.${view}`,
    load: lists,
  })),
  { path: '/cert/category', side: 'supplier', titleKey: 'certificates:title.category', load: categories },
  { path: '/cert/taxReliefs', side: 'supplier', titleKey: 'certificates:title.taxReliefs', load: reliefs },
  {
    path: '/s/license/taxreduction_exemption',
    side: 'retailer',
    titleKey: 'certificates:title.taxreduction_exemption',
    load: reliefs,
  },
  {
    path: '/cert/details/:id/:status/:type/:seqno?/:pageType?',
    side: 'supplier',
    titleKey: 'certificates:title.detail',
    load: detail,
  },
  ...[
    'license_inquiry',
    'license_inquiry_bak',
    'license_list',
    'license_review',
    'commoditycertificate_expires',
    'expiredsupplier_license',
  ].map((view): RouteDef => ({
    path: `/s/license/${view}`,
    side: 'retailer',
    titleKey: `certificates:title.${view}`,
    load: lists,
  })),
  { path: '/s/license/licensetype_maintenance', side: 'retailer', titleKey: 'certificates:title.types', load: types },
  {
    path: '/s/license/licensecategory_maintenance',
    side: 'retailer',
    titleKey: 'certificates:title.category',
    load: categories,
  },
  ...['details', 'detailsbak'].map((kind): RouteDef => ({
    path: `/s/license/${kind}/:id/:status/:type/:bu/:seqno?/:pageType?`,
    side: 'retailer',
    titleKey: 'certificates:title.detail',
    load: detail,
  })),
];
