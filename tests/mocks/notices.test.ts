import { table } from '../../mocks/db';
import { mockToday } from '../../mocks/db/clock';
import type { MailTemplateRow } from '../../mocks/domains/mail/tables';
import type { Notice, NoticeDetail } from '@/features/notices/types';
import { api, data, DEMO_VENDOR } from './helpers';

/*
 * Official notices (SPEC §2, §3 official document, §4 status 1 draft → 2 sent, §6 publishers) and
 * email templates (SPEC §6 emailTemplate:add/save/query), server side.
 */

const N = '/api/fea-vsm/notice';
const T = '/api/fea-vsm/emailTemplate';
type Page<T> = { total: number; pageData: T[] };
type Caller = { token: string; vendor: typeof DEMO_VENDOR | null };
const SUPPLIER: Caller = { token: 'demo-supplier', vendor: DEMO_VENDOR };
const OTHER_SUPPLIER: Caller = {
  token: 'demo-supplier-multi',
  vendor: { venderId: '100202', bu: '12', partnerId: 'P10002' },
};
const RETAILER: Caller = { token: 'demo-retailer', vendor: null };

const list = (as = SUPPLIER, params: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) =>
  data<Page<Notice>>(`${N}/query`, { pageNo: 1, pageSize: 50, params, ...extra }, as);
const draft = (body: Record<string, unknown> = {}) =>
  api<NoticeDetail>(
    `${N}/add`,
    { title: 'Delivery rules 2026', content: '<p>Dear suppliers</p>', audience: 'supplier', sticky: false, ...body },
    RETAILER,
  );

