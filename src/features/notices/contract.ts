/**
 * Official notices' contract (issue 37), with the retailer's email templates that share their screens:
 * what the screens and the mock backend (mocks/domains/notices, mocks/domains/mail/templates.ts) both
 * hold to, written once — the calls, the SPEC §4 states (1 draft, 2 sent) and audiences with their
 * labels' keys and tones, the publisher's right and what it may do to a notice, the SPEC §5 limits and
 * required fields, and the error codes with the client's message keys. Pure TypeScript: no React, no
 * antd, no i18next. Who sees which notice, the readers and the document numbers stay in the mock.
 */

import { codedValues, type CodedValue, type Tone } from '@/lib/codedValues';
export type { CodedValue, Tone } from '@/lib/codedValues';

// ------------------------------------------------------------------ calls (docs/API.md "Notices", "Email templates")

export const NOTICE_BASE = '/api/fea-vsm/notice';
export const NOTICE_PATHS = {
  query: 'query',
  get: 'get',
  add: 'add',
  update: 'update',
  send: 'send',
  delete: 'delete',
} as const;
export const noticeUrl = (path: keyof typeof NOTICE_PATHS) => `${NOTICE_BASE}/${NOTICE_PATHS[path]}`;

export const TEMPLATE_BASE = '/api/fea-vsm/emailTemplate';
export const TEMPLATE_PATHS = { query: 'query', add: 'add', save: 'save' } as const;
export const templateUrl = (path: keyof typeof TEMPLATE_PATHS) => `${TEMPLATE_BASE}/${TEMPLATE_PATHS[path]}`;

// ------------------------------------------------------------------ states and coded values (SPEC §4)

/** SPEC §4: a notice is added as status 1 (draft) and sent as status 2. */
export const NOTICE_STATUS = { draft: '1', sent: '2' } as const;
export type NoticeStatus = (typeof NOTICE_STATUS)[keyof typeof NOTICE_STATUS];
export const NOTICE_STATUSES: CodedValue[] = codedValues('notices:status', Object.values(NOTICE_STATUS));
export const NOTICE_TONES: Record<NoticeStatus, Tone> = { '1': 'warning', '2': 'success' };

/** Who a notice is addressed to. */
export const AUDIENCE = { all: 'all', supplier: 'supplier', retailer: 'retailer' } as const;
export type NoticeAudience = (typeof AUDIENCE)[keyof typeof AUDIENCE];
export const AUDIENCE_VALUES: readonly NoticeAudience[] = Object.values(AUDIENCE);
export const AUDIENCES: CodedValue[] = codedValues('notices:audience', AUDIENCE_VALUES);
/** A supplier reads the notices addressed to all or to suppliers. */
export const reachesSuppliers = (audience: string) => audience === AUDIENCE.all || audience === AUDIENCE.supplier;

/** SPEC §2 /s/basicinfo/notictemplate: type 1 internal mail, 2 notice, 3 reminder. */
export const TEMPLATE_TYPE = { mail: '1', notice: '2', reminder: '3' } as const;
export type TemplateType = (typeof TEMPLATE_TYPE)[keyof typeof TEMPLATE_TYPE];
export const TEMPLATE_TYPE_VALUES: readonly TemplateType[] = Object.values(TEMPLATE_TYPE);
export const TEMPLATE_TYPES: CodedValue[] = codedValues('notices:template.type', TEMPLATE_TYPE_VALUES);

// ------------------------------------------------------------------ rights and action predicates (SPEC §4, §6)

/** SPEC §6 'publishers can issue notices'. */
export const PUBLISH_RIGHT = 'notice:publish';
/** SPEC §6 function permissions of the email templates. */
export const TEMPLATE_RIGHTS = {
  add: 'emailTemplate:add',
  save: 'emailTemplate:save',
  query: 'emailTemplate:query',
} as const;

export const isDraftNotice = (n: { status: string }) => n.status === NOTICE_STATUS.draft;
export const isSentNotice = (n: { status: string }) => n.status === NOTICE_STATUS.sent;
/** A publisher edits, sends and deletes drafts only: a sent notice stays as it is. */
export const canEditNotice = isDraftNotice;
export const canSendNotice = isDraftNotice;
export const canDeleteNotice = isDraftNotice;
/** Opening a sent notice counts the reader; one not opened yet is marked unread. */
export const isUnreadNotice = (n: { status: string; read: boolean }) => isSentNotice(n) && !n.read;

// ------------------------------------------------------------------ validations (SPEC §5)

export const NOTICE_TITLE_MAX = 100;
/** An email template's name (unique) and subject. */
export const TEMPLATE_LIMITS = { name: 50, subject: 100 } as const;

const trimmed = (v: unknown) => (v === undefined || v === null ? '' : String(v).trim());

export type NoticeProblem = 'titleRequired' | 'titleTooLong' | 'audienceRequired';

/**
 * A notice's title (trimmed, required, within NOTICE_TITLE_MAX) and audience (one of AUDIENCE), in the
 * order the mock answers them; the body's blankness is checked where it is shown (rich text).
 */
export function noticeProblems(n: { title?: unknown; audience?: unknown }): NoticeProblem[] {
  const problems: NoticeProblem[] = [];
  const title = trimmed(n.title);
  if (!title) problems.push('titleRequired');
  else if ([...title].length > NOTICE_TITLE_MAX) problems.push('titleTooLong');
  if (!AUDIENCE_VALUES.includes(trimmed(n.audience) as NoticeAudience)) problems.push('audienceRequired');
  return problems;
}

export type TemplateProblem = 'nameRequired' | 'nameTooLong' | 'subjectRequired' | 'subjectTooLong' | 'typeRequired';

/** An email template's name and subject (trimmed, required, within TEMPLATE_LIMITS) and type, in the order the mock answers them. */
export function templateProblems(t: { name?: unknown; subject?: unknown; type?: unknown }): TemplateProblem[] {
  const problems: TemplateProblem[] = [];
  const name = trimmed(t.name);
  if (!name) problems.push('nameRequired');
  else if ([...name].length > TEMPLATE_LIMITS.name) problems.push('nameTooLong');
  const subject = trimmed(t.subject);
  if (!subject) problems.push('subjectRequired');
  else if ([...subject].length > TEMPLATE_LIMITS.subject) problems.push('subjectTooLong');
  if (!TEMPLATE_TYPE_VALUES.includes(trimmed(t.type) as TemplateType)) problems.push('typeRequired');
  return problems;
}

// ------------------------------------------------------------------ errors (SPEC §8)

/** The error codes the mock answers, with the key of the client's own text where the screen refuses first. */
export const NOTICE_ERRORS = {
  noRight: { code: 'A0303' },
  noPublishRight: { code: 'A0303', messageKey: 'notices:rule.noPublishRight' },
  invalid: { code: 'A0410' },
  nameTaken: { code: 'A0412', messageKey: 'notices:rule.nameTaken' },
  refused: { code: 'B0400', messageKey: 'notices:message.draftsOnly' },
  notFound: { code: 'B0404' },
  nameTooLong: { code: 'A0410', messageKey: 'notices:rule.nameTooLong' },
  subjectTooLong: { code: 'A0410', messageKey: 'notices:rule.subjectTooLong' },
} as const;
