import { table, updateRows } from '../../mocks/db';
import { addDays, mockToday } from '../../mocks/db/clock';
import { api, data, DEMO_VENDOR } from './helpers';

/* Promoter agreement applications (SPEC §3 fields, §9 replacement within 3 days) and the invoice-easy eligibility the client checks (SPEC §4, §8). */

const C = '/api/fea-vsm/contract';
const R = { token: 'demo-retailer' };
const S = { vendor: DEMO_VENDOR };
type Page<T> = { total: number; pageData: T[] };
type Promoter = {
  agreementId: string;
  venderId: string;
  status: string;
  totalFee?: number;
  replacementInTime: boolean;
};

const shopOfBu = (bu: string) => table('shops').find((s) => s.buId === bu)!;
const application = () => {
  const from = addDays(mockToday(), 5);
  return {
    shopId: shopOfBu('12').shopId,
    promoterName: '陈静',
    promoterType: '1',
    onboardType: '1',
    promoteFrom: from,
    promoteTo: addDays(from, 89),
    managementFee: 500,
    trainingFee: 200,
    displayMode: '2',
  };
};

describe('mock backend: promoter agreement applications', () => {
  it('the supplier applies with the SPEC §3 fields; the retailer report and costs read the new row', async () => {
    const row = await data<Promoter>(`${C}/promoter/add`, application(), S);
    expect(row).toMatchObject({ venderId: '100101', status: '1', replacementInTime: null });
    const mine = await data<Page<Promoter>>(
      `${C}/promoter/query`,
      { pageNo: 1, pageSize: 500, params: { agreementId: row.agreementId } },
      S,
    );
    expect(mine.pageData.map((p) => p.agreementId)).toEqual([row.agreementId]);
    const report = await data<Page<Promoter>>(
      `${C}/promoter/query`,
      { pageNo: 1, pageSize: 5, params: { agreementId: row.agreementId } },
      R,
    );
    expect(report.total).toBe(1);
    const costs = await data<Page<Promoter>>(
      `${C}/promoter/cost`,
      { pageNo: 1, pageSize: 5, params: { agreementId: row.agreementId } },
      R,
    );
    // 90 days are 3 months of 500, plus the training fee of 200.
    expect(costs.pageData[0].totalFee).toBe(1700);
    // The supplier lists only its own applications.
    const all = await data<Page<Promoter>>(`${C}/promoter/query`, { pageNo: 1, pageSize: 500, params: {} }, S);
    expect(all.pageData.every((p) => p.venderId === '100101')).toBe(true);
  });

  it('lists the agreements whose promotion period overlaps the searched one, its bounds inclusive, a blank bound open', async () => {
    const row = await data<Promoter>(`${C}/promoter/add`, application(), S);
    const { promoteFrom, promoteTo } = application();
    const found = async (from: string, to: string) =>
      (
        await data<Page<Promoter>>(
          `${C}/promoter/query`,
          { pageNo: 1, pageSize: 500, params: { promoteFrom: from, promoteTo: to } },
          S,
        )
      ).pageData.some((p) => p.agreementId === row.agreementId);
    expect(await found(promoteTo, addDays(promoteTo, 30))).toBe(true);
    expect(await found(addDays(promoteFrom, -30), promoteFrom)).toBe(true);
    expect(await found(addDays(promoteFrom, 10), addDays(promoteFrom, 20))).toBe(true);
    expect(await found(addDays(promoteTo, 1), '')).toBe(false);
    expect(await found('', addDays(promoteFrom, -1))).toBe(false);
    expect(await found('', '')).toBe(true);
  });

  it('refuses a store of another BU, missing choices, an inverted period and negative fees (SPEC §3)', async () => {
    const other = table('shops').find((s) => s.buId !== '12')!;
    expect(await api(`${C}/promoter/add`, { ...application(), shopId: other.shopId }, S)).toMatchObject({
      message: '请选择本BU的门店',
    });
    expect(await api(`${C}/promoter/add`, { ...application(), promoterType: '9' }, S)).toMatchObject({
      message: '请选择促销员类型、入职类型和陈列方式',
    });
    const a = application();
    expect(await api(`${C}/promoter/add`, { ...a, promoteTo: addDays(a.promoteFrom, -1) }, S)).toMatchObject({
      message: '促销结束日期不能早于开始日期',
    });
    expect(await api(`${C}/promoter/add`, { ...a, trainingFee: -1 }, S)).toMatchObject({
      message: '管理费和培训费须为非负数',
    });
    expect(await api(`${C}/promoter/add`, a, R)).toMatchObject({ returncode: 'A0303' });
  });

  it('SPEC §9: a replacement promoter starts within 3 days of the replaced one leaving', async () => {
    const a = { ...application(), onboardType: '3' };
    // The screen's text of the first field it names (the contract's promoterProblems).
    expect(await api(`${C}/promoter/add`, a, S)).toMatchObject({
      returncode: 'A0410',
      message: '替换入职请填写被替换促销员',
    });
    const late = { ...a, replacedName: '王芳', leaveDate: addDays(a.promoteFrom, -4) };
    expect(await api(`${C}/promoter/add`, late, { ...S, token: 'demo-supplier' })).toMatchObject({
      returncode: 'B0450',
      message: '替换促销员须在原促销员离岗后3天内到岗',
    });
    const inTime = await data<Promoter>(`${C}/promoter/add`, { ...late, leaveDate: addDays(a.promoteFrom, -3) }, S);
    expect(inTime).toMatchObject({ replacementInTime: true });
  });
});

describe('mock backend: invoice-easy eligibility (SPEC §4, §8)', () => {
  it('tells the client whether the code is a parent, has an eligible status and a tax number', async () => {
    expect(await data(`${C}/ticketyt/eligibility`, {}, S)).toEqual({
      parent: false,
      statusAllowed: true,
      hasTaxNumber: true,
    });
    updateRows('vendors', (v) => v.venderId === '100101', { status: '98', taxNumber: '' });
    expect(await data(`${C}/ticketyt/eligibility`, {}, S)).toMatchObject({ statusAllowed: false, hasTaxNumber: false });
    updateRows('userVendors', (r) => r.userId === '10002' && r.venderId === '100201', { disabled: false });
    const parent = { venderId: '100201', bu: '12', partnerId: 'P10002' };
    expect(await data(`${C}/ticketyt/eligibility`, {}, { token: 'demo-supplier-multi', vendor: parent })).toMatchObject(
      {
        parent: true,
      },
    );
  });
});
