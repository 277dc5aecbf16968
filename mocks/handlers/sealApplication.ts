import * as ca from '../services/sealApplication';
import * as register from '../services/register';
import { postRoutes } from './route';

/** The standalone forms: electronic seal (CA) application and withdrawal, supplier registration. */
export const caHandlers = [
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

/** Supplier registration is reachable without sign-in (SPEC §4): its calls are public. */
export const registerHandlers = [
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
  ...postRoutes('/api/fea-vsm/register', { list: ({ ctx }) => register.list(ctx) }),
];
