import * as register from './service';
import * as registerReview from './review';
import { postRoutes } from '../../handlers/route';
import { REGISTER_BASE, REGISTER_PATHS as P } from '@/features/register/contract';

/** Supplier registration is reachable without sign-in (SPEC §4): its calls are public. */
export const handlers = [
  ...postRoutes(
    REGISTER_BASE,
    {
      [P.provinces]: () => register.provinces(),
      [P.cities]: ({ body }) => register.cities(body.parentId),
      [P.upload]: ({ body, query }) => register.upload(body.file, { fileStore: body.fileStore ?? query.fileStore }),
      [P.submit]: ({ body }) => register.submit(body),
    },
    { auth: 'public' },
  ),
  // Retailer staff: the registrations received, and their review (/s/basicinfo/registration_review).
  ...postRoutes(REGISTER_BASE, {
    [P.list]: ({ ctx }) => register.list(ctx),
    [P.reviewQuery]: ({ ctx, body }) => registerReview.queryRegistrations(ctx, body),
    [P.review]: ({ ctx, body }) => registerReview.reviewRegistration(ctx, body),
  }),
];
