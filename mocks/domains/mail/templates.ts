import type { RowOf } from '../../db/tables';
import { insertRow, table, updateRows } from '../../db';
import { mockToday } from '../../db/clock';
import type { MailTemplateRow } from './tables';
import { apiError, fromContract, ERR } from '../../errors';
import { tr } from '../../glossary';
import { requireUser, type Ctx } from '../../services/context';
import { inDayRange } from '../../services/dateRange';
import { isBlankMarkup } from '@/lib/blankMarkup';
import { matchesParams, paramsOf, type Page, type PageQuery, pageInOrder, text } from '../../services/paging';
import {
  NOTICE_ERRORS,
  TEMPLATE_RIGHTS,
  templateProblems,
  type TemplateProblem,
  type TemplateType,
} from '@/features/notices/contract';

type UserRow = RowOf<'users'>;

/**
 * Email templates of the retailer (SPEC §2 /s/basicinfo/notictemplate; §6 function permissions
 * emailTemplate:add, emailTemplate:save, emailTemplate:query). Names are unique.
 */

const INVALID = NOTICE_ERRORS.invalid.code;
/** The contract's rights, limits and types (features/notices/contract.ts: the templates' screen is the notices'). */
export const TEMPLATE_ERR = {
  noRight: { code: NOTICE_ERRORS.noRight.code, message: tr('无邮件模板操作权限', 'No permission for email templates') },
  nameRequired: { code: INVALID, message: tr('模板名称不能为空', 'The template name is required') },
  nameTooLong: fromContract(NOTICE_ERRORS.nameTooLong),
  nameTaken: fromContract(NOTICE_ERRORS.nameTaken),
  subjectRequired: { code: INVALID, message: tr('邮件主题不能为空', 'The subject is required') },
  subjectTooLong: fromContract(NOTICE_ERRORS.subjectTooLong),
  typeRequired: { code: INVALID, message: tr('模板类型不能为空', 'The template type is required') },
  bodyRequired: { code: INVALID, message: tr('模板内容不能为空', 'The template body is required') },
} as const satisfies Record<TemplateProblem | 'noRight' | 'nameTaken' | 'bodyRequired', unknown>;

function requireRight(ctx: Ctx, right: string): UserRow {
  const user = requireUser(ctx);
  if (user.userType !== 1 || !user.rights.includes(right)) throw apiError(TEMPLATE_ERR.noRight);
  return user;
}

/** Params: name, subject (substring), type (exact), modifyDateStart / modifyDateEnd; newest change first. */
export function queryTemplates(ctx: Ctx, query: PageQuery): Page<MailTemplateRow> {
  requireRight(ctx, TEMPLATE_RIGHTS.query);
  const { modifyDateStart: from, modifyDateEnd: to, name, subject, type } = paramsOf(query);
  const rows = table('mailTemplates').filter(
    (r) => matchesParams(r, { name, subject, type }) && inDayRange(r.modifyDate, from, to),
  );
  return pageInOrder(rows, query, 'modifyDate desc,templateId desc');
}

type TemplateInput = Pick<MailTemplateRow, 'name' | 'subject' | 'type' | 'body'>;

/** SPEC §5: the contract's templateProblems (the name's uniqueness answered after the name's own problems), then a body. */
function readInput(body: Record<string, unknown>, self: string | null): TemplateInput {
  const problems = templateProblems(body);
  const name = text(body.name);
  const nameProblem = problems.find((p) => p === 'nameRequired' || p === 'nameTooLong');
  if (nameProblem) throw apiError(TEMPLATE_ERR[nameProblem]);
  if (table('mailTemplates').some((r) => r.name === name && r.templateId !== self))
    throw apiError(TEMPLATE_ERR.nameTaken);
  const [problem] = problems;
  if (problem) throw apiError(TEMPLATE_ERR[problem]);
  const subject = text(body.subject);
  const type = text(body.type) as TemplateType;
  const html = typeof body.body === 'string' ? body.body : '';
  if (isBlankMarkup(html)) throw apiError(TEMPLATE_ERR.bodyRequired);
  return { name, subject, type, body: html };
}

export function addTemplate(ctx: Ctx, body: Record<string, unknown>): MailTemplateRow {
  const user = requireRight(ctx, TEMPLATE_RIGHTS.add);
  const input = readInput(body, null);
  const rows = table('mailTemplates');
  const next = rows.reduce((max, r) => Math.max(max, Number(r.templateId.slice(1)) || 0), 0) + 1;
  const today = mockToday();
  return insertRow('mailTemplates', {
    templateId: `T${String(next).padStart(4, '0')}`,
    ...input,
    creatorId: user.userId,
    creator: user.emplName,
    createDate: today,
    modifier: user.emplName,
    modifyDate: today,
  });
}

export function saveTemplate(ctx: Ctx, body: Record<string, unknown>): MailTemplateRow {
  const user = requireRight(ctx, TEMPLATE_RIGHTS.save);
  const templateId = text(body.templateId);
  if (!table('mailTemplates').some((r) => r.templateId === templateId)) throw apiError(ERR.documentNotFound);
  const input = readInput(body, templateId);
  return updateRows('mailTemplates', (r) => r.templateId === templateId, {
    ...input,
    modifier: user.emplName,
    modifyDate: mockToday(),
  })[0];
}
