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

describe('find anything: codes match by any part, not only from their start', () => {
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

describe('find anything: mail, bills and order change documents', () => {
  const MAIL = '/api/fea-vsm/mail/list';
  const BILLS = '/api/fea-vsm/settlement/billing/details/query';
  const APPROVALS = '/api/fea-vsm/order/approval/query';
  type Mail = { emailId: string; title: string; senderName: string };
  const inbox = (keyword: string, token = 'demo-supplier') =>
    data<Page<Mail>>(MAIL, small({ folder: 'inbox', keyword }), { token });

  it("the inbox's keyword finds any part of a subject or of the sender's name, in the caller's own mailbox only", async () => {
    const mine = table('mailboxes').find((b) => b.ownerId === '10001' && b.folder === 'inbox')!;
    const mail = table('mails').find((m) => m.emailId === mine.emailId)!;
    const bySubject = await inbox(mail.title.slice(2, 6));
    expect(bySubject.pageData.map((m) => m.emailId)).toContain(mail.emailId);
    expect(bySubject.pageData.every((m) => m.title.includes(mail.title.slice(2, 6)))).toBe(true);
    const bySender = await inbox(mail.senderName.slice(1));
    expect(bySender.pageData.map((m) => m.emailId)).toContain(mail.emailId);
    expect((await inbox('不存在的主题xyz')).pageData).toEqual([]);

    // demo-supplier-multi's mail (SPEC §2 internal mail, one mailbox per user) is theirs alone.
    const theirs = table('mailboxes').find((b) => b.ownerId === '10002' && b.folder === 'inbox')!;
    const title = table('mails').find((m) => m.emailId === theirs.emailId)!.title;
    expect((await inbox(title)).pageData.map((m) => m.emailId)).not.toContain(theirs.emailId);
    expect((await inbox(title, 'demo-supplier-multi')).pageData.map((m) => m.emailId)).toContain(theirs.emailId);
  });

  it('a bill and an order change document are found by the middle or the end of their number', async () => {
    const bill = table('bills').find(isDemo)!;
    const approval = table('orderApprovals').find(isDemo)!;
    for (const [path, key, number] of [
      [BILLS, 'billId', bill.billId],
      [APPROVALS, 'sheetId', approval.sheetId],
    ] as const) {
      expect(await foundBy(path, { [key]: number.slice(3, -2) }, key), path).toContain(number);
      expect(await foundBy(path, { [key]: number.slice(-5) }, key), path).toContain(number);
      const page = await data<Page<Record<string, string>>>(path, small({ [key]: number.slice(-5) }), asSupplier);
      expect(page.pageData.length).toBeLessThanOrEqual(5);
    }
  });

  it("demo-supplier never finds another supplier's bill or order change document by its whole number; their owners do", async () => {
    const MULTI = { venderId: '100202', bu: '12', partnerId: 'P10002' };
    const isMulti = (r: { venderId: string; bu: string }) => r.venderId === MULTI.venderId && r.bu === MULTI.bu;
    const bill = table('bills').find(isMulti)!;
    const approval = table('orderApprovals').find((r) => !isDemo(r))!;
    expect(await foundBy(BILLS, { billId: bill.billId }, 'billId')).toEqual([]);
    expect(await foundBy(APPROVALS, { sheetId: approval.sheetId }, 'sheetId')).toEqual([]);
    const asMulti = { vendor: MULTI, token: 'demo-supplier-multi' };
    const theirs = await data<Page<{ billId: string }>>(BILLS, small({ billId: bill.billId }), asMulti);
    expect(theirs.pageData.map((b) => b.billId)).toEqual([bill.billId]);
    const retailer = await data<Page<{ sheetId: string }>>(APPROVALS, small({ sheetId: approval.sheetId }), asRetailer);
    expect(retailer.pageData.map((r) => r.sheetId)).toEqual([approval.sheetId]);
  });
});
