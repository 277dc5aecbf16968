import { CONTENT_KIND, CONTENT_PAGE } from '@/features/portalContent/contract';
import { publishedContents } from './service';

/**
 * The sign-in portal's content block (mocks/portal/index.html, served by mocks/server.ts): the
 * published banners and dynamic items of the login page, sticky first. The bodies were checked on
 * save (no executable markup) and the portal page's CSP runs no script at all.
 */
export const PORTAL_CONTENT_MARK = '<!--portal-content-->';

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function portalContentHtml(): string {
  const items = publishedContents(CONTENT_PAGE.login);
  const banners = items.filter((i) => i.kind === CONTENT_KIND.banner);
  const news = items.filter((i) => i.kind === CONTENT_KIND.dynamic);
  const banner = (i: (typeof items)[number]) => `<figure class="banner">${i.body}</figure>`;
  const article = (i: (typeof items)[number]) =>
    `<article class="news"><h3>${i.sticky ? '<span class="sticky">置顶 Pinned</span>' : ''}${escape(i.title)}` +
    `<small>${escape(i.publishTime ?? '')}</small></h3>${i.body}</article>`;
  return (
    `<section class="banners" aria-label="轮播图 Banners">${banners.map(banner).join('')}</section>` +
    `<section class="dynamics" aria-label="平台动态 Portal news"><h2>平台动态 · Portal news</h2>${news.map(article).join('')}</section>`
  );
}

/** The portal page with its content block filled in. */
export const withPortalContent = (html: string) => html.replace(PORTAL_CONTENT_MARK, portalContentHtml());
