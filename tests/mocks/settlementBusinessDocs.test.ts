import { table } from '../../mocks/db';
import { recordBusinessDocument } from '../../mocks/shared/settlementDocuments';
import { api, data, DEMO_VENDOR } from './helpers';

/*
 * Settlement documents follow the business documents as they happen (docs/API.md "Settlement"): a
 * receipt the supplier confirms and a return the retailer executes each become one settlement document
 * not extracted yet, which the settlement document screen lists and a sheet then settles.
 */

const S = '/api/fea-vsm/settlement';
const asSupplier = { vendor: DEMO_VENDOR };
const asRetailer = { token: 'demo-retailer' };
type SettleRow = {
  sheetId: string;
  status: string;
  docType: string;
  sourceSheetId: string;
  venderId: string;
  bu: string;
  partnerId: string;
  shopId: string;
  shopName: string;
  docDate: string;
  amount: number;
  settleSheetId: string | null;
};
type Page = { total: number; pageData: SettleRow[] };

const isDemo = (r: { venderId: string; bu: string }) => r.venderId === DEMO_VENDOR.venderId && r.bu === DEMO_VENDOR.bu;
const settledFrom = (sourceSheetId: string) => table('settleDocs').filter((d) => d.sourceSheetId === sourceSheetId);
const docQuery = (sourceSheetId: string) =>
  data<Page>(`${S}/doc/query`, { pageNo: 1, pageSize: 20, params: { sourceSheetId } }, asSupplier);

describe('mock backend: a confirmed receipt enters settlement (SPEC §4 settlement document: not extracted)', () => {
  it('confirming an acceptance adds its settlement document: same number, date, site and amount, listed and totalled', async () => {
    const receipt = table('acceptances').find((a) => isDemo(a) && a.status === '0')!;
    expect(settledFrom(receipt.sheetId)).toEqual([]);
    const before = await data<{ count: number; amount: number }>(`${S}/doc/totals`, { params: {} }, asSupplier);

    expect(await data('/api/fea-vsm/acceptance/confirm', { sheetIds: [receipt.sheetId] }, asSupplier)).toEqual({
      confirmed: 1,
    });

    const page = await docQuery(receipt.sheetId);
    expect(page.total).toBe(1);
    expect(page.pageData[0]).toMatchObject({
      docType: '1',
      status: '1',
      sourceSheetId: receipt.sheetId,
      venderId: receipt.venderId,
      bu: receipt.bu,
      partnerId: receipt.partnerId,
      shopId: receipt.shopId,
      docDate: receipt.receiptDate,
      amount: receipt.amount,
      settleSheetId: null,
    });
    expect(page.pageData[0].sheetId).toMatch(/^SD\d{13}$/);
    expect(page.pageData[0].shopName).not.toBe('');
    const after = await data<{ count: number; amount: number }>(`${S}/doc/totals`, { params: {} }, asSupplier);
    expect(after.count).toBe(before.count + 1);
    expect(Math.round(after.amount * 100)).toBe(Math.round((before.amount + receipt.amount) * 100));
  });

  it('a repeated confirmation is refused and adds nothing; the new document merges into a sheet as a receipt', async () => {
    const receipt = table('acceptances').find((a) => isDemo(a) && a.status === '0')!;
    await data('/api/fea-vsm/acceptance/confirm', { sheetIds: [receipt.sheetId] }, asSupplier);
    expect((await api('/api/fea-vsm/acceptance/confirm', { sheetIds: [receipt.sheetId] }, asSupplier)).returncode).toBe(
      'B0400',
    );
    expect(settledFrom(receipt.sheetId)).toHaveLength(1);

    const doc = settledFrom(receipt.sheetId)[0];
    const { sheetId } = await data<{ sheetId: string }>(`${S}/doc/merge`, { sheetIds: [doc.sheetId] }, asSupplier);
    const sheet = table('settleSheets').find((s) => s.sheetId === sheetId)!;
    expect([sheet.docCount, sheet.receiptAmount, sheet.payableAmount]).toEqual([1, doc.amount, doc.amount]);
  });
});

describe('mock backend: an executed return enters settlement (SPEC §4 settlement document: not extracted)', () => {
  it('executing a return adds its settlement document with the amount negative, once', async () => {
    const ret = table('returnDocs').find((r) => isDemo(r) && r.status === '0')!;
    expect(settledFrom(ret.sheetId)).toEqual([]);

    expect(await data('/api/fea-vsm/returns/docExecute', { sheetIds: [ret.sheetId] }, asRetailer)).toEqual({
      executed: 1,
    });

    const page = await docQuery(ret.sheetId);
    expect(page.total).toBe(1);
    expect(page.pageData[0]).toMatchObject({
      docType: '2',
      status: '1',
      sourceSheetId: ret.sheetId,
      venderId: ret.venderId,
      bu: ret.bu,
      partnerId: ret.partnerId,
      shopId: ret.shopId,
      docDate: ret.returnDate,
      amount: -ret.amount,
    });
    expect(page.pageData[0].amount).toBeLessThan(0);

    expect((await api('/api/fea-vsm/returns/docExecute', { sheetIds: [ret.sheetId] }, asRetailer)).returncode).toBe(
      'B0400',
    );
    expect(settledFrom(ret.sheetId)).toHaveLength(1);
  });
});

describe('mock backend: recordBusinessDocument is idempotent per business document', () => {
  it('answers the settlement document a business document already has, seeded or recorded', () => {
    const seeded = table('settleDocs').find((d) => isDemo(d) && d.docType === '1')!;
    const again = recordBusinessDocument({
      ...DEMO_VENDOR,
      docType: '1',
      sourceSheetId: seeded.sourceSheetId,
      shopId: seeded.shopId,
      docDate: seeded.docDate,
      amount: seeded.amount,
      creator: 'x',
    });
    expect(again.sheetId).toBe(seeded.sheetId);
    expect(settledFrom(seeded.sourceSheetId)).toHaveLength(1);

    const input = {
      ...DEMO_VENDOR,
      docType: '2' as const,
      sourceSheetId: 'TH-NEW-1',
      shopId: seeded.shopId,
      docDate: '2025-06-18',
      amount: -(10.1 + 2.2),
      creator: 'x',
    };
    const first = recordBusinessDocument(input);
    expect(recordBusinessDocument(input).sheetId).toBe(first.sheetId);
    expect(settledFrom('TH-NEW-1')).toEqual([expect.objectContaining({ amount: -12.3, status: '1' })]);
  });
});
