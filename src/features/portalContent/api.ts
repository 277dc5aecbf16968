import { http, type RequestOptions } from '@/api/http';
import { pageQueryCall } from '@/api/pageCalls';
import { portalUrl } from './contract';
import type { ContentHistory, PortalContent, PortalContentInput } from './types';

/* Portal maintenance calls of SPEC §7 ("banner and dynamic lists and saves") on the contract's paths, mock: mocks/domains/portalContent. */

/** A page's banners and dynamic items (params page, kind, status, title), sticky ones first. */
export const queryContents = pageQueryCall<PortalContent>(portalUrl('query'));

/** Every change of every item, newest first. */
export const queryHistory = pageQueryCall<ContentHistory>(portalUrl('history'));

/** A new item, or a draft's changes (with contentId): a draft either way. */
export const saveContent = (input: PortalContentInput, opts?: RequestOptions) =>
  http.post<PortalContent>(portalUrl('save'), input, opts);

type Moved = Promise<{ count: number }>;

/** Publishers (notice:publish): drafts go on their page, sticky ones first. */
export const publishContents = (contentIds: string[], sticky: boolean, opts?: RequestOptions): Moved =>
  http.post(portalUrl('publish'), { contentIds, sticky }, opts);

/** Publishers: published items leave their page. */
export const withdrawContents = (contentIds: string[], opts?: RequestOptions): Moved =>
  http.post(portalUrl('withdraw'), { contentIds }, opts);

/** Publishers: published items pinned to the top of their page, or unpinned. */
export const pinContents = (contentIds: string[], sticky: boolean, opts?: RequestOptions): Moved =>
  http.post(portalUrl('pin'), { contentIds, sticky }, opts);

/** Publishers: withdrawn items are published again as they were. */
export const restoreContents = (contentIds: string[], opts?: RequestOptions): Moved =>
  http.post(portalUrl('restore'), { contentIds }, opts);
