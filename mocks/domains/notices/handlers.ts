import * as notices from './service';
import { postRoutes } from '../../handlers/route';
import { NOTICE_BASE, NOTICE_PATHS as P } from '@/features/notices/contract';

/** Official notices (SPEC §7 notices get/add/update/send/delete). */
export const handlers = [
  ...postRoutes(NOTICE_BASE, {
    [P.query]: ({ ctx, body }) => notices.queryNotices(ctx, body),
    [P.get]: ({ ctx, body }) => notices.getNotice(ctx, body.id),
    [P.add]: ({ ctx, body }) => notices.addNotice(ctx, body),
    [P.update]: ({ ctx, body }) => notices.updateNotice(ctx, body),
    [P.send]: ({ ctx, body }) => notices.sendNotices(ctx, body),
    [P.delete]: ({ ctx, body }) => notices.deleteNotices(ctx, body),
  }),
];
