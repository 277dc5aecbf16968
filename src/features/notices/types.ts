import type { UploadedFile } from '@/api/types';
import type { NoticeAudience, NoticeStatus, TemplateType } from './contract';

export type { NoticeAudience, NoticeStatus };

/** A notice as stored, without its body (SPEC §3 official document; the mock's row adds the body and who read it). */
export type NoticeRecord = {
  id: string;
  docNo: string;
  title: string;
  publisher: string;
  /** '' while a draft. */
  publishDate: string;
  modifyDate: string;
  sticky: boolean;
  status: NoticeStatus;
  audience: NoticeAudience;
};

/** A row of the notice list (mock: mocks/domains/notices/service.ts). */
export type Notice = NoticeRecord & {
  readers: number;
  /** The current user has opened it. */
  read: boolean;
  attachments: number;
};

export type NoticeDetail = Notice & { content: string; attachmentList: UploadedFile[] };

/** What a publisher writes. */
export type NoticeInput = {
  title: string;
  content: string;
  audience: NoticeAudience;
  sticky: boolean;
  attachments: UploadedFile[];
};

/** SPEC §2 /s/basicinfo/notictemplate: type 1 mail, 2 notice, 3 reminder. */
export type MailTemplate = {
  templateId: string;
  name: string;
  subject: string;
  type: TemplateType;
  body: string;
  creator: string;
  createDate: string;
  modifier: string;
  modifyDate: string;
};

export type MailTemplateInput = Pick<MailTemplate, 'name' | 'subject' | 'type' | 'body'>;
