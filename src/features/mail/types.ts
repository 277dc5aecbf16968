import type { UploadedFile } from '@/api/types';
import type { BatchField, Folder, ReadStatus } from './contract';

export type { Folder };
export type IdName = { id: string; name: string };

/** One row of a folder (mock: mocks/domains/mail/service.ts MailListItem). */
export type MailItem = {
  id: string;
  emailId: string;
  folder: Folder;
  originFolder: Folder | null;
  title: string;
  senderName: string;
  recipientNames: string;
  receiveTime: string;
  sendTime: string;
  readStatus: ReadStatus;
  replied: boolean;
  hasAttachment: boolean;
  system: boolean;
};

export type MailDetail = MailItem & {
  senderId: string;
  content: string;
  recipients: IdName[];
  cc: IdName[];
  group: IdName | null;
  attachment: { fileUrl: string; fileName: string } | null;
  readTime: string | null;
  replyTime: string | null;
  /** Where a reply goes; null: no reply (a system message). */
  replyAddress: IdName | null;
};

export type RecipientOption = IdName & { kind: 'staff' | 'vendor' | 'group' };

/** What the compose form holds (and what is kept in localStorage while it is written). */
export type ComposeState = {
  /** Recipient ids; a receiver group is 'group:<groupId>'. */
  to: string[];
  cc: string[];
  title: string;
  content: string;
  attachment: UploadedFile[];
  /** The caller's mailbox row answered or forwarded. */
  replyTo: string | null;
  forwardOf: string | null;
  /** The server draft this text was saved as. */
  draftId: string | null;
};

export type SaveBody = {
  id?: string;
  to: string[];
  cc: string[];
  groupId?: string;
  title: string;
  content: string;
  attachment: { fileUrl: string; fileName: string } | null;
  replyTo?: string;
  forwardOf?: string;
  send: boolean;
};

export type ReceiverGroup = { groupId: string; groupName: string; members: IdName[]; updatedAt: string };
export type BatchRow = Record<BatchField, string>;
export type BatchProgress = { batchId: string; sent: number; total: number; status: 'pending' | 'done' };
