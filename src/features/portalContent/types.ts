/** Portal content (SPEC §2 portal maintenance, §7 banner and dynamic lists and saves) as docs/API.md "Portal content" answers it. */

/** Where an item shows: the supplier sign-in portal or the portal's home (index) page. */
export type ContentPage = 'login' | 'index';

/** A banner (a picture strip, its body an image with an optional caption) or a dynamic item (a notice). */
export type ContentKind = 'banner' | 'dynamic';

/** 0 draft, 1 published (shown on its page), 2 withdrawn (hidden; can be restored). */
export type ContentStatus = '0' | '1' | '2';

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

/** What the retailer enters: a new item without `contentId`, a draft's changes with it. */
export type PortalContentInput = {
  contentId?: string;
  page: ContentPage;
  kind: ContentKind;
  title: string;
  body: string;
};

export type HistoryAction = 'create' | 'save' | 'publish' | 'withdraw' | 'restore' | 'pin' | 'unpin';

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
