import * as notices from './service';
import { postRoutes } from '../../handlers/route';

/** Official notices (SPEC §7 notices get/add/update/send/delete). */
export const handlers = [
  ...postRoutes('/api/fea-vsm/notice', {
    query: ({ ctx, body }) => notices.queryNotices(ctx, body),
    get: ({ ctx, body }) => notices.getNotice(ctx, body.id),
    add: ({ ctx, body }) => notices.addNotice(ctx, body),
    update: ({ ctx, body }) => notices.updateNotice(ctx, body),
    send: ({ ctx, body }) => notices.sendNotices(ctx, body),
    delete: ({ ctx, body }) => notices.deleteNotices(ctx, body),
  }),
];
