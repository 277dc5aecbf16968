import { readFileSync } from 'node:fs';
import type { Page, Request } from '@playwright/test';
import { jumpPastToast, noToast, toast } from './faults';
import { isApiPost, queryIdle, searchButton, searchForm } from './queryScreens';

/** A text of locales/zh-CN/<ns>.json by its dotted key (what the screen shows). */
function zh(ns: string, key: string): string {
  const texts = JSON.parse(readFileSync(`locales/zh-CN/${ns}.json`, 'utf8')) as Record<string, unknown>;
  const text = key.split('.').reduce<unknown>((node, k) => (node as Record<string, unknown> | undefined)?.[k], texts);
  if (typeof text !== 'string') throw new Error(`no text ${ns}:${key} in locales/zh-CN`);
  return text;
}

/** The demo supplier's code (demo-supplier in mocks/db/data/people.ts): the reports and lists have its documents. */
export const DEMO_SUPPLIER_CODE = '100101';

/**
 * A field of the search form by its label, the folded part of the form unfolded when it is there.
 * Found through its form item, not its accessible name: two open tabs of one config (license_inquiry
 * and its _bak) give their fields the same ids, so a label may name the hidden tab's field.
 */
async function searchField(page: Page, role: 'textbox' | 'combobox', label: string) {
  const field = searchForm(page)
    .locator('.ant-form-item')
    .filter({ has: page.locator('label').getByText(label, { exact: true }) })
    .getByRole(role);
  if (!(await field.isVisible()))
    await searchForm(page)
      .getByRole('button', { name: /展\s*开/ })
      .click({ timeout: 10_000 });
  return field;
}

/** Chooses the first option of a select of the search form, by its label (antd: the open list's first option is active). */
async function chooseFirst(page: Page, label: string) {
  const select = await searchField(page, 'combobox', label);
  await select.click({ timeout: 10_000 });
  await select.press('Enter', { timeout: 10_000 });
}

/**
 * The criterion given to a search that needs one (kit `searchNeedsOneOf`, SPEC §5: an empty form is
 * refused on the client with a warning and nothing is sent), found by the refusal's text. Each finds
 * rows, so that axe reads a filled grid. A refusal missing here fails the sweep with its text.
 */
const CRITERIA: Array<{ refusal: string; fill: (page: Page) => Promise<void> }> = [
  {
    // The retailer's reports: the supplier field.
    refusal: zh('reports', 'chooseSupplier'),
    fill: async (page) =>
      (await searchField(page, 'textbox', zh('fields', 'venderId'))).fill(DEMO_SUPPLIER_CODE, { timeout: 10_000 }),
  },
  {
    // The certificate search (one of seven fields): the first kind, company certificates, which every supplier has.
    refusal: zh('certificates', 'rule.oneOf'),
    fill: (page) => chooseFirst(page, zh('certificates', 'field.kind')),
  },
];

/**
 * Runs the screen's search (once it is idle) and returns the calls it sent until it is answered. A
 * search refused for want of a criterion is given one (CRITERIA) and run again. Throws when the
 * search sends nothing within 15 s, or is refused for a criterion not listed.
 */
export async function searchSent(page: Page): Promise<Request[]> {
  await queryIdle(page);
  const sent: Request[] = [];
  const record = (r: Request) => void (isApiPost(r) && sent.push(r));
  page.on('request', record);
  try {
    for (let filled = false; ; filled = true) {
      const refusal = toast(page).first();
      // Whichever comes first; the other is left to time out quietly.
      const answer = Promise.race([
        page.waitForRequest(isApiPost, { timeout: 15_000 }).then(
          () => 'sent' as const,
          () => 'nothing' as const,
        ),
        refusal.waitFor({ timeout: 15_000 }).then(
          () => 'refused' as const,
          () => 'nothing' as const,
        ),
      ]);
      await searchButton(page).click();
      const outcome = await answer;
      if (outcome === 'nothing') throw new Error('查询 sent no query within 15 s');
      if (outcome === 'sent') {
        await queryIdle(page);
        return sent;
      }
      const text = (await refusal.innerText({ timeout: 5_000 })).trim();
      const criterion = CRITERIA.find((c) => c.refusal === text);
      if (filled || !criterion)
        throw new Error(`查询 refused with "${text}" (e2e/support/searchCriteria.ts: a criterion that finds rows?)`);
      // Gone before the search runs again: a refusal still fading out would read as a second one.
      await jumpPastToast(page);
      await noToast(page);
      await criterion.fill(page);
    }
  } finally {
    page.off('request', record);
  }
}
