import * as certs from './service';
import * as reliefs from './taxReliefs';
import { postRoutes } from '../../handlers/route';

/** Certificates and licences: docs/API.md "Certificates and licences". */
export const handlers = [
  ...postRoutes('/api/fea-vsm/cert', {
    query: ({ ctx, body }) => certs.queryCerts(ctx, body),
    get: ({ ctx, body }) => certs.getCert(ctx, body.sheetId),
    save: ({ ctx, body }) => certs.saveCert(ctx, body),
    submit: ({ ctx, body }) => certs.submitCerts(ctx, body),
    delete: ({ ctx, body }) => certs.deleteCerts(ctx, body),
    audit: ({ ctx, body }) => certs.auditCerts(ctx, body),
    types: ({ ctx }) => certs.certTypes(ctx),
    addType: ({ ctx, body }) => certs.saveCertType(ctx, body, true),
    editType: ({ ctx, body }) => certs.saveCertType(ctx, body, false),
    categories: ({ ctx }) => certs.certCategoryRules(ctx),
    saveCategory: ({ ctx, body }) => certs.saveCategoryRule(ctx, body),
  }),
  ...postRoutes('/api/fea-vsm/cert/taxRelief', {
    query: ({ ctx, body }) => reliefs.queryTaxReliefs(ctx, body),
    save: ({ ctx, body }) => reliefs.saveTaxRelief(ctx, body),
    pdf: ({ ctx, body }) => reliefs.taxReliefPdf(ctx, body.sheetId),
    sign: ({ ctx, body }) => reliefs.signTaxReliefs(ctx, body),
    review: ({ ctx, body }) => reliefs.reviewTaxReliefs(ctx, body),
  }),
];
