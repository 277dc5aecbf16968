import * as workbench from './service';
import { postRoutes } from '../../handlers/route';
import { WORKBENCH_BASE as P, WORKBENCH_PATHS } from '@/features/workbench/contract';

export const handlers = [
  ...postRoutes(
    P,
    {
      [WORKBENCH_PATHS.todoCounts]: ({ ctx }) => workbench.todoCounts(ctx),
      [WORKBENCH_PATHS.salesShare]: ({ ctx, body }) => workbench.salesShare(ctx, body.date),
    },
    { auth: 'vendor' },
  ),
  ...postRoutes(P, {
    [WORKBENCH_PATHS.noticeList]: ({ ctx, body }) => workbench.noticeList(ctx, body),
    [WORKBENCH_PATHS.inboxList]: ({ ctx, body }) => workbench.inboxList(ctx, body),
  }),
];
