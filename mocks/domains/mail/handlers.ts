import * as mail from './service';
import * as templates from './templates';
import { postRoutes } from '../../handlers/route';
import { MAIL_BASE, MAIL_PATHS as P } from '@/features/mail/contract';
import { TEMPLATE_BASE, TEMPLATE_PATHS as T } from '@/features/notices/contract';

/** Internal mail of SPEC §7 'internal mail get/save/status, receiver groups, clear boxes, recycle recover/delete, batch import'. */
export const handlers = [
  ...postRoutes(MAIL_BASE, {
    [P.list]: ({ ctx, body }) => mail.list(ctx, body),
    [P.get]: ({ ctx, body }) => mail.get(ctx, body.id),
    [P.save]: ({ ctx, body }) => mail.save(ctx, body),
    [P.status]: ({ ctx, body }) => mail.status(ctx, body.ids, body.action),
    [P.clear]: ({ ctx, body }) => mail.clear(ctx, body.folder),
    [P.unreadCount]: ({ ctx }) => mail.unreadCount(ctx),
    [P.recipients]: ({ ctx, body }) => mail.recipients(ctx, body.keyword),
    [P.groupList]: ({ ctx }) => mail.groupList(ctx),
    [P.groupSave]: ({ ctx, body }) => mail.groupSave(ctx, body),
    [P.groupDelete]: ({ ctx, body }) => mail.groupDelete(ctx, body.groupId),
    [P.batchImport]: ({ ctx, body }) => mail.batchImport(ctx, body.rows),
    [P.batchSend]: ({ ctx, body }) => mail.batchSend(ctx, body.batchId, body.count),
  }),
  // The retailer's email templates (SPEC §2 /s/basicinfo/notictemplate).
  ...postRoutes(TEMPLATE_BASE, {
    [T.query]: ({ ctx, body }) => templates.queryTemplates(ctx, body),
    [T.add]: ({ ctx, body }) => templates.addTemplate(ctx, body),
    [T.save]: ({ ctx, body }) => templates.saveTemplate(ctx, body),
  }),
];
