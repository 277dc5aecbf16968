import { fieldsOf } from '../../db/tables';
import { addDays, at } from '../../db/clock';
import type { SeedContext, SeedersOf } from '../../db/seed';
import type { ContentHistory, ContentPage, ContentStatus, PortalContent } from '@/features/portalContent/types';
import { CONTENT_KIND, CONTENT_PAGE, CONTENT_STATUS, HISTORY_ACTION } from '@/features/portalContent/contract';
import type { PortalContentTables } from './tables';

/**
 * Portal content (SPEC §2 portal maintenance): for the sign-in page a few banners and two dozen
 * dynamic items, for the home page a dozen content blocks, in every status, two sticky ones per page;
 * every item's changes in the history. Computed without the seeder's PRNG so that the history
 * seeder derives the same items.
 */

/** A 1×1 PNG (brand blue) the banner pictures stretch; the sign-in portal's CSP allows data: images. */
export const BANNER_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mMM7pr0HwAEUgJZ9V4NEAAAAABJRU5ErkJggg==';

const EDITORS = ['王晓梅', '李建国', '陈思远'];

const LOGIN_NEWS = [
  '关于春节期间订单与预约送货安排的通知',
  '供应商协同平台系统升级公告',
  '电子签章服务续费提醒',
  '新品引进资料提交规范（2026 版）',
  '结算对账单线上确认流程说明',
  '关于加强食品安全追溯管理的通知',
  '门店收货时间调整通知',
  '供应商联系人信息更新提醒',
  '证照到期预警功能上线',
  '促销协议线上签署指引',
  '物流运营中心预约送货须知',
  '关于规范退货单处理时效的通知',
];

const INDEX_BLOCKS = [
  '平台使用指南',
  '本月重点促销档期',
  '结算常见问题',
  '预约送货操作说明',
  '新品引进流程',
  '客服热线与服务时间',
  '证照维护要点',
  '电子签章申请流程',
];

/** Status by position: published, draft, withdrawn, published… (every status on every page). */
const { draft, published: shown, withdrawn } = CONTENT_STATUS;
const STATUSES: ContentStatus[] = [shown, shown, draft, shown, withdrawn, shown];

function body(title: string, n: number): string {
  const table =
    n % 3 === 0
      ? '<table><tbody><tr><th>项目</th><th>时间</th></tr><tr><td>系统维护</td><td>22:00-24:00</td></tr></tbody></table>'
      : '';
  return `<h3>${title}</h3><p>各位供应商伙伴：请留意本公告内容，如有疑问请联系采购员。</p>${table}`;
}

function item(page: ContentPage, kind: PortalContent['kind'], title: string, n: number, today: string): PortalContent {
  const status = STATUSES[n % STATUSES.length];
  const created = addDays(today, -(n * 3 + 5));
  const published = status === CONTENT_STATUS.draft ? null : at(addDays(created, 1), 9 + (n % 8), (n * 7) % 60);
  return {
    contentId: `PC${page === CONTENT_PAGE.login ? 'L' : 'I'}${String(n + 1).padStart(4, '0')}`,
    page,
    kind,
    title,
    body:
      kind === CONTENT_KIND.banner ? `<p><img src="${BANNER_PNG}" alt="${title}"></p><p>${title}</p>` : body(title, n),
    sticky: status === CONTENT_STATUS.published && n < 4 && n % 3 === 0,
    status,
    creator: EDITORS[n % EDITORS.length],
    createTime: at(created, 10, n % 60),
    updateTime: published ?? at(created, 10, n % 60),
    publisher: published ? EDITORS[(n + 1) % EDITORS.length] : '',
    publishTime: published,
  };
}

export function portalContentRows(today: string): PortalContent[] {
  const banners = ['春季供应商大会', '线上对账全面上线', '预约送货新功能', '诚信经营承诺'].map((t, n) =>
    item(CONTENT_PAGE.login, CONTENT_KIND.banner, t, n, today),
  );
  const news = [...LOGIN_NEWS, ...LOGIN_NEWS.map((t) => `${t}（补充说明）`)].map((t, n) =>
    item(CONTENT_PAGE.login, CONTENT_KIND.dynamic, t, n + 4, today),
  );
  const blocks = [...INDEX_BLOCKS, ...INDEX_BLOCKS.map((t) => `${t}（续）`)].map((t, n) =>
    item(CONTENT_PAGE.index, CONTENT_KIND.dynamic, t, n, today),
  );
  // Ids by position within each page.
  return [...banners, ...news]
    .map((r, n) => ({ ...r, contentId: `PCL${String(n + 1).padStart(4, '0')}` }))
    .concat(blocks);
}

/** Each item's steps: created, then published; a withdrawn one withdrawn a few days later. */
export function portalHistoryRows(rows: PortalContent[]): ContentHistory[] {
  const out: ContentHistory[] = [];
  const add = (r: PortalContent, action: ContentHistory['action'], operator: string, operateTime: string) =>
    out.push({
      historyId: `H${String(out.length + 1).padStart(5, '0')}`,
      ...fieldsOf(r, ['contentId', 'page', 'kind', 'title']),
      action,
      sticky: action === HISTORY_ACTION.publish && r.sticky,
      operator,
      operateTime,
    });
  for (const r of rows) {
    add(r, HISTORY_ACTION.create, r.creator, r.createTime);
    if (r.publishTime) add(r, HISTORY_ACTION.publish, r.publisher, r.publishTime);
    if (r.status === CONTENT_STATUS.withdrawn && r.publishTime)
      add(r, HISTORY_ACTION.withdraw, r.publisher, at(addDays(r.publishTime.slice(0, 10), 2), 17));
  }
  return out;
}

export const seeders: SeedersOf<PortalContentTables> = {
  portalContents: (ctx: SeedContext) => portalContentRows(ctx.today),
  portalContentHistory: (ctx: SeedContext) => portalHistoryRows(portalContentRows(ctx.today)),
};
