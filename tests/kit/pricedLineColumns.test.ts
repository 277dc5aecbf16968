import { describe, expect, it } from 'vitest';
import { field, pricedLineColumns } from '@/kit/columns';

describe('pricedLineColumns (SPEC §9 formats of a priced goods line)', () => {
  it("puts the screen's quantities after the goods and labels the amount as the screen says", () => {
    const columns = pricedLineColumns(
      [field('qty', { titleKey: 'returns:field.qty', format: 'quantity' })],
      'returns:field.amount',
    );
    expect(columns.map((c) => c.key)).toEqual([
      'goodsId',
      'goodsName',
      'barcode',
      'unit',
      'qty',
      'price',
      'cost',
      'amount',
      'taxRate',
    ]);
    expect(columns.map((c) => c.titleKey)).toEqual([
      'fields:goodsId',
      'fields:goodsName',
      'fields:barcode',
      'fields:unit',
      'returns:field.qty',
      'fields:price',
      'fields:cost',
      'returns:field.amount',
      'fields:taxRate',
    ]);
    expect(columns.map((c) => c.format)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      'quantity',
      'price',
      'cost',
      'amount',
      'taxRate',
    ]);
  });
});
