import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { loadPage } from '../support/routes';
import { setFault } from '@mocks/node';
import { table } from '../../mocks/db';
import { sendSystemMessage } from '../../mocks/domains/mail/service';
import zhCN from '../../locales/zh-CN/mail.json';
import enUS from '../../locales/en-US/mail.json';
import { mailRoutes } from '@/features/mail/routes';
import MailPage from '@/features/mail/pages/MailPage';
import { saveMail } from '@/features/mail/api';
import { useMailUnread } from '@/stores/mailUnread';
import { fastUser, pageTest } from '../support/page';
import {
  bodyRows,
  button,
  confirmOk,
  expectTexts,
  enter,
  eventually,
  field,
  rowOf,
  tick,
  waitForRows,
} from '../support/queries';
import {
  body,
  chooseRecipient,
  composeDialog,
  composeTitle,
  findCompose,
  findReader,
  readerTitle,
  tab,
  titles,
  writeBody,
} from './mailScreen';

/*
 * Internal mail, supplier side (SPEC §2 /message/email/:tabs?, §4 mail states, §5 mail rules),
 * rendered against the mock database (tests/setup.ts resets it after each test).
 */

const {
  callsOf,
  signInAs,
  open: renderMail,
} = pageTest({
  routes: mailRoutes,
  calls: /\/api\/fea-vsm\/mail\/(\w+)$/,
  reset: () => useMailUnread.setState({ count: null }),
});
const SUPPLIER = '/message/email/inbox';

const inboxRows = () => table('mailboxes').filter((b) => b.ownerId === '10001' && b.folder === 'inbox');
const titleOf = (emailId: string) => table('mails').find((m) => m.emailId === emailId)!.title;

describe('mail routes and texts', () => {
  it('declares the supplier and retailer screens with one lazy page', async () => {
    expect(mailRoutes.map((r) => [r.path, r.side])).toEqual([
      ['/message/email/:tabs?', 'supplier'],
      ['/s/message/email/:tabs?', 'retailer'],
    ]);
    for (const r of mailRoutes) expect(await loadPage(r)).toBe(MailPage);
  });

  it('has the same keys in zh-CN and en-US', () => {
    const keys = (o: object): string[] =>
      Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' ? keys(v).map((x) => `${k}.${x}`) : [k]));
    expect(keys(enUS).sort()).toEqual(keys(zhCN).sort());
  });
});

