import { describe, expect, it } from 'vitest';
import { actionsColumnWidth } from '@/kit/grid/actionsWidth';
import { textWidthBound } from '@/kit/grid/textWidth';

/**
 * A row-actions column fits each row's actions on one line in the user's language (the dispute
 * desk's four actions in English wrapped onto a second line and made every row taller). Without a
 * canvas (this test runs in node) the widths are the text's upper estimate; in the browser they are
 * measured in the page's font (e2e/columnsAt1366.spec.ts looks at the rows).
 */
describe('actionsColumnWidth', () => {
  it('keeps the declared width where the actions fit in it (the Chinese labels)', () => {
    expect(actionsColumnWidth([['查看', '全额接受', '部分接受', '驳回']], 248)).toBe(248);
  });

  it('widens the column to the labels, the gaps between them and the cell’s padding', () => {
    const labels = ['View', 'Accept in full', 'Accept in part', 'Reject'];
    const text = labels.reduce((sum, label) => sum + textWidthBound(label, 14), 0);
    const width = actionsColumnWidth([labels], 248);
    expect(width).toBeGreaterThan(248);
    // Three 8 px gaps, 2 × 8 px padding and a 1 px border, and a few pixels against rounding.
    expect(width).toBeGreaterThanOrEqual(Math.ceil(text) + 3 * 8 + 17);
    expect(width).toBeLessThanOrEqual(Math.ceil(text) + 3 * 8 + 17 + 4);
  });

  it('is as wide as the row that offers the most, not as all the actions side by side', () => {
    const rows = [['View', 'Read contract'], ['View', 'Approve', 'Cancel'], ['View']];
    const widest = Math.max(...rows.map((labels) => actionsColumnWidth([labels], 0)));
    expect(actionsColumnWidth(rows, 0)).toBe(widest);
    expect(actionsColumnWidth(rows, 0)).toBeLessThan(actionsColumnWidth([rows.flat()], 0));
  });

  it('is the declared width without rows or actions', () => {
    expect(actionsColumnWidth([], 100)).toBe(100);
    expect(actionsColumnWidth([[]], 100)).toBe(100);
  });
});
