import * as templates from '../services/mailTemplates';
import * as notices from '../services/notices';
import { postRoutes } from './route';

/** Official notices (SPEC §7 notices get/add/update/send/delete) and the retailer's email templates. */
export const noticeHandlers = [
  ...postRoutes('/api/fea-vsm/notice', {
    query: ({ ctx, body }) => notices.queryNotices(ctx, body),
    get: ({ ctx, body }) => notices.getNotice(ctx, body.id),
    add: ({ ctx, body }) => notices.addNotice(ctx, body),
    update: ({ ctx, body }) => notices.updateNotice(ctx, body),
    send: ({ ctx, body }) => notices.sendNotices(ctx, body),
    delete: ({ ctx, body }) => notices.deleteNotices(ctx, body),
  }),
  ...postRoutes('/api/fea-vsm/emailTemplate', {
    query: ({ ctx, body }) => templates.queryTemplates(ctx, body),
    add: ({ ctx, body }) => templates.addTemplate(ctx, body),
    save: ({ ctx, body }) => templates.saveTemplate(ctx, body),
  }),
];
