import { table } from '../../mocks/db';
import { data, DEMO_VENDOR } from './helpers';

/* The lists the shell's search box asks (the same list calls as their screens, page size 5): a document
 * number matches by any part of it (mocks/services/paging isNumberField), and each caller finds only what
 * its combination may see. */

type Page<T> = { total: number; pageData: T[] };
type Notice = { sheetId: string; venderId: string; bu: string };
type Goods = { goodsId: string; barcode: string; venderId: string; bu: string };

const NOTICES = '/api/fea-vsm/order/notice/query';
const GOODS = '/api/fea-vsm/goods/query';
const small = (params: Record<string, unknown>) => ({ pageNo: 1, pageSize: 5, params });
const asSupplier = { vendor: DEMO_VENDOR, token: 'demo-supplier' };
const asRetailer = { vendor: null, token: 'demo-retailer' };

const isDemo = (r: { venderId: string; bu: string }) => r.venderId === DEMO_VENDOR.venderId && r.bu === DEMO_VENDOR.bu;

describe('find anything: list searches match by any part of a number', () => {
  it('finds an order notice by the last five digits of its number', async () => {
    const mine = table('orderNotices').find(isDemo)!;
    const tail = mine.sheetId.slice(-5);
    const page = await data<Page<Notice>>(NOTICES, small({ sheetId: tail }), asSupplier);
    expect(page.pageData.length).toBeGreaterThan(0);
    expect(page.pageData.length).toBeLessThanOrEqual(5);
    expect(page.pageData.every((n) => n.sheetId.includes(tail))).toBe(true);
    const all = await data<Page<Notice>>(NOTICES, { pageNo: 1, pageSize: 5000, params: { sheetId: tail } }, asSupplier);
    expect(all.pageData.map((n) => n.sheetId)).toContain(mine.sheetId);
  });

  it('finds goods by a whole barcode, the start of a goods code, and any part of a name (master data codes match from their start)', async () => {
    const goods = table('goods').find(isDemo)!;
    const byBarcode = await data<Page<Goods>>(GOODS, small({ barcode: goods.barcode }), asSupplier);
    expect(byBarcode.pageData.map((g) => g.goodsId)).toContain(goods.goodsId);
    const byCode = await data<Page<Goods>>(
      GOODS,
      { pageNo: 1, pageSize: 5000, params: { goodsId: goods.goodsId.slice(0, -1) } },
      asSupplier,
    );
    expect(byCode.pageData.map((g) => g.goodsId)).toContain(goods.goodsId);
    const word = goods.goodsName.slice(1, 3);
    const byName = await data<Page<Goods & { goodsName: string }>>(GOODS, small({ goodsName: word }), asSupplier);
    expect(byName.pageData.length).toBeGreaterThan(0);
    expect(byName.pageData.every((g) => g.goodsName.includes(word))).toBe(true);
  });
});

describe('find anything: a supplier finds only its own documents (SPEC §6 vendor scope)', () => {
  it("demo-supplier never finds another supplier's order notice or goods; demo-retailer finds both", async () => {
    const theirs = table('orderNotices').find((n) => !isDemo(n))!;
    const tail = theirs.sheetId.slice(-5);
    const supplier = await data<Page<Notice>>(
      NOTICES,
      { pageNo: 1, pageSize: 5000, params: { sheetId: tail } },
      asSupplier,
    );
    expect(supplier.pageData.every(isDemo)).toBe(true);
    expect(supplier.pageData.map((n) => n.sheetId)).not.toContain(theirs.sheetId);
    const retailer = await data<Page<Notice>>(
      NOTICES,
      { pageNo: 1, pageSize: 5000, params: { sheetId: tail } },
      asRetailer,
    );
    expect(retailer.pageData.map((n) => n.sheetId)).toContain(theirs.sheetId);

    const otherGoods = table('goods').find((g) => !isDemo(g))!;
    const code = { pageNo: 1, pageSize: 5000, params: { barcode: otherGoods.barcode } };
    expect((await data<Page<Goods>>(GOODS, code, asSupplier)).pageData.every(isDemo)).toBe(true);
    expect((await data<Page<Goods>>(GOODS, code, asRetailer)).pageData.map((g) => g.goodsId)).toContain(
      otherGoods.goodsId,
    );
  });
});
