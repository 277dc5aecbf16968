import { table } from '../../mocks/db';
import { glossary } from '../../mocks/glossary';
import { api, data, DEMO_VENDOR } from './helpers';
import { answerWords, tooLongText } from './screenTexts';

/*
 * Supplier contacts in the mock backend: SPEC §3 fields, §5 valid phone (capped at 64), main and cc
 * email, §6 function permissions contact:new/save/submit/query/disable/export, and the statuses
 * draft (0) → submitted (1) → disabled (2), one contact in effect per large category.
 */

const C = '/api/fea-vsm/contact';
type Page<T> = { total: number; pageData: T[] };
type Row = {
  contactId: string;
  status: string;
  venderId: string;
  venderName: string;
  majorId: string;
  mainEmail: string;
};

const demo = (status: string) => table('contacts').filter((c) => c.venderId === '100101' && c.status === status);
const statusOf = (id: string) => table('contacts').find((c) => c.contactId === id)!.status;
const NEW = {
  majorId: '15',
  contactPerson: '林晓',
  phone: '13812345678',
  mainEmail: 'linxiao@example.com',
  ccEmail: '',
};
const asDemo = { vendor: DEMO_VENDOR };
const dropRight = (userId: string, right: string) => {
  const user = table('users').find((u) => u.userId === userId)!;
  user.rights = user.rights.filter((r) => r !== right);
};

