import { table, updateRows } from '../../mocks/db';
import { addDays, mockToday } from '../../mocks/db/clock';
import type { JointCost } from '@/features/newProducts/types';
import { api, data, DEMO_VENDOR } from './helpers';

/*
 * SPEC §2 /promotion/readjust_prices and /goodsadjcost: a joint-venture goods' price readjustment is its
 * cost proposal, one document under one TJ number, whichever screen makes or decides it.
 */

const R = '/api/fea-vsm/promotion/readjust';
const J = '/api/fea-vsm/goodsadjcost';
type Page<T> = { total: number; pageData: T[] };
const supplier = { vendor: DEMO_VENDOR };
const retailer = { token: 'demo-retailer' };

const mineJoint = () =>
  table('jointCosts').filter((r) => r.venderId === DEMO_VENDOR.venderId && r.bu === DEMO_VENDOR.bu);
const readjustment = (sheetId: string) => table('priceReadjusts').find((r) => r.sheetId === sheetId);
const saveReadjust = (goodsId: string, newCost: number, effectiveDate = addDays(mockToday(), 5)) =>
  api<{ sheetId: string }>(`${R}/save`, { goodsId, newCost, effectiveDate, reason: '原材料涨价' }, supplier);
const proposalOf = async (goodsId: string) =>
  (await data<Page<JointCost>>(`${J}/query`, { pageNo: 1, pageSize: 5, params: { goodsId } }, supplier)).pageData[0];

describe('mock backend: a joint-venture goods’ readjustment is its cost proposal (SPEC §2)', () => {
  it('a readjustment saved on /promotion/readjust_prices becomes the goods’ proposal in review, from its current joint cost', async () => {
    // An approved cost that has applied: the joint cost is no longer the goods' first purchase price.
    const free = { ...mineJoint().find((r) => r.status === '2' && r.effectiveDate! <= mockToday())! };
    expect(free.cost).not.toBe(table('goods').find((g) => g.goodsId === free.goodsId)!.purchasePrice);
    const saved = await saveReadjust(free.goodsId, 7.1234);
    expect(saved.returncode).toBe('00000');
    const { sheetId } = saved.data;
    expect(readjustment(sheetId)).toMatchObject({ status: '0', oldCost: free.cost, newCost: 7.1234 });
    expect(await proposalOf(free.goodsId)).toMatchObject({
      proposalId: sheetId,
      proposedCost: 7.1234,
      effectiveDate: addDays(mockToday(), 5),
      proposeDate: readjustment(sheetId)!.createDate,
      status: '1',
      cost: free.cost,
      reviewReason: null,
    });
    // The retailer sees it among the proposals to decide, and deciding it there decides the readjustment.
    const toDecide = await data<Page<JointCost>>(
      `${J}/query`,
      { pageNo: 1, pageSize: 5, params: { proposalId: sheetId } },
      retailer,
    );
    expect(toDecide.pageData.map((r) => r.goodsId)).toEqual([free.goodsId]);
    expect(
      await data(`${J}/review`, { proposalIds: [sheetId], approve: false, reason: '请附成本依据' }, retailer),
    ).toEqual({ count: 1 });
    expect(readjustment(sheetId)).toMatchObject({ status: '2', reviewReason: '请附成本依据', checker: '王晓梅' });
  });

  it('the goods lookup the readjustment form fills its old cost from answers a joint-venture goods’ joint cost', async () => {
    const moved = mineJoint().find((r) => {
      const g = table('goods').find((x) => x.goodsId === r.goodsId && x.venderId === r.venderId && x.bu === r.bu)!;
      return r.cost !== g.purchasePrice;
    })!;
    const found = await data<{ pageData: { goodsId: string; purchasePrice: number }[] }>(
      '/api/fea-vsm/lookup/constGoods',
      { pageNo: 1, pageSize: 10, params: { goodsId: moved.goodsId } },
      supplier,
    );
    expect(found.pageData.find((g) => g.goodsId === moved.goodsId)!.purchasePrice).toBe(moved.cost);
  });

  it('a proposal made on /goodsadjcost is a readjustment found on /promotion/readjust_prices under its number', async () => {
    const free = { ...mineJoint().find((r) => r.status === '0' || r.status === '3')! };
    const date = addDays(mockToday(), 3);
    expect(
      await data(`${J}/propose`, { goodsIds: [free.goodsId], newCost: '6.5', effectiveDate: date }, supplier),
    ).toEqual({ count: 1 });
    const proposalId = table('jointCosts').find((r) => r.goodsId === free.goodsId)!.proposalId!;
    const found = await data<Page<{ sheetId: string; status: string; newCost: number; effectiveDate: string }>>(
      `${R}/query`,
      { pageNo: 1, pageSize: 5, params: { sheetId: proposalId } },
      supplier,
    );
    expect(found.pageData).toEqual([
      expect.objectContaining({ sheetId: proposalId, status: '0', newCost: 6.5, effectiveDate: date }),
    ]);
  });

  it('a joint-venture goods is refused a readjustment while its proposal is in review or its approved cost has not applied, in the proposal’s words', async () => {
    const inReview = mineJoint().find((r) => r.status === '1')!;
    // Its readjustment awaits review: refused as any goods' second readjustment would be.
    expect(await saveReadjust(inReview.goodsId, 3.21)).toMatchObject({ returncode: 'A0446' });
    const approved = mineJoint().find((r) => r.status === '2')!;
    updateRows('jointCosts', (r) => r === approved, { effectiveDate: addDays(mockToday(), 4) });
    expect(await saveReadjust(approved.goodsId, 3.21)).toMatchObject({
      returncode: 'B0400',
      message: '已通过的新成本价尚未生效，生效后再申请调价',
    });
    const unchanged = mineJoint().find((r) => r.status === '0' || r.status === '3')!;
    expect(await saveReadjust(unchanged.goodsId, unchanged.cost)).toMatchObject({ returncode: 'A0442' });
  });
});
