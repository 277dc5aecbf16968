import { http, type RequestOptions } from '@/api/http';
import type { InboxMail, Notice, Page, SalesShare, TodoCounts } from '@/api/types';
import { workbenchUrl } from './contract';
import type { HomeBlock } from './model';

/** Workbench calls (SPEC §2 /workbench; docs/API.md "Workbench"): the contract's paths. */

type Paging = { pageNo: number; pageSize: number };

/** To-do counts of the caller's vendor (retailer: over all suppliers). */
export const todoCounts = (body: Record<string, unknown> = {}, opts?: RequestOptions) =>
  http.post<TodoCounts>(workbenchUrl('todoCounts'), body, opts);

/** Sales share by business type, channel and time slot; yesterday unless a date is given. */
export const salesShare = (body: { date?: string } = {}, opts?: RequestOptions) =>
  http.post<SalesShare>(workbenchUrl('salesShare'), body, opts);

/** Official notices, sticky first. */
export const noticeList = (body: Paging, opts?: RequestOptions) =>
  http.post<Page<Notice>>(workbenchUrl('noticeList'), body, opts);

/** The caller's inbox, newest first. */
export const inboxList = (body: Paging, opts?: RequestOptions) =>
  http.post<Page<InboxMail>>(workbenchUrl('inboxList'), body, opts);

/** The portal home's published content blocks (docs/API.md "Portal content" `home`), sticky first. */
export const homeBlocks = (opts?: RequestOptions) =>
  http.post<HomeBlock[]>('/api/fea-vsm/portalContent/home', {}, opts);
