import type { Locator } from '@playwright/test';

/** A body row of the kit's grid (DataGrid); its empty state is a row without a key. */
export const GRID_ROW = '.vsm-vgrid-row';

/**
 * The cell of `row` under the column titled `title` in `grid` (a DataGrid, or what holds one). The grid
 * draws only the columns in view, so the header is brought into view first, as a person scrolls to it.
 */
export async function cellUnder(grid: Locator, row: Locator, title: string | RegExp): Promise<Locator> {
  const header = grid.locator('.vsm-vgrid-head [role="columnheader"]').filter({ hasText: title }).first();
  await header.scrollIntoViewIfNeeded();
  const index = await header.getAttribute('aria-colindex');
  return row.locator(`[role="gridcell"][aria-colindex="${index}"]`);
}
