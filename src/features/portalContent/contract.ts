/**
 * Portal content's contract (issue 37): what the screens and the mock backend (mocks/domains/portalContent)
 * both hold to, written once — the calls, the items' states, kinds, pages and history actions with
 * their labels' keys and tones, the publisher's right and which move each state allows, the SPEC §5,
 * §7 rules of an item (title, a banner's picture) and the error codes with the client's message keys.
 * Pure TypeScript: no React, no antd, no i18next. The history, the clock and the pictures' bytes stay in
 * the mock, which calls these rules.
 */

import { codedValues, type CodedValue, type Tone } from '@/lib/codedValues';
export type { CodedValue, Tone } from '@/lib/codedValues';

// ------------------------------------------------------------------ calls (docs/API.md "Portal content")

export const PORTAL_BASE = '/api/fea-vsm/portalContent';
export const PORTAL_PATHS = {
  query: 'query',
  save: 'save',
  publish: 'publish',
  withdraw: 'withdraw',
  restore: 'restore',
  pin: 'pin',
  history: 'history',
  /** The portal home's published blocks (the supplier's workbench reads them). */
  home: 'home',
  /** What the public sign-in portal shows (no session). */
  published: 'published',
} as const;
export const portalUrl = (path: keyof typeof PORTAL_PATHS) => `${PORTAL_BASE}/${PORTAL_PATHS[path]}`;

// ------------------------------------------------------------------ states and coded values (SPEC §2, §4)

/** 0 draft, 1 published (shown on its page), 2 withdrawn (hidden; can be restored). */
export const CONTENT_STATUS = { draft: '0', published: '1', withdrawn: '2' } as const;
export type ContentStatus = (typeof CONTENT_STATUS)[keyof typeof CONTENT_STATUS];
export const CONTENT_STATUSES: CodedValue[] = codedValues('portalContent:status', Object.values(CONTENT_STATUS));
export const CONTENT_TONES: Record<ContentStatus, Tone> = { '0': 'warning', '1': 'success', '2': 'default' };

/** A banner (a picture strip, its body an image with an optional caption) or a dynamic item (a notice). */
export const CONTENT_KIND = { banner: 'banner', dynamic: 'dynamic' } as const;
export type ContentKind = (typeof CONTENT_KIND)[keyof typeof CONTENT_KIND];
export const CONTENT_KINDS: CodedValue[] = codedValues('portalContent:kind', Object.values(CONTENT_KIND));

/** Where an item shows: the supplier sign-in portal or the portal's home (index) page. */
export const CONTENT_PAGE = { login: 'login', index: 'index' } as const;
export type ContentPage = (typeof CONTENT_PAGE)[keyof typeof CONTENT_PAGE];
export const CONTENT_PAGES: CodedValue[] = codedValues('portalContent:page', Object.values(CONTENT_PAGE));

/** What the history records of an item. */
export const HISTORY_ACTION = {
  create: 'create',
  save: 'save',
  publish: 'publish',
  withdraw: 'withdraw',
  restore: 'restore',
  pin: 'pin',
  unpin: 'unpin',
} as const;
export type HistoryAction = (typeof HISTORY_ACTION)[keyof typeof HISTORY_ACTION];
export const HISTORY_ACTIONS: CodedValue[] = codedValues('portalContent:historyAction', Object.values(HISTORY_ACTION));

/** Booleans as coded values (a sticky item). */
export const YES_NO: CodedValue[] = codedValues('portalContent:yesNo', ['true', 'false']);

// ------------------------------------------------------------------ rights and action predicates

/** SPEC §6: publishers issue notices (the right of the retailer's publishers). */
export const PUBLISH_RIGHT = 'notice:publish';

type Item = { status: string; sticky: boolean };
/**
 * What each action asks of an item: the screen offers it and the mock moves the item by the same rule.
 * A draft or a withdrawn item is edited (and becomes a draft); a published one is withdrawn first.
 * Pinning takes a published item not pinned yet; unpinning a pinned one.
 */
export const CONTENT_ALLOWS = {
  edit: (r: Item) => r.status !== CONTENT_STATUS.published,
  publish: (r: Item) => r.status === CONTENT_STATUS.draft,
  withdraw: (r: Item) => r.status === CONTENT_STATUS.published,
  pin: (r: Item) => r.status === CONTENT_STATUS.published && !r.sticky,
  unpin: (r: Item) => r.status === CONTENT_STATUS.published && r.sticky,
  restore: (r: Item) => r.status === CONTENT_STATUS.withdrawn,
};
export type ContentAction = keyof typeof CONTENT_ALLOWS;
/** A published item shown on top of its page (a withdrawn one keeps its choice for a restoration, but leads nothing). */
export const leadsPage = (r: Item) => r.status === CONTENT_STATUS.published && r.sticky;

// ------------------------------------------------------------------ validations (SPEC §5, §7)

/** The longest title (one line on the sign-in portal). */
export const CONTENT_TITLE_MAX = 60;

export const hasImage = (html: string) => /<img\b/i.test(html);

export type ContentProblem = 'titleRequired' | 'titleTooLong' | 'bannerNeedsImage';

/**
 * An item's title (trimmed, required, within CONTENT_TITLE_MAX) and, for a banner, a picture in its body
 * (SPEC §7: a banner is a picture). The body's blankness and its pictures' files are checked apart.
 */
export function contentProblems(v: { title?: unknown; kind?: unknown; body?: unknown }): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const title = v.title === undefined || v.title === null ? '' : String(v.title).trim();
  if (!title) problems.push('titleRequired');
  else if ([...title].length > CONTENT_TITLE_MAX) problems.push('titleTooLong');
  if (v.kind === CONTENT_KIND.banner && !hasImage(typeof v.body === 'string' ? v.body : ''))
    problems.push('bannerNeedsImage');
  return problems;
}

// ------------------------------------------------------------------ errors (SPEC §8)

/** The error codes the mock answers, with the key of the client's own text where the screen refuses first. */
export const PORTAL_ERRORS = {
  noRight: { code: 'A0303' },
  invalid: { code: 'A0410' },
  bannerImage: { code: 'A0442', messageKey: 'portalContent:bannerNeedsImage' },
  imageType: { code: 'A0443', messageKey: 'portalContent:rule.imageType' },
  imageSize: { code: 'A0444' },
  unsafe: { code: 'A0445' },
  refused: { code: 'B0400', messageKey: 'errors:selectionNotEligible' },
  notFound: { code: 'B0404' },
} as const;
