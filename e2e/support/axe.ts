import axe from 'axe-core';
import type { Page } from '@playwright/test';

declare global {
  interface Window {
    axe?: typeof axe;
  }
}

/** WCAG 2.2 AA as axe-core tags it (issue 6). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * The installed axe-core in the page, once per document: the sweeps open screens inside the app, so
 * one injection serves every screen. (@axe-core/playwright evaluates its ~550 KB source twice per
 * analysis, which took as long as the analysis itself.)
 */
async function injectAxe(page: Page) {
  if (await page.evaluate(() => typeof window.axe?.run === 'function')) return;
  await page.evaluate(axe.source);
  await page.evaluate(() => window.axe!.configure({ allowedOrigins: ['<same_origin>'] }));
}

/**
 * A grid's rows after its fifth: the same columns drawn again, with the same styles. Left out where a
 * sweep reads many screens (axe's colour contrast measures every cell: ~0.5 s of a 20-row screen); the
 * status tags' tones, the one thing a row may add, are in tests/app/theme.test.ts.
 */
export const ROWS_AFTER_FIFTH = ['.vsm-query-result .vsm-vgrid-row:nth-child(n+6)'];

/**
 * Serious and critical violations on the page (or inside `include`, without `exclude`), one line per
 * rule and node. axe.run in the page itself, as @axe-core/playwright's legacy mode runs it: its default
 * runPartial/finishRun path opens a second page per call, for cross-origin frames, which the portal
 * has none of. Only violations are collected in full.
 */
export async function seriousViolations(page: Page, include?: string, exclude: string[] = []): Promise<string[]> {
  await injectAxe(page);
  const { violations } = await page.evaluate(
    ({ tags, include, exclude }) =>
      window.axe!.run(
        include
          ? { include: [include], exclude }
          : // Tabs behind the active one (hidden; never shown yet: React Activity's display none) hold nothing
            // axe would check; skipping them saves its walk.
            { exclude: ['section.tab-pane[hidden]', 'section.tab-pane[style*="display: none"]', ...exclude] },
        { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] },
      ),
    { tags: WCAG_TAGS, include, exclude },
  );
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      v.nodes
        .slice(0, 5)
        .map(
          (n) => `${v.id} (${v.impact}): ${n.target.join(' ')} — ${n.failureSummary?.split('\n')[1]?.trim() ?? v.help}`,
        ),
    );
}