describe('folders, markers and filters', () => {
  it('lists the inbox with unread, system, attachment and replied markers and the unread count on the tab', async () => {
    const replied = inboxRows().find((b) => titleOf(b.emailId) === '证照即将到期提醒')!;
    Object.assign(replied, { replied: true, replyTime: replied.receiveTime });
    renderMail(SUPPLIER);
    await eventually(() => expect(bodyRows().length).toBeGreaterThanOrEqual(inboxRows().length));
    const unread = inboxRows().filter((b) => b.readStatus === 0);
    // SPEC §4: unread bold with a dot; the Inbox tab and the store carry the count.
    for (const b of unread)
      expect(rowOf(titleOf(b.emailId)).querySelector('.vsm-mail-unread [aria-label="Unread"]')).not.toBeNull();
    const read = inboxRows().find(
      (b) => b.readStatus === 1 && !table('mails').find((m) => m.emailId === b.emailId)!.system,
    )!;
    expect(rowOf(titleOf(read.emailId)).querySelector('.vsm-mail-unread')).toBeNull();
    await waitFor(() => expect(tab('Inbox').querySelector('.ant-badge')?.textContent).toBe(String(unread.length)));
    expect(useMailUnread.getState().count).toBe(unread.length);
    expect(within(rowOf('证照即将到期提醒')).getByLabelText('Has attachment')).toBeInTheDocument();
    expect(within(rowOf('证照即将到期提醒')).getByLabelText('Replied')).toBeInTheDocument();
    expect(within(rowOf('结算单已生成')).queryByLabelText('Replied')).toBeNull();
    expect(within(rowOf('结算单已生成')).getByText('System')).toBeInTheDocument();
    expect(screen.getByText(`${inboxRows().length} in total`)).toBeInTheDocument();
  });

  it('filters by read status, attachment and title through the server, and switches folders', async () => {
    renderMail(`${SUPPLIER}?readStatus=0&pageNo=1`);
    await waitFor(() =>
      expect(callsOf('list').at(-1)?.body).toMatchObject({ params: { folder: 'inbox', readStatus: '0' } }),
    );
    await waitFor(() => expect(bodyRows()).toHaveLength(inboxRows().filter((b) => b.readStatus === 0).length));

    fireEvent.click(tab('Sent'));
    await waitFor(() =>
      expect(callsOf('list').at(-1)?.body).toEqual({ pageNo: 1, pageSize: 20, params: { folder: 'outbox' } }),
    );
    await waitFor(() => expect(titles()).toEqual(['关于调价申请的回复']));
    await fastUser().type(screen.getByLabelText('Subject', { selector: 'input' }), 'zq{Enter}');
    await waitFor(() =>
      expect(callsOf('list').at(-1)?.body).toMatchObject({ params: { folder: 'outbox', title: 'zq' } }),
    );
    await waitFor(() => expect(bodyRows()).toHaveLength(0));
  });

  it('filters by attachment from the address state', async () => {
    renderMail(`${SUPPLIER}?hasAttachment=1&pageNo=1`);
    await waitFor(() => expect(titles()).toEqual(['证照即将到期提醒']));
  });
});

describe('reading', () => {
  it('opens a mail: the server marks it read with the time, the counts drop, the body is sanitized', async () => {
    const emailId = sendSystemMessage(
      '10001',
      'Sanitize me',
      '<p>Hello <b>there</b></p><img src="x" onerror="window.__pwned=1"><script>window.__pwned=2</script>',
    );
    renderMail(SUPPLIER);
    await waitForRows();
    const before = inboxRows().filter((b) => b.readStatus === 0).length;
    await waitFor(() => expect(useMailUnread.getState().count).toBe(before));
    fireEvent.click(within(rowOf('Sanitize me')).getByText('Sanitize me'));
    const reader = await findReader();
    expect(within(reader).getByText('there').tagName).toBe('B');
    expect(reader.querySelector('script')).toBeNull();
    expect(reader.querySelector('img')?.getAttribute('onerror') ?? null).toBeNull();
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
    // SPEC §2 internal message: a system message has no reply.
    expect(within(reader).getAllByText('System').length).toBeGreaterThan(0);
    expect(screen.queryByText('Reply', { selector: 'button span' })).toBeNull();
    expect(screen.getByText('Forward', { selector: 'button span' })).toBeInTheDocument();

    const row = table('mailboxes').find((b) => b.emailId === emailId)!;
    expect(row.readStatus).toBe(1);
    expect(row.readTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    await waitFor(() => expect(useMailUnread.getState().count).toBe(before - 1));
    await waitFor(() => expect(rowOf('Sanitize me').querySelector('.vsm-mail-unread')).toBeNull());
  });

  it('shows sender, recipients, times and the attachment of a mail', async () => {
    renderMail(SUPPLIER);
    await waitForRows();
    fireEvent.click(within(rowOf('证照即将到期提醒')).getByText('证照即将到期提醒'));
    const reader = await findReader();
    const mail = table('mails').find((m) => m.title === '证照即将到期提醒')!;
    expect(within(reader).getByText('王晓梅')).toBeInTheDocument();
    expect(within(reader).getByText('华润食品有限公司 (10001)')).toBeInTheDocument();
    // Sent and received at the same time; read earlier (seeded as read).
    expect(within(reader).getAllByText(mail.sendTime)).toHaveLength(2);
    expect(within(reader).getByText('附件说明.pdf')).toBeInTheDocument();
    expect(within(reader).getByText('Read')).toBeInTheDocument();
    expect(within(reader).getByText('Sent')).toBeInTheDocument();
  });

  it('opens the mail named by ?open= (the workbench link)', async () => {
    const mail = table('mails').find((m) => m.title === '对账单已生成，请及时确认')!;
    renderMail(`${SUPPLIER}?open=${mail.emailId}`);
    await findReader();
    expect(readerTitle()).toBe(mail.title);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/message\/email\/inbox$/));
  });
});

