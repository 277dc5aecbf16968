import * as workbench from './service';
import { postRoutes } from '../../handlers/route';

const P = '/api/fea-vsm/workbench';

export const handlers = [
  ...postRoutes(
    P,
    {
      todoCounts: ({ ctx }) => workbench.todoCounts(ctx),
      salesShare: ({ ctx, body }) => workbench.salesShare(ctx, body.date),
    },
    { auth: 'vendor' },
  ),
  ...postRoutes(P, {
    noticeList: ({ ctx, body }) => workbench.noticeList(ctx, body),
    inboxList: ({ ctx, body }) => workbench.inboxList(ctx, body),
  }),
];
