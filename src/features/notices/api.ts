import { http, type RequestOptions } from '@/api/http';
import type { Page, PageQuery } from '@/api/types';
import type { MailTemplate, MailTemplateInput, Notice, NoticeDetail, NoticeInput } from './types';

/** Official notices (SPEC §7 notices get/add/update/send/delete; mock: mocks/services/notices.ts). */
const NOTICE = '/api/fea-vsm/notice';
/** Email templates (SPEC §6 emailTemplate:add/save/query; mock: mocks/services/mailTemplates.ts). */
const TEMPLATE = '/api/fea-vsm/emailTemplate';

export const queryNotices = (query: PageQuery, opts?: RequestOptions) =>
  http.post<Page<Notice>>(`${NOTICE}/query`, query, opts);
/** Opening a sent notice counts the caller as a reader. */
export const getNotice = (id: string, opts?: RequestOptions) => http.post<NoticeDetail>(`${NOTICE}/get`, { id }, opts);
export const addNotice = (input: NoticeInput, opts?: RequestOptions) =>
  http.post<NoticeDetail>(`${NOTICE}/add`, input, opts);
export const updateNotice = (id: string, input: NoticeInput, opts?: RequestOptions) =>
  http.post<NoticeDetail>(`${NOTICE}/update`, { id, ...input }, opts);
export const sendNotices = (ids: string[], opts?: RequestOptions) =>
  http.post<{ sent: number }>(`${NOTICE}/send`, { ids }, opts);
export const deleteNotices = (ids: string[], opts?: RequestOptions) =>
  http.post<{ deleted: number }>(`${NOTICE}/delete`, { ids }, opts);

export const queryTemplates = (query: PageQuery, opts?: RequestOptions) =>
  http.post<Page<MailTemplate>>(`${TEMPLATE}/query`, query, opts);
export const addTemplate = (input: MailTemplateInput, opts?: RequestOptions) =>
  http.post<MailTemplate>(`${TEMPLATE}/add`, input, opts);
export const saveTemplate = (templateId: string, input: MailTemplateInput, opts?: RequestOptions) =>
  http.post<MailTemplate>(`${TEMPLATE}/save`, { templateId, ...input }, opts);
