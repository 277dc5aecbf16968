import { deleteRows, insertRow, nextId, table, touch, updateRows } from '../../db';
import { nowStamp } from '../../db/clock';
import { fieldsOf, type IdName } from '../../db/tables';
import type { MailDetail, MailItem as MailListItem } from '@/features/mail/types';
import type { MailboxRow, MailRow } from './tables';
import { mailboxRow } from './seed';
import { ApiError } from '../../envelope';
import { apiError, fromContract, ERR } from '../../errors';
import { tr } from '../../glossary';
import { catalogue, keyed } from '../../catalogue';
import { requireUser, type Ctx } from '../../services/context';
import { inDayRange } from '../../services/dateRange';
import { isBlank, paginate, paramsOf, type Page, type PageQuery } from '../../services/paging';
import { kindOfStored, requireImageOrPdf } from '../../services/uploads';
import {
  ATTACHMENT_MAX_MB,
  BATCH_MAX,
  BATCH_MAX_ROWS,
  BATCH_STEP,
  BATCH_STEP_MAX,
  FOLDER,
  GROUP_PREFIX,
  MAIL_ERRORS,
  MOVE,
  READ_STATUS,
  batchRowProblems,
  canMove,
  canReply,
  clearMoveOf,
  groupProblems,
  isEditableDraft,
  isFolder,
  mailProblems,
  type Folder,
  type GroupProblem,
  type MailProblem,
} from '@/features/mail/contract';

/**
 * Internal mail (SPEC §2 messages, §3 internal message, §4 mail states, §5 mail rules): one mail
 * row per message and one mailbox row per user holding a copy (inbox, outbox, draft, recycle).
 * A user sees only their own mailbox rows. Suppliers write to retailer staff; retailer staff write
 * to supplier codes or to one of their receiver groups.
 */

export type { Folder };

const INVALID = MAIL_ERRORS.invalid.code;
export const MAIL_ERR = {
  unknownRecipient: { code: INVALID, message: tr('收件人不存在', 'Recipient does not exist') },
  attachmentTooLarge: {
    code: INVALID,
    message: tr(`附件大小不能超过${ATTACHMENT_MAX_MB}M`, `Attachment max ${ATTACHMENT_MAX_MB}M`),
  },
  attachmentMissing: fromContract(MAIL_ERRORS.attachmentMissing),
  systemNoReply: fromContract(MAIL_ERRORS.refused),
  unknownGroup: { code: MAIL_ERRORS.notFound.code, message: tr('收件群组不存在', 'The receiver group does not exist') },
  mailNotFound: { code: MAIL_ERRORS.notFound.code, message: tr('邮件不存在', 'The mail does not exist') },
  tooManyRows: {
    code: INVALID,
    message: tr(`批量邮件不能超过${BATCH_MAX_ROWS}行`, `Batch mail takes at most ${BATCH_MAX_ROWS} rows`),
  },
} as const;

/** The answer to a problem the contract found: the client's text, with its figures (a recipient, a maximum). */
const problemError = (p: MailProblem | GroupProblem): ApiError => new ApiError(INVALID, catalogue(p.key, p.params));

const rowError = (row: number, message: string) =>
  tr('第{row}行：', 'Row {row}: ').replace('{row}', String(row)) + message;

/** A user's copy of a mail filed at `time`: unread in the inbox, else the writer's own and read. */
function fileMail(emailId: string, ownerId: string, folder: Folder, time: string): MailboxRow {
  return insertRow(
    'mailboxes',
    mailboxRow(`M${nextId('mailbox')}`, emailId, ownerId, folder, time, folder === FOLDER.inbox),
  );
}

// ---------------------------------------------------------------- who is who

const isStaffSide = (ctx: Ctx) => requireUser(ctx).userType === 1;

function staff(id: string): IdName | null {
  const s = table('mailStaff').find((r) => r.userId === id);
  return s ? { id: s.userId, name: s.name } : null;
}

function vendor(code: string): IdName | null {
  const v = table('vendors').find((r) => r.venderId === code);
  return v ? { id: v.venderId, name: v.venderName } : null;
}

/** Who an address may be for the caller: suppliers write to staff; staff write to supplier codes and colleagues. */
function resolveAddress(ctx: Ctx, id: string): IdName | null {
  return isStaffSide(ctx) ? (vendor(id) ?? staff(id)) : staff(id);
}

