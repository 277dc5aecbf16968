import { http, type RequestOptions } from './http';
import type { InboxMail, Notice, Page, SalesShare, TodoCounts } from './types';

/** Workbench calls (SPEC §2 /workbench). */

const WORKBENCH = '/api/fea-vsm/workbench';

type Paging = { pageNo: number; pageSize: number };

/** To-do counts of the caller's vendor (retailer: over all suppliers). */
export const todoCounts = (body: Record<string, unknown> = {}, opts?: RequestOptions) =>
  http.post<TodoCounts>(`${WORKBENCH}/todoCounts`, body, opts);

/** Sales share by business type, channel and time slot; yesterday unless a date is given. */
export const salesShare = (body: { date?: string } = {}, opts?: RequestOptions) =>
  http.post<SalesShare>(`${WORKBENCH}/salesShare`, body, opts);

/** Official notices, sticky first. */
export const noticeList = (body: Paging, opts?: RequestOptions) =>
  http.post<Page<Notice>>(`${WORKBENCH}/noticeList`, body, opts);

export const inboxList = (body: Paging, opts?: RequestOptions) =>
  http.post<Page<InboxMail>>(`${WORKBENCH}/inboxList`, body, opts);
