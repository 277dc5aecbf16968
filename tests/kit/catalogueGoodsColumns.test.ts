import { describe, expect, it } from 'vitest';
import { catalogueGoodsColumns } from '@/kit/columns';

describe('catalogueGoodsColumns (a list of the supplier catalogue, one row per goods)', () => {
  it('shows the goods code, name and barcode with their shared labels, each searched, the code sortable', () => {
    const columns = catalogueGoodsColumns();
    expect(columns.map((c) => [c.key, c.titleKey, c.search, !!c.sortable])).toEqual([
      ['goodsId', 'fields:goodsId', true, true],
      ['goodsName', 'fields:goodsName', true, false],
      ['barcode', 'fields:barcode', true, false],
    ]);
  });
});