/** The users whose inbox a mail to `id` lands in: a staff account, or every user holding a supplier code. */
function ownersOf(id: string): string[] {
  if (staff(id)) return [id];
  const holders = table('userVendors')
    .filter((r) => r.venderId === id && !r.disabled)
    .map((r) => r.userId);
  return holders.length ? [...new Set(holders)] : [`vendor:${id}`];
}

/** The address to answer a mail's sender at: a supplier's code for suppliers, the account for staff. */
function replyAddress(mail: MailRow): IdName | null {
  if (mail.system) return null;
  const user = table('users').find((u) => u.userId === mail.senderId);
  if (user?.userType === 2) {
    const code = mail.senderCode ?? table('userVendors').find((r) => r.userId === user.userId && !r.disabled)?.venderId;
    return code ? (vendor(code) ?? { id: code, name: mail.senderName }) : null;
  }
  return { id: mail.senderId, name: mail.senderName };
}

/** Address options for the compose form (SPEC §7 'receiver' choices): staff for suppliers; supplier codes and groups for staff. */
export function recipients(ctx: Ctx, keyword: unknown): Array<IdName & { kind: 'staff' | 'vendor' | 'group' }> {
  const user = requireUser(ctx);
  const k = isBlank(keyword) ? '' : String(keyword).trim().toLowerCase();
  const hit = (o: IdName) => !k || o.id.toLowerCase().includes(k) || o.name.toLowerCase().includes(k);
  const staffOptions = table('mailStaff')
    .filter((s) => s.userId !== user.userId)
    .map((s) => ({ id: s.userId, name: s.name, kind: 'staff' as const }));
  if (user.userType !== 1) return staffOptions.filter(hit);
  const groups = table('receiverGroups')
    .filter((g) => g.ownerId === user.userId)
    .map((g) => ({ id: g.groupId, name: g.groupName, kind: 'group' as const }));
  const vendors = table('vendors').map((v) => ({ id: v.venderId, name: v.venderName, kind: 'vendor' as const }));
  return [...groups, ...vendors, ...staffOptions].filter(hit);
}

// ---------------------------------------------------------------- reading

export type { MailDetail, MailListItem };

const mailOf = (emailId: string) => table('mails').find((m) => m.emailId === emailId)!;
const names = (list: IdName[]) => list.map((r) => r.name).join(', ');

function item(box: MailboxRow, mail: MailRow): MailListItem {
  return {
    ...fieldsOf(box, ['id', 'folder', 'receiveTime', 'readStatus', 'replied']),
    ...fieldsOf(mail, ['emailId', 'title', 'senderName', 'sendTime']),
    originFolder: box.originFolder ?? null,
    recipientNames: mail.group ? mail.group.name : names(mail.recipients),
    hasAttachment: mail.attachment !== null,
    system: mail.system === true,
  };
}

const flag = (value: unknown) => (isBlank(value) ? null : String(value) === '1' || String(value) === 'true');
const newestFirst = (a: MailListItem, b: MailListItem) =>
  b.receiveTime.localeCompare(a.receiveTime) || b.id.localeCompare(a.id, 'en', { numeric: true });

/**
 * One folder of the caller's mail with the filters of SPEC §4 (unread/read, replied, attachment)
 * and a search by title, sender and date (receive time, 'YYYY-MM-DD' inclusive); `keyword` matches
 * any part of the title or the sender's name (the header's search box); `emailId` finds the caller's
 * copy of one mail (the workbench link). Newest first.
 */
export function list(ctx: Ctx, query: PageQuery): Page<MailListItem> {
  const user = requireUser(ctx);
  const p = paramsOf(query);
  const folder = isFolder(p.folder) ? p.folder : FOLDER.inbox;
  const read = flag(p.readStatus);
  const replied = flag(p.replied);
  const attachment = flag(p.hasAttachment);
  const title = isBlank(p.title) ? '' : String(p.title).trim().toLowerCase();
  const sender = isBlank(p.sender) ? '' : String(p.sender).trim().toLowerCase();
  const keyword = isBlank(p.keyword) ? '' : String(p.keyword).trim().toLowerCase();
  const emailId = isBlank(p.emailId) ? '' : String(p.emailId);
  const rows = table('mailboxes')
    .filter((b) => b.ownerId === user.userId && b.folder === folder && (!emailId || b.emailId === emailId))
    .map((b) => item(b, mailOf(b.emailId)))
    .filter(
      (m) =>
        (read === null || m.readStatus === (read ? READ_STATUS.read : READ_STATUS.unread)) &&
        (replied === null || m.replied === replied) &&
        (attachment === null || m.hasAttachment === attachment) &&
        (!title || m.title.toLowerCase().includes(title)) &&
        (!keyword || m.title.toLowerCase().includes(keyword) || m.senderName.toLowerCase().includes(keyword)) &&
        (!sender ||
          m.senderName.toLowerCase().includes(sender) ||
          mailOf(m.emailId).senderId.toLowerCase().includes(sender)) &&
        inDayRange(m.receiveTime, p.dateStart, p.dateEnd),
    )
    .sort(newestFirst);
  return paginate(rows, query, { pageNo: 1, pageSize: 20 });
}

