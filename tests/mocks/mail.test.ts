import { table } from '../../mocks/db';
import { sendSystemMessage, type MailDetail, type MailListItem } from '../../mocks/domains/mail/service';
import { api, data, DEMO_VENDOR, ORIGIN, type CallOptions } from './helpers';
import { mockWords, screenText } from './screenTexts';

/*
 * The mail server of SPEC §4 (folders, read/replied states) and §5 (mail rules, server side):
 * sending delivers copies, each user sees only their own rows, recycle keeps the origin.
 */

const M = '/api/fea-vsm/mail';
type Page<T> = { total: number; pageData: T[] };
const SUPPLIER: CallOptions = { token: 'demo-supplier', vendor: DEMO_VENDOR };
const RETAILER: CallOptions = { token: 'demo-retailer', vendor: null };

const list = (folder: string, as = SUPPLIER, params: Record<string, unknown> = {}) =>
  data<Page<MailListItem>>(`${M}/list`, { pageNo: 1, pageSize: 50, params: { folder, ...params } }, as);
async function uploadBytes(size: number, name: string): Promise<{ fileUrl: string; fileName: string }> {
  const form = new FormData();
  // A PDF by its bytes (SPEC §5 'upload only image/pdf': the server reads what the store holds).
  const bytes = new Uint8Array(size);
  bytes.set(new TextEncoder().encode('%PDF-1.4\n'));
  form.append('file', new File([bytes], name, { type: 'application/pdf' }));
  const res = await fetch(`${ORIGIN}/api/fea-vsm/common/upload`, {
    method: 'POST',
    headers: { apptoken: 'demo-supplier' },
    body: form,
  });
  return ((await res.json()) as { data: { fileUrl: string; fileName: string } }).data;
}
const send = (body: Record<string, unknown>, as = SUPPLIER) =>
  api<{ id: string; emailId: string; folder: string }>(`${M}/save`, { send: true, ...body }, as);

