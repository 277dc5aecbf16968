import type { Locator } from '@playwright/test';

/**
 * The cell of `row` under the column titled `title` in `grid` (a DataGrid, or what holds one). A large
 * result draws only the columns in view, so the header is brought into view first, as a person scrolls to it.
 */
export async function cellUnder(grid: Locator, row: Locator, title: string | RegExp): Promise<Locator> {
  const header = grid.locator('.vsm-vgrid-head [role="columnheader"]').filter({ hasText: title }).first();
  await header.scrollIntoViewIfNeeded();
  const index = await header.getAttribute('aria-colindex');
  return row.locator(`[role="gridcell"][aria-colindex="${index}"]`);
}
