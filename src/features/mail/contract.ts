/**
 * Internal mail's contract (issue 37): what the screens and the mock backend (mocks/domains/mail) both
 * hold to, written once — the calls, the SPEC §4 folders and read states with their labels' keys and
 * tones, the folder moves, the SPEC §5 mail rules (recipients, a group alone, id lengths, subject,
 * receiver groups, bulk mail rows) and the error codes with the client's message keys. Pure
 * TypeScript: no React, no antd, no i18next. What only a server knows (who an address is, the
 * mailboxes, the attachment's stored bytes) stays in the mock, which calls these rules.
 */

import { codedValues, type CodedValue, type Tone } from '@/lib/codedValues';
export type { CodedValue, Tone } from '@/lib/codedValues';

// ------------------------------------------------------------------ calls (docs/API.md "Mail")

export const MAIL_BASE = '/api/fea-vsm/mail';

/** Each call's path under MAIL_BASE (the header's unread count is src/api/mail.ts, on MAIL_PATHS.unreadCount). */
export const MAIL_PATHS = {
  list: 'list',
  get: 'get',
  save: 'save',
  status: 'status',
  clear: 'clear',
  unreadCount: 'unreadCount',
  recipients: 'recipients',
  groupList: 'groupList',
  groupSave: 'groupSave',
  groupDelete: 'groupDelete',
  batchImport: 'batchImport',
  batchSend: 'batchSend',
} as const;

export const mailUrl = (path: keyof typeof MAIL_PATHS) => `${MAIL_BASE}/${MAIL_PATHS[path]}`;

// ------------------------------------------------------------------ folders and states (SPEC §4)

/** A user's copy of a mail lies in one folder (the address says 'drafts' for the draft folder, SPEC §2). */
export const FOLDER = { inbox: 'inbox', outbox: 'outbox', draft: 'draft', recycle: 'recycle' } as const;
export type Folder = (typeof FOLDER)[keyof typeof FOLDER];
export const FOLDERS: readonly Folder[] = Object.values(FOLDER);
export const FOLDER_OPTIONS: CodedValue[] = codedValues('mail:folder', FOLDERS);
export const isFolder = (v: unknown): v is Folder => FOLDERS.includes(v as Folder);

/** A copy's read status. */
export const READ_STATUS = { unread: 0, read: 1 } as const;
export type ReadStatus = (typeof READ_STATUS)[keyof typeof READ_STATUS];
export const READ_STATUSES: CodedValue[] = [
  { value: String(READ_STATUS.unread), labelKey: 'mail:filter.unread' },
  { value: String(READ_STATUS.read), labelKey: 'mail:filter.read' },
];
export const READ_TONES: Record<string, Tone> = {
  [READ_STATUS.unread]: 'processing',
  [READ_STATUS.read]: 'default',
};

/** A mail the owner has not opened: an inbox copy still unread (the badge, the bold title). */
export const isUnread = (m: { folder: string; readStatus: number }) =>
  m.folder === FOLDER.inbox && m.readStatus === READ_STATUS.unread;

// ------------------------------------------------------------------ action predicates (SPEC §4)

/** The folder moves of a user's copies. */
export const MOVE = { recycle: 'recycle', recover: 'recover', delete: 'delete' } as const;
export type MoveAction = (typeof MOVE)[keyof typeof MOVE];

/**
 * Inbox, outbox and drafts go to the recycle bin (its origin kept); the recycle bin recovers to the
 * origin; the recycle bin and drafts delete for good.
 */
export function canMove(action: string, folder: string): boolean {
  if (action === MOVE.recycle) return folder !== FOLDER.recycle && isFolder(folder);
  if (action === MOVE.recover) return folder === FOLDER.recycle;
  if (action === MOVE.delete) return folder === FOLDER.recycle || folder === FOLDER.draft;
  return false;
}
/** Clearing a folder: the recycle bin is emptied for good, any other folder goes to the recycle bin. */
export const clearMoveOf = (folder: Folder): MoveAction => (folder === FOLDER.recycle ? MOVE.delete : MOVE.recycle);

/** Only a draft is written again (saved or sent in place); any other copy is read. */
export const isEditableDraft = (box: { folder: string }) => box.folder === FOLDER.draft;
/** A system message cannot be replied to. */
export const canReply = (mail: { system?: boolean }) => mail.system !== true;

// ------------------------------------------------------------------ validations (SPEC §5)

/** SPEC §5 'recipient id length checked': supplier codes and staff accounts up to 20 characters. */
export const RECIPIENT_ID_MAX = 20;
export const TITLE_MAX = 100;
export const SENDER_NAME_MAX = 32;
export const GROUP_NAME_MAX = 32;
/** SPEC §5 'attachment max {limit}M' for mail attachments. */
export const ATTACHMENT_MAX_MB = 10;
/** Batch mail is sent this many rows per call (the progress steps); the server takes at most BATCH_STEP_MAX. */
export const BATCH_STEP = 20;
export const BATCH_STEP_MAX = 100;
/** The rows one batch mail import takes. */
export const BATCH_MAX_ROWS = 1000;

