import { CONTENT_PAGE, PORTAL_BASE, PORTAL_PATHS as P } from '@/features/portalContent/contract';
import * as portal from './service';
import { postRoutes } from '../../handlers/route';

/** Portal maintenance: docs/API.md "Portal content". */
export const handlers = [
  ...postRoutes(PORTAL_BASE, {
    [P.query]: ({ ctx, body }) => portal.queryContents(ctx, body),
    [P.save]: ({ ctx, body }) => portal.saveContent(ctx, body),
    [P.publish]: ({ ctx, body }) => portal.publishContents(ctx, body),
    [P.withdraw]: ({ ctx, body }) => portal.withdrawContents(ctx, body),
    [P.restore]: ({ ctx, body }) => portal.restoreContents(ctx, body),
    [P.pin]: ({ ctx, body }) => portal.pinContents(ctx, body),
    [P.history]: ({ ctx, body }) => portal.queryHistory(ctx, body),
    [P.home]: ({ ctx }) => portal.homeBlocks(ctx),
  }),
  // What the public sign-in portal shows (no session).
  ...postRoutes(
    PORTAL_BASE,
    {
      [P.published]: ({ body }) =>
        portal.publicContents(body.page === CONTENT_PAGE.index ? CONTENT_PAGE.index : CONTENT_PAGE.login),
    },
    { auth: 'public' },
  ),
];
