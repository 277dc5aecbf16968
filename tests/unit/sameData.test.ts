import { sameData } from '@/lib/sameData';

/** Two answers of the server compared by content: a refresh that brings nothing new changes nothing on screen. */
describe('sameData', () => {
  it('compares plain objects, arrays and primitives by content', () => {
    const page = () => ({ total: 2, pageData: [{ id: 'A', amount: 1.5, tags: ['x'], note: null }, { id: 'B' }] });
    expect(sameData(page(), page())).toBe(true);
    expect(sameData({ a: 1, b: 2 }, { b: 2, a: 1 })).toBe(true);
    expect(sameData(Number.NaN, Number.NaN)).toBe(true);
  });

  it('tells a changed value, a missing or extra key, another length or another kind apart', () => {
    expect(sameData({ pageData: [{ id: 'A', amount: 1 }] }, { pageData: [{ id: 'A', amount: 2 }] })).toBe(false);
    expect(sameData({ a: 1, b: undefined }, { a: 1, c: undefined })).toBe(false);
    expect(sameData({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(sameData([1, 2], [1, 2, 3])).toBe(false);
    expect(sameData([1], { 0: 1 })).toBe(false);
    expect(sameData('1', 1)).toBe(false);
    expect(sameData(null, {})).toBe(false);
  });

  it('holds anything that is not plain data the same only as itself (a Map, a Blob, a Date)', () => {
    expect(sameData(new Map([['a', 1]]), new Map([['a', 2]]))).toBe(false);
    expect(sameData(new Date(0), new Date(0))).toBe(false);
    const blob = new Blob(['x']);
    expect(sameData(blob, blob)).toBe(true);
  });
});
