import type { RowOf } from '../../db/tables';
import { deleteRows, insertRow, table, updateRows } from '../../db';
import { mockToday } from '../../db/clock';
import type { NoticeRow } from './tables';
import type { UploadedFile } from '@/api/types';
import type { Notice, NoticeDetail, NoticeInput } from '@/features/notices/types';
import { apiError, ERR, fromContract, tooLongMessage } from '../../errors';
import { tr } from '../../glossary';
import { requireUser, type Ctx } from '../../services/context';
import { inDayRange } from '../../services/dateRange';
import {
  isBlank,
  matchesParams,
  paginate,
  paramsOf,
  sortRows,
  type Page,
  type PageQuery,
  text,
  list,
} from '../../services/paging';
import { isBlankMarkup } from '@/lib/blankMarkup';
import {
  NOTICE_ERRORS,
  NOTICE_TITLE_MAX,
  NOTICE_STATUS,
  PUBLISH_RIGHT,
  canDeleteNotice,
  canEditNotice,
  canSendNotice,
  isSentNotice,
  noticeProblems,
  reachesSuppliers,
  type NoticeAudience,
  type NoticeProblem,
} from '@/features/notices/contract';

type UserRow = RowOf<'users'>;

/**
 * Official notices (SPEC §2 /message/notice and ndetail, §3 official document, §4 status 1 draft →
 * 2 sent, §6 'publishers can issue notices'). Publishers (retailer staff with notice:publish) add
 * drafts, edit and delete drafts and send them; suppliers see only sent notices addressed to them
 * (audience all or supplier). Opening a sent notice counts the reader once per user. Sticky
 * notices stay on top of every list (the workbench list follows the same order).
 * Bodies are stored as written: every client sanitizes HTML where it shows it (kit/richtext).
 */

const INVALID = NOTICE_ERRORS.invalid.code;
export const NOTICE_ERR = {
  noPublishRight: fromContract(NOTICE_ERRORS.noPublishRight),
  titleRequired: { code: INVALID, message: tr('标题不能为空', 'The title is required') },
  titleTooLong: { code: INVALID, message: tooLongMessage('notices:field.title', NOTICE_TITLE_MAX) },
  contentRequired: { code: INVALID, message: tr('正文不能为空', 'The body is required') },
  audienceRequired: { code: INVALID, message: tr('发布范围不能为空', 'The audience is required') },
} as const satisfies Record<NoticeProblem | 'noPublishRight' | 'contentRequired', unknown>;

const isPublisher = (user: UserRow) => user.userType === 1 && user.rights.includes(PUBLISH_RIGHT);

/** Which notices a user may see: suppliers sent ones addressed to them; retailer staff every sent one, publishers drafts too. */
export function visibleTo(user: UserRow): (n: NoticeRow) => boolean {
  if (user.userType === 1) {
    const publisher = isPublisher(user);
    return (n) => isSentNotice(n) || publisher;
  }
  return (n) => isSentNotice(n) && reachesSuppliers(n.audience);
}

/** Sticky first, then the newest (a draft by its last change), then the newest id. */
export function noticeOrder(a: NoticeRow, b: NoticeRow): number {
  return (
    Number(b.sticky) - Number(a.sticky) ||
    (b.publishDate || b.modifyDate).localeCompare(a.publishDate || a.modifyDate) ||
    Number(b.id) - Number(a.id)
  );
}

function listRow(n: NoticeRow, user: UserRow): Notice {
  const { content: _content, readerIds, ...rest } = n;
  const attachments = table('noticeAttachments').filter((a) => a.noticeId === n.id).length;
  return { ...rest, readers: readerIds.length, read: readerIds.includes(user.userId), attachments };
}

/**
 * The notice list. Params: title (substring), docNo (prefix), publishDateStart / publishDateEnd
 * (inclusive), status (publishers: '1' drafts, '2' sent). A requested order applies within the
 * sticky and the other notices; sticky ones stay on top.
 */
export function queryNotices(ctx: Ctx, query: PageQuery): Page<Notice> {
  const user = requireUser(ctx);
  const { publishDateStart: from, publishDateEnd: to, title, docNo, status } = paramsOf(query);
  const visible = visibleTo(user);
  const rows = table('notices')
    .filter((n) => visible(n) && matchesParams(n, { title, docNo, status }) && inDayRange(n.publishDate, from, to))
    .sort(noticeOrder)
    .map((n) => listRow(n, user));
  const ordered = isBlank(query.orderBy) ? rows : sortRows(rows, query.orderBy);
  const stickyFirst = [...ordered.filter((n) => n.sticky), ...ordered.filter((n) => !n.sticky)];
  return paginate(stickyFirst, { ...query, orderBy: undefined }, { pageNo: 1, pageSize: 20 });
}

function findVisible(user: UserRow, id: unknown): NoticeRow {
  const notice = table('notices').find((n) => n.id === text(id));
  if (!notice || !visibleTo(user)(notice)) throw apiError(ERR.documentNotFound);
  return notice;
}

/** One notice with its body and attachments; opening a sent notice counts the caller as a reader (once). */
export function getNotice(ctx: Ctx, id: unknown): NoticeDetail {
  const user = requireUser(ctx);
  const notice = findVisible(user, id);
  if (isSentNotice(notice) && !notice.readerIds.includes(user.userId)) {
    updateRows(
      'notices',
      (n) => n.id === notice.id,
      (n) => ({ readerIds: [...n.readerIds, user.userId] }),
    );
  }
  const attachmentList = table('noticeAttachments')
    .filter((a) => a.noticeId === notice.id)
    .sort((a, b) => a.orderNumber - b.orderNumber)
    .map(({ fileUrl, fileName, size }) => ({ fileUrl, fileName, size }));
  return { ...listRow(notice, user), content: notice.content, attachmentList };
}

