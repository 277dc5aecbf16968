import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.2 AA as axe-core tags it (issue 6). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Serious and critical violations on the page (or inside `include`), one line per rule and node. */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  // Legacy mode runs axe.run in the page itself: the default runPartial/finishRun path opens a
  // second page per call and took ~2.4 s a screen instead of ~1 s. The portal has no cross-origin
  // frames, which is what that path exists for. Only violations are collected in full.
  let builder = new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG_TAGS);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
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