const DRAFT_KEY = 'fea-vsm-mail-draft:10001';
const keptDraft = () =>
  JSON.parse(localStorage.getItem(DRAFT_KEY) ?? 'null') as { state: Record<string, unknown> } | null;
/** The supplier's drafts folder: empty in the seed, so no list renders behind the form. */
const DRAFTS = '/message/email/drafts';

/** The compose form over `url` (the drafts folder unless said). */
async function openCompose(url = DRAFTS) {
  const view = renderMail(url);
  fireEvent.click(await eventually(() => button('New mail')));
  const dialog = await findCompose();
  expect(composeTitle()).toBe('New mail');
  return { dialog, view };
}

describe('compose and send', () => {
  it('SPEC §5: recipients and subject required; nothing is sent until they are there (every case in tests/mocks/mailContract)', async () => {
    const { dialog } = await openCompose();
    fireEvent.click(button('Send', dialog));
    await expectTexts(['Please select recipients', 'Please enter the subject'], within(dialog));
    enter(field('Subject', dialog), 'x'.repeat(101));
    expect(within(dialog).getByText('The subject must not exceed 100 characters')).toBeInTheDocument();
    expect(callsOf('save')).toHaveLength(0);
  });

  it('keeps the mail being written in the browser as it is typed', async () => {
    const { dialog } = await openCompose();
    enter(field('Subject', dialog), 'Half written');
    await writeBody(dialog, '<p>Line one</p><p>Line two</p>');
    await waitFor(() =>
      expect(keptDraft()?.state).toMatchObject({ title: 'Half written', content: '<p>Line one</p><p>Line two</p>' }),
    );
    expect(callsOf('save')).toHaveLength(0);
  });

  it('brings the mail kept in the browser back into the form on the next visit, after signing in again too', async () => {
    const state = {
      to: ['90001'],
      cc: [],
      title: 'Across a new sign-in',
      content: '<p>Still here</p>',
      attachment: [],
    };
    localStorage.setItem(DRAFT_KEY, JSON.stringify({ open: true, state, savedAt: Date.now() }));
    // A new session: sessionStorage cleared, the mail kept in localStorage under the account.
    await signInAs('demo-supplier');
    renderMail(DRAFTS);
    const again = await findCompose();
    expect(within(again).getByLabelText('Subject')).toHaveValue('Across a new sign-in');
    await waitFor(() => expect(within(again).getByTitle('王晓梅 (90001)')).toBeInTheDocument());
    expect(await body(again)).toBe('<p>Still here</p>');
    expect(callsOf('save')).toHaveLength(0);
  });

  it('sends once however often Send is clicked, into the retailer inbox, and clears the kept draft', async () => {
    const { dialog } = await openCompose();
    await chooseRecipient('mail-compose-to', '王晓梅');
    await waitFor(() => expect(within(dialog).getByTitle('王晓梅 (90001)')).toBeInTheDocument());
    enter(field('Subject', dialog), 'Delivery next week');
    await writeBody(dialog, '<p>See <b>you</b></p>');
    await waitFor(() => expect(keptDraft()?.state).toMatchObject({ title: 'Delivery next week' }));
    const send = button('Send', dialog);
    fireEvent.click(send);
    fireEvent.click(send);
    fireEvent.doubleClick(send);
    await waitFor(() => expect(composeDialog()).toBeNull());
    expect(callsOf('save')).toHaveLength(1);
    expect(callsOf('save')[0].body).toMatchObject({
      to: ['90001'],
      cc: [],
      title: 'Delivery next week',
      content: '<p>See <strong>you</strong></p>',
      send: true,
    });
    const sent = table('mails').filter((m) => m.title === 'Delivery next week');
    expect(sent).toHaveLength(1);
    expect(
      table('mailboxes')
        .filter((b) => b.emailId === sent[0].emailId)
        .map((b) => [b.ownerId, b.folder])
        .sort(),
    ).toEqual([
      ['10001', 'outbox'],
      ['90001', 'inbox'],
    ]);
    await waitFor(() => expect(localStorage.getItem(DRAFT_KEY)).toBeNull());
  });

  it('a failed send keeps the text and says why (SPEC §8 send failed + server message)', async () => {
    const { dialog } = await openCompose();
    await chooseRecipient('mail-compose-to', '王晓梅');
    enter(field('Subject', dialog), 'Will fail');
    setFault({ path: 'fea-vsm/mail/save', kind: 'http500', times: 1 });
    fireEvent.click(button('Send', dialog));
    await waitFor(() => expect(dialog.querySelector('.ant-alert-error')).not.toBeNull());
    expect(dialog.querySelector('.ant-alert-error')!.textContent).toMatch(/^Sending failed\. .+/);
    expect(within(dialog).getByLabelText('Subject')).toHaveValue('Will fail');
    expect(table('mails').some((m) => m.title === 'Will fail')).toBe(false);
    // Sending again works and keeps nothing behind.
    fireEvent.click(button('Send', dialog));
    await waitFor(() => expect(table('mails').filter((m) => m.title === 'Will fail')).toHaveLength(1));
  });

  it('neither sends nor saves while the attachment is still uploading (it would leave without it); once it is in, it goes along', async () => {
    const { dialog } = await openCompose();
    await chooseRecipient('mail-compose-to', '王晓梅');
    enter(field('Subject', dialog), 'With the price list');
    setFault({ path: 'common/upload', kind: 'delay', ms: 1500, times: 1 });
    const bytes = new TextEncoder().encode('%PDF-1.4\n' + ' '.repeat(300));
    await fastUser().upload(
      // The attachment's input (the editor's toolbar has one for pictures).
      dialog.querySelector<HTMLInputElement>('.vsm-upload input[type="file"]')!,
      new File([bytes], 'prices.pdf', { type: 'application/pdf' }),
    );
    // Listed once its bytes are checked; the upload is then under way.
    await within(dialog).findByText('prices.pdf');
    fireEvent.click(button('Send', dialog));
    const uploading = 'Attachment is still uploading (prices.pdf): submit once it is done';
    expect(await within(dialog).findByText(uploading)).toBeVisible();
    fireEvent.click(button('Save draft', dialog));
    expect(callsOf('save')).toHaveLength(0);
    await waitFor(() => expect(within(dialog).queryByText(uploading)).toBeNull(), { timeout: 10_000 });
    fireEvent.click(button('Send', dialog));
    await waitFor(() => expect(callsOf('save')).toHaveLength(1));
    expect(callsOf('save')[0].body).toMatchObject({
      title: 'With the price list',
      // Sent before the upload ended, it would have gone with `attachment: null`.
      attachment: { fileUrl: expect.any(String) },
    });
  });

  it('session expiry while sending (A0242) keeps the mail in the browser under the account (brought back: above)', async () => {
    const { dialog, view } = await openCompose();
    await chooseRecipient('mail-compose-to', '王晓梅');
    enter(field('Subject', dialog), 'Across a new sign-in');
    await writeBody(dialog, '<p>Still here</p>');
    setFault({ path: 'fea-vsm/mail/save', kind: 'A0242', times: 1 });
    fireEvent.click(button('Send', dialog));
    await waitFor(() => expect(callsOf('save')).toHaveLength(1));
    await waitFor(() => expect(button('Send', dialog)).not.toHaveClass('ant-btn-loading'));
    expect(table('mails').some((m) => m.title === 'Across a new sign-in')).toBe(false);
    view.unmount();
    // The session ends (sessionStorage cleared); the mail lives in localStorage under the account.
    sessionStorage.clear();
    expect(keptDraft()?.state).toMatchObject({
      to: ['90001'],
      title: 'Across a new sign-in',
      content: '<p>Still here</p>',
    });
  });

  it('saves a server draft from the form, which the drafts folder then lists', async () => {
    const { dialog } = await openCompose();
    enter(field('Subject', dialog), 'Draft on the server');
    fireEvent.click(button('Save draft', dialog));
    await waitFor(() =>
      expect(table('mailboxes').filter((b) => b.ownerId === '10001' && b.folder === 'draft')).toHaveLength(1),
    );
    fireEvent.click(button('Discard', dialog));
    fireEvent.click(await screen.findByText('Discard', { selector: '.ant-popconfirm button span' }));
    await waitFor(() => expect(composeDialog()).toBeNull());
    await waitFor(() => expect(titles()).toEqual(['Draft on the server']));
  });

  it('continues a server draft from the Drafts folder in the form', async () => {
    await saveMail({ to: ['90001'], cc: [], title: 'Draft on the server', content: '', attachment: null, send: false });
    renderMail(DRAFTS);
    await waitFor(() => expect(titles()).toEqual(['Draft on the server']));
    fireEvent.click(within(rowOf('Draft on the server')).getByText('Draft on the server'));
    const again = await findCompose();
    expect(within(again).getByLabelText('Subject')).toHaveValue('Draft on the server');
    await waitFor(() => expect(within(again).getByTitle('王晓梅 (90001)')).toBeInTheDocument());
  });
});

