import { table, updateRows } from '../../mocks/db';
import {
  DAMAGE_STATUS,
  DAMAGES_ERRORS,
  IMPORT_MAX,
  canConfirmDamage,
  canDisputeDamage,
  canReviewDispute,
  damagesUrl,
  importCellProblems,
  type ImportField,
} from '@/features/damages/contract';
import { breachImportConfig } from '@/features/damages/schemas/breachImport';
import { damagesQuery } from '@/features/damages/schemas/damagesQuery';
import type { Damage } from '@/features/damages/types';
import { validateSheet } from '@/kit/import';
import type { DocumentAction } from '@/kit/query';
import { api, DEMO_VENDOR, RETAILER, SUPPLIER } from './helpers';

/*
 * Issue 37, one contract per domain: for each case the contract's rule, the screen's check (the
 * action's `allowed`, the import's column rules) and the mock's answer through its service agree,
 * because both call the rule.
 */

const code = async (path: Parameters<typeof damagesUrl>[0], body: object, options: object) =>
  (await api(damagesUrl(path), body, options)).returncode;
const actions = damagesQuery(undefined).actions!;
const allowedOf = (key: string) => {
  const action = actions.find((a) => a.key === key) as DocumentAction<Damage> | undefined;
  if (!action?.allowed) throw new Error(`no allowed() on ${key}`);
  return action.allowed;
};

/** Each move: its screen action, the contract's predicate, the call that makes it. */
const MOVES = [
  { key: 'confirm', rule: canConfirmDamage, path: 'confirm', body: {}, options: SUPPLIER },
  { key: 'dispute', rule: canDisputeDamage, path: 'dispute', body: { reason: '已足量送货' }, options: SUPPLIER },
  { key: 'accept', rule: canReviewDispute, path: 'review', body: { accept: true }, options: RETAILER },
  {
    key: 'reject',
    rule: canReviewDispute,
    path: 'review',
    body: { accept: false, reason: '无证明' },
    options: RETAILER,
  },
] as const;

describe('damages contract: screen and mock refuse the same inputs', () => {
  it('moves a breach exactly in the states the contract allows (confirm, dispute, accept, reject)', async () => {
    const { sheetId } = table('damages').find((d) => d.venderId === DEMO_VENDOR.venderId && d.bu === DEMO_VENDOR.bu)!;
    for (const move of MOVES) {
      const allowed = allowedOf(move.key);
      for (const status of Object.values(DAMAGE_STATUS)) {
        // One breach put in each state in turn (a move that passes changes it; the next case sets it again).
        updateRows('damages', (d) => d.sheetId === sheetId, { status });
        const row = { ...table('damages').find((d) => d.sheetId === sheetId)!, venderName: '' } as Damage;
        const rule = move.rule(row);
        const ok = (await code(move.path, { sheetIds: [sheetId], ...move.body }, move.options)) === '00000';
        expect([allowed(row), ok], `${move.key} ${status}`).toEqual([rule, rule]);
      }
    }
  });

  it('imports a row exactly when importCellProblems finds nothing in it (SPEC §5, §6, §9 cells)', async () => {
    const t = (key: string) => key;
    const config = breachImportConfig(t);
    const fields: ImportField[] = [
      'venderId',
      'orderSheetId',
      'shopId',
      'breachType',
      'amount',
      'breachDate',
      'remark',
    ];
    const ok = {
      venderId: '100101',
      orderSheetId: 'DH1',
      shopId: '1201',
      breachType: '2',
      amount: '88.50',
      breachDate: '2025/6/1',
      remark: '',
    };
    const cases: Partial<Record<ImportField, string>>[] = [
      {},
      { breachType: '5' },
      { breachType: '0' },
      { amount: '1.234' },
      { amount: '0' },
      { amount: '-3' },
      { amount: '12' },
      { breachDate: '2025/2/30' },
      { breachDate: '2025-06-01' },
      { orderSheetId: 'D'.repeat(IMPORT_MAX.orderSheetId + 1) },
      { remark: 'r'.repeat(IMPORT_MAX.remark) },
      { remark: 'r'.repeat(IMPORT_MAX.remark + 1) },
      { shopId: '' },
    ];
    for (const change of cases) {
      const row = { ...ok, ...change };
      const problems = importCellProblems(row);
      const sheet = [fields, fields.map((f) => row[f])];
      const screen = validateSheet(sheet, config, t).rowErrors.map((e) => e.field);
      expect([...new Set(screen)].sort(), JSON.stringify(change)).toEqual([...problems].sort());
      expect(await code('import', { rows: [row] }, RETAILER), JSON.stringify(change)).toBe(
        problems.length ? DAMAGES_ERRORS.importInvalid.code : '00000',
      );
    }
  });
});
