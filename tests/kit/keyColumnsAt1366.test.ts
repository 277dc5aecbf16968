import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import i18next from 'i18next';
import { declaredWidth, gridScrollWidth, keyColumnsOf, leastActionsWidth } from '@/kit/grid';
import { forSide } from '@/kit/permissions';
import { gridColumnsOf } from '@/kit/query';
import { placesOf } from '@/kit/query/useDocumentActions';
import type { ColumnSchema } from '@/kit/schema';
import { setUpTexts } from '../support/page';
import { queryScreens, routesWithoutPage, type QueryScreen } from '../support/queryScreens';

/*
 * Issue 34 item 2, "money and status in view at 1366", on every query screen of both sides: at
 * 1366×768 with the side menu open, the key columns a clerk reads first (the document's number, its
 * status, its first amount: kit/grid/columnLayout keyColumnsOf, whichever the screen has) end inside
 * the grid's visible width, before the pinned action column, counting the tick boxes as the grid does
 * (gridScrollWidth). Widths as declared; a status column as wide as its widest tag in the language; the
 * action column at its least (a row whose actions need more widens it in the browser, kit actionsColumnWidth:
 * e2e/columnsAt1366.spec.ts checks the English desks with their rows).
 */

const read = (path: string) => readFileSync(join(__dirname, '../..', path), 'utf8');
const px = (css: string, selector: string) => {
  const rule = new RegExp(`${selector.replace('.', '\\.')}\\s*\\{[^}]*?padding:\\s*(\\d+)px`).exec(css);
  if (!rule) throw new Error(`no padding for ${selector}`);
  return Number(rule[1]);
};
// The shell's open side menu, its content box's padding and the result card's (read from the code).
const MENU = Number(/<Layout\.Sider[\s\S]*?width=\{(\d+)\}/.exec(read('src/app/layout/ShellLayout.tsx'))![1]);
const MAIN_PADDING = px(read('src/app/styles.css'), '.shell-main');
const RESULT_PADDING = px(read('src/kit/query/query.css'), '.vsm-query-result');
// The content box's vertical scroll bar (a page of 20 rows is taller than 768 px) and the grid's borders.
const SCROLLBAR = 15;
const BORDERS = 2;
const VISIBLE = 1366 - MENU - 2 * MAIN_PADDING - 2 * RESULT_PADDING - SCROLLBAR - BORDERS;

type Row = Record<string, unknown>;

/** What QueryPage draws for a screen: its shown columns, tick boxes and the pinned action column's width. */
function layoutOf({ config, side }: QueryScreen) {
  const actions = forSide(config.actions ?? [], side);
  const rowActions = actions.filter((a) => placesOf(a).includes('row')).length + (config.detail ? 1 : 0);
  const selection = !!config.selection && actions.some((a) => placesOf(a).includes('toolbar') && a.rows !== false);
  const columns = forSide(gridColumnsOf(config.columns, config.rowKey), side).filter(
    (c) => !c.hidden && (!c.shownFor || c.shownFor({})),
  );
  return { columns, selection, actions: rowActions ? leastActionsWidth(rowActions) : 0 };
}

const labelsOf = (column: ColumnSchema<Row>) =>
  column.options && new Map(column.options.map((o) => [o.value, o.label ?? i18next.t(o.labelKey)] as [string, string]));

/** The key columns of a screen that do not end inside the visible grid, with where they end. */
function keyColumnsOutOfView(screen: QueryScreen): string[] {
  const { columns, selection, actions } = layoutOf(screen);
  const keys = keyColumnsOf(
    forSide(screen.config.columns, screen.side).filter((c) => c.grid !== false && !c.hidden),
    screen.config.rowKey,
  );
  const widths = columns.map((c) => declaredWidth(c, labelsOf(c)));
  return keys.flatMap((key) => {
    const index = columns.indexOf(key);
    const end = gridScrollWidth(widths.slice(0, index + 1), { selection });
    return end > VISIBLE - actions ? [`${key.key} ends at ${end} > ${VISIBLE - actions}`] : [];
  });
}

const screens = queryScreens();

describe('key columns in view at 1366 on every query screen (SPEC §2: number, status and amount of every list)', () => {
  it('finds every query screen of both sides and reads the shell from its code', () => {
    expect(routesWithoutPage()).toEqual([]);
    expect(screens.length).toBeGreaterThan(100);
    expect(new Set(screens.map((s) => s.side))).toEqual(new Set(['supplier', 'retailer']));
    expect(screens.map((s) => s.path)).toEqual(
      expect.arrayContaining([
        '/settlement-management/settlement_document',
        '/s/maintenance/login',
        '/s/report/sales',
        '/s/license/license_review',
      ]),
    );
    expect(VISIBLE).toBeGreaterThan(1000);
  });

  for (const language of ['en-US', 'zh-CN'] as const) {
    it(`number, status and amount end before the pinned actions (${language})`, async () => {
      await setUpTexts(language);
      const out = screens.flatMap((screen) =>
        keyColumnsOutOfView(screen).map((what) => `${screen.path} (${screen.config.id}): ${what}`),
      );
      expect(out).toEqual([]);
    });
  }
});
