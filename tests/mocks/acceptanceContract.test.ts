import { table } from '../../mocks/db';
import { catalogue } from '../../mocks/catalogue';
import {
  ACCEPTANCE_COLUMNS,
  ACCEPTANCE_ERRORS,
  ACCEPTANCE_STATUS,
  ACCEPTANCE_STATUSES,
  SHEET_TYPE,
  acceptanceUrl,
  canConfirmAcceptance,
} from '@/features/acceptance/contract';
import { acceptanceQueries } from '@/features/acceptance/schemas/acceptanceQuery';
import { allowedOf, api, call, mine, OK, RETAILER, SUPPLIER } from './helpers';

/*
 * Issue 37, one contract per domain: for each case the contract's rule, the screen's check (the confirm
 * action's `allowed`, the grid's columns) and the mock's answer through its handlers agree, because both
 * call the rule.
 */

/** The rows of the .xls the mock answers (the first sheet, header first). */
async function exported(body: object, options: object): Promise<unknown[][]> {
  const res = await call(acceptanceUrl('export'), body, options);
  const { read, utils } = await import('xlsx');
  const book = read(new Uint8Array(await res.arrayBuffer()), { type: 'array' });
  return utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]], { header: 1 });
}

describe('acceptance contract: screen and mock refuse the same inputs', () => {
  it('SPEC §4: the supplier confirms an acceptance exactly in the states canConfirmAcceptance allows', async () => {
    const confirm = allowedOf(acceptanceQueries.supplier.actions, 'confirm');
    for (const status of Object.values(ACCEPTANCE_STATUS)) {
      const a = mine(table('acceptances')).find((x) => x.status === status)!;
      const [rule, shown] = [canConfirmAcceptance(a), confirm({ ...a, venderName: '', shopName: '', diffQty: 0 })];
      const answer = (await api(acceptanceUrl('confirm'), { sheetIds: [a.sheetId] }, SUPPLIER)).returncode;
      expect([shown, answer], `acceptance ${status}`).toEqual([rule, rule ? OK : ACCEPTANCE_ERRORS.refused.code]);
    }
  });

  it('SPEC §3: every seeded acceptance carries one of the contract’s states and document types', () => {
    const statuses = new Set<string>(Object.values(ACCEPTANCE_STATUS));
    const types = new Set<string>(Object.values(SHEET_TYPE));
    for (const a of table('acceptances')) {
      expect(statuses.has(a.status), a.sheetId).toBe(true);
      expect(types.has(a.sheetType), a.sheetId).toBe(true);
    }
  });

  it("SPEC §9: the export's header row is the screen's column titles in order, its states by their labels", async () => {
    const columns = acceptanceQueries.retailer.columns;
    expect(columns.map((c) => [c.key, c.titleKey])).toEqual(ACCEPTANCE_COLUMNS.map((c) => [c.key, c.titleKey]));
    const rows = await exported({ params: { status: ACCEPTANCE_STATUS.toConfirm } }, RETAILER);
    expect(rows[0]).toEqual(columns.map((c) => catalogue(c.titleKey)));
    const status = columns.findIndex((c) => c.key === 'status');
    const label = catalogue(ACCEPTANCE_STATUSES.find((s) => s.value === ACCEPTANCE_STATUS.toConfirm)!.labelKey);
    expect(new Set(rows.slice(1).map((r) => r[status]))).toEqual(new Set([label]));
  });

  it("SPEC §7, §9: in English the export's titles are the screen's English ones", async () => {
    const english = { ...SUPPLIER, headers: { language: 'en-US' } };
    const rows = await exported({ params: { status: ACCEPTANCE_STATUS.confirmed } }, english);
    expect(rows[0].slice(0, 4)).toEqual(['Acceptance no.', 'Document type', 'Status', 'Supplier']);
  });
});