describe('mock backend: supplier contacts', () => {
  it('seeds dozens of contacts for the demo supplier in every status, and contacts of other suppliers', () => {
    for (const status of ['0', '1', '2']) expect(demo(status).length).toBeGreaterThan(0);
    expect(table('contacts').filter((c) => c.venderId === '100101').length).toBeGreaterThanOrEqual(30);
    expect(new Set(table('contacts').map((c) => c.venderId)).size).toBeGreaterThanOrEqual(8);
    // One in effect per large category and combination, and none for the demo supplier's dairy (15).
    const inEffect = table('contacts')
      .filter((c) => c.status === '1')
      .map((c) => `${c.bu}/${c.venderId}/${c.majorId}`);
    expect(new Set(inEffect).size).toBe(inEffect.length);
    expect(demo('1').some((c) => c.majorId === '15')).toBe(false);
  });

  it('isolates suppliers; the retailer reads every supplier (with its name) but no drafts', async () => {
    const mine = await data<Page<Row>>(
      `${C}/query`,
      { pageNo: 1, pageSize: 500, params: { venderId: '120501' } },
      asDemo,
    );
    expect(mine.total).toBe(table('contacts').filter((c) => c.venderId === '100101').length);
    const all = await data<Page<Row>>(
      `${C}/query`,
      { pageNo: 1, pageSize: 1000, params: {} },
      { token: 'demo-retailer' },
    );
    expect(all.total).toBe(table('contacts').filter((c) => c.status !== '0').length);
    expect(all.pageData.every((c) => c.status !== '0' && c.venderName.length > 0)).toBe(true);
    const one = await data<Page<Row>>(
      `${C}/query`,
      { pageNo: 1, pageSize: 100, params: { venderId: '120501', status: '1' } },
      { token: 'demo-retailer' },
    );
    expect(one.pageData.length).toBeGreaterThan(0);
    expect(one.pageData.every((c) => c.venderId === '120501' && c.status === '1')).toBe(true);
  });

  it('SPEC §5: refuses a missing field, a bad phone, main or cc email, and a phone over 64, keeping nothing', async () => {
    const before = table('contacts').length;
    expect(await api(`${C}/save`, { ...NEW, mainEmail: ' ' }, asDemo)).toMatchObject({
      returncode: 'A0410',
      message: '主邮箱不能为空',
    });
    expect(await api(`${C}/save`, { ...NEW, mainEmail: 'linxiao@' }, asDemo)).toMatchObject({
      returncode: 'A0410',
      message: '主邮箱格式不正确',
    });
    expect(await api(`${C}/save`, { ...NEW, ccEmail: 'cc at example.com' }, asDemo)).toMatchObject({
      returncode: 'A0410',
      message: '抄送邮箱格式不正确',
    });
    expect(await api(`${C}/save`, { ...NEW, phone: 'abc-defg' }, asDemo)).toMatchObject({
      returncode: 'A0410',
      message: '联系电话格式不正确',
    });
    // SPEC §5 'Length limits (server messages)': the client's text of a server length message, the form's label.
    for (const [field, value, max] of [
      ['phone', '1'.repeat(65), 64],
      ['mainEmail', `${'a'.repeat(53)}@example.com`, 64],
      ['contactPerson', '林'.repeat(33), 32],
    ] as const) {
      const answer = await api(`${C}/save`, { ...NEW, [field]: value }, asDemo);
      expect(answerWords(answer), field).toEqual({ code: 'A0410', ...tooLongText(`contacts:field.${field}`, max) });
    }
    expect(tooLongText('contacts:field.mainEmail', 64).zh).toBe('主邮箱长度不能超过64位');
    expect(await api(`${C}/save`, { ...NEW, majorId: '99' }, asDemo)).toMatchObject({
      returncode: 'A0441',
      message: '大类不存在',
    });
    expect(table('contacts').length).toBe(before);
    // Every message reads in English too.
    for (const message of [
      '主邮箱不能为空',
      '主邮箱格式不正确',
      '抄送邮箱格式不正确',
      '大类不存在',
      '该大类已有生效的联系人，请先停用原联系人',
    ])
      expect(glossary()[message]).toBeTruthy();
  });

  it('saves a new draft, edits it, submits it, then disables it; each move only from its status (B0400)', async () => {
    const saved = await data<Row>(`${C}/save`, NEW, asDemo);
    expect(table('contacts').find((c) => c.contactId === saved.contactId)).toMatchObject({
      status: '0',
      venderId: '100101',
      bu: '12',
      partnerId: 'P10001',
      majorName: '乳制品',
      ccEmail: '',
    });
    await data(`${C}/save`, { ...NEW, contactId: saved.contactId, ccEmail: 'dairy@example.com' }, asDemo);
    expect(table('contacts').find((c) => c.contactId === saved.contactId)!.ccEmail).toBe('dairy@example.com');

    expect(await data(`${C}/submit`, { contactIds: [saved.contactId] }, asDemo)).toEqual({ count: 1 });
    expect(statusOf(saved.contactId)).toBe('1');
    expect(await api(`${C}/save`, { ...NEW, contactId: saved.contactId }, asDemo)).toMatchObject({
      returncode: 'B0400',
    });
    expect(await api(`${C}/submit`, { contactIds: [saved.contactId] }, asDemo)).toMatchObject({ returncode: 'B0400' });

    // The retailer now reads it.
    const seen = await data<Page<Row>>(
      `${C}/query`,
      { pageNo: 1, pageSize: 5, params: { mainEmail: 'linxiao@' } },
      { token: 'demo-retailer' },
    );
    expect(seen.pageData.map((c) => c.contactId)).toEqual([saved.contactId]);

    expect(await api(`${C}/disable`, { contactIds: [] }, asDemo)).toMatchObject({ returncode: 'A0430' });
    const draft = demo('0')[0];
    // A draft among them refuses the whole batch.
    expect(await api(`${C}/disable`, { contactIds: [saved.contactId, draft.contactId] }, asDemo)).toMatchObject({
      returncode: 'B0400',
    });
    expect(statusOf(saved.contactId)).toBe('1');
    await data(`${C}/disable`, { contactIds: [saved.contactId] }, asDemo);
    expect(table('contacts').find((c) => c.contactId === saved.contactId)).toMatchObject({
      status: '2',
      disableDate: expect.any(String),
    });
  });

  it('keeps one contact in effect per large category (A0440): a draft goes in once the old one is disabled', async () => {
    const current = demo('1')[0];
    const draft = demo('0').find((c) => c.majorId === current.majorId)!;
    expect(await api(`${C}/submit`, { contactIds: [draft.contactId] }, asDemo)).toMatchObject({
      returncode: 'A0440',
      message: '该大类已有生效的联系人，请先停用原联系人',
    });
    expect(statusOf(draft.contactId)).toBe('0');
    // Two drafts of one free category at once are refused too.
    const a = await data<Row>(`${C}/save`, NEW, asDemo);
    const b = await data<Row>(`${C}/save`, { ...NEW, contactPerson: '林二' }, asDemo);
    expect(await api(`${C}/submit`, { contactIds: [a.contactId, b.contactId] }, asDemo)).toMatchObject({
      returncode: 'A0440',
    });
    expect([statusOf(a.contactId), statusOf(b.contactId)]).toEqual(['0', '0']);

    await data(`${C}/disable`, { contactIds: [current.contactId] }, asDemo);
    await data(`${C}/submit`, { contactIds: [draft.contactId] }, asDemo);
    expect(statusOf(draft.contactId)).toBe('1');
  });

  it('SPEC §6: each call needs its function permission; the retailer only queries; another supplier sees nothing of it', async () => {
    const draft = demo('0')[0];
    expect(await api(`${C}/save`, NEW, { token: 'demo-retailer' })).toMatchObject({ returncode: 'A0303' });
    expect(
      await api(
        `${C}/submit`,
        { contactIds: [draft.contactId] },
        { token: 'demo-supplier-multi', vendor: { venderId: '100202', bu: '12', partnerId: 'P10002' } },
      ),
    ).toMatchObject({ returncode: 'B0404' });

    dropRight('10001', 'contact:new');
    expect(await api(`${C}/save`, NEW, asDemo)).toMatchObject({ returncode: 'A0303', message: '无联系人维护权限' });
    await data(`${C}/save`, { ...NEW, contactId: draft.contactId, majorId: draft.majorId }, asDemo);
    dropRight('10001', 'contact:save');
    expect(await api(`${C}/save`, { ...NEW, contactId: draft.contactId }, asDemo)).toMatchObject({
      returncode: 'A0303',
    });
    dropRight('10001', 'contact:disable');
    expect(await api(`${C}/disable`, { contactIds: [demo('1')[0].contactId] }, asDemo)).toMatchObject({
      returncode: 'A0303',
    });
    dropRight('10001', 'contact:submit');
    expect(await api(`${C}/submit`, { contactIds: [draft.contactId] }, asDemo)).toMatchObject({ returncode: 'A0303' });
    dropRight('10001', 'contact:query');
    expect(await api(`${C}/query`, { pageNo: 1, pageSize: 5, params: {} }, asDemo)).toMatchObject({
      returncode: 'A0303',
    });
  });
});
