import { decodeQueryState, encodeQueryState, fromParams, toParams } from '@/kit/query';
import type { FieldSchema } from '@/kit/schema';

/** SPEC §7 generic table query params, kept in the address of a query screen. */
const fields: FieldSchema[] = [
  { name: 'goodsName', labelKey: 'x', kind: 'input' },
  { name: 'saleTaxRate', labelKey: 'x', kind: 'select', dict: 'SALETAXRATE' },
  { name: 'shops', labelKey: 'x', kind: 'select', multiple: true },
  { name: 'qty', labelKey: 'x', kind: 'input-number' },
  { name: 'createDate', labelKey: 'x', kind: 'range-picker' },
  { name: 'period', labelKey: 'x', kind: 'range-picker', rangeNames: ['beginDate', 'endDate'] },
];
const defaults = { pageSize: 20 };

describe('search state in the address (SPEC §7 "pageNo, pageSize, orderBy, params")', () => {
  it('turns search values into request params: blanks dropped, text trimmed, a range as two params', () => {
    expect(
      toParams(fields, {
        goodsName: '  milk ',
        saleTaxRate: '',
        shops: ['1201', ' ', '1202'],
        qty: 0,
        createDate: ['2025-06-01', undefined],
        period: ['2025-01-01', '2025-01-31'],
        unknown: 'x',
      }),
    ).toEqual({
      goodsName: 'milk',
      shops: ['1201', '1202'],
      qty: 0,
      createDateStart: '2025-06-01',
      beginDate: '2025-01-01',
      endDate: '2025-01-31',
    });
  });

  it('encodes the params with the page and sort, and decodes them back', () => {
    const state = {
      values: { goodsName: 'milk', shops: ['1201', '1202'], qty: 2.5, createDate: ['2025-06-01', '2025-06-30'] },
      pageNo: 3,
      pageSize: 50,
      orderBy: 'salePrice desc',
    };
    const query = encodeQueryState(fields, state, defaults);
    expect(query).toBe(
      'goodsName=milk&shops=1201&shops=1202&qty=2.5&createDateStart=2025-06-01&createDateEnd=2025-06-30&pageNo=3&pageSize=50&orderBy=salePrice+desc',
    );
    expect(decodeQueryState(fields, `?${query}`, defaults)).toEqual({ ...state, queried: true });
  });

  it('leaves the default page size out and keeps a half-open range', () => {
    const query = encodeQueryState(
      fields,
      { values: { createDate: [undefined, '2025-06-30'] }, pageNo: 1, pageSize: 20 },
      defaults,
    );
    expect(query).toBe('createDateEnd=2025-06-30&pageNo=1');
    expect(decodeQueryState(fields, query, defaults).values).toEqual({ createDate: [undefined, '2025-06-30'] });
  });

  it('counts a search param alone (a to-do link) as a query, and nothing as no query with the defaults', () => {
    expect(decodeQueryState(fields, 'goodsName=tea', defaults)).toMatchObject({
      queried: true,
      values: { goodsName: 'tea' },
      pageNo: 1,
      pageSize: 20,
    });
    expect(decodeQueryState(fields, 'other=1', { pageSize: 20, values: { goodsName: 'x' } })).toEqual({
      queried: false,
      values: { goodsName: 'x' },
      pageNo: 1,
      pageSize: 20,
      orderBy: undefined,
    });
  });

  it('ignores a broken page number or size and a number that is not one', () => {
    expect(decodeQueryState(fields, 'pageNo=-2&pageSize=abc&qty=x', defaults)).toMatchObject({
      pageNo: 1,
      pageSize: 20,
      values: {},
    });
    expect(fromParams(fields, (name) => (name === 'qty' ? [' '] : []))).toEqual({});
  });
});
