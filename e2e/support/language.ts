import type { Page } from '@playwright/test';
import { expect } from '../fixtures';

/** Switches the signed-in user to English in the header (stored as the user's preference on the server). */
export async function chooseEnglish(page: Page) {
  await page.getByRole('button', { name: /^(语言|Language)/ }).click({ timeout: 30000 });
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByText('Language switched')).toBeVisible({ timeout: 30000 });
}
