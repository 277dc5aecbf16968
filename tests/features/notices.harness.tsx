import { waitFor } from '@testing-library/react';
import MailTemplates from '@/features/notices/pages/MailTemplates';
import NoticeDetail from '@/features/notices/pages/NoticeDetail';
import NoticeList from '@/features/notices/pages/NoticeList';
import { useRightsStore } from '@/stores/rights';
import { createPageHarness, currentUrl } from './pageHarness';

/**
 * The notice screens against the mock, as their page tests render and read them: English, the
 * notice and template calls each page sent, the client's toasts (notify), a supplier or retailer
 * session, every route of features/notices in one router (links between them work).
 */

const harness = createPageHarness({
  paths: /\/api\/fea-vsm\/(?:notice|emailTemplate)\//,
  // Function permissions are loaded once per session: a new sign-in asks the server again.
  beforeSignIn: () => {
    sessionStorage.clear();
    useRightsStore.setState({ token: null, rights: [] });
  },
});
export const { sent, callsTo, notify, signInAs, install: installNoticesHarness } = harness;

const PAGES = {
  '/message/notice': NoticeList,
  '/s/message/notice': NoticeList,
  '/message/ndetail/:id': NoticeDetail,
  '/s/message/ndetail/:id': NoticeDetail,
  '/s/basicinfo/notictemplate': MailTemplates,
};

export const renderAt = (url: string) => harness.renderPage(url, PAGES);

export const pathname = () => currentUrl().pathname;

export { bodyRows, columnTexts, field, findText, grid, headers, rowOf, waitForRows } from './pageHarness';
export const button = (text: string, root: ParentNode = document.body) => [...root.querySelectorAll('button')].find((b) => b.textContent?.trim() === text)!;
export const dialog = () => document.querySelector<HTMLElement>('.ant-modal-wrap:not([style*="display: none"]) .ant-modal')!;
/** waitFor with room for a busy machine. */
export const eventually = <T,>(check: () => T) => waitFor(check, { timeout: 10000 });

/**
 * The global inline handlers run in: jsdom's own window, not the test's globalThis (Vitest copies
 * jsdom's properties onto it). An inline handler hands it over. Used to catch XSS payloads that
 * call `top.__xss()` (tests/fixtures/xssVectors.ts).
 */
export function scriptGlobal(): Window & { __xss?: unknown } {
  const probe = document.createElement('div');
  probe.setAttribute('onclick', 'document.__scriptGlobal = window');
  probe.click();
  return (document as unknown as { __scriptGlobal: Window }).__scriptGlobal;
}
