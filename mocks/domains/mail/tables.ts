import type { MailTemplate } from '@/features/notices/types';
import type { IdName } from '../../db/tables';
import type { Folder, ReadStatus } from '@/features/mail/contract';

/** Internal mail: mails, mailboxes, staff, receiver groups, batches, and the retailer's email templates. */

export type MailRow = {
  emailId: string;
  title: string;
  content: string;
  senderId: string;
  senderName: string;
  recipients: IdName[];
  cc: IdName[];
  attachment: { fileUrl: string; fileName: string } | null;
  sendTime: string;
  /** A system message (e.g. from the retailer's systems): marked in the inbox, cannot be replied to. */
  system?: boolean;
  /** 'draft' until sent (absent = sent). */
  state?: 'draft' | 'sent';
  /** The receiver group the mail was sent to (retailer), instead of single recipients. */
  group?: IdName | null;
  /** The caller's mailbox row this mail answers (reply) or passes on (forward). */
  replyTo?: string | null;
  forwardOf?: string | null;
  /** The supplier code a supplier wrote under (a reply from staff goes to it). */
  senderCode?: string;
};

/** Retailer staff a supplier may write to (purchasing accounts); `userId` of a user when one signs in. */
export type MailStaffRow = { userId: string; name: string; dept: string };

/** A retailer user's receiver group: supplier codes one mail can go to. */
export type ReceiverGroupRow = {
  groupId: string;
  ownerId: string;
  groupName: string;
  members: string[];
  updatedAt: string;
};

/** Batch mail (SPEC §3 bulk mail rows), imported then sent in steps; `sent` rows are done. */
export type MailBatchRow = {
  batchId: string;
  ownerId: string;
  createdAt: string;
  rows: Array<{ venderId: string; content: string; title: string; senderName: string }>;
  sent: number;
  status: 'pending' | 'done';
};

/** One user's copy of a mail: folder and read/reply state. */
export type MailboxRow = {
  id: string;
  emailId: string;
  ownerId: string;
  folder: Folder;
  readStatus: ReadStatus;
  readTime: string | null;
  replied: boolean;
  replyTime: string | null;
  receiveTime: string;
  /** In the recycle bin: the folder it came from (recover puts it back there). */
  originFolder?: Exclude<Folder, 'recycle'> | null;
};

/** An email template of the retailer (SPEC §2 /s/basicinfo/notictemplate): type 1 mail, 2 notice, 3 reminder. */
export type MailTemplateRow = MailTemplate & { creatorId: string };

/** The tables of this domain: each needs a seeder in ./seed.ts (`SeedersOf<MailTables>`). */
export type MailTables = {
  mails: MailRow[];
  mailboxes: MailboxRow[];
  mailStaff: MailStaffRow[];
  receiverGroups: ReceiverGroupRow[];
  mailBatches: MailBatchRow[];
  mailTemplates: MailTemplateRow[];
};

declare module '../../db/tables' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- DbTables grows by declaration merging
  interface DbTables extends MailTables {}
}
