import type { Page, Request } from '@playwright/test';
import { expect, mock, test, type Fault } from './fixtures';
import { ROWS_AFTER_FIFTH, seriousViolations } from './support/axe';
import { expectCatalogueToast, goHome, noToast, watchErrors } from './support/faults';
import { collectViolations, watchPage } from './support/pageHealth';
import {
  firstTextBox,
  forEachScreen,
  isTableQuery,
  queryIdle,
  searchButton,
  searchTarget,
  showTab,
  tabPaneSelector,
  watchPosts,
} from './support/queryScreens';
import { noteRotation, rotated } from './support/rotation';
import type { Role } from './support/routes';
import { searchSent } from './support/searchCriteria';

/**
 * Every screen of both menus (found in the side menus, so new screens are covered), opened once
 * inside the signed-in app, with two checks in that one visit (docs/ARCHITECTURE.md, "Browser sweeps"):
 * - accessibility (issue 6): axe-core with the WCAG 2.2 AA tags finds no serious or critical
 *   violation in the screen's tab pane (a query screen after a search, so that its grid has rows; its
 *   first five); the whole page, shell included, on the first screen and on the last (the side menu
 *   with every group open, the tab bar with tabs in front and behind);
 * - health: no console error and, behind nginx (scripts/e2e.mjs), no CSP violation from the screen's
 *   opening to its axe check (the fault that follows makes console errors on purpose);
 * - faults (issue 6, SPEC §7, §8), on query screens, with the mock's fault injection on the screen's
 *   own table query: network error, HTTP 500 or malformed JSON, in turn (KINDS), gives a message of
 *   the error catalogue within 10 s, with no uncaught exception, the table query sent once (no POST
 *   retry), the search form keeping its values, and the shell working throughout.
 * A search that needs a criterion (kit `searchNeedsOneOf`, SPEC §5) is given one by its refusal
 * (support/searchCriteria.ts); a list paged in the browser over one unpaged call takes the fault on
 * the address its search sends (support/queryScreens.ts, searchTarget).
 * No page load per screen and no network-idle wait: each screen's own ready signal (screenReady);
 * the page's clock jumps past the 3 s of a toast instead of waiting for it.
 * While working on screens, E2E_SWEEP_ONLY=<regex> sweeps only the menu screens whose address it
 * matches (a side with none passes), e.g. E2E_SWEEP_ONLY='^/(cert|s/license)/' node scripts/e2e.mjs e2e/sweep.spec.ts
 */
const ONLY = process.env.E2E_SWEEP_ONLY ? new RegExp(process.env.E2E_SWEEP_ONLY) : undefined;

/**
 * Axe violations in screens other engineers are building, reported to the lead (issue 6) rather than
 * edited here. Each entry names the rule, where axe finds it and the file to fix; delete the entry
 * with the fix. Anything else fails.
 */
const KNOWN: Array<{ rule: string; target: RegExp; file: string }> = [];

function unknownViolations(found: string[]): string[] {
  const known = found.filter((v) => KNOWN.some((k) => v.includes(`${k.rule} (`) && k.target.test(v)));
  if (known.length)
    console.log(
      `known violations, reported to the lead:\n  ${[...new Set(known.map((v) => v.split(' — ')[0]))].slice(0, 10).join('\n  ')}`,
    );
  return found.filter((v) => !known.includes(v));
}

// The two sides in two workers when two are free (each worker has its own portal and mock database).
test.describe.configure({ mode: 'parallel' });

/**
 * Query screens the fault check cannot drive yet, reported to the lead rather than failing the suite
 * (their axe check still runs). Delete an entry with its fix; anything else fails.
 */
const KNOWN_FAULTS: Array<{ route: RegExp; why: string }> = [];

const gridRows = (page: Page) => page.locator('.vsm-query-page:visible .vsm-query-result').locator('.vsm-vgrid-row');

/**
 * The fault each query screen meets, in turn: the three kinds each on a third of the screens, and
 * each screen meets every kind within three runs (days). What differs between the kinds is worded by
 * the shared client (tests/unit/http.test.ts); what a screen decides is the same for each.
 */
const KINDS: Fault['kind'][] = ['network', 'http500', 'malformed'];

