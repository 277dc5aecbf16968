import { addDays, mockToday, setMockToday } from '../../mocks/db/clock';
import { table, updateRows } from '../../mocks/db';
import { transitionDocument } from '../../mocks/services/documents';
import { ApiError } from '../../mocks/envelope';
import { api, data, DEMO_VENDOR } from './helpers';

type Counts = {
  orderNotice: number;
  orderApproval: number;
  returnNotice: number;
  acceptance: number;
  saleGrossProfit: number;
  oiExpense: number;
  pendingCert: number;
};
const W = '/api/fea-vsm/workbench';

describe('mock backend: workbench', () => {
  afterEach(() => setMockToday(null));

  it('computes todoCounts from the pending documents of the vendor', async () => {
    const counts = await data<Counts>(`${W}/todoCounts`, {}, { vendor: DEMO_VENDOR });
    expect(Object.keys(counts).sort()).toEqual([
      'acceptance',
      'oiExpense',
      'orderApproval',
      'orderNotice',
      'pendingCert',
      'returnNotice',
      'saleGrossProfit',
    ]);
    expect(counts.orderNotice).toBe(
      table('orderNotices').filter((d) => d.venderId === '100101' && d.status === '0').length,
    );
    expect(counts.orderNotice).toBeGreaterThan(0);
    expect(Object.values(counts).every((n) => Number.isInteger(n) && n >= 0)).toBe(true);
  });

  it('todoCounts change when a pending document changes status through the service', async () => {
    const before = await data<Counts>(`${W}/todoCounts`, {}, { vendor: DEMO_VENDOR });
    const pending = table('orderNotices').find((d) => d.venderId === '100101' && d.status === '0')!;
    transitionDocument('orderNotice', pending.sheetId, '1');
    const after = await data<Counts>(`${W}/todoCounts`, {}, { vendor: DEMO_VENDOR });
    expect(after.orderNotice).toBe(before.orderNotice - 1);
    expect({ ...after, orderNotice: 0 }).toEqual({ ...before, orderNotice: 0 });

    // A certificate on hand that comes within 60 days of its expiry becomes a to-do.
    const far = addDays(mockToday(), 60);
    const cert = table('certSheets').find(
      (d) => d.venderId === '100101' && d.status === '3' && !d.replaced && !!d.expiryDate && d.expiryDate > far,
    )!;
    updateRows('certSheets', (d) => d.sheetId === cert.sheetId, { expiryDate: addDays(mockToday(), 10) });
    expect((await data<Counts>(`${W}/todoCounts`, {}, { vendor: DEMO_VENDOR })).pendingCert).toBe(
      before.pendingCert + 1,
    );
  });

  it('refuses transitions the kind does not allow', () => {
    const done = table('acceptances').find((d) => d.status === '1')!;
    expect(() => transitionDocument('acceptance', done.sheetId, '0')).toThrow(ApiError);
    expect(() => transitionDocument('acceptance', 'missing', '1')).toThrow('单据不存在');
  });

  it("answers yesterday's sales share by business type, channel and time slot", async () => {
    const share = await data<{
      date: string;
      byBusinessType: Array<{ name: string; value: number }>;
      byChannel: Array<{ name: string; value: number }>;
      byTimeSlot: Array<{ name: string; value: number }>;
    }>(`${W}/salesShare`, {}, { vendor: DEMO_VENDOR });
    expect(share.date).toBe(addDays(mockToday(), -1));
    expect(share.byBusinessType.map((x) => x.name).sort()).toEqual(['代销', '经销']);
    expect(share.byChannel.map((x) => x.name).sort()).toEqual(['社区团购', '线上到家', '门店'].sort());
    expect(share.byTimeSlot.map((x) => x.name)).toEqual(['00:00-10:00', '10:00-14:00', '14:00-18:00', '18:00-24:00']);
    const total = (xs: Array<{ value: number }>) => Math.round(xs.reduce((s, x) => s + x.value, 0));
    expect(total(share.byChannel)).toBe(total(share.byBusinessType));
    expect(total(share.byChannel)).toBeGreaterThan(0);
  });

  it('follows a pinned clock: the seed is relative to "today"', async () => {
    setMockToday('2025-03-01');
    const share = await data<{ date: string; byChannel: unknown[] }>(`${W}/salesShare`, {}, { vendor: DEMO_VENDOR });
    expect(share.date).toBe('2025-02-28');
    expect(share.byChannel.length).toBe(3);
  });

  it('lists sent notices sticky first, then by publish date descending', async () => {
    const page = await data<{
      total: number;
      pageData: Array<{ sticky: boolean; publishDate: string; read: boolean; title: string }>;
    }>(`${W}/noticeList`, { pageNo: 1, pageSize: 50 });
    const rows = page.pageData;
    expect(rows.length).toBe(page.total);
    const firstPlain = rows.findIndex((r) => !r.sticky);
    expect(firstPlain).toBeGreaterThan(0);
    expect(rows.slice(firstPlain).every((r) => !r.sticky)).toBe(true);
    for (const part of [rows.slice(0, firstPlain), rows.slice(firstPlain)]) {
      expect(part.map((r) => r.publishDate)).toEqual([...part.map((r) => r.publishDate)].sort().reverse());
    }
    expect(rows.some((r) => r.read) && rows.some((r) => !r.read)).toBe(true);
    // the draft (status 1) is not listed; retailer-only notices are not shown to suppliers
    expect(rows.find((r) => r.title === '关于端午节促销活动报名的通知')).toBeUndefined();
    expect(rows.find((r) => r.title === '门店促销员管理规范')).toBeUndefined();
    const paged = await data<{ pageData: unknown[]; pageSize: number }>(`${W}/noticeList`, { pageNo: 2, pageSize: 3 });
    expect(paged.pageData).toEqual(rows.slice(3, 6).map((r) => expect.objectContaining(r)));
  });

  it("lists the user's inbox with unread markers", async () => {
    const page = await data<{
      total: number;
      pageData: Array<{
        emailId: string;
        readStatus: 0 | 1;
        hasAttachment: boolean;
        receiveTime: string;
        sender: string;
      }>;
    }>(`${W}/inboxList`, { pageNo: 1, pageSize: 10 });
    // Five seeded mails plus one system message (mocks/db/data/mail.ts).
    expect(page.total).toBe(6);
    expect(page.pageData.filter((m) => m.readStatus === 0)).toHaveLength(2);
    expect(page.pageData.some((m) => m.hasAttachment)).toBe(true);
    expect(page.pageData[0].sender).toBe('王晓梅');
    const retailer = await data<{ total: number }>(
      `${W}/inboxList`,
      { pageNo: 1, pageSize: 10 },
      { token: 'demo-retailer' },
    );
    expect(retailer.total).toBe(4);
  });

  it("retailer staff's to-dos count what waits on their review screens, and follow a decision (SPEC §2 to-dos, /s)", async () => {
    type Retailer = Counts &
      Record<'openDisputes' | 'paymentDesk' | 'registrations' | 'sealApplications' | 'promoterAgreements', number>;
    const counts = () => data<Retailer>(`${W}/todoCounts`, {}, { token: 'demo-retailer' });
    const before = await counts();
    const waiting = <T extends { status: string }>(rows: T[], ...statuses: string[]) =>
      rows.filter((r) => statuses.includes(r.status)).length;
    expect(before).toMatchObject({
      openDisputes: waiting(table('disputes'), '0'),
      paymentDesk: waiting(table('settleSheets'), '2', '3'),
      registrations: waiting(table('registrations'), '0'),
      sealApplications: waiting(table('caApplications'), '0'),
      promoterAgreements: waiting(table('promoterAgreements'), '1'),
    });
    for (const key of [
      'openDisputes',
      'paymentDesk',
      'registrations',
      'sealApplications',
      'promoterAgreements',
    ] as const)
      expect(before[key], key).toBeGreaterThan(0);

    // Each screen's decision takes one off its count.
    const R = { token: 'demo-retailer' };
    const dispute = table('disputes').find((d) => d.status === '0')!;
    await data('/api/fea-vsm/settlement/desk/answer', { disputeId: dispute.disputeId, mode: 'whole' }, R);
    const sheet = table('settleSheets').find((x) => x.status === '3')!;
    await data(
      '/api/fea-vsm/settlement/paydesk/pay',
      { sheetId: sheet.sheetId, payDate: mockToday(), amount: sheet.payableAmount },
      R,
    );
    const registration = table('registrations').find((r) => r.status === '0')!;
    await data('/api/fea-vsm/register/review', { registerNo: registration.registerNo, approve: true }, R);
    expect(await counts()).toMatchObject({
      openDisputes: before.openDisputes - 1,
      paymentDesk: before.paymentDesk - 1,
      registrations: before.registrations - 1,
    });
    // A supplier's counts have none of them.
    const supplier = await data<Record<string, number>>(`${W}/todoCounts`, {}, { vendor: DEMO_VENDOR });
    expect(supplier.openDisputes).toBeUndefined();
  });

  it('retailer counts run over all suppliers', async () => {
    const counts = await data<Counts>(`${W}/todoCounts`, {}, { token: 'demo-retailer' });
    expect(counts.orderNotice).toBe(table('orderNotices').filter((d) => d.status === '0').length);
    expect((await api(`${W}/salesShare`, {}, { token: 'demo-retailer' })).returncode).toBe('00000');
  });
});