function requirePublisher(ctx: Ctx): UserRow {
  const user = requireUser(ctx);
  if (!isPublisher(user)) throw apiError(NOTICE_ERR.noPublishRight);
  return user;
}

/** SPEC §5 server checks of a notice: title and audience by the contract (noticeProblems), a body, stored attachments. */
function readInput(body: Record<string, unknown>): NoticeInput {
  const [problem] = noticeProblems(body);
  if (problem === 'titleRequired' || problem === 'titleTooLong') throw apiError(NOTICE_ERR[problem]);
  const title = text(body.title);
  const content = typeof body.content === 'string' ? body.content : '';
  if (isBlankMarkup(content)) throw apiError(NOTICE_ERR.contentRequired);
  if (problem) throw apiError(NOTICE_ERR[problem]);
  const audience = text(body.audience) as NoticeAudience;
  const sticky = body.sticky === true || body.sticky === 'true' || body.sticky === 1 || body.sticky === '1';
  const files = table('files');
  const attachments = (Array.isArray(body.attachments) ? body.attachments : []).map((a) => {
    const fileUrl = text((a as Record<string, unknown>)?.fileUrl);
    const stored = files.find((f) => f.fileUrl === fileUrl);
    if (!stored) throw apiError(ERR.fileNotFound);
    return { fileUrl, fileName: text((a as Record<string, unknown>).fileName) || stored.fileName, size: stored.size };
  });
  return { title, content, sticky, audience, attachments };
}

function saveAttachments(noticeId: string, attachments: UploadedFile[]): void {
  deleteRows('noticeAttachments', (a) => a.noticeId === noticeId);
  attachments.forEach((a, orderNumber) => insertRow('noticeAttachments', { noticeId, orderNumber, ...a }));
}

const compact = (iso: string) => iso.replace(/-/g, '');

/** Adds a draft (status 1) with a new document number GW<yyyymmdd><seq>. */
export function addNotice(ctx: Ctx, body: Record<string, unknown>): NoticeDetail {
  const user = requirePublisher(ctx);
  const { attachments, ...input } = readInput(body);
  const notices = table('notices');
  const id = String(notices.reduce((max, n) => Math.max(max, Number(n.id) || 0), 0) + 1);
  const today = mockToday();
  const prefix = `GW${compact(today)}`;
  const seq = notices.filter((n) => n.docNo.startsWith(prefix)).length + 1;
  let docNo = `${prefix}${String(seq).padStart(3, '0')}`;
  for (let k = seq + 1; notices.some((n) => n.docNo === docNo); k += 1)
    docNo = `${prefix}${String(k).padStart(3, '0')}`;
  insertRow('notices', {
    id,
    docNo,
    ...input,
    publisher: user.emplName,
    publishDate: '',
    modifyDate: today,
    status: NOTICE_STATUS.draft,
    readerIds: [],
  });
  saveAttachments(id, attachments);
  return getNotice(ctx, id);
}

/** A visible notice the action's predicate allows (a sent one is refused: B0400). */
function draftOf(user: UserRow, id: unknown, allowed: (n: NoticeRow) => boolean): NoticeRow {
  const notice = findVisible(user, id);
  if (!allowed(notice)) throw apiError(ERR.statusNotAllowed);
  return notice;
}

/** Changes a draft (a sent notice cannot change: B0400). */
export function updateNotice(ctx: Ctx, body: Record<string, unknown>): NoticeDetail {
  const user = requirePublisher(ctx);
  const notice = draftOf(user, body.id, canEditNotice);
  const { attachments, ...input } = readInput(body);
  updateRows('notices', (n) => n.id === notice.id, { ...input, modifyDate: mockToday() });
  saveAttachments(notice.id, attachments);
  return getNotice(ctx, notice.id);
}

/** Sends drafts (status 1 → 2, published today). All or nothing: a notice already sent is refused (B0400). */
export function sendNotices(ctx: Ctx, body: Record<string, unknown>): { sent: number } {
  const user = requirePublisher(ctx);
  const wanted = list(body.ids ?? body.id);
  if (!wanted.length) throw apiError(ERR.selectFirst);
  const drafts = wanted.map((id) => draftOf(user, id, canSendNotice));
  const today = mockToday();
  const sent = updateRows('notices', (n) => drafts.includes(n), {
    status: NOTICE_STATUS.sent,
    publishDate: today,
    modifyDate: today,
  });
  return { sent: sent.length };
}

/** Deletes drafts (a sent notice cannot be deleted: B0400), with their attachments. */
export function deleteNotices(ctx: Ctx, body: Record<string, unknown>): { deleted: number } {
  const user = requirePublisher(ctx);
  const wanted = list(body.ids ?? body.id);
  if (!wanted.length) throw apiError(ERR.selectFirst);
  const drafts = wanted.map((id) => draftOf(user, id, canDeleteNotice));
  const deleted = deleteRows('notices', (n) => drafts.some((d) => d.id === n.id));
  deleteRows('noticeAttachments', (a) => drafts.some((d) => d.id === a.noticeId));
  return { deleted };
}
