import type { PageLoaders } from '@/kit/routing';
import type { certificatesRoutes } from './routes';

const lists = () => import('./pages/CertLists');
const detail = () => import('./pages/CertDetail');
const types = () => import('./pages/LicenceTypes');
const categories = () => import('./pages/LicenceCategories');
const reliefs = () => import('./pages/TaxReliefs');

/** The page of each route in routes.ts, fetched with the first of them to be shown. */
export const pages: PageLoaders<typeof certificatesRoutes> = {
  '/cert/onhand': lists,
  '/cert/old': lists,
  '/cert/news': lists,
  '/cert/basic': lists,
  '/cert/search': lists,
  '/cert/list': lists,
  '/cert/category': categories,
  '/cert/taxReliefs': reliefs,
  '/cert/details/:id/:status/:type/:seqno?/:pageType?': detail,
  '/s/license/license_inquiry': lists,
  '/s/license/license_inquiry_bak': lists,
  '/s/license/license_list': lists,
  '/s/license/license_review': lists,
  '/s/license/commoditycertificate_expires': lists,
  '/s/license/expiredsupplier_license': lists,
  '/s/license/licensetype_maintenance': types,
  '/s/license/licensecategory_maintenance': categories,
  '/s/license/taxreduction_exemption': reliefs,
  '/s/license/details/:id/:status/:type/:bu/:seqno?/:pageType?': detail,
  '/s/license/detailsbak/:id/:status/:type/:bu/:seqno?/:pageType?': detail,
};
