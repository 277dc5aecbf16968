// @vitest-environment node
import { table } from '@mocks/db';
import { api, data, type Vendor } from './helpers';
import { mockWords, tooLongText } from './screenTexts';

/*
 * The retailer's review of electronic seal applications (docs/API.md "Electronic seal";
 * /s/electronic-signature/ca_review): retailer staff list every supplier's applications and approve or
 * reject a pending one; the supplier's /ca status reads the decision.
 */

const MULTI_PENDING: Vendor = { venderId: '100202', bu: '12', partnerId: 'P10002' };
type Row = { applyId: string; partnerId: string; venderName: string; buName: string; status: string; files: object };
type Page = { total: number; pageData: Row[] };
type Status = {
  caStatus: string;
  block: string | null;
  decision: { applyId: string; status: string; serialNo: string | null; remark: string } | null;
};

const retailer = <T>(name: string, body: unknown) =>
  data<T>(`/api/fea-vsm/ca/${name}`, body, { token: 'demo-retailer', vendor: null });
const query = (params: Record<string, unknown> = {}) =>
  retailer<Page>('review/query', { pageNo: 1, pageSize: 50, params });
const multiStatus = () =>
  data<Status>('/api/fea-vsm/ca/status', {}, { token: 'demo-supplier-multi', vendor: MULTI_PENDING });
const pendingOfMulti = () => table('caApplications').find((a) => a.partnerId === 'P10002' && a.status === '0')!;

describe('mock backend: the retailer reviews electronic seal applications (SPEC §3, §6)', () => {
  it('lists every supplier’s applications, pending first, with supplier and BU names and the scanned forms', async () => {
    const all = await query();
    expect(all.total).toBe(table('caApplications').length);
    expect(new Set(all.pageData.map((a) => a.partnerId)).size).toBeGreaterThan(3);
    const firstDecided = all.pageData.findIndex((a) => a.status !== '0');
    expect(all.pageData.slice(firstDecided).every((a) => a.status !== '0')).toBe(true);
    const multi = all.pageData.find((a) => a.applyId === pendingOfMulti().applyId)!;
    expect(multi).toMatchObject({ venderName: '广东粤海饮料有限公司(深圳分公司)', buName: '华润万家' });
    expect(multi.files).toHaveProperty('applicationForm');

    const pending = await query({ status: '0' });
    expect(pending.pageData.length).toBeGreaterThan(1);
    expect(pending.pageData.every((a) => a.status === '0')).toBe(true);
    const byName = await query({ venderId: '粤海' });
    expect(byName.pageData.every((a) => a.partnerId === 'P10002')).toBe(true);
  });

  it('refuses a supplier the review list and the decision with A0303 (SPEC §6, §8)', async () => {
    const refused = { returncode: 'A0303', message: '仅零售商员工可执行此操作' };
    const asSupplier = (name: string, body: unknown) =>
      api(`/api/fea-vsm/ca/${name}`, body, { token: 'demo-supplier-multi', vendor: MULTI_PENDING });
    expect(await asSupplier('review/query', { pageNo: 1, pageSize: 10, params: {} })).toMatchObject(refused);
    expect(await asSupplier('review', { applyId: pendingOfMulti().applyId, approve: true })).toMatchObject(refused);
    expect(pendingOfMulti().status).toBe('0');
  });

  it('rejects only with a reason of at most 200 characters; the supplier reads the reason on /ca and may apply again', async () => {
    const { applyId } = pendingOfMulti();
    expect(
      await api('/api/fea-vsm/ca/review', { applyId, approve: false, remark: ' ' }, { token: 'demo-retailer' }),
    ).toMatchObject({ returncode: 'A0410', message: '驳回原因不能为空' });
    // SPEC §5 'Length limits (server messages)': the client's text of a server length message, the form's label.
    const tooLong = await api(
      '/api/fea-vsm/ca/review',
      { applyId, approve: false, remark: 'x'.repeat(201) },
      { token: 'demo-retailer' },
    );
    expect(mockWords(tooLong.message)).toEqual(tooLongText('sealApplication:review.remark', 200));
    expect(tooLong.message).toBe('驳回原因长度不能超过200位');
    await retailer('review', { applyId, approve: false, remark: 'Seal impression unreadable' });
    expect(table('caApplications').find((a) => a.applyId === applyId)).toMatchObject({
      status: '2',
      remark: 'Seal impression unreadable',
      checker: expect.any(String),
    });
    const status = await multiStatus();
    expect(status).toMatchObject({
      caStatus: 'N',
      block: null,
      decision: { applyId, status: '2', remark: 'Seal impression unreadable' },
    });
    // Decided once: a second decision is refused.
    expect(await api('/api/fea-vsm/ca/review', { applyId, approve: true }, { token: 'demo-retailer' })).toMatchObject({
      returncode: 'B0400',
    });
    expect(
      await api('/api/fea-vsm/ca/review', { applyId: 'CA000', approve: true }, { token: 'demo-retailer' }),
    ).toMatchObject({ returncode: 'B0404' });
  });

  it('approves: the certificate is issued, the list reads approved and the supplier’s /ca status tells it', async () => {
    const { applyId } = pendingOfMulti();
    const { serialNo } = await retailer<{ serialNo: string }>('review', { applyId, approve: true });
    expect((await query({ applyId })).pageData[0]).toMatchObject({ status: '1', serialNo });
    expect(await multiStatus()).toMatchObject({
      caStatus: 'Y',
      block: null,
      decision: { applyId, status: '1', serialNo },
    });
  });
});