/** A receiver group among the recipients: 'group:<groupId>' (the save call sends it as groupId). */
export const GROUP_PREFIX = 'group:';
export const isGroup = (id: string) => id.startsWith(GROUP_PREFIX);

export type MailProblem = { field: 'to' | 'cc' | 'title'; key: string; params?: Record<string, unknown> };

const trimmed = (v: unknown) => (v === undefined || v === null ? '' : String(v).trim());

/**
 * SPEC §5 mail rules: recipients required (to send); a group alone and never a cc; recipient ids at
 * most RECIPIENT_ID_MAX long; a subject (to send) within TITLE_MAX once trimmed (the server keeps it
 * trimmed). `to` holds a receiver group as GROUP_PREFIX + its id. In the order the mock answers them.
 */
export function mailProblems(m: { to: string[]; cc: string[]; title: string }, sending: boolean): MailProblem[] {
  const problems: MailProblem[] = [];
  if (sending && m.to.length === 0) problems.push({ field: 'to', key: 'mail:rules.toRequired' });
  else if (m.to.some(isGroup) && m.to.length > 1) problems.push({ field: 'to', key: 'mail:rules.groupWithOthers' });
  for (const field of ['to', 'cc'] as const) {
    const long = m[field].find((id) => !isGroup(id) && id.length > RECIPIENT_ID_MAX);
    if (long) problems.push({ field, key: 'mail:rules.recipientTooLong', params: { id: long, max: RECIPIENT_ID_MAX } });
  }
  if (m.cc.some(isGroup)) problems.push({ field: 'cc', key: 'mail:rules.groupNotInCc' });
  const title = trimmed(m.title);
  if (sending && !title) problems.push({ field: 'title', key: 'mail:rules.titleRequired' });
  else if (title.length > TITLE_MAX)
    problems.push({ field: 'title', key: 'mail:rules.titleTooLong', params: { max: TITLE_MAX } });
  return problems;
}

export type GroupProblem = { field: 'groupName' | 'members'; key: string; params?: Record<string, unknown> };

/** A receiver group: a name (trimmed) within GROUP_NAME_MAX; each member's supplier code within RECIPIENT_ID_MAX. */
export function groupProblems(g: { groupName: string; members: string[] }): GroupProblem[] {
  const problems: GroupProblem[] = [];
  const name = trimmed(g.groupName);
  if (!name) problems.push({ field: 'groupName', key: 'mail:groups.nameRequired' });
  else if (name.length > GROUP_NAME_MAX)
    problems.push({ field: 'groupName', key: 'mail:groups.nameTooLong', params: { max: GROUP_NAME_MAX } });
  const long = g.members.find((code) => code.length > RECIPIENT_ID_MAX);
  if (long)
    problems.push({
      field: 'members',
      key: 'mail:rules.recipientTooLong',
      params: { id: long, max: RECIPIENT_ID_MAX },
    });
  return problems;
}

/** SPEC §3 bulk mail row: supplier code, content, subject, sender name, each required; three of them capped. */
export const BATCH_FIELDS = ['venderId', 'content', 'title', 'senderName'] as const;
export type BatchField = (typeof BATCH_FIELDS)[number];
export const BATCH_MAX: Partial<Record<BatchField, number>> = {
  venderId: RECIPIENT_ID_MAX,
  title: TITLE_MAX,
  senderName: SENDER_NAME_MAX,
};
export type BatchCellProblem = { field: BatchField; problem: 'required' | 'tooLong' };

/** What is wrong with one bulk mail row's cells (trimmed), in the columns' order; whether a code is known is the server's. */
export function batchRowProblems(row: Partial<Record<BatchField, unknown>>): BatchCellProblem[] {
  const problems: BatchCellProblem[] = [];
  for (const field of BATCH_FIELDS) {
    const cell = trimmed(row[field]);
    const max = BATCH_MAX[field];
    if (!cell) problems.push({ field, problem: 'required' });
    else if (max !== undefined && [...cell].length > max) problems.push({ field, problem: 'tooLong' });
  }
  return problems;
}

// ------------------------------------------------------------------ errors (SPEC §8)

/** The mail error codes the mock answers, with the key of the client's own text where the screen refuses first. */
export const MAIL_ERRORS = {
  invalid: { code: 'A0410' },
  refused: { code: 'B0400', messageKey: 'mail:rule.refused' },
  notFound: { code: 'B0404' },
  retailerOnly: { code: 'A0303' },
  unknownVendor: { code: 'A0410', messageKey: 'mail:batch.unknownVendor' },
  attachmentMissing: { code: 'A0410', messageKey: 'mail:rule.attachmentMissing' },
} as const;
