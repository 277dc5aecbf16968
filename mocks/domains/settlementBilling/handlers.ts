import { postRoutes } from '../../handlers/route';
import { BILLING_BASE, BILLING_PATHS as P, reportPath as R } from '@/features/settlementBilling/contract';
import * as billing from './service';

/** Settlement II: docs/API.md "Settlement billing", on the contract's paths. */
export const handlers = [
  ...postRoutes(BILLING_BASE, {
    [P.redLetterQuery]: ({ ctx, body }) => billing.queryRedLetters(ctx, body),
    [P.redLetterConfirm]: ({ ctx, body }) => billing.confirmRedLetters(ctx, body),
    [P.redLetterRegenerate]: ({ ctx, body }) => billing.confirmRedLetters(ctx, body, true),
    [P.redLetterIssue]: ({ ctx, body }) => billing.issueRedInvoice(ctx, body),
    [P.redInvoiceQuery]: ({ ctx, body }) => billing.queryRedInvoices(ctx, body),
    [P.businessQuery]: ({ ctx, body }) => billing.queryBusinessDocs(ctx, body),
    [R('details', 'query')]: ({ ctx, body }) => billing.queryBilling(ctx, 'details', body),
    [R('details', 'totals')]: ({ ctx, body }) => billing.billingTotals(ctx, 'details', body),
    [R('details', 'export')]: ({ ctx, body }) => billing.exportBilling(ctx, 'details', body),
    [R('byName', 'query')]: ({ ctx, body }) => billing.queryBilling(ctx, 'byName', body),
    [R('byName', 'totals')]: ({ ctx, body }) => billing.billingTotals(ctx, 'byName', body),
    [R('byName', 'export')]: ({ ctx, body }) => billing.exportBilling(ctx, 'byName', body),
    [R('summary', 'query')]: ({ ctx, body }) => billing.queryBilling(ctx, 'summary', body),
    [R('summary', 'totals')]: ({ ctx, body }) => billing.billingTotals(ctx, 'summary', body),
    [R('summary', 'export')]: ({ ctx, body }) => billing.exportBilling(ctx, 'summary', body),
  }),
];
