import * as workbench from '../services/workbench';
import { postRoutes } from './route';

const P = '/api/fea-vsm/workbench';

export const workbenchHandlers = [
  ...postRoutes(P, {
    todoCounts: ({ ctx }) => workbench.todoCounts(ctx),
    salesShare: ({ ctx, body }) => workbench.salesShare(ctx, body.date),
  }, { auth: 'vendor' }),
  ...postRoutes(P, {
    noticeList: ({ ctx, body }) => workbench.noticeList(ctx, body),
    inboxList: ({ ctx, body }) => workbench.inboxList(ctx, body),
  }),
];