function ownRow(ctx: Ctx, id: unknown): MailboxRow {
  const user = requireUser(ctx);
  const box = table('mailboxes').find((b) => b.id === String(id ?? '') && b.ownerId === user.userId);
  if (!box) throw apiError(MAIL_ERR.mailNotFound);
  return box;
}

/** One mail of the caller; reading an unread copy marks it read and records the read time. */
export function get(ctx: Ctx, id: unknown): MailDetail {
  const box = ownRow(ctx, id);
  if (box.readStatus === READ_STATUS.unread)
    updateRows('mailboxes', (b) => b === box, { readStatus: READ_STATUS.read, readTime: nowStamp() });
  const mail = mailOf(box.emailId);
  return {
    ...item(box, mail),
    ...fieldsOf(mail, ['senderId', 'content', 'recipients', 'cc', 'attachment']),
    ...fieldsOf(box, ['readTime', 'replyTime']),
    group: mail.group ?? null,
    replyAddress: replyAddress(mail),
  };
}

export function unreadCount(ctx: Ctx): { count: number } {
  const user = requireUser(ctx);
  return {
    count: table('mailboxes').filter(
      (b) => b.ownerId === user.userId && b.folder === FOLDER.inbox && b.readStatus === READ_STATUS.unread,
    ).length,
  };
}

// ---------------------------------------------------------------- writing

export type SaveInput = {
  /** The caller's draft (mailbox row id) being saved again or sent. */
  id?: unknown;
  to?: unknown;
  cc?: unknown;
  groupId?: unknown;
  title?: unknown;
  content?: unknown;
  attachment?: unknown;
  replyTo?: unknown;
  forwardOf?: unknown;
  /** true: send; false: keep as a draft. */
  send?: unknown;
};

const idList = (value: unknown): string[] =>
  (Array.isArray(value) ? value : isBlank(value) ? [] : String(value).split(/[,;\s]+/))
    .map((v) => (typeof v === 'object' && v !== null && 'id' in v ? String((v as IdName).id) : String(v)).trim())
    .filter(Boolean);

function attachmentOf(value: unknown): MailRow['attachment'] {
  if (!value || typeof value !== 'object') return null;
  const fileUrl = String((value as { fileUrl?: unknown }).fileUrl ?? '');
  if (!fileUrl) return null;
  const file = table('files').find((f) => f.fileUrl === fileUrl);
  if (!file) throw apiError(MAIL_ERR.attachmentMissing);
  // SPEC §5, §8 'upload only image/pdf': what the file store holds decides, not its name.
  requireImageOrPdf(kindOfStored(file));
  if (file.size > ATTACHMENT_MAX_MB * 1024 * 1024) throw apiError(MAIL_ERR.attachmentTooLarge);
  return { fileUrl, fileName: String((value as { fileName?: unknown }).fileName ?? file.fileName) };
}

function addresses(ctx: Ctx, ids: string[]): IdName[] {
  return [...new Set(ids)].map((id) => {
    const who = resolveAddress(ctx, id);
    if (!who) throw apiError(MAIL_ERR.unknownRecipient, `${MAIL_ERR.unknownRecipient.message}: ${id}`);
    return who;
  });
}

type Checked = {
  to: IdName[];
  cc: IdName[];
  group: { id: string; name: string; members: string[] } | null;
  title: string;
  content: string;
  attachment: MailRow['attachment'];
};