describe('mock backend: mail', () => {
  it('sends a supplier mail into the retailer inbox and keeps the sender copy in the outbox', async () => {
    const sent = await send({ to: ['90001'], cc: ['90003'], title: 'Delivery plan', content: '<p>Hello</p>' });
    expect(sent.returncode).toBe('00000');
    expect((await list('outbox')).pageData[0]).toMatchObject({
      emailId: sent.data.emailId,
      title: 'Delivery plan',
      recipientNames: '王晓梅',
    });
    const inbox = await list('inbox', RETAILER);
    expect(inbox.pageData[0]).toMatchObject({
      emailId: sent.data.emailId,
      readStatus: 0,
      senderName: '华润食品有限公司',
    });
    // The cc is a staff account that never signs in: its own copy exists all the same.
    expect(
      table('mailboxes')
        .filter((b) => b.emailId === sent.data.emailId)
        .map((b) => [b.ownerId, b.folder])
        .sort(),
    ).toEqual([
      ['10001', 'outbox'],
      ['90001', 'inbox'],
      ['90003', 'inbox'],
    ]);
  });

  it('isolates users: a supplier never sees another user’s rows', async () => {
    const mine = await list('inbox');
    const ownerOf = (id: string) => table('mailboxes').find((b) => b.id === id)!.ownerId;
    expect(mine.pageData.every((m) => ownerOf(m.id) === '10001')).toBe(true);
    const retailerRow = (await list('inbox', RETAILER)).pageData[0];
    expect((await api(`${M}/get`, { id: retailerRow.id }, SUPPLIER)).returncode).toBe('B0404');
    expect((await api(`${M}/status`, { ids: [retailerRow.id], action: 'recycle' }, SUPPLIER)).returncode).toBe('B0404');
  });

  it('reading marks read with the read time and lowers the unread count', async () => {
    const before = await data<{ count: number }>(`${M}/unreadCount`, {}, SUPPLIER);
    const unread = (await list('inbox', SUPPLIER, { readStatus: '0' })).pageData;
    expect(unread).toHaveLength(before.count);
    const detail = await data<MailDetail>(`${M}/get`, { id: unread[0].id }, SUPPLIER);
    expect(detail).toMatchObject({ readStatus: 1, readTime: expect.stringMatching(/^\d{4}-/) });
    const row = table('mailboxes').find((b) => b.id === unread[0].id)!;
    expect(row.readStatus).toBe(1);
    expect(row.readTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect((await data<{ count: number }>(`${M}/unreadCount`, {}, SUPPLIER)).count).toBe(before.count - 1);
  });

  it('filters by read, replied, attachment, title, sender and date', async () => {
    const all = (await list('inbox')).pageData;
    expect((await list('inbox', SUPPLIER, { hasAttachment: '1' })).pageData.map((m) => m.id)).toEqual(
      all.filter((m) => m.hasAttachment).map((m) => m.id),
    );
    expect((await list('inbox', SUPPLIER, { readStatus: '1' })).pageData.every((m) => m.readStatus === 1)).toBe(true);
    expect((await list('inbox', SUPPLIER, { title: '证照' })).pageData.map((m) => m.title)).toEqual([
      '证照即将到期提醒',
    ]);
    expect((await list('inbox', SUPPLIER, { sender: '系统' })).pageData.every((m) => m.system)).toBe(true);
    const day = all[1].receiveTime.slice(0, 10);
    expect((await list('inbox', SUPPLIER, { dateStart: day, dateEnd: day })).pageData.map((m) => m.id)).toEqual(
      all.filter((m) => m.receiveTime.startsWith(day)).map((m) => m.id),
    );
    expect((await list('inbox', SUPPLIER, { replied: '1' })).total).toBe(0);
  });

  it('a reply sets the replied flag and reply time on the original; system messages refuse replies', async () => {
    const original = (await list('inbox', RETAILER)).pageData.find((m) => !m.system)!;
    const detail = await data<MailDetail>(`${M}/get`, { id: original.id }, RETAILER);
    // Staff answer a supplier at its supplier code.
    expect(detail.replyAddress).toEqual({ id: '100101', name: '华润食品有限公司' });
    const reply = await send(
      { to: [detail.replyAddress!.id], title: `Re: ${detail.title}`, content: 'ok', replyTo: original.id },
      RETAILER,
    );
    expect(reply.returncode).toBe('00000');
    expect(table('mailboxes').find((b) => b.id === original.id)).toMatchObject({
      replied: true,
      replyTime: expect.stringMatching(/^\d{4}-/),
    });
    expect((await list('inbox', SUPPLIER)).pageData[0]).toMatchObject({ title: `Re: ${detail.title}`, readStatus: 0 });

    const system = (await list('inbox', RETAILER)).pageData.find((m) => m.system)!;
    expect((await data<MailDetail>(`${M}/get`, { id: system.id }, RETAILER)).replyAddress).toBeNull();
    const refused = await send({ to: ['100101'], title: 'Re', replyTo: system.id }, RETAILER);
    expect(refused).toMatchObject({ returncode: 'B0400', message: '系统消息不能回复' });
  });

  it('enforces the SPEC §5 mail rules server-side', async () => {
    expect((await send({ to: [], title: 'x' })).message).toBe('请选择收件人');
    expect((await send({ to: ['90001'], title: ' ' })).message).toBe('请输入主题');
    expect((await send({ to: ['100101'], groupId: 'G1', title: 'x' }, RETAILER)).message).toBe(
      '收件群组不能与其他收件人同时选择',
    );
    // The editor's own words (mail:rules.recipientTooLong, the recipient named), in zh-CN and en-US.
    const tooLong = (await send({ to: ['1'.repeat(21)], title: 'x' }, RETAILER)).message;
    expect(mockWords(tooLong)).toEqual(screenText('mail:rules.recipientTooLong', { id: '1'.repeat(21), max: 20 }));
    expect((await send({ to: ['999999'], title: 'x' }, RETAILER)).message).toBe('收件人不存在: 999999');
    // A supplier writes to retailer staff only, never to another supplier code.
    expect((await send({ to: ['100201'], title: 'x' })).message).toBe('收件人不存在: 100201');
    expect((await send({ groupId: 'G1', title: 'x' })).returncode).toBe('A0303');
    expect((await send({ to: ['90001'], title: 'x'.repeat(101) })).message).toBe('主题长度不能超过100位');
  });

  it('refuses an attachment above the limit and keeps one within it', async () => {
    const small = await uploadBytes(1024, 'a.pdf');
    const ok = await send({ to: ['90001'], title: 'with file', attachment: small });
    expect(ok.returncode).toBe('00000');
    expect(table('mails').find((m) => m.emailId === ok.data.emailId)!.attachment).toEqual({
      fileUrl: small.fileUrl,
      fileName: small.fileName,
    });
    table('files').find((f) => f.fileUrl === small.fileUrl)!.size = 11 * 1024 * 1024;
    expect((await send({ to: ['90001'], title: 'big', attachment: small })).message).toBe('附件大小不能超过10M');
  });

  it('sends to a receiver group: every member supplier gets a copy', async () => {
    const sent = await send({ groupId: 'G1', title: 'To the group', content: 'hi' }, RETAILER);
    expect(sent.returncode).toBe('00000');
    expect((await list('outbox', RETAILER)).pageData[0]).toMatchObject({ recipientNames: '华南饮料供应商' });
    // G1 = 100201, 100202, 310201: 100202 and 310201 are user 10002's (one copy); nobody signs in for 100201, its copy waits.
    expect(
      table('mailboxes')
        .filter((b) => b.emailId === sent.data.emailId && b.folder === 'inbox')
        .map((b) => b.ownerId)
        .sort(),
    ).toEqual(['10002', 'vendor:100201']);
  });

  it('drafts: saved without rules, updated in place, then sent from the draft folder', async () => {
    const draft = await data<{ id: string; folder: string }>(
      `${M}/save`,
      { to: [], title: '', content: 'half' },
      SUPPLIER,
    );
    expect(draft.folder).toBe('draft');
    const again = await data<{ id: string }>(
      `${M}/save`,
      { id: draft.id, to: ['90001'], title: 'Done', content: 'whole' },
      SUPPLIER,
    );
    expect(again.id).toBe(draft.id);
    expect((await list('draft')).pageData.map((m) => m.title)).toEqual(['Done']);
    const sent = await send({ id: draft.id, to: ['90001'], title: 'Done', content: 'whole' });
    expect(sent.data).toMatchObject({ id: draft.id, folder: 'outbox' });
    expect((await list('draft')).total).toBe(0);
    expect((await list('inbox', RETAILER)).pageData[0].title).toBe('Done');
    // A sent mail is not a draft any more.
    expect((await send({ id: draft.id, to: ['90001'], title: 'twice' })).returncode).toBe('B0400');
  });

  it('recycle keeps the origin folder; recover returns there; delete and clear follow SPEC §4', async () => {
    const inbox = (await list('inbox')).pageData;
    const outbox = (await list('outbox')).pageData;
    await data(`${M}/status`, { ids: [inbox[0].id, outbox[0].id], action: 'recycle' }, SUPPLIER);
    const bin = (await list('recycle')).pageData;
    expect(bin.map((m) => [m.id, m.originFolder]).sort()).toEqual(
      [
        [inbox[0].id, 'inbox'],
        [outbox[0].id, 'outbox'],
      ].sort(),
    );
    // Not from the bin: recover and delete are refused.
    expect((await api(`${M}/status`, { ids: [inbox[1].id], action: 'recover' }, SUPPLIER)).returncode).toBe('B0400');
    expect((await api(`${M}/status`, { ids: [inbox[1].id], action: 'delete' }, SUPPLIER)).returncode).toBe('B0400');
    await data(`${M}/status`, { ids: [outbox[0].id], action: 'recover' }, SUPPLIER);
    expect((await list('outbox')).pageData.map((m) => m.id)).toContain(outbox[0].id);
    await data(`${M}/status`, { ids: [inbox[0].id], action: 'delete' }, SUPPLIER);
    expect(table('mailboxes').some((b) => b.id === inbox[0].id)).toBe(false);
    // The sender's mail itself stays: the retailer still has its copy.
    expect(table('mails').some((m) => m.emailId === inbox[0].emailId)).toBe(true);

    const rest = (await list('inbox')).total;
    expect(await data(`${M}/clear`, { folder: 'inbox' }, SUPPLIER)).toEqual({ count: rest });
    expect((await list('inbox')).total).toBe(0);
    expect((await list('recycle')).total).toBe(rest);
    expect(await data(`${M}/clear`, { folder: 'recycle' }, SUPPLIER)).toEqual({ count: rest });
    expect((await list('recycle')).total).toBe(0);
  });

  it('receiver groups belong to retailer staff: create, rename, members, delete', async () => {
    // The same retailer-only refusal as every other domain's (mocks/errors.ts ERR.retailerOnly).
    expect(await api(`${M}/groupList`, {}, SUPPLIER)).toMatchObject({
      returncode: 'A0303',
      message: '仅零售商员工可执行此操作',
    });
    const created = await data<{ groupId: string; members: Array<{ id: string }> }>(
      `${M}/groupSave`,
      { groupName: 'Dairy', members: ['120501'] },
      RETAILER,
    );
    expect(created.members.map((m) => m.id)).toEqual(['120501']);
    await data(
      `${M}/groupSave`,
      { groupId: created.groupId, groupName: 'Dairy and more', members: ['120501', '311301'] },
      RETAILER,
    );
    const groups = await data<Array<{ groupId: string; groupName: string; members: Array<{ id: string }> }>>(
      `${M}/groupList`,
      {},
      RETAILER,
    );
    expect(groups.find((g) => g.groupId === created.groupId)).toMatchObject({
      groupName: 'Dairy and more',
      members: [{ id: '120501' }, { id: '311301' }],
    });
    expect((await api(`${M}/groupSave`, { groupName: '', members: [] }, RETAILER)).message).toBe('请输入群组名称');
    expect((await api(`${M}/groupSave`, { groupName: 'x', members: ['000000'] }, RETAILER)).message).toBe(
      '收件人不存在: 000000',
    );
    await data(`${M}/groupDelete`, { groupId: created.groupId }, RETAILER);
    expect((await data<unknown[]>(`${M}/groupList`, {}, RETAILER)).length).toBe(groups.length - 1);
  });

  it('batch mail: a set with a bad row is refused whole; a clean set is sent in steps', async () => {
    const good = { venderId: '100101', content: 'c', title: 't', senderName: 'Purchasing' };
    const before = table('mails').length;
    const refused = await api(
      `${M}/batchImport`,
      { rows: [good, { ...good, venderId: '', title: 'x'.repeat(101) }, { ...good, senderName: 'y'.repeat(33) }] },
      RETAILER,
    );
    expect(refused.returncode).toBe('A0410');
    expect(refused.message).toBe(
      '第3行：供应商编码不能为空; 第3行：主题长度不能超过100位; 第4行：发件人名称长度不能超过32位',
    );
    expect(table('mails').length).toBe(before);
    expect(table('mailBatches')).toHaveLength(0);

    const batch = await data<{ batchId: string; total: number }>(
      `${M}/batchImport`,
      { rows: [good, { ...good, venderId: '100201' }, { ...good, venderId: '120501' }] },
      RETAILER,
    );
    expect(batch.total).toBe(3);
    expect(await data(`${M}/batchSend`, { batchId: batch.batchId, count: 2 }, RETAILER)).toMatchObject({
      sent: 2,
      total: 3,
      status: 'pending',
    });
    expect(await data(`${M}/batchSend`, { batchId: batch.batchId, count: 2 }, RETAILER)).toMatchObject({
      sent: 3,
      status: 'done',
    });
    const inbox = (await list('inbox')).pageData[0];
    expect(inbox).toMatchObject({ title: 't', senderName: 'Purchasing' });
  });

  it('system messages land unread in the inbox, marked system', async () => {
    const before = (await data<{ count: number }>(`${M}/unreadCount`, {}, SUPPLIER)).count;
    sendSystemMessage('10001', 'Approved', '<p>ok</p>');
    expect((await list('inbox')).pageData[0]).toMatchObject({ title: 'Approved', system: true, readStatus: 0 });
    expect((await data<{ count: number }>(`${M}/unreadCount`, {}, SUPPLIER)).count).toBe(before + 1);
  });
});
