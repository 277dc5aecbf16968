import { readFileSync } from 'node:fs';
import type { Locator, Page, Request } from '@playwright/test';
import { expect } from '../fixtures';
import { menuRoutes, openRoute, type Role } from './routes';

/**
 * Query screens (kit QueryPage: `.vsm-query-page` with `.vsm-query-search` and `.vsm-query-result`)
 * among the screens of the menu, each with the address of its SPEC §7 table query, found by
 * searching once: the POST whose body has pageNo and pageSize.
 */
export type QueryScreen = { route: string; queryPath: string };

const cache = new Map<Role, QueryScreen[]>();

export const isTableQuery = (r: Request) => {
  if (r.method() !== 'POST' || !r.url().includes('/api/')) return false;
  try {
    const body = JSON.parse(r.postData() ?? '') as Record<string, unknown>;
    return 'pageNo' in body && 'pageSize' in body;
  } catch {
    return false;
  }
};

export const searchForm = (page: Page) => page.locator('.vsm-query-page:visible .vsm-query-search');
export const searchButton = (page: Page) => searchForm(page).getByRole('button', { name: /查\s*询/ }).first();

/** The first plain text box of the search form (not a select, picker or lookup). */
export function firstTextBox(page: Page): Locator {
  return searchForm(page)
    .locator('input.ant-input:not([readonly]):not([disabled])')
    .filter({ hasNot: page.locator('xpath=ancestor::*[contains(@class,"ant-select") or contains(@class,"ant-picker") or contains(@class,"vsm-lookup")]') })
    .first();
}

/** Runs the screen's search and returns the request of its table query. */
export async function searchOnce(page: Page): Promise<Request> {
  const query = page.waitForRequest(isTableQuery, { timeout: 15_000 });
  await searchButton(page).click();
  return query;
}

export async function queryScreens(page: Page, role: Role): Promise<QueryScreen[]> {
  const cached = cache.get(role);
  if (cached) return cached;
  const screens: QueryScreen[] = [];
  for (const route of await menuRoutes(page, role)) {
    await openRoute(page, route);
    await expect(page.locator('.shell-header')).toBeVisible({ timeout: 30_000 });
    await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => undefined);
    if ((await page.locator('.vsm-query-page:visible').count()) === 0) continue;
    const request = await searchOnce(page).catch(() => null);
    if (request) screens.push({ route, queryPath: new URL(request.url()).pathname });
  }
  cache.set(role, screens);
  return screens;
}

/** Every text of the SPEC §8 error catalogue (locales/zh-CN/errors.json), placeholders as wildcards. */
export function catalogueMessages(): RegExp {
  const texts = Object.values(JSON.parse(readFileSync('locales/zh-CN/errors.json', 'utf8')) as Record<string, string>).filter((v) => typeof v === 'string');
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\{\\\{\w+\\\}\\\}/g, '.*');
  return new RegExp(`^(?:${texts.map(escape).join('|')})$`);
}
