import type { UploadedFile } from '@/api/types';
import type { NoticeRecord } from '@/features/notices/types';

/** Official notices and their attachments. */

/** The client's notice record with its body and the users who opened it. */
export type NoticeRow = NoticeRecord & { content: string; readerIds: string[] };

/** A file attached to an official notice (the bytes are in `files`). */
export type NoticeAttachmentRow = UploadedFile & { noticeId: string; orderNumber: number };

/** The tables of this domain: each needs a seeder in ./seed.ts (`SeedersOf<NoticesTables>`). */
export type NoticesTables = {
  notices: NoticeRow[];
  noticeAttachments: NoticeAttachmentRow[];
};

declare module '../../db/tables' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- DbTables grows by declaration merging
  interface DbTables extends NoticesTables {}
}
