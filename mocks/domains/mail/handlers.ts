import * as mail from './service';
import * as templates from './templates';
import { postRoutes } from '../../handlers/route';

/** Internal mail of SPEC §7 'internal mail get/save/status, receiver groups, clear boxes, recycle recover/delete, batch import'. */
export const handlers = [
  ...postRoutes('/api/fea-vsm/mail', {
    list: ({ ctx, body }) => mail.list(ctx, body),
    get: ({ ctx, body }) => mail.get(ctx, body.id),
    save: ({ ctx, body }) => mail.save(ctx, body),
    status: ({ ctx, body }) => mail.status(ctx, body.ids, body.action),
    clear: ({ ctx, body }) => mail.clear(ctx, body.folder),
    unreadCount: ({ ctx }) => mail.unreadCount(ctx),
    recipients: ({ ctx, body }) => mail.recipients(ctx, body.keyword),
    groupList: ({ ctx }) => mail.groupList(ctx),
    groupSave: ({ ctx, body }) => mail.groupSave(ctx, body),
    groupDelete: ({ ctx, body }) => mail.groupDelete(ctx, body.groupId),
    batchImport: ({ ctx, body }) => mail.batchImport(ctx, body.rows),
    batchSend: ({ ctx, body }) => mail.batchSend(ctx, body.batchId, body.count),
  }),
  // The retailer's email templates (SPEC §2 /s/basicinfo/notictemplate).
  ...postRoutes('/api/fea-vsm/emailTemplate', {
    query: ({ ctx, body }) => templates.queryTemplates(ctx, body),
    add: ({ ctx, body }) => templates.addTemplate(ctx, body),
    save: ({ ctx, body }) => templates.saveTemplate(ctx, body),
  }),
];
