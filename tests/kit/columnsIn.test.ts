import { columnsIn, idsOf } from '@/kit/columns';

type Sheet = { sheetId: string; amount: number };

describe("a screen's own columns and the ids of chosen rows", () => {
  it('labels a column <prefix>.<key>, with the screen defaults under what the column says', () => {
    const col = columnsIn<Sheet>('settlement:field', { width: 110 });
    expect(col('sheetId')).toEqual({ key: 'sheetId', titleKey: 'settlement:field.sheetId', width: 110 });
    expect(col('amount', { width: 90, format: 'amount' })).toEqual({
      key: 'amount',
      titleKey: 'settlement:field.amount',
      width: 90,
      format: 'amount',
    });
    expect(col('amount', { titleKey: 'fields:amount' }).titleKey).toBe('fields:amount');
  });

  it('sends the chosen rows’ ids in their order', () => {
    const rows: Sheet[] = [
      { sheetId: 'S2', amount: 1 },
      { sheetId: 'S1', amount: 2 },
    ];
    expect(idsOf(rows, 'sheetId')).toEqual(['S2', 'S1']);
  });
});