describe('mock backend: notices', () => {
  it('lists sent notices addressed to suppliers, sticky first, newest next', async () => {
    const page = await list();
    const rows = table('notices');
    const expected = rows.filter((n) => n.status === '2' && n.audience !== 'retailer');
    expect(page.total).toBe(expected.length);
    const firstPlain = page.pageData.findIndex((n) => !n.sticky);
    expect(page.pageData.slice(0, firstPlain).every((n) => n.sticky)).toBe(true);
    expect(page.pageData.slice(firstPlain).some((n) => n.sticky)).toBe(false);
    const plainDates = page.pageData.slice(firstPlain).map((n) => n.publishDate);
    expect(plainDates).toEqual([...plainDates].sort().reverse());
    expect(page.pageData.some((n) => n.status !== '2' || n.audience === 'retailer')).toBe(false);
  });

  it('keeps sticky notices on top whatever the requested order', async () => {
    const page = await list(SUPPLIER, {}, { orderBy: 'readers asc' });
    const stickies = page.pageData.filter((n) => n.sticky).length;
    expect(page.pageData.slice(0, stickies).every((n) => n.sticky)).toBe(true);
    const readers = page.pageData.slice(stickies).map((n) => n.readers);
    expect(readers).toEqual([...readers].sort((a, b) => a - b));
  });

  it('agrees with the workbench list (same notices, same order)', async () => {
    const workbench = await data<Page<{ id: string }>>(
      '/api/fea-vsm/workbench/noticeList',
      { pageNo: 1, pageSize: 50 },
      SUPPLIER,
    );
    expect(workbench.pageData.map((n) => n.id)).toEqual((await list()).pageData.map((n) => n.id));
  });

  it('searches by title, document number and publish date range', async () => {
    const all = (await list()).pageData;
    const target = all[4];
    expect((await list(SUPPLIER, { title: target.title.slice(2, 6) })).pageData.map((n) => n.id)).toContain(target.id);
    expect((await list(SUPPLIER, { docNo: target.docNo })).pageData.map((n) => n.id)).toEqual([target.id]);
    const ranged = await list(SUPPLIER, { publishDateStart: target.publishDate, publishDateEnd: target.publishDate });
    expect(ranged.pageData.length).toBeGreaterThan(0);
    expect(ranged.pageData.every((n) => n.publishDate === target.publishDate)).toBe(true);
  });

  it('counts a reader once per user and marks the notice read for that user only', async () => {
    const target = (await list()).pageData.find((n) => !n.read)!;
    const before = target.readers;
    const detail = await data<NoticeDetail>(`${N}/get`, { id: target.id }, SUPPLIER);
    expect(detail.readers).toBe(before + 1);
    await data(`${N}/get`, { id: target.id }, SUPPLIER);
    const after = (await list()).pageData.find((n) => n.id === target.id)!;
    expect(after).toMatchObject({ readers: before + 1, read: true });
    const other = (await list(OTHER_SUPPLIER)).pageData.find((n) => n.id === target.id)!;
    expect(other.read).toBe(
      table('notices')
        .find((n) => n.id === target.id)!
        .readerIds.includes('10002'),
    );
  });

  it('answers a detail with body and attachments, and hides drafts and retailer notices from suppliers', async () => {
    const detail = await data<NoticeDetail>(`${N}/get`, { id: '1' }, SUPPLIER);
    expect(detail.content).toContain('<p>');
    expect(detail.attachmentList.map((a) => a.fileName)).toEqual(['春节期间送货安排表.pdf', '春节值班联系人.pdf']);
    const hidden = table('notices').filter((n) => n.status === '1' || n.audience === 'retailer');
    for (const n of hidden) expect((await api(`${N}/get`, { id: n.id }, SUPPLIER)).returncode).toBe('B0404');
  });

  it('lets a publisher add a draft (status 1) that suppliers do not see until it is sent', async () => {
    const added = await draft({ sticky: true });
    expect(added.returncode).toBe('00000');
    expect(added.data).toMatchObject({
      status: '1',
      publishDate: '',
      modifyDate: mockToday(),
      publisher: '王晓梅',
      sticky: true,
    });
    expect(added.data.docNo).toMatch(new RegExp(`^GW${mockToday().replace(/-/g, '')}\\d{3}$`));
    expect((await list()).pageData.some((n) => n.id === added.data.id)).toBe(false);
    expect((await list(RETAILER, { status: '1' })).pageData.map((n) => n.id)).toContain(added.data.id);

    const sent = await api<{ sent: number }>(`${N}/send`, { ids: [added.data.id] }, RETAILER);
    expect(sent.data).toEqual({ sent: 1 });
    const first = (await list()).pageData[0];
    expect(first).toMatchObject({
      id: added.data.id,
      status: '2',
      publishDate: mockToday(),
      sticky: true,
      read: false,
    });
  });

  it('sends once: a second send of the same notice is refused (B0400)', async () => {
    const { data: notice } = await draft();
    const [a, b] = await Promise.all([
      api(`${N}/send`, { id: notice.id }, RETAILER),
      api(`${N}/send`, { id: notice.id }, RETAILER),
    ]);
    expect([a.returncode, b.returncode].sort()).toEqual(['00000', 'B0400']);
    expect(table('notices').filter((n) => n.id === notice.id)).toHaveLength(1);
  });

  it('edits and deletes drafts only', async () => {
    const { data: notice } = await draft();
    const updated = await data<NoticeDetail>(
      `${N}/update`,
      { id: notice.id, title: 'Changed', content: '<p>New</p>', audience: 'all', sticky: true },
      RETAILER,
    );
    expect(updated).toMatchObject({ title: 'Changed', audience: 'all', sticky: true, content: '<p>New</p>' });
    const sentOne = table('notices').find((n) => n.status === '2')!;
    expect(
      (await api(`${N}/update`, { id: sentOne.id, title: 'x', content: '<p>x</p>', audience: 'all' }, RETAILER))
        .returncode,
    ).toBe('B0400');
    expect((await api(`${N}/delete`, { ids: [sentOne.id] }, RETAILER)).returncode).toBe('B0400');
    expect(await data(`${N}/delete`, { ids: [notice.id] }, RETAILER)).toEqual({ deleted: 1 });
    expect(table('notices').some((n) => n.id === notice.id)).toBe(false);
  });

  it('checks the SPEC §5 required fields and the title length', async () => {
    expect(await draft({ title: '  ' })).toMatchObject({ returncode: 'A0410', message: '标题不能为空' });
    expect(await draft({ title: 'x'.repeat(101) })).toMatchObject({
      returncode: 'A0410',
      message: '标题长度不能超过100位',
    });
    expect(await draft({ content: '<p><br></p>' })).toMatchObject({ returncode: 'A0410', message: '正文不能为空' });
    expect(await draft({ audience: '' })).toMatchObject({ returncode: 'A0410', message: '发布范围不能为空' });
  });

  it('keeps attachments of stored files only', async () => {
    const file = table('files')[0];
    const ok = await draft({ attachments: [{ fileUrl: file.fileUrl, fileName: 'rules.pdf' }] });
    expect(ok.data.attachmentList).toEqual([{ fileUrl: file.fileUrl, fileName: 'rules.pdf', size: file.size }]);
    expect((await draft({ attachments: [{ fileUrl: 'group2/none.pdf', fileName: 'x.pdf' }] })).returncode).toBe(
      'A0411',
    );
  });

  it('refuses publishing without the notice:publish right (suppliers)', async () => {
    expect((await api(`${N}/add`, { title: 't', content: '<p>c</p>', audience: 'all' }, SUPPLIER)).returncode).toBe(
      'A0303',
    );
    expect((await api(`${N}/send`, { ids: ['12'] }, SUPPLIER)).returncode).toBe('A0303');
  });

  it('stores the body as written (clients sanitize where they show it)', async () => {
    const { data: notice } = await draft({ content: '<p>x</p><img src=x onerror="alert(1)">' });
    expect(table('notices').find((n) => n.id === notice.id)!.content).toContain('onerror');
  });
});