for (const role of ['supplier', 'retailer'] as Role[]) {
  test(`every ${role} menu screen: no serious or critical WCAG 2.2 AA violation; a query screen survives network error, HTTP 500 and malformed JSON`, async ({
    page,
    request,
  }) => {
    const errors = watchErrors(page);
    const health = await watchPage(page);
    const unhealthy: string[] = [];
    await page.clock.install();
    const posts = watchPosts(page);
    const violations: string[] = [];
    const kindOf: string[] = [];
    let checked = 0;
    let queryIndex = 0;
    let last: { route: string; value: string | null } = { route: '', value: null };

    const failed: string[] = [];

    const visit = async (route: string, isQuery: boolean, opened: Request[], edge: boolean) => {
      // A screen that queried on opening has its rows already; another searches first (given a
      // criterion when its search needs one).
      const searched =
        isQuery && !(await gridRows(page).count())
          ? await test.step('search', () => searchSent(page).catch((e: Error) => e))
          : null;
      await test.step('axe', async () => {
        // No toast fading in or out while axe measures contrast.
        await noToast(page);
        const found = await seriousViolations(page, edge ? undefined : tabPaneSelector(route), ROWS_AFTER_FIFTH);
        violations.push(...found.map((v) => `${route}: ${v}`));
      });
      checked += 1;
      await collectViolations(page, health);
      unhealthy.push(...health.csp.map((v) => `${route}: CSP ${v}`), ...health.errors.map((e) => `${route}: ${e}`));
      health.clear();
      if (!isQuery) return;
      if (searched instanceof Error) throw searched;

      // The fault's target: the screen's SPEC §7 table query; for a list paged in the browser, the one
      // call its search sends, learnt from a search when the calls of its opening show no table query.
      const target =
        searchTarget(searched ?? (opened.some(isTableQuery) ? opened : [])) ??
        searchTarget(await test.step('search (its address)', () => searchSent(page)));
      if (!target) throw new Error('查询 sent no query');
      const kind = KINDS[rotated(queryIndex++, KINDS.length)];
      kindOf.push(`${route} ${kind}`);
      await test.step(`fault: ${kind}`, async () => {
        const value = (await firstTextBox(page).count()) > 0 ? `probe-${kind}` : null;
        if (value) await firstTextBox(page).fill(value);
        await mock.fault(request, { ...target.fault, kind, times: 1 });
        // antd shows a repeated text once: the previous toast must be gone to prove this fault's own.
        await noToast(page);
        posts.length = 0;
        await searchButton(page).click();
        await expectCatalogueToast(page, { jump: true });
        // SPEC §7: a POST is never retried (a network error retries GETs only; the toast follows the last
        // try). A screen may ask for two table queries (a list and its totals): each is sent once.
        const sent = posts.filter(target.covers).map((r) => new URL(r.url()).pathname);
        expect(sent.length, `${kind}: table query sent`).toBeGreaterThan(0);
        expect(sent, `${kind}: each table query sent once`).toEqual([...new Set(sent)]);
        if (value) await expect(firstTextBox(page)).toHaveValue(value);
        await queryIdle(page);
        last = { route, value };
      });
    };

    // Every screen is swept and the failures listed at the end; a fault the screen did not take must
    // not reach the next screen.
    const screens = await forEachScreen(
      page,
      role,
      (route, isQuery, opened, edge) =>
        test
          .step(route, () => visit(route, isQuery, opened, edge))
          // What the fault made (console errors) is not the next screen's.
          .finally(() => collectViolations(page, health).then(health.clear))
          .catch(async (e: Error) => {
            const failure = `${route}: ${e.message.split('\n')[0]}`;
            const known = KNOWN_FAULTS.find((k) => k.route.test(route));
            if (known) console.log(`known, reported to the lead: ${failure} (${known.why})`);
            else failed.push(failure);
            await mock.clearFaults(request);
          }),
      { only: ONLY },
    );
    console.log(`${role} menu screens checked: ${checked}; query screens: ${screens.join(', ')}`);
    noteRotation(`${role} faults: ${kindOf.join(', ')}`);
    if (!ONLY) expect(screens.length).toBeGreaterThan(0);
    expect(failed, 'screens that failed a check').toEqual([]);
    expect(unhealthy, 'console errors and CSP violations').toEqual([]);
    // The shell kept working throughout (every screen above was opened in the same app); the workbench
    // opens, and the last query screen's tab comes back with its values.
    await goHome(page, role);
    await expect(page.getByText('页面加载失败')).toHaveCount(0);
    if (last.route) await showTab(page, last.route);
    if (last.value) await expect(firstTextBox(page)).toHaveValue(last.value);
    expect(errors).toEqual([]);
    expect(unknownViolations(violations)).toEqual([]);
  });
}