/** SPEC §5 mail rules by the contract (mailProblems), then what only the server knows: the group, the addresses, the file. */
function check(ctx: Ctx, input: SaveInput, sending: boolean): Checked {
  const user = requireUser(ctx);
  const toIds = idList(input.to);
  const ccIds = idList(input.cc);
  const groupId = isBlank(input.groupId) ? '' : String(input.groupId);
  const title = isBlank(input.title) ? '' : String(input.title).trim();
  const to = groupId ? [GROUP_PREFIX + groupId, ...toIds] : toIds;
  const [problem] = mailProblems({ to, cc: ccIds, title }, sending);
  if (problem) throw problemError(problem);
  let group: Checked['group'] = null;
  if (groupId) {
    if (user.userType !== 1) throw apiError(ERR.retailerOnly);
    const g = table('receiverGroups').find((r) => r.groupId === groupId && r.ownerId === user.userId);
    if (!g) throw apiError(MAIL_ERR.unknownGroup);
    group = { id: g.groupId, name: g.groupName, members: g.members };
  }
  return {
    to: addresses(ctx, toIds),
    cc: addresses(ctx, ccIds),
    group,
    title,
    content: typeof input.content === 'string' ? input.content : '',
    attachment: attachmentOf(input.attachment),
  };
}

function senderCodeOf(ctx: Ctx): string | undefined {
  return requireUser(ctx).userType === 2 ? ctx.vendor?.venderId : undefined;
}

/** Puts a sent mail into every recipient's (and cc's, and group member's) inbox. */
function deliver(mail: MailRow, memberCodes: string[]): void {
  const owners = new Set([...mail.recipients, ...mail.cc].flatMap((r) => ownersOf(r.id)));
  for (const code of memberCodes) for (const owner of ownersOf(code)) owners.add(owner);
  for (const ownerId of owners) {
    fileMail(mail.emailId, ownerId, FOLDER.inbox, mail.sendTime);
  }
}

/**
 * Saves a draft (`send` false) or sends (`send` true); a draft of the caller given as `id` is
 * updated or sent in place. A reply marks the replied-to copy replied with the reply time.
 */
export function save(ctx: Ctx, input: SaveInput): { id: string; emailId: string; folder: Folder } {
  const user = requireUser(ctx);
  const sending = input.send === true || input.send === 'true';
  const checked = check(ctx, input, sending);
  const replyTo = isBlank(input.replyTo) ? null : ownRow(ctx, input.replyTo);
  if (replyTo && !canReply(mailOf(replyTo.emailId))) throw apiError(MAIL_ERR.systemNoReply);
  const forwardOf = isBlank(input.forwardOf) ? null : ownRow(ctx, input.forwardOf);
  const draft = isBlank(input.id) ? null : ownRow(ctx, input.id);
  if (draft && !isEditableDraft(draft)) throw apiError(ERR.statusNotAllowed);

  const now = nowStamp();
  const fields: Partial<MailRow> = {
    title: checked.title,
    content: checked.content,
    recipients: checked.to,
    cc: checked.cc,
    group: checked.group ? { id: checked.group.id, name: checked.group.name } : null,
    attachment: checked.attachment,
    replyTo: replyTo?.id ?? null,
    forwardOf: forwardOf?.id ?? null,
    state: sending ? 'sent' : 'draft',
    sendTime: sending ? now : '',
  };
  let mail: MailRow;
  let box: MailboxRow;
  if (draft) {
    mail = mailOf(draft.emailId);
    Object.assign(mail, fields);
    box = draft;
    Object.assign(box, { folder: sending ? FOLDER.outbox : FOLDER.draft, receiveTime: now });
    touch();
  } else {
    const emailId = `E${String(100000 + nextId('mail'))}`;
    mail = insertRow('mails', {
      emailId,
      senderId: user.userId,
      senderName: user.emplName,
      senderCode: senderCodeOf(ctx),
      ...(fields as Omit<MailRow, 'emailId' | 'senderId' | 'senderName'>),
    });
    box = fileMail(emailId, user.userId, sending ? FOLDER.outbox : FOLDER.draft, now);
  }
  if (sending) {
    deliver(mail, checked.group?.members ?? []);
    if (replyTo) updateRows('mailboxes', (b) => b === replyTo, { replied: true, replyTime: now });
  }
  return { id: box.id, emailId: mail.emailId, folder: box.folder };
}

// ---------------------------------------------------------------- moving

/**
 * SPEC §4 folder moves of the caller's rows: inbox/outbox/draft → recycle (the origin is kept),
 * recycle → its origin (recover), recycle or draft → gone (delete). Anything else: B0400.
 */
