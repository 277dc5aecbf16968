import { http, HttpResponse } from 'msw';
import { fail } from '../envelope';
import { ERR } from '../errors';
import type { RequestHandler } from 'msw';
import { collectDomains } from '../domains/collect';
import { mockControlHandlers } from './mock';

type HandlersModule = { handlers: RequestHandler[] };

const domainHandlers = await collectDomains<HandlersModule>('handlers.ts', () =>
  import.meta.glob<HandlersModule>('../domains/*/handlers.ts', { eager: true }),
);

/** Mock control, then every domain's handlers (`domains/<domain>/handlers.ts` exports `handlers`). */
export const handlers: RequestHandler[] = [
  ...mockControlHandlers,
  ...domainHandlers.flatMap(([, module]) => module.handlers),
];

/**
 * HTTP 404 for any other /api call (browser worker and standalone server). Not used in Vitest,
 * where an unhandled request is an error (onUnhandledRequest: 'error').
 */
export const fallbackHandlers = [
  http.all('*/api/*', ({ request }) => {
    // Only the backend's /api at the origin's root: the dev server's own /web/fea-vsm/src/api/*.ts modules pass through.
    if (!new URL(request.url).pathname.startsWith('/api/')) return undefined;
    return HttpResponse.json(fail(ERR.notFound.code, ERR.notFound.message), { status: 404 });
  }),
];
