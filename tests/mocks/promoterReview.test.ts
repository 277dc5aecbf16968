// @vitest-environment node
import { table } from '@mocks/db';
import { addDays, mockToday } from '@mocks/db/clock';
import { api, data, DEMO_VENDOR } from './helpers';

/*
 * The retailer's review of promoter agreements (docs/API.md "Contracts", promoter/approve and
 * promoter/reject; the report /s/contract/promoter_protocol_rpt): a submitted agreement is approved or
 * rejected with a reason (SPEC §4 bill states: submitted → approved / purchase cancelled), and the
 * supplier's own list reads the outcome.
 */

const C = '/api/fea-vsm/contract';
const R = { token: 'demo-retailer' };
const S = { vendor: DEMO_VENDOR };
type Promoter = { agreementId: string; status: string; rejectReason?: string | null; checker?: string | null };
type Page = { total: number; pageData: Promoter[] };

async function applied(): Promise<Promoter> {
  const from = addDays(mockToday(), 5);
  return data<Promoter>(
    `${C}/promoter/add`,
    {
      shopId: table('shops').find((s) => s.buId === '12')!.shopId,
      promoterName: '陈静',
      promoterType: '1',
      onboardType: '1',
      promoteFrom: from,
      promoteTo: addDays(from, 89),
      managementFee: 500,
      trainingFee: 200,
      displayMode: '2',
    },
    S,
  );
}
const supplierSees = async (agreementId: string) =>
  (await data<Page>(`${C}/promoter/query`, { pageNo: 1, pageSize: 10, params: { agreementId } }, S)).pageData[0];

describe('mock backend: the retailer reviews promoter agreements (SPEC §3, §4)', () => {
  it('approves a submitted agreement; the supplier reads it approved; a second decision is refused', async () => {
    const { agreementId } = await applied();
    expect(await data(`${C}/promoter/approve`, { agreementIds: [agreementId] }, R)).toEqual({ count: 1 });
    expect(await supplierSees(agreementId)).toMatchObject({
      status: '2',
      rejectReason: null,
      checker: expect.any(String),
    });
    expect(await api(`${C}/promoter/approve`, { agreementIds: [agreementId] }, R)).toMatchObject({
      returncode: 'B0432',
    });
    expect(await api(`${C}/promoter/reject`, { agreementIds: [agreementId], reason: 'x' }, R)).toMatchObject({
      returncode: 'B0433',
    });
  });

  it('rejects only with a reason of at most 200 characters (SPEC §5); the supplier reads the reason', async () => {
    const { agreementId } = await applied();
    const reject = (reason: unknown) => api(`${C}/promoter/reject`, { agreementIds: [agreementId], reason }, R);
    expect(await reject(' ')).toMatchObject({ returncode: 'A0432', message: '驳回原因不能为空' });
    expect(await reject('x'.repeat(201))).toMatchObject({ returncode: 'A0432', message: '驳回原因长度不能超过200位' });
    expect((await reject('Fees above the store agreement')).returncode).toBe('00000');
    expect(await supplierSees(agreementId)).toMatchObject({
      status: '3',
      rejectReason: 'Fees above the store agreement',
    });
  });

  it('refuses a supplier (A0303), nothing ticked (A0430), an unknown agreement (B0404), and decides all or none', async () => {
    const { agreementId } = await applied();
    expect(await api(`${C}/promoter/approve`, { agreementIds: [agreementId] }, S)).toMatchObject({
      returncode: 'A0303',
      message: '仅零售商员工可执行此操作',
    });
    expect(await api(`${C}/promoter/reject`, { agreementIds: [agreementId], reason: 'no' }, S)).toMatchObject({
      returncode: 'A0303',
    });
    expect(await api(`${C}/promoter/approve`, { agreementIds: [] }, R)).toMatchObject({ returncode: 'A0430' });
    expect(await api(`${C}/promoter/approve`, { agreementIds: [agreementId, 'CX0'] }, R)).toMatchObject({
      returncode: 'B0404',
    });
    const approved = table('promoterAgreements').find((p) => p.status === '2')!;
    expect(await api(`${C}/promoter/approve`, { agreementIds: [agreementId, approved.agreementId] }, R)).toMatchObject({
      returncode: 'B0432',
    });
    expect((await supplierSees(agreementId)).status).toBe('1');
  });
});
