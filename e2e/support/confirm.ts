import { expect, type Page } from '@playwright/test';

/** antd spaces out a two-character Chinese button label ("提 交"). */
export const label = (text: string) => new RegExp(`^\\s*${[...text].join('\\s*')}\\s*$`);

/** Answers a confirmation once antd's opening animation is over (a click during it can be lost). */
export async function confirmOk(page: Page) {
  const confirm = page.locator('.ant-modal-confirm');
  await expect(confirm).toBeVisible();
  await expect(confirm).not.toHaveClass(/zoom-(appear|enter)/);
  await confirm.getByRole('button', { name: label('确定') }).click();
  await expect(confirm).toHaveCount(0);
}
