import {
  goodsColumns,
  goodsImportConfig,
  importedRow,
  MAX_SHEET_GOODS,
} from '@/features/newProducts/schemas/goodsLines';
import { validateSheet } from '@/kit/import';
import { i18n } from '@/i18n';
import { setUpTexts } from '../support/page';

/* The Excel template import of goods rows (SPEC §5 row messages and the import cap; §3 temperature; §9 tax-rate labels). */

beforeAll(() => setUpTexts('en-US'));

const t = (key: string, params?: Record<string, unknown>) => i18n.t(key, params);
const header = () => goodsColumns.map((c) => t(c.labelKey));
const row = (barcode: string, patch: Record<number, string> = {}) => {
  const cells = [
    'Still water',
    barcode,
    '10',
    '1001',
    '100101',
    'Brand',
    '555ml',
    'bottle',
    '广东深圳',
    '365',
    '25',
    '0',
    '0.02',
    '1',
    '0',
    '1.20',
    '13%',
    '2.00',
    '13',
    '6.5',
    '6.5',
    '22',
  ];
  for (const [i, v] of Object.entries(patch)) cells[Number(i)] = v;
  return cells;
};

describe('new goods import (SPEC §5)', () => {
  it('reads the template headers and names each bad row with its problem', () => {
    const config = goodsImportConfig(t);
    const result = validateSheet(
      [
        header(),
        row('6900000000017'),
        row('6900000000024', { 10: '-5', 11: '4' }),
        row('69000X', { 16: '12' }),
        row('6900000000031', { 19: '', 21: '0' }),
      ],
      config,
      t,
    );
    expect(result.fileErrors).toEqual([]);
    expect(result.rowErrors.map((e) => e.message)).toEqual([
      'Row 3: The highest storage temperature must not be below the lowest',
      'Row 4: The barcode is at most 14 digits',
      'Row 4: The tax rate must be 6%, 9%, 10%, 11%, 13%, 16% or 17%',
      'Row 5: Length (cm) must not be empty.',
      'Row 5: Length, width and height are numbers above 0 with at most 1 decimal (cm)',
    ]);
    // A clean row becomes grid values: tax rates without the percent sign.
    expect(importedRow(result.records[0])).toMatchObject({
      barcode: '6900000000017',
      purchaseTaxRate: '13',
      saleTaxRate: '13',
    });
  });

  it(`takes at most ${MAX_SHEET_GOODS} goods rows`, () => {
    const rows = Array.from({ length: MAX_SHEET_GOODS + 1 }, (_, i) => row(String(6900000000000 + i)));
    expect(validateSheet([header(), ...rows], goodsImportConfig(t), t).fileErrors).toEqual([
      `The import exceeds ${MAX_SHEET_GOODS} records. Please import in batches.`,
    ]);
  });
});
