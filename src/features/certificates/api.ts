import { http, type RequestOptions } from '@/api/http';
import { pageQueryCall } from '@/api/pageCalls';
import type {
  CertCategoryRule,
  CertSheet,
  CertSheetInput,
  CertSheetRecord,
  CertType,
  TaxRelief,
  TaxReliefInput,
} from './types';
import { certUrl, taxReliefUrl } from './contract';

/** Certificate calls of SPEC §7 (docs/API.md "Certificates and licences"; mock: mocks/domains/certificates): the contract's paths. */

/** The lists of SPEC §2: params.view names the list (on hand, old, new, search …). */
export const queryCerts = pageQueryCall<CertSheet>(certUrl('query'));

export const getCert = (sheetId: string, opts?: RequestOptions) =>
  http.post<CertSheetRecord & { venderName: string }>(certUrl('get'), { sheetId }, opts);

/** Supplier: saves a draft (new, or a draft or rejected sheet). */
export const saveCert = (sheet: CertSheetInput, opts?: RequestOptions) =>
  http.post<{ sheetId: string }>(certUrl('save'), sheet, opts);

/** Supplier: submits drafts or rejected sheets for the pre-audit. */
export const submitCerts = (sheetIds: string[], opts?: RequestOptions) =>
  http.post<{ count: number }>(certUrl('submit'), { sheetIds }, opts);

export const deleteCerts = (sheetIds: string[], opts?: RequestOptions) =>
  http.post<{ count: number }>(certUrl('delete'), { sheetIds }, opts);

/** Retailer with license:review: passes (pre-audit, then final audit) or rejects with a reason. */
export const auditCerts = (sheetIds: string[], pass: boolean, reason: string, opts?: RequestOptions) =>
  http.post<{ count: number }>(certUrl('audit'), { sheetIds, pass, reason }, opts);

export const certTypes = (opts?: RequestOptions) => http.post<CertType[]>(certUrl('types'), {}, opts);
export const addCertType = (type: CertType, opts?: RequestOptions) =>
  http.post<CertType>(certUrl('addType'), type, opts);
export const editCertType = (type: CertType, opts?: RequestOptions) =>
  http.post<CertType>(certUrl('editType'), type, opts);

export const certCategoryRules = (opts?: RequestOptions) =>
  http.post<CertCategoryRule[]>(certUrl('categories'), {}, opts);
export const saveCategoryRule = (
  rule: Pick<CertCategoryRule, 'majorId' | 'required' | 'optional'>,
  opts?: RequestOptions,
) => http.post<CertCategoryRule>(certUrl('saveCategory'), rule, opts);

/** Tax relief certificates (SPEC §7 PDF and CA signing). */
export const queryTaxReliefs = pageQueryCall<TaxRelief>(taxReliefUrl('query'));
export const saveTaxRelief = (sheet: TaxReliefInput, opts?: RequestOptions) =>
  http.post<TaxRelief>(taxReliefUrl('save'), sheet, opts);
/** Supplier: seals the PDFs with its electronic signature, which submits the sheets. */
export const signTaxReliefs = (sheetIds: string[], opts?: RequestOptions) =>
  http.post<{ count: number }>(taxReliefUrl('sign'), { sheetIds }, opts);
export const reviewTaxReliefs = (sheetIds: string[], pass: boolean, reason: string, opts?: RequestOptions) =>
  http.post<{ count: number }>(taxReliefUrl('review'), { sheetIds, pass, reason }, opts);
