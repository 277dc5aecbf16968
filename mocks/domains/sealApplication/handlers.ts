import * as ca from './service';
import * as caReview from './review';
import { postRoutes } from '../../handlers/route';
import { CA_BASE, CA_PATHS as P } from '@/features/sealApplication/contract';

/** The standalone electronic seal (CA) application and withdrawal, on the contract's paths. */
export const handlers = [
  ...postRoutes(
    CA_BASE,
    {
      [P.status]: ({ ctx }) => ca.status(ctx),
      [P.apply]: ({ ctx, body }) => ca.apply(ctx, body),
      [P.applications]: ({ ctx }) => ca.applications(ctx),
      [P.certificates]: ({ ctx }) => ca.certificates(ctx),
      [P.cancel]: ({ ctx, body }) => ca.cancel(ctx, body.applyId),
      [P.withdraw]: ({ ctx, body }) => ca.withdraw(ctx, body),
    },
    { auth: 'vendor' },
  ),
  // Retailer staff (/s/electronic-signature/ca_review): every supplier's applications, and the decision.
  ...postRoutes(CA_BASE, {
    [P.reviewQuery]: ({ ctx, body }) => caReview.queryCaReview(ctx, body),
    [P.review]: ({ ctx, body }) => ca.review(ctx, body),
  }),
];
