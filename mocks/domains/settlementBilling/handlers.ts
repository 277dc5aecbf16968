import { postRoutes } from '../../handlers/route';
import * as billing from './service';

const SETTLE = '/api/fea-vsm/settlement';

/** Settlement II: docs/API.md "Settlement billing". */
export const handlers = [
  ...postRoutes(SETTLE, {
    'redLetter/query': ({ ctx, body }) => billing.queryRedLetters(ctx, body),
    'redLetter/confirmInvoice': ({ ctx, body }) => billing.confirmRedLetters(ctx, body),
    'redLetter/regenerateInvoice': ({ ctx, body }) => billing.confirmRedLetters(ctx, body, true),
    'redLetter/issue': ({ ctx, body }) => billing.issueRedInvoice(ctx, body),
    'redInvoice/query': ({ ctx, body }) => billing.queryRedInvoices(ctx, body),
    'business/query': ({ ctx, body }) => billing.queryBusinessDocs(ctx, body),
    'billing/details/query': ({ ctx, body }) => billing.queryBilling(ctx, 'details', body),
    'billing/details/totals': ({ ctx, body }) => billing.billingTotals(ctx, 'details', body),
    'billing/details/export': ({ ctx, body }) => billing.exportBilling(ctx, 'details', body),
    'billing/byName/query': ({ ctx, body }) => billing.queryBilling(ctx, 'byName', body),
    'billing/byName/totals': ({ ctx, body }) => billing.billingTotals(ctx, 'byName', body),
    'billing/byName/export': ({ ctx, body }) => billing.exportBilling(ctx, 'byName', body),
    'billing/summary/query': ({ ctx, body }) => billing.queryBilling(ctx, 'summary', body),
    'billing/summary/totals': ({ ctx, body }) => billing.billingTotals(ctx, 'summary', body),
    'billing/summary/export': ({ ctx, body }) => billing.exportBilling(ctx, 'summary', body),
  }),
];
