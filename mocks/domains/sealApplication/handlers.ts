import * as ca from './service';
import * as caReview from './review';
import { postRoutes } from '../../handlers/route';

/** The standalone electronic seal (CA) application and withdrawal. */
export const handlers = [
  ...postRoutes(
    '/api/fea-vsm/ca',
    {
      status: ({ ctx }) => ca.status(ctx),
      apply: ({ ctx, body }) => ca.apply(ctx, body),
      applications: ({ ctx }) => ca.applications(ctx),
      certificates: ({ ctx }) => ca.certificates(ctx),
      cancel: ({ ctx, body }) => ca.cancel(ctx, body.applyId),
      withdraw: ({ ctx, body }) => ca.withdraw(ctx, body),
    },
    { auth: 'vendor' },
  ),
  // Retailer staff (/s/electronic-signature/ca_review): every supplier's applications, and the decision.
  ...postRoutes('/api/fea-vsm/ca', {
    'review/query': ({ ctx, body }) => caReview.queryCaReview(ctx, body),
    review: ({ ctx, body }) => ca.review(ctx, body),
  }),
];
