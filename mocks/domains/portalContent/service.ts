import type { ContentHistory, HomeBlock, PortalContent, PublishedContent } from '@/features/portalContent/types';
import {
  CONTENT_KIND,
  CONTENT_PAGE,
  CONTENT_STATUS,
  CONTENT_TITLE_MAX,
  HISTORY_ACTION,
  PORTAL_ERRORS,
  PUBLISH_RIGHT,
  CONTENT_ALLOWS,
  contentProblems,
  leadsPage,
  type ContentKind,
  type ContentPage,
  type ContentStatus,
} from '@/features/portalContent/contract';
import { insertRow, nextId, table, updateRows } from '../../db';
import { nowStamp } from '../../db/clock';
import { fieldsOf } from '../../db/tables';
import { apiError, ERR, requiredMessage, tooLongMessage, fromContract } from '../../errors';
import { tr } from '../../glossary';
import { catalogue } from '../../catalogue';
import { requireRetailerStaff, requireUser, type Ctx } from '../../services/context';
import { splitDateRanges } from '../../services/dateRange';
import { isBlankMarkup } from '@/lib/blankMarkup';
import {
  list,
  matchesParams,
  pageInOrder,
  paginate,
  paramsOf,
  text,
  type Page,
  type PageQuery,
} from '../../services/paging';
import { UPLOAD_ERR, kindOfStored, requireImage, requireWithinLimit } from '../../services/uploads';

/**
 * Portal maintenance (SPEC §2 login page, index content page, alldynamic history; §7 banner and
 * dynamic lists and saves; §5 images only, jpeg/png of at most 1MB; §6 publishers issue notices).
 * Retailer staff write items as drafts (0), a publisher publishes them (1, optionally sticky),
 * withdraws them (2) and restores a withdrawn one (1 again). Every change is in the history with
 * its author and time. The sign-in portal shows the published items of the login page.
 */

const E = PORTAL_ERRORS;
export const PORTAL_ERR = {
  noRight: { code: E.noRight.code, message: tr('无发布权限', 'No permission to publish') },
  notFound: { code: E.notFound.code, message: tr('内容不存在', 'The content does not exist') },
  bannerImage: fromContract(E.bannerImage),
  imageType: fromContract(E.imageType),
  imageSize: { ...UPLOAD_ERR.imageTooLarge, code: E.imageSize.code },
  unsafe: { code: E.unsafe.code, message: tr('内容含有不允许的代码', 'The content holds code that is not allowed') },
} as const;

const TITLE = catalogue('portalContent:field.title');
const BODY = catalogue('portalContent:field.body');
tr(requiredMessage(TITLE), 'The title is required');
tr(requiredMessage(BODY), 'Content is required');

const PAGES: readonly string[] = Object.values(CONTENT_PAGE);
const KINDS: readonly string[] = Object.values(CONTENT_KIND);
/** The actions whose history row records the item's sticky choice. */
const STICKY_ACTIONS: readonly string[] = [HISTORY_ACTION.publish, HISTORY_ACTION.restore, HISTORY_ACTION.pin];

function requirePublisher(ctx: Ctx) {
  const user = requireRetailerStaff(ctx);
  if (!user.rights.includes(PUBLISH_RIGHT)) throw apiError(PORTAL_ERR.noRight);
  return user;
}

function record(row: PortalContent, action: ContentHistory['action'], operator: string, time: string) {
  insertRow('portalContentHistory', {
    historyId: `H${String(90000 + nextId('portalHistory'))}`,
    ...fieldsOf(row, ['contentId', 'page', 'kind', 'title']),
    action,
    sticky: STICKY_ACTIONS.includes(action) ? row.sticky : false,
    operator,
    operateTime: time,
  });
}

/** Params: page, kind, status, title (substring). Sticky published items first, then the last changed. */
export function queryContents(ctx: Ctx, query: PageQuery): Page<PortalContent> {
  requireRetailerStaff(ctx);
  const rows = table('portalContents')
    .filter((r) => matchesParams(r, paramsOf(query)))
    .sort((a, b) => Number(leadsPage(b)) - Number(leadsPage(a)) || b.updateTime.localeCompare(a.updateTime));
  return paginate(rows, query, { pageNo: 1, pageSize: 20 });
}