describe('recycle bin', () => {
  it('moves ticked mail to the recycle bin and recovers it to its origin folder', async () => {
    renderMail(SUPPLIER);
    await waitForRows();
    tick(rowOf('退货通知单沟通'));
    fireEvent.click(button('Move to recycle bin'));
    await waitFor(() => expect(titles()).not.toContain('退货通知单沟通'));
    const row = table('mailboxes').find((b) => b.ownerId === '10001' && titleOf(b.emailId) === '退货通知单沟通')!;
    expect(row).toMatchObject({ folder: 'recycle', originFolder: 'inbox' });

    fireEvent.click(tab('Recycle bin'));
    await waitFor(() => expect(titles()).toEqual(['退货通知单沟通']));
    expect(within(bodyRows()[0]).getByText('Inbox')).toBeInTheDocument();
    tick(rowOf('退货通知单沟通'));
    fireEvent.click(button('Recover'));
    await waitFor(() => expect(bodyRows()).toHaveLength(0));
    expect(row).toMatchObject({ folder: 'inbox', originFolder: null });
  });

  it('deletes from the recycle bin for good and clears a box after confirming', async () => {
    const row = table('mailboxes').find((b) => b.ownerId === '10001' && titleOf(b.emailId) === '退货通知单沟通')!;
    Object.assign(row, { folder: 'recycle', originFolder: 'inbox' });
    renderMail('/message/email/recycle');
    await waitFor(() => expect(titles()).toEqual(['退货通知单沟通']));
    tick(rowOf('退货通知单沟通'));
    fireEvent.click(button('Delete for good'));
    await confirmOk('Delete for good?');
    await waitFor(() => expect(table('mailboxes').includes(row)).toBe(false));

    fireEvent.click(tab('Inbox'));
    await waitForRows();
    const count = inboxRows().length;
    fireEvent.click(button('Clear box'));
    await confirmOk('Clear Inbox?');
    await waitFor(() => expect(inboxRows()).toHaveLength(0));
    expect(table('mailboxes').filter((b) => b.ownerId === '10001' && b.folder === 'recycle')).toHaveLength(count);
    await act(() => Promise.resolve());
  });
});
