import * as auth from '../services/auth';
import { postRoutes, route } from './route';

const P = '/api/fea-vsm/auth';

export const authHandlers = [
  // Public: the token comes in the body (the client has none yet); unknown tokens answer A0242.
  route({ method: 'post', path: `${P}/getApptokenInfo`, auth: 'public', vendorHeaders: 'ignore', handle: ({ body, request }) => auth.getApptokenInfo(String(body.apptoken ?? body.appToken ?? request.headers.get('apptoken') ?? '')) }),
  // Sign-in bootstrap: vendor headers are not checked (a stale selection must not block them).
  ...postRoutes(P, {
    logout: ({ ctx }) => auth.logout(ctx),
    getdatapermission: ({ ctx }) => auth.getDataPermission(ctx),
    venderLogin: ({ ctx, body }) => auth.venderLogin(ctx, body),
  }, { vendorHeaders: 'ignore' }),
  ...postRoutes(P, {
    myPosts: ({ ctx }) => auth.myPosts(ctx),
    listApp: ({ ctx }) => auth.listApp(ctx),
    'application/apply': ({ ctx, body }) => auth.applyApp(ctx, body.appId),
    'application/cancel': ({ ctx, body }) => auth.cancelApp(ctx, body.appId),
    getToken: ({ ctx }) => auth.getToken(ctx),
    dataRights: ({ ctx }) => auth.dataRights(ctx),
    turnOnValidate: ({ ctx, body }) => auth.turnOnValidate(ctx, body.partnerId),
  }),
];