/** Params: contentId, title, page, kind, action, operator, operateTimeStart/End (days). Newest first. */
export function queryHistory(ctx: Ctx, query: PageQuery): Page<ContentHistory> {
  requireRetailerStaff(ctx);
  const { rest, inRanges } = splitDateRanges(paramsOf(query));
  const rows = table('portalContentHistory').filter((h) => matchesParams(h, rest) && inRanges(h));
  return pageInOrder(rows, query, 'operateTime desc,historyId desc');
}

const IMG = /<img\b[^>]*?\bsrc\s*=\s*["']?([^"'\s>]+)/gi;

/**
 * SPEC §5 for the pictures in a body: an http(s) address, or jpeg/jpg/png data of at most 1MB, which
 * its bytes must bear out (as a stored upload's do).
 */
function checkImages(body: string): number {
  let count = 0;
  for (const [, src] of body.matchAll(IMG)) {
    count += 1;
    if (/^https?:\/\//i.test(src)) continue;
    const data = /^data:(image\/(?:png|jpe?g));base64,([a-z0-9+/=]+)$/i.exec(src);
    if (!data) throw apiError(PORTAL_ERR.imageType);
    const [, contentType, base64] = data;
    const kind = requireImage(kindOfStored({ base64, contentType }), PORTAL_ERR.imageType);
    const size = Math.floor((base64.length * 3) / 4) - (base64.match(/=+$/)?.[0].length ?? 0);
    requireWithinLimit({ kind, size }, { errors: { image: PORTAL_ERR.imageSize } });
  }
  return count;
}

/** The contract's contentProblems (title, a banner's picture) around what only the server checks: a body, its code and pictures. */
function checkInput(body: Record<string, unknown>) {
  const page = text(body.page) as ContentPage;
  const kind = text(body.kind) as ContentKind;
  if (!PAGES.includes(page) || !KINDS.includes(kind)) throw apiError(ERR.paramMissing);
  const problems = contentProblems(body);
  const invalid = E.invalid.code;
  if (problems.includes('titleRequired')) throw apiError({ code: invalid, message: requiredMessage(TITLE) });
  if (problems.includes('titleTooLong'))
    throw apiError({ code: invalid, message: tooLongMessage('portalContent:field.title', CONTENT_TITLE_MAX) });
  const title = text(body.title);
  const html = typeof body.body === 'string' ? body.body : '';
  // The client sends what DOMPurify kept; anything executable means it did not come from the editor.
  if (/<\s*(script|iframe|object|embed|style)\b|\son\w+\s*=|javascript:/i.test(html)) throw apiError(PORTAL_ERR.unsafe);
  if (isBlankMarkup(html)) throw apiError({ code: invalid, message: requiredMessage(BODY) });
  checkImages(html);
  if (problems.includes('bannerNeedsImage')) throw apiError(PORTAL_ERR.bannerImage);
  return { page, kind, title, body: html };
}

function find(contentId: string): PortalContent {
  const row = table('portalContents').find((r) => r.contentId === contentId);
  if (!row) throw apiError(PORTAL_ERR.notFound);
  return row;
}

/** Back to a draft: a withdrawn item that is changed leaves its publication behind (published again from the list). */
const DRAFT = { status: CONTENT_STATUS.draft, sticky: false, publisher: '', publishTime: null } as const;

/**
 * A new item (no contentId), or the changes of a draft or of a withdrawn item: a draft either way.
 * A published item does not change (B0400): it is withdrawn first.
 */
export function saveContent(ctx: Ctx, body: Record<string, unknown>): PortalContent {
  const user = requireRetailerStaff(ctx);
  const id = text(body.contentId);
  if (id && !CONTENT_ALLOWS.edit(find(id))) throw apiError(ERR.statusNotAllowed);
  const fields = checkInput(body);
  const now = nowStamp();
  if (id) {
    const row = updateRows('portalContents', (r) => r.contentId === id, { ...fields, ...DRAFT, updateTime: now })[0];
    record(row, HISTORY_ACTION.save, user.emplName, now);
    return row;
  }
  const row = insertRow('portalContents', {
    contentId: `PC${fields.page === CONTENT_PAGE.login ? 'L' : 'I'}${9000 + nextId('portalContent')}`,
    ...fields,
    sticky: false,
    status: CONTENT_STATUS.draft,
    creator: user.emplName,
    createTime: now,
    updateTime: now,
    publisher: '',
    publishTime: null,
  });
  record(row, HISTORY_ACTION.create, user.emplName, now);
  return row;
}

/** Checks every item by the action's contract predicate first, then moves them all: one refusal leaves all unchanged. */
function move(
  ctx: Ctx,
  ids: string[],
  allowed: (row: PortalContent) => boolean,
  to: ContentStatus,
  action: ContentHistory['action'],
  patch: (row: PortalContent, now: string, operator: string) => Partial<PortalContent> = () => ({}),
) {
  const user = requirePublisher(ctx);
  if (ids.length === 0) throw apiError(ERR.selectFirst);
  const rows = ids.map(find);
  if (!rows.every(allowed)) throw apiError(ERR.statusNotAllowed);
  const now = nowStamp();
  for (const r of rows) {
    const row = updateRows('portalContents', (c) => c.contentId === r.contentId, {
      status: to,
      updateTime: now,
      ...patch(r, now, user.emplName),
    })[0];
    record(row, action, user.emplName, now);
  }
  return { count: rows.length };
}

/** Drafts are published (notice:publish), sticky when asked: sticky items lead their page. */
export const publishContents = (ctx: Ctx, body: Record<string, unknown>) =>
  move(
    ctx,
    list(body.contentIds),
    CONTENT_ALLOWS.publish,
    CONTENT_STATUS.published,
    HISTORY_ACTION.publish,
    (_, now, operator) => ({
      sticky: body.sticky === true || body.sticky === '1',
      publisher: operator,
      publishTime: now,
    }),
  );

/** Published items leave their page. */
export const withdrawContents = (ctx: Ctx, body: Record<string, unknown>) =>
  move(ctx, list(body.contentIds), CONTENT_ALLOWS.withdraw, CONTENT_STATUS.withdrawn, HISTORY_ACTION.withdraw);

/** Published items not pinned are pinned to the top of their page (sticky), pinned ones unpinned; nothing else changes. */
export function pinContents(ctx: Ctx, body: Record<string, unknown>) {
  const sticky = body.sticky === true || body.sticky === '1';
  const allowed = sticky ? CONTENT_ALLOWS.pin : CONTENT_ALLOWS.unpin;
  const action = sticky ? HISTORY_ACTION.pin : HISTORY_ACTION.unpin;
  return move(ctx, list(body.contentIds), allowed, CONTENT_STATUS.published, action, () => ({ sticky }));
}

/** A withdrawn item is published again as it was (its sticky choice kept). */
export const restoreContents = (ctx: Ctx, body: Record<string, unknown>) =>
  move(
    ctx,
    list(body.contentIds),
    CONTENT_ALLOWS.restore,
    CONTENT_STATUS.published,
    HISTORY_ACTION.restore,
    (_, now, operator) => ({
      publisher: operator,
      publishTime: now,
    }),
  );

/** What a page shows (no session needed: the sign-in portal is public): sticky first, then the newest. */
export function publishedContents(page: ContentPage): PortalContent[] {
  return table('portalContents')
    .filter((r) => r.page === page && r.status === CONTENT_STATUS.published)
    .sort((a, b) => Number(b.sticky) - Number(a.sticky) || (b.publishTime ?? '').localeCompare(a.publishTime ?? ''));
}

/** The public `published` call (no session): a page's published items without staff names or status. */
export const publicContents = (page: ContentPage): PublishedContent[] =>
  publishedContents(page).map((r) =>
    fieldsOf(r, ['contentId', 'page', 'kind', 'title', 'body', 'sticky', 'publishTime']),
  );

/** The portal home's published blocks for any signed-in user (the supplier's workbench shows them): sticky first, then the newest. */
export function homeBlocks(ctx: Ctx): HomeBlock[] {
  requireUser(ctx);
  return publishedContents(CONTENT_PAGE.index).map((r) =>
    fieldsOf(r, ['contentId', 'title', 'body', 'sticky', 'publishTime']),
  );
}
