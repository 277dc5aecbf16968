/** Official notices and their attachments. */

export type NoticeRow = {
  id: string;
  docNo: string;
  title: string;
  content: string;
  publisher: string;
  publishDate: string;
  modifyDate: string;
  sticky: boolean;
  /** 1 draft, 2 sent. */
  status: '1' | '2';
  audience: 'all' | 'supplier' | 'retailer';
  readerIds: string[];
};

/** A file attached to an official notice (the bytes are in `files`). */
export type NoticeAttachmentRow = { noticeId: string; orderNumber: number; fileUrl: string; fileName: string; size: number };

/** The tables of this domain: each needs a seeder in ./seed.ts (`SeedersOf<NoticesTables>`). */
export type NoticesTables = {
  notices: NoticeRow[];
  noticeAttachments: NoticeAttachmentRow[];
};

declare module '../../db/tables' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- DbTables grows by declaration merging
  interface DbTables extends NoticesTables {}
}