export function status(ctx: Ctx, ids: unknown, action: unknown): { count: number } {
  const rows = idList(ids).map((id) => ownRow(ctx, id));
  if (!rows.length) throw apiError(ERR.paramMissing);
  if (!rows.every((b) => canMove(String(action), b.folder))) throw apiError(ERR.statusNotAllowed);
  if (action === MOVE.delete) {
    const gone = new Set(rows);
    deleteRows('mailboxes', (b) => gone.has(b));
    dropOrphans();
  } else {
    for (const b of rows) {
      if (action === MOVE.recycle) Object.assign(b, { originFolder: b.folder, folder: FOLDER.recycle });
      else Object.assign(b, { folder: b.originFolder ?? FOLDER.inbox, originFolder: null });
    }
    touch();
  }
  return { count: rows.length };
}

/** A draft nobody holds any more is removed with its mail (sent mails stay: others hold copies). */
function dropOrphans(): void {
  const held = new Set(table('mailboxes').map((b) => b.emailId));
  deleteRows('mails', (m) => m.state === 'draft' && !held.has(m.emailId));
}

/** Clears a box: inbox/outbox/draft go to the recycle bin, the recycle bin is emptied for good. */
export function clear(ctx: Ctx, folder: unknown): { count: number } {
  const user = requireUser(ctx);
  if (!isFolder(folder)) throw apiError(ERR.paramMissing);
  const rows = table('mailboxes').filter((b) => b.ownerId === user.userId && b.folder === folder);
  if (!rows.length) return { count: 0 };
  return status(
    ctx,
    rows.map((r) => r.id),
    clearMoveOf(folder),
  );
}

// ---------------------------------------------------------------- receiver groups (retailer)

function requireStaff(ctx: Ctx) {
  const user = requireUser(ctx);
  if (user.userType !== 1) throw apiError(ERR.retailerOnly);
  return user;
}

export type GroupItem = { groupId: string; groupName: string; members: IdName[]; updatedAt: string };

export function groupList(ctx: Ctx): GroupItem[] {
  const user = requireStaff(ctx);
  return table('receiverGroups')
    .filter((g) => g.ownerId === user.userId)
    .map((g) => ({
      ...fieldsOf(g, ['groupId', 'groupName', 'updatedAt']),
      members: g.members.map((code) => vendor(code) ?? { id: code, name: code }),
    }));
}

/** Creates (no groupId) or updates a group: name required (max 32), members existing supplier codes. */
export function groupSave(ctx: Ctx, input: { groupId?: unknown; groupName?: unknown; members?: unknown }): GroupItem {
  const user = requireStaff(ctx);
  const groupName = isBlank(input.groupName) ? '' : String(input.groupName).trim();
  const members = [...new Set(idList(input.members))];
  const [problem] = groupProblems({ groupName, members });
  if (problem) throw problemError(problem);
  for (const code of members) {
    if (!vendor(code)) throw apiError(MAIL_ERR.unknownRecipient, `${MAIL_ERR.unknownRecipient.message}: ${code}`);
  }
  const now = nowStamp();
  const id = isBlank(input.groupId) ? '' : String(input.groupId);
  if (id) {
    const updated = updateRows('receiverGroups', (g) => g.groupId === id && g.ownerId === user.userId, {
      groupName,
      members,
      updatedAt: now,
    });
    if (!updated.length) throw apiError(MAIL_ERR.unknownGroup);
  } else {
    insertRow('receiverGroups', {
      groupId: `G${100 + nextId('receiverGroup')}`,
      ownerId: user.userId,
      groupName,
      members,
      updatedAt: now,
    });
  }
  const saved = table('receiverGroups').find(
    (g) => g.ownerId === user.userId && (id ? g.groupId === id : g.updatedAt === now && g.groupName === groupName),
  )!;
  return groupList(ctx).find((g) => g.groupId === saved.groupId)!;
}

export function groupDelete(ctx: Ctx, groupId: unknown): { count: number } {
  const user = requireStaff(ctx);
  const count = deleteRows('receiverGroups', (g) => g.groupId === String(groupId ?? '') && g.ownerId === user.userId);
  if (!count) throw apiError(MAIL_ERR.unknownGroup);
  return { count };
}

// ---------------------------------------------------------------- batch mail (retailer)

export type BatchRowInput = { venderId?: unknown; content?: unknown; title?: unknown; senderName?: unknown };

