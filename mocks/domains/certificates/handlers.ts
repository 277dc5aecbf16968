import * as certs from './service';
import * as reliefs from './taxReliefs';
import { postRoutes } from '../../handlers/route';
import { CERT_BASE, CERT_PATHS as P, TAX_RELIEF_BASE, TAX_RELIEF_PATHS as R } from '@/features/certificates/contract';

/** Certificates and licences: docs/API.md "Certificates and licences", on the contract's paths. */
export const handlers = [
  ...postRoutes(CERT_BASE, {
    [P.query]: ({ ctx, body }) => certs.queryCerts(ctx, body),
    [P.get]: ({ ctx, body }) => certs.getCert(ctx, body.sheetId),
    [P.save]: ({ ctx, body }) => certs.saveCert(ctx, body),
    [P.submit]: ({ ctx, body }) => certs.submitCerts(ctx, body),
    [P.delete]: ({ ctx, body }) => certs.deleteCerts(ctx, body),
    [P.audit]: ({ ctx, body }) => certs.auditCerts(ctx, body),
    [P.types]: ({ ctx }) => certs.certTypes(ctx),
    [P.addType]: ({ ctx, body }) => certs.saveCertType(ctx, body, true),
    [P.editType]: ({ ctx, body }) => certs.saveCertType(ctx, body, false),
    [P.categories]: ({ ctx }) => certs.certCategoryRules(ctx),
    [P.saveCategory]: ({ ctx, body }) => certs.saveCategoryRule(ctx, body),
  }),
  ...postRoutes(TAX_RELIEF_BASE, {
    [R.query]: ({ ctx, body }) => reliefs.queryTaxReliefs(ctx, body),
    [R.save]: ({ ctx, body }) => reliefs.saveTaxRelief(ctx, body),
    [R.pdf]: ({ ctx, body }) => reliefs.taxReliefPdf(ctx, body.sheetId),
    [R.sign]: ({ ctx, body }) => reliefs.signTaxReliefs(ctx, body),
    [R.review]: ({ ctx, body }) => reliefs.reviewTaxReliefs(ctx, body),
  }),
];
