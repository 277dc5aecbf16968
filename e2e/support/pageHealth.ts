import type { Page } from '@playwright/test';

/**
 * What a page reports while a suite drives it: CSP violations (the `securitypolicyviolation`
 * event, listened for before any script of the page runs, and Chromium's console report),
 * uncaught exceptions and console errors.
 */
export type PageHealth = { csp: string[]; errors: string[]; clear: () => void };

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

export async function watchPage(page: Page): Promise<PageHealth> {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__cspViolations!.push(
        `${e.violatedDirective} blocked ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber} ${e.sample}`,
      );
    });
  });
  const health: PageHealth = {
    csp: [],
    errors: [],
    clear: () => void ((health.csp.length = 0), (health.errors.length = 0)),
  };
  page.on('pageerror', (e) => health.errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    const text = m.text();
    if (/Content[- ]Security[- ]Policy/i.test(text)) health.csp.push(`console: ${text}`);
    else if (m.type() === 'error') health.errors.push(`console.error: ${text}`);
  });
  return health;
}

/** The violations the page's listener saw since the last document load (merged into `health`). */
export async function collectViolations(page: Page, health: PageHealth): Promise<string[]> {
  const seen = await page.evaluate(() => window.__cspViolations?.splice(0) ?? []).catch(() => []);
  health.csp.push(...seen);
  return health.csp;
}

/** Waits until the page has no requests in flight (bounded: some screens keep polling). */
export async function settle(page: Page, ms = 5000) {
  await page.waitForLoadState('networkidle', { timeout: ms }).catch(() => undefined);
}
