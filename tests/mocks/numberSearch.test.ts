import { table } from '../../mocks/db';
import { isNumberField, matchValue, matchesParams } from '../../mocks/services/paging';
import { data, DEMO_VENDOR } from './helpers';

/* List searches find a document by any part of its number, as the real backend's LIKE search does. */

type Page<T> = { total: number; pageData: T[] };

describe('mock list searches: a document number matches by "contains"', () => {
  it('part of a number finds its document; master data codes still match from their start', () => {
    for (const key of [
      'sheetId',
      'orderSheetId',
      'settleSheetId',
      'reservationNo',
      'invoiceNo',
      'contractId',
      'orderNumber',
    ])
      expect(isNumberField(key), key).toBe(true);
    for (const key of ['venderId', 'shopId', 'goodsId', 'bu', 'status', 'barcode'])
      expect(isNumberField(key), key).toBe(false);
    expect(matchValue('sheetId', 'DH122026112700022', '2700022')).toBe(true);
    expect(matchValue('orderSheetId', 'DH122026112700022', 'dh1220')).toBe(true);
    expect(matchValue('sheetId', 'DH122026112700022', '2700023')).toBe(false);
    expect(matchesParams({ sheetId: 'DH122026112700022', venderId: '100101' }, { sheetId: ' 2700022 ' })).toBe(true);
    expect(matchValue('venderId', '100101', '0101')).toBe(false);
    expect(matchValue('venderId', '100101', '1001')).toBe(true);
  });

  it('goods codes and barcodes match by any part too (the last digits read off a label); shop codes from their start', () => {
    expect(matchValue('barcode', '6901234567892', '4567')).toBe(true);
    expect(matchValue('goodsId', '2000123', '0123')).toBe(true);
    expect(matchValue('goodsId', '2000123', '0124')).toBe(false);
    expect(matchValue('shopId', '12001', '001')).toBe(false);
  });

  it('a liquidated-damages search by the last digits of its order number finds it (every domain through matchesParams)', async () => {
    const own = table('damages').find((d) => d.venderId === DEMO_VENDOR.venderId && d.bu === DEMO_VENDOR.bu)!;
    const tail = own.orderSheetId.slice(-7);
    const found = await data<Page<{ sheetId: string; orderSheetId: string }>>(
      '/api/fea-vsm/liquidateddamages/query',
      { pageNo: 1, pageSize: 100, params: { orderSheetId: tail } },
      { vendor: DEMO_VENDOR },
    );
    expect(found.pageData.map((d) => d.sheetId)).toContain(own.sheetId);
    expect(found.pageData.every((d) => d.orderSheetId.includes(tail))).toBe(true);
  });
});
