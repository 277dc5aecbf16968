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

  it('finds goods by a whole barcode, the start of a goods code, and any part of a name', async () => {
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

/** Every row of the demo supplier whose `key` holds `part`, asked through `path` with `params`. */
async function foundBy(path: string, params: Record<string, unknown>, key: string) {
  const page = await data<Page<Record<string, string>>>(path, { pageNo: 1, pageSize: 5000, params }, asSupplier);
  return page.pageData.map((r) => r[key]);
}

describe('find anything: codes match by any part, not only from their start (issue 36 item 1)', () => {
  it('the middle or the end of a barcode or a goods code finds the goods, by its field and by the keyword', async () => {
    const goods = table('goods').filter(isDemo)[3];
    const middle = goods.barcode.slice(4, 10);
    const tail = goods.goodsId.slice(-4);
    expect(await foundBy(GOODS, { barcode: middle }, 'goodsId')).toContain(goods.goodsId);
    expect(await foundBy(GOODS, { goodsId: tail }, 'goodsId')).toContain(goods.goodsId);
    for (const part of [middle, tail, goods.barcode.slice(-5), goods.goodsName.slice(1)]) {
      const page = await data<Page<Goods & { goodsName: string }>>(
        GOODS,
        { pageNo: 1, pageSize: 5000, params: { keyword: part } },
        asSupplier,
      );
      expect(
        page.pageData.map((g) => g.goodsId),
        part,
      ).toContain(goods.goodsId);
      expect(page.pageData.every((g) => [g.goodsId, g.barcode, g.goodsName].some((v) => v.includes(part)))).toBe(true);
    }
  });

  it('the middle of a reservation, contract, certificate, settlement sheet or new-goods barcode finds its document', async () => {
    const cases: [
      string,
      string,
      { venderId: string; bu: string } & Record<string, unknown>,
      Record<string, unknown>,
    ][] = [
      ['/api/fea-vsm/booking/query', 'reservationNo', table('appointments').find(isDemo)!, {}],
      ['/api/fea-vsm/contract/query', 'contractId', table('contractBills').find(isDemo)!, {}],
      ['/api/fea-vsm/cert/query', 'sheetId', table('certSheets').find(isDemo)!, { view: 'search' }],
      ['/api/fea-vsm/settlement/sheet/query', 'sheetId', table('settleSheets').find(isDemo)!, {}],
    ];
    for (const [path, key, row, fixed] of cases) {
      const number = String(row[key]);
      const middle = number.slice(3, -2);
      expect(middle.length, number).toBeGreaterThan(3);
      expect(await foundBy(path, { ...fixed, [key]: middle }, key), `${path} ${middle}`).toContain(number);
      expect(await foundBy(path, { ...fixed, [key]: number.slice(-4) }, key), path).toContain(number);
    }
    const sheet = table('newGoodsSheets').find((s) => isDemo(s) && s.lines.length > 0)!;
    const barcode = sheet.lines[0].barcode;
    expect(await foundBy('/api/fea-vsm/newgoods/query', { barcode: barcode.slice(5, 11) }, 'sheetId')).toContain(
      sheet.sheetId,
    );
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
