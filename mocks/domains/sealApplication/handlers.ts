import * as ca from './service';
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
  // Retailer staff.
  ...postRoutes('/api/fea-vsm/ca', { review: ({ ctx, body }) => ca.review(ctx, body) }),
];
