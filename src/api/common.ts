import i18next from 'i18next';
import { ENT_ID, http, type DownloadOptions, type RequestOptions, type UploadOptions } from './http';
import { commonUrl, type CommonPath } from './platformContract';
import type {
  AuditLogEntry,
  BusinessUnit,
  CaInfo,
  CommonUrls,
  Company,
  DictEntry,
  HelpItem,
  KeywordParams,
  NamedItem,
  Org,
  Page,
  PageQuery,
  PartnerBlack,
  PartnerRecord,
  PartnerSearchParams,
  PartnerVendor,
  ShopRecord,
  ShopSearchParams,
  UploadedFile,
} from './types';

/** Common calls (SPEC §7; docs/API.md "Common"). */

/** The retailer's entity id (SPEC §9), which every payload carries (api/http). */
export const RETAILER_ENT_ID = ENT_ID;
/** SPEC §9: partner search asks for everything at once. */
export const PARTNER_PAGE_SIZE = 10000;

// Reference lists for selects: a failure is toasted and the select simply stays empty.
const list = (opts?: RequestOptions): RequestOptions => ({ list: true, ...opts });

/** Audit log of a menu click. */
export const auditLog = (entry: AuditLogEntry, opts?: RequestOptions) =>
  http.post<null>(commonUrl('auditLog'), entry, opts);

export const commonUrls = (body: { appCode: string }, opts?: RequestOptions) =>
  http.post<CommonUrls>(commonUrl('commonUrls'), body, opts);

/** Dictionaries by name (RUNTYPE, SALETAXRATE, GOODSFUNCTION). */
export const getDic = (body: { params: string[]; entId?: number | string }, opts?: RequestOptions) =>
  http.post<Record<string, DictEntry[]>>(commonUrl('getDic'), { entId: RETAILER_ENT_ID, ...body }, opts);

const DROPPED_ORG = '121';
const LOGISTICS_ORG = '120';
const BU_WITHOUT_LOGISTICS_ORG = '88';

/** SPEC §6: for suppliers org 121 is dropped and, unless the BU is 88, the logistics centre (120) added. */
export function applySupplierOrgRule(companies: readonly Company[], buId: string | number): Company[] {
  const kept = companies.filter((c) => String(c.orgId) !== DROPPED_ORG);
  if (String(buId) === BU_WITHOUT_LOGISTICS_ORG || kept.some((c) => String(c.orgId) === LOGISTICS_ORG)) return kept;
  return [...kept, { orgId: LOGISTICS_ORG, orgName: i18next.t('errors:orgLogisticsOperationCentre') }];
}

/** Organisations of a BU; `forSupplier` applies the supplier org rule of SPEC §6. */
export async function getCompanyList(
  body: { buId: string },
  opts: RequestOptions & { forSupplier?: boolean } = {},
): Promise<Company[]> {
  const { forSupplier, ...rest } = opts;
  const companies = await http.post<Company[]>(commonUrl('getCompanyList'), body, list(rest));
  return forSupplier ? applySupplierOrgRule(companies, body.buId) : companies;
}

export const getCertBUList = (opts?: RequestOptions) =>
  http.post<BusinessUnit[]>(commonUrl('getCertBUList'), {}, list(opts));

export const getVenderCaByPartnerId = (body: { partnerId: string }, opts?: RequestOptions) =>
  http.post<CaInfo>(commonUrl('getVenderCaByPartnerId'), body, opts);

/** Partner blacklist: status 1 = disabled. */
export const searchPartnerBlack = (body: { partnerId: string; entId: string | number }, opts?: RequestOptions) =>
  http.post<PartnerBlack>(commonUrl('searchPartnerBlack'), body, opts);

export const searchPartnerVender = (body: { partnerId: string; buId?: string }, opts?: RequestOptions) =>
  http.post<PartnerVendor[]>(commonUrl('searchPartnerVender'), body, opts);

export const partnerSearch = (params: PartnerSearchParams, opts?: RequestOptions) =>
  http.post<Page<PartnerRecord>>(commonUrl('partnerSearch'), { pageNo: 1, pageSize: PARTNER_PAGE_SIZE, params }, opts);

export const buList = (opts?: RequestOptions) => http.post<BusinessUnit[]>(commonUrl('buList'), {}, list(opts));

const regionList =
  (name: CommonPath) =>
  (body: { parentId?: string } = {}, opts?: RequestOptions) =>
    http.post<NamedItem[]>(commonUrl(name), body, list(opts));

export const provinces = regionList('provinces');
export const cities = regionList('cities');
export const regions = regionList('regions');

const namedList = (name: CommonPath) => (opts?: RequestOptions) =>
  http.post<NamedItem[]>(commonUrl(name), {}, list(opts));

export const payModes = namedList('payModes');
export const accountTypes = namedList('accountTypes');
export const financingTypes = namedList('financingTypes');
export const taxLevels = namedList('taxLevels');
export const certTypes = namedList('certTypes');
export const certCategories = namedList('certCategories');
export const evidenceTypes = namedList('evidenceTypes');
/** The category tree as a list (SPEC §3 session-kept category list): level 1 major, 2 medium, 3 sub. */
export const categoryList = (opts?: RequestOptions) =>
  http.post<Array<NamedItem & { level: 1 | 2 | 3; parentId: string | null }>>(
    commonUrl('categoryList'),
    {},
    list(opts),
  );

/** Stores of a BU (a supplier: its selected BU's), paged and sorted like a table query. */
export const shopSearch = (query: PageQuery<ShopSearchParams>, opts?: RequestOptions) =>
  http.post<Page<ShopRecord>>(commonUrl('shopSearch'), query, opts);

/** Organisations (DCs and stores). */
export const orgSearch = (query: PageQuery<KeywordParams>, opts?: RequestOptions) =>
  http.post<Page<Org>>(commonUrl('orgSearch'), query, opts);

/** Uploads a file; http adds the appCode and fileStore attributes. */
export const uploadFile = (file: Blob, opts: UploadOptions & { fields?: Record<string, string> } = {}) => {
  const { fields, ...rest } = opts;
  return http.upload<UploadedFile>(commonUrl('upload'), file, fields, rest);
};

/** The file download call of SPEC §7 (GET by file address with apptoken). */
export const FILE_DOWNLOAD_PATH = commonUrl('group2/file/download');

/** Downloads a stored file by its address (a group2/ GET: no vendor headers). */
export const downloadFile = (fileUrl: string, opts: Omit<DownloadOptions, 'method'> = {}) =>
  http.download(FILE_DOWNLOAD_PATH, { fileUrl }, { ...opts, method: 'GET' });

export const operationLog = <T = Record<string, unknown>>(query: PageQuery, opts?: RequestOptions) =>
  http.post<Page<T>>(commonUrl('operationLog'), query, opts);

export const helpList = (opts?: RequestOptions) => http.post<HelpItem[]>(commonUrl('helpList'), {}, list(opts));
