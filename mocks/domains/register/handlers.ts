import * as register from './service';
import * as registerReview from './review';
import { postRoutes } from '../../handlers/route';

/** Supplier registration is reachable without sign-in (SPEC §4): its calls are public. */
export const handlers = [
  ...postRoutes(
    '/api/fea-vsm/register',
    {
      provinces: () => register.provinces(),
      cities: ({ body }) => register.cities(body.parentId),
      upload: ({ body, query }) => register.upload(body.file, { fileStore: body.fileStore ?? query.fileStore }),
      submit: ({ body }) => register.submit(body),
    },
    { auth: 'public' },
  ),
  // Retailer staff: the registrations received, and their review (/s/basicinfo/registration_review).
  ...postRoutes('/api/fea-vsm/register', {
    list: ({ ctx }) => register.list(ctx),
    'review/query': ({ ctx, body }) => registerReview.queryRegistrations(ctx, body),
    review: ({ ctx, body }) => registerReview.reviewRegistration(ctx, body),
  }),
];
