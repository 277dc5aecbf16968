import { http, type RequestOptions } from '@/api/http';
import type { Page, PageQuery } from '@/api/types';
import type { MailTemplate, MailTemplateInput, Notice, NoticeDetail, NoticeInput } from './types';
import { noticeUrl, templateUrl } from './contract';

/* Official notices (SPEC §7 notices get/add/update/send/delete; mock: mocks/domains/notices) and email
 * templates (SPEC §6 emailTemplate:add/save/query; mock: mocks/domains/mail/templates.ts), on the contract's paths. */

export const queryNotices = (query: PageQuery, opts?: RequestOptions) =>
  http.post<Page<Notice>>(noticeUrl('query'), query, opts);
/** Opening a sent notice counts the caller as a reader. */
export const getNotice = (id: string, opts?: RequestOptions) => http.post<NoticeDetail>(noticeUrl('get'), { id }, opts);
export const addNotice = (input: NoticeInput, opts?: RequestOptions) =>
  http.post<NoticeDetail>(noticeUrl('add'), input, opts);
export const updateNotice = (id: string, input: NoticeInput, opts?: RequestOptions) =>
  http.post<NoticeDetail>(noticeUrl('update'), { id, ...input }, opts);
export const sendNotices = (ids: string[], opts?: RequestOptions) =>
  http.post<{ sent: number }>(noticeUrl('send'), { ids }, opts);
export const deleteNotices = (ids: string[], opts?: RequestOptions) =>
  http.post<{ deleted: number }>(noticeUrl('delete'), { ids }, opts);

export const queryTemplates = (query: PageQuery, opts?: RequestOptions) =>
  http.post<Page<MailTemplate>>(templateUrl('query'), query, opts);
export const addTemplate = (input: MailTemplateInput, opts?: RequestOptions) =>
  http.post<MailTemplate>(templateUrl('add'), input, opts);
export const saveTemplate = (templateId: string, input: MailTemplateInput, opts?: RequestOptions) =>
  http.post<MailTemplate>(templateUrl('save'), { templateId, ...input }, opts);
