/** Portal content (SPEC §2 portal maintenance, §7 banner and dynamic lists and saves) as docs/API.md "Portal content" answers it. */
import type { ContentKind, ContentPage, ContentStatus, HistoryAction } from './contract';

export type { ContentKind, ContentPage, ContentStatus, HistoryAction };

export type PortalContent = {
  contentId: string;
  page: ContentPage;
  kind: ContentKind;
  title: string;
  /** Rich text (HTML), sanitised by the server on save and by the client when shown. */
  body: string;
  /** Published items marked sticky come first on their page (SPEC §2 publishing with a sticky option). */
  sticky: boolean;
  status: ContentStatus;
  creator: string;
  createTime: string;
  updateTime: string;
  publisher: string;
  publishTime: string | null;
};

/** What the public sign-in portal reads of a published item (no staff names, no status). */
export type PublishedContent = Pick<
  PortalContent,
  'contentId' | 'page' | 'kind' | 'title' | 'body' | 'sticky' | 'publishTime'
>;

/** A published block of the portal's home (SPEC §2 index content page), as the supplier's workbench shows it (its HomeBlock). */
export type HomeBlock = Pick<PortalContent, 'contentId' | 'title' | 'body' | 'sticky' | 'publishTime'>;

/** What the retailer enters: a new item without `contentId`, a draft's changes with it. */
export type PortalContentInput = {
  contentId?: string;
  page: ContentPage;
  kind: ContentKind;
  title: string;
  body: string;
};

/** One change of an item: every save, publication, withdrawal and restoration, with its author and time. */
export type ContentHistory = {
  historyId: string;
  contentId: string;
  page: ContentPage;
  kind: ContentKind;
  title: string;
  action: HistoryAction;
  sticky: boolean;
  operator: string;
  operateTime: string;
};
