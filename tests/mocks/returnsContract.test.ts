import { table } from '../../mocks/db';
import { catalogue } from '../../mocks/catalogue';
import {
  DOC_COLUMNS,
  DOC_STATUS,
  NOTICE_COLUMNS,
  NOTICE_STATUS,
  NOTICE_STATUSES,
  RETURNS_ERRORS,
  canConfirmNotice,
  canExecuteReturn,
  memoMessageKey,
  memoProblems,
  returnDaysOf,
  returnsUrl,
} from '@/features/returns/contract';
import { returnDocQueries } from '@/features/returns/schemas/returnDocQuery';
import { returnMemoQuery } from '@/features/returns/schemas/returnMemoQuery';
import { returnNoticeQuery } from '@/features/returns/schemas/returnNoticeQuery';
import { addDays } from '../../mocks/db/clock';
import type { ColumnSchema } from '@/kit/schema';
import { allowedOf, api, call, mine, OK, RETAILER, SUPPLIER } from './helpers';

/*
 * Issue 37, one contract per domain: for each case the contract's rule, the screen's check (an action's
 * `allowed`, the memo form's `validate`) and the mock's answer through its handlers agree, because both
 * call the rule.
 */

const withNames = <T extends object>(row: T) => ({ ...row, venderName: '', shopName: '' });

/** The rows of the .xls the mock answers (the first sheet, header first). */
async function exported(path: Parameters<typeof returnsUrl>[0], body: object, options: object) {
  const res = await call(returnsUrl(path), body, options);
  const { read, utils } = await import('xlsx');
  const book = read(new Uint8Array(await res.arrayBuffer()), { type: 'array' });
  return utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]], { header: 1 });
}
/** The grid's columns of a screen (its search-only and detail-only fields are not exported). */
const gridOf = <T>(columns: ColumnSchema<T>[]) => columns.filter((c) => c.grid !== false);
const keysAndTitles = (columns: readonly { key: string; titleKey: string }[]) =>
  columns.map((c) => [c.key, c.titleKey]);

describe('returns contract: screen and mock refuse the same inputs', () => {
  it('SPEC §4: the supplier confirms a notice exactly in the states canConfirmNotice allows', async () => {
    const confirm = allowedOf(returnNoticeQuery.actions, 'confirm');
    for (const status of Object.values(NOTICE_STATUS)) {
      const n = mine(table('returnNotices')).find((x) => x.status === status)!;
      const [rule, shown] = [canConfirmNotice(n), confirm(withNames(n))];
      const answer = (await api(returnsUrl('noticeConfirm'), { sheetIds: [n.sheetId] }, SUPPLIER)).returncode;
      expect([shown, answer], `notice ${status}`).toEqual([rule, rule ? OK : RETURNS_ERRORS.refused.code]);
    }
  });

  it('SPEC §4: the retailer executes a return document exactly in the states canExecuteReturn allows', async () => {
    const execute = allowedOf(returnDocQueries.retailer.actions, 'execute');
    for (const status of Object.values(DOC_STATUS)) {
      const d = mine(table('returnDocs')).find((x) => x.status === status)!;
      const [rule, shown] = [canExecuteReturn(d), execute(withNames(d))];
      const answer = (await api(returnsUrl('docExecute'), { sheetIds: [d.sheetId] }, RETAILER)).returncode;
      expect([shown, answer], `document ${status}`).toEqual([rule, rule ? OK : RETURNS_ERRORS.refused.code]);
    }
  });

  it("SPEC §9: each notice's deadline is returnDaysOf its goods kind after the notice", () => {
    for (const n of table('returnNotices'))
      expect(n.deadline, n.sheetId).toBe(addDays(n.createDate.slice(0, 10), returnDaysOf(n.goodsKind)));
  });

  it('SPEC §5: a memo is refused by its form and the mock exactly as memoProblems says, with one text', async () => {
    const add = returnMemoQuery.actions!.find((a) => a.key === 'add')!;
    const form = typeof add.form === 'function' ? add.form([]) : add.form!;
    const doc = mine(table('returnDocs'))[0];
    const cases = [
      '',
      '   ',
      'pickup on Monday',
      'x'.repeat(200),
      ` ${'x'.repeat(200)} `,
      'x'.repeat(201),
      '😀'.repeat(200),
    ];
    for (const text of cases) {
      const label = `${text.length} characters`;
      const problem = memoProblems({ text });
      expect(form.validate!({ sheetId: doc.sheetId, text }), label).toEqual(
        problem ? { text: memoMessageKey(problem.text) } : null,
      );
      const { returncode, message } = await api(returnsUrl('memoSave'), { sheetId: doc.sheetId, text }, RETAILER);
      expect({ returncode, message }, label).toEqual(
        problem
          ? { returncode: RETURNS_ERRORS[problem.text].code, message: catalogue(memoMessageKey(problem.text)) }
          : { returncode: OK, message: 'success' },
      );
    }
  });

  it("SPEC §9: a notice export's header row is the screen's column titles in order, its states by their labels", async () => {
    const columns = gridOf(returnNoticeQuery.columns);
    expect(keysAndTitles(columns)).toEqual(keysAndTitles(NOTICE_COLUMNS));
    const rows = await exported('noticeExport', { params: { status: NOTICE_STATUS.toConfirm } }, SUPPLIER);
    expect(rows[0]).toEqual(columns.map((c) => catalogue(c.titleKey)));
    const status = columns.findIndex((c) => c.key === 'status');
    const label = catalogue(NOTICE_STATUSES.find((s) => s.value === NOTICE_STATUS.toConfirm)!.labelKey);
    expect(new Set(rows.slice(1).map((r) => r[status]))).toEqual(new Set([label]));
  });

  it("SPEC §9: a return document export's header row is the grid's column titles in order", async () => {
    for (const side of ['supplier', 'retailer'] as const) {
      const columns = gridOf(returnDocQueries[side].columns);
      expect(keysAndTitles(columns), side).toEqual(keysAndTitles(DOC_COLUMNS));
    }
    const rows = await exported('docExport', { params: {} }, RETAILER);
    expect(rows[0]).toEqual(gridOf(returnDocQueries.retailer.columns).map((c) => catalogue(c.titleKey)));
  });
});