/** SPEC §5 bulk mail rows: all four fields required, subject ≤ 100, sender name ≤ 32, supplier code known. */
export function batchRowErrors(rows: BatchRowInput[]): string[] {
  const errors: string[] = [];
  rows.forEach((r, i) => {
    const n = i + 2; // sheet row: the header is row 1
    const problems = batchRowProblems(r);
    // The import screen's own words of a row's problem (import:required, import:tooLong), the column named by its title.
    for (const { field, problem } of problems)
      errors.push(
        catalogue(problem === 'required' ? 'import:required' : 'import:tooLong', {
          row: n,
          field: keyed(`mail:batch.col.${field}`),
          max: BATCH_MAX[field],
        }),
      );
    const code = isBlank(r.venderId) ? '' : String(r.venderId).trim();
    if (code && !problems.some((p) => p.field === 'venderId') && !vendor(code))
      errors.push(rowError(n, `${MAIL_ERR.unknownRecipient.message}: ${code}`));
  });
  return errors;
}

/** Takes a batch only when every row is clean (nothing is sent otherwise); sending follows in steps. */
export function batchImport(ctx: Ctx, rows: unknown): { batchId: string; total: number } {
  const user = requireStaff(ctx);
  const list = Array.isArray(rows) ? (rows as BatchRowInput[]) : [];
  if (!list.length) throw apiError(ERR.importEmpty);
  if (list.length > BATCH_MAX_ROWS) throw apiError(MAIL_ERR.tooManyRows);
  const errors = batchRowErrors(list);
  if (errors.length) throw new ApiError(INVALID, errors.slice(0, 3).join('; '));
  const batchId = `B${100000 + nextId('mailBatch')}`;
  insertRow('mailBatches', {
    batchId,
    ownerId: user.userId,
    createdAt: nowStamp(),
    rows: list.map((r) => ({
      venderId: String(r.venderId).trim(),
      content: String(r.content),
      title: String(r.title).trim(),
      senderName: String(r.senderName).trim(),
    })),
    sent: 0,
    status: 'pending',
  });
  return { batchId, total: list.length };
}

/** Sends the next `count` rows of a batch (one mail per row, from the caller under the row's sender name). */
export function batchSend(
  ctx: Ctx,
  batchId: unknown,
  count: unknown,
): { batchId: string; sent: number; total: number; status: 'pending' | 'done' } {
  const user = requireStaff(ctx);
  const batch = table('mailBatches').find((b) => b.batchId === String(batchId ?? '') && b.ownerId === user.userId);
  if (!batch) throw apiError(ERR.documentNotFound);
  const step = Math.max(1, Math.min(BATCH_STEP_MAX, Number(count) || BATCH_STEP));
  for (const row of batch.rows.slice(batch.sent, batch.sent + step)) {
    const now = nowStamp();
    const emailId = `E${String(100000 + nextId('mail'))}`;
    const to = vendor(row.venderId) ?? { id: row.venderId, name: row.venderId };
    const mail = insertRow('mails', {
      emailId,
      title: row.title,
      content: row.content,
      senderId: user.userId,
      senderName: row.senderName,
      recipients: [to],
      cc: [],
      attachment: null,
      sendTime: now,
      state: 'sent',
    });
    fileMail(emailId, user.userId, FOLDER.outbox, now);
    deliver(mail, []);
  }
  batch.sent = Math.min(batch.rows.length, batch.sent + step);
  batch.status = batch.sent >= batch.rows.length ? 'done' : 'pending';
  touch();
  return { batchId: batch.batchId, sent: batch.sent, total: batch.rows.length, status: batch.status };
}

// ---------------------------------------------------------------- system messages

/** A system message into a user's inbox (other domains may call it, e.g. after an approval). */
export function sendSystemMessage(userId: string, title: string, content: string): string {
  const now = nowStamp();
  const emailId = `S${String(100000 + nextId('mail'))}`;
  const user = table('users').find((u) => u.userId === userId);
  insertRow('mails', {
    emailId,
    title,
    content,
    senderId: 'system',
    senderName: tr('系统消息', 'System message'),
    recipients: [{ id: userId, name: user?.emplName ?? userId }],
    cc: [],
    attachment: null,
    sendTime: now,
    system: true,
    state: 'sent',
  });
  fileMail(emailId, userId, FOLDER.inbox, now);
  return emailId;
}
