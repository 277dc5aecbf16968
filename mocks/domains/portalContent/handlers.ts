import type { ContentPage } from '@/features/portalContent/types';
import * as portal from './service';
import { postRoutes } from '../../handlers/route';

/** Portal maintenance: docs/API.md "Portal content". */
export const handlers = [
  ...postRoutes('/api/fea-vsm/portalContent', {
    query: ({ ctx, body }) => portal.queryContents(ctx, body),
    save: ({ ctx, body }) => portal.saveContent(ctx, body),
    publish: ({ ctx, body }) => portal.publishContents(ctx, body),
    withdraw: ({ ctx, body }) => portal.withdrawContents(ctx, body),
    restore: ({ ctx, body }) => portal.restoreContents(ctx, body),
    pin: ({ ctx, body }) => portal.pinContents(ctx, body),
    history: ({ ctx, body }) => portal.queryHistory(ctx, body),
    home: ({ ctx }) => portal.homeBlocks(ctx),
  }),
  // What the public sign-in portal shows (no session).
  ...postRoutes(
    '/api/fea-vsm/portalContent',
    { published: ({ body }) => portal.publicContents(body.page === 'index' ? 'index' : ('login' as ContentPage)) },
    { auth: 'public' },
  ),
];
