import { render } from '@testing-library/react';
import { DataGrid } from '@/kit/grid';
import { FIT_MIN_WIDTH, fitColumnWidths } from '@/kit/grid/fitColumns';
import { textWidthBound } from '@/kit/grid/textWidth';
import type { ColumnSchema } from '@/kit/schema';
import { FastProviders, setUpTexts } from '../support/page';

/*
 * A document's lines fit the drawer or pane they are shown in (SPEC §2 detail with lines, SPEC §9
 * formats): the figures read whole (an order notice's 金额 was cut to "1023…" at 1366 px), the text
 * columns give up width so the grid needs no sideways scroll.
 */
describe('grids that fit their box', () => {
  it('widens a column of figures to its widest text, and keeps a declared width that is enough', () => {
    const [amount, name] = fitColumnWidths([{ width: 60, whole: ['Amount', '1,023,456.78'] }, { width: 220 }]);
    expect(amount).toBeGreaterThanOrEqual(Math.ceil(textWidthBound('1,023,456.78')) + 17);
    expect(name).toBe(220);
    expect(fitColumnWidths([{ width: 200, whole: ['1.00'] }])).toEqual([200]);
  });

  it('narrows the text columns in proportion to fit the box, never below the minimum, never the figures', () => {
    const widths = fitColumnWidths([{ width: 220 }, { width: 130 }, { width: 100, whole: ['9.99'] }], 400);
    expect(widths[2]).toBe(100);
    expect(widths.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(400);
    expect(widths[0]).toBeLessThan(220);
    expect(widths[1]).toBeLessThan(130);
    const tight = fitColumnWidths([{ width: 220 }, { width: 100, whole: ['9.99'] }], 50);
    expect(tight).toEqual([FIT_MIN_WIDTH, 100]);
  });

  it('draws a fitted grid with its amounts whole', async () => {
    await setUpTexts('en-US');
    const columns: ColumnSchema<{ lineNo: number; amount: number }>[] = [
      { key: 'lineNo', titleKey: 'Line', width: 60 },
      { key: 'amount', titleKey: 'Amount', format: 'amount', width: 60 },
    ];
    const { container } = render(
      <FastProviders>
        <DataGrid columns={columns} rows={[{ lineNo: 1, amount: 1023456.78 }]} rowKey="lineNo" fit />
      </FastProviders>,
    );
    const widths = [...container.querySelectorAll<HTMLElement>('.vsm-vgrid-head [role="columnheader"]')].map((th) =>
      parseInt(th.style.width, 10),
    );
    const shown = container.querySelector('[data-row-key] [role="gridcell"]:last-child')!.textContent!;
    expect(shown).toMatch(/^1,?023,?456\.78$/);
    expect(widths[0]).toBe(60);
    expect(widths[1]).toBeGreaterThanOrEqual(Math.ceil(textWidthBound(shown)) + 17);
  });
});
