import { http, HttpResponse } from 'msw';
import { fail } from '../envelope';
import { ERR } from '../errors';
import { acceptanceHandlers } from './acceptance';
import { authHandlers } from './auth';
import { caHandlers, registerHandlers } from './sealApplication';
import { commonHandlers } from './common';
import { goodsHandlers } from './goods';
import { i18nHandlers } from './i18n';
import { lookupHandlers } from './lookup';
import { loadingHandlers } from './netInCar';
import { damagesHandlers } from './damages';
import { menuHandlers } from './menu';
import { returnsHandlers } from './returns';
import { orderHandlers } from './orders';
import { mockControlHandlers } from './mock';
import { workbenchHandlers } from './workbench';
import { mailHandlers } from './mail';
import { noticeHandlers } from './notices';

/**
 * Every domain's handlers. A new domain adds `handlers/<domain>.ts` exporting an array and
 * spreads it here.
 */
export const handlers = [
  ...mockControlHandlers,
  ...authHandlers,
  ...menuHandlers,
  ...i18nHandlers,
  ...commonHandlers,
  ...workbenchHandlers,
  ...lookupHandlers,
  ...goodsHandlers,
  // ---- standalone forms (CA, registration)
  ...caHandlers,
  ...registerHandlers,
  // ---- messages (mail, groups, batches)
  ...mailHandlers,
  // ---- notices and templates
  ...noticeHandlers,
  // ---- orders
  ...orderHandlers,
  // ---- loading lists and liquidated damages
  ...loadingHandlers,
  ...damagesHandlers,
  // ---- acceptance and returns
  ...acceptanceHandlers,
  ...returnsHandlers,
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
