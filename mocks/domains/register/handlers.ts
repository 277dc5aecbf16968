import * as register from './service';
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
  ...postRoutes('/api/fea-vsm/register', { list: ({ ctx }) => register.list(ctx) }),
];