describe('mock backend: email templates', () => {
  const query = (params: Record<string, unknown> = {}, as = RETAILER) =>
    api<Page<MailTemplateRow>>(`${T}/query`, { pageNo: 1, pageSize: 20, params }, as);

  it('lists templates newest change first, pages and filters them', async () => {
    const page = (await query()).data;
    expect(page.total).toBe(30);
    expect(page.pageData).toHaveLength(20);
    const dates = page.pageData.map((r) => r.modifyDate);
    expect(dates).toEqual([...dates].sort().reverse());
    const type3 = (await query({ type: '3' })).data;
    expect(type3.pageData.every((r) => r.type === '3')).toBe(true);
    expect((await query({ name: '华南' })).data.total).toBe(10);
    const day = page.pageData[10].modifyDate;
    const upTo = table('mailTemplates').filter((r) => r.modifyDate <= day).length;
    expect(upTo).toBeLessThan(30);
    expect((await query({ modifyDateEnd: day })).data.total).toBe(upTo);
  });

  it('adds and saves templates under the function permissions', async () => {
    const added = await data<MailTemplateRow>(
      `${T}/add`,
      { name: 'Welcome', subject: 'Welcome aboard', type: '1', body: '<p>Hello {name}</p>' },
      RETAILER,
    );
    expect(added).toMatchObject({
      name: 'Welcome',
      creator: '王晓梅',
      createDate: mockToday(),
      modifyDate: mockToday(),
    });
    expect((await query({ name: 'Welcome' })).data.pageData.map((r) => r.templateId)).toEqual([added.templateId]);
    const saved = await data<MailTemplateRow>(`${T}/save`, { ...added, subject: 'Changed subject' }, RETAILER);
    expect(saved).toMatchObject({ templateId: added.templateId, subject: 'Changed subject' });
    expect(
      await api(`${T}/add`, { name: 'Welcome', subject: 's', type: '1', body: '<p>b</p>' }, RETAILER),
    ).toMatchObject({ returncode: 'A0412', message: '模板名称已存在' });
  });

  it('checks required fields and refuses callers without the rights', async () => {
    expect(await api(`${T}/add`, { name: '', subject: 's', type: '1', body: '<p>b</p>' }, RETAILER)).toMatchObject({
      message: '模板名称不能为空',
    });
    expect(await api(`${T}/add`, { name: 'n', subject: 's', type: '1', body: '<p> </p>' }, RETAILER)).toMatchObject({
      message: '模板内容不能为空',
    });
    expect(await api(`${T}/add`, { name: 'n', subject: 's', type: '9', body: '<p>b</p>' }, RETAILER)).toMatchObject({
      message: '模板类型不能为空',
    });
    expect((await query({}, SUPPLIER)).returncode).toBe('A0303');
    const user = table('users').find((u) => u.userId === '90001')!;
    user.rights = user.rights.filter((r) => r !== 'emailTemplate:save');
    expect(
      (await api(`${T}/save`, { templateId: 'T0001', name: 'n', subject: 's', type: '1', body: '<p>b</p>' }, RETAILER))
        .returncode,
    ).toBe('A0303');
  });
});
