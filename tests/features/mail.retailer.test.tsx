import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { table } from '../../mocks/db';
import { setFault } from '@mocks/node';
import { InlineWorker, excelFile } from '../kit/importFixtures';
import { mailRoutes } from '@/features/mail/routes';
import { useMailUnread } from '@/stores/mailUnread';
import { currentUrl, fastUser, pageTest } from '../support/page';
import { button, confirmOk, enter, eventually, field } from '../support/queries';
import { body, chooseRecipient, composeDialog, composeTitle, findCompose, findReader, readerTitle } from './mailScreen';

/*
 * Internal mail, retailer side (SPEC §2 /s/message/email: receiver groups, batch mail; §5 mail
 * rules), against the mock database.
 */

const { callsOf, open: renderMail } = pageTest({
  routes: mailRoutes,
  account: 'demo-retailer',
  calls: /\/api\/fea-vsm\/mail\/(\w+)$/,
  reset: () => useMailUnread.setState({ count: null }),
  waitMs: 8000,
});
const RETAILER = '/s/message/email';
const titleOf = (emailId: string) => table('mails').find((m) => m.emailId === emailId)!.title;
/** Waits on a busy machine. */
const LONG = { timeout: 10_000 };

// jsdom has no Worker: the kit's parse worker runs in-process (tests/kit/importFixtures).
class ParseWorker extends InlineWorker {
  constructor() {
    super('parse');
  }
}
beforeAll(() => vi.stubGlobal('Worker', ParseWorker));
afterAll(() => vi.unstubAllGlobals());

/** The compose form over the retailer's drafts folder (empty in the seed: no list to render behind it). */
async function openCompose() {
  renderMail(`${RETAILER}/drafts`);
  fireEvent.click(await eventually(() => button('New mail')));
  const dialog = await findCompose();
  expect(composeTitle()).toBe('New mail');
  return dialog;
}
const chooseGroup = async (dialog: HTMLElement) => {
  await chooseRecipient('mail-compose-to', '华南饮料', 'Group: 华南饮料供应商');
  await waitFor(() => expect(within(dialog).getByTitle('Group: 华南饮料供应商')).toBeInTheDocument());
};

describe('compose rules (SPEC §5; every case in tests/mocks/mailContract)', () => {
  it('refuses a receiver group together with other recipients, and an over-long recipient code typed in', async () => {
    const dialog = await openCompose();
    await chooseGroup(dialog);
    await chooseRecipient('mail-compose-to', '100101');
    enter(field('Subject', dialog), 'Mixed');
    fireEvent.click(button('Send', dialog));
    expect(
      await within(dialog).findByText('A receiver group cannot be combined with other recipients'),
    ).toBeInTheDocument();

    await chooseRecipient('mail-compose-cc', '1'.repeat(21));
    expect(
      await within(dialog).findByText(`Recipient code ${'1'.repeat(21)} must not exceed 20 characters`),
    ).toBeInTheDocument();
    // The form refused before any call (a send is one save call).
    expect(callsOf('save')).toHaveLength(0);
  });

  it('sends to a receiver group alone: the members get it', async () => {
    const dialog = await openCompose();
    await chooseGroup(dialog);
    enter(field('Subject', dialog), 'To the group');
    fireEvent.click(button('Send', dialog));
    await waitFor(() => expect(composeDialog()).toBeNull());
    expect(callsOf('save')[0].body).toMatchObject({ to: [], groupId: 'G1', title: 'To the group' });
    const mail = table('mails').find((m) => m.title === 'To the group')!;
    expect(mail.group).toEqual({ id: 'G1', name: '华南饮料供应商' });
    expect(
      table('mailboxes').some((b) => b.emailId === mail.emailId && b.ownerId === '10002' && b.folder === 'inbox'),
    ).toBe(true);
  });
});

describe('reply', () => {
  it('answers a supplier at its supplier code with Re: and the original quoted; the original is marked replied', async () => {
    const original = table('mailboxes').find(
      (b) => b.ownerId === '90001' && titleOf(b.emailId) === '关于调价申请的回复',
    )!;
    // Opened by ?open= (the workbench's link) over the empty drafts folder: no list to render; the
    // Replied marker of the list is tested with the list (mail.test.tsx). The reader shows once ?open=
    // is gone from the address, so a reply begun at once is not closed by that change (kit Dialog).
    renderMail(`${RETAILER}/drafts?open=${original.emailId}`);
    await findReader();
    expect(currentUrl().search).toBe('');
    expect(readerTitle()).toBe('关于调价申请的回复');
    fireEvent.click(button('Reply'));
    const dialog = await findCompose();
    expect(composeTitle()).toBe('Reply');
    expect(within(dialog).getByLabelText('Subject')).toHaveValue('Re: 关于调价申请的回复');
    expect(within(dialog).getByTitle('华润食品有限公司 (100101)')).toBeInTheDocument();
    expect(await body(dialog)).toContain(
      '<blockquote><p>您好：</p><p>关于调价申请的回复，请查收并及时处理。</p></blockquote>',
    );
    fireEvent.click(button('Send', dialog));
    await waitFor(() => expect(composeDialog()).toBeNull());

    expect(original).toMatchObject({ replied: true, replyTime: expect.stringMatching(/^\d{4}-/) });
    const reply = table('mails').find((m) => m.title === 'Re: 关于调价申请的回复')!;
    expect(reply.recipients).toEqual([{ id: '100101', name: '华润食品有限公司' }]);
    expect(reply.content).toContain('<blockquote><p>您好：</p>');
    expect(callsOf('save')[0].body).toMatchObject({ to: ['100101'], replyTo: original.id });
    expect(
      table('mailboxes').some((b) => b.emailId === reply.emailId && b.ownerId === '10001' && b.folder === 'inbox'),
    ).toBe(true);
  });
});

describe('receiver groups', () => {
  it('creates, renames and deletes a group; members are supplier codes', async () => {
    renderMail(`${RETAILER}/groups`);
    await screen.findByText('重点食品供应商', {}, { timeout: 15_000 });
    fireEvent.click(button('New group'));
    const dialog = await waitFor(() => document.querySelector<HTMLElement>('.ant-modal')!);
    fireEvent.click(button('OK', dialog));
    expect(await within(dialog).findByText('Please enter the group name')).toBeInTheDocument();
    enter(field('Group name', dialog), 'Dairy');
    await chooseRecipient('mail-group-members', '120501');
    fireEvent.click(button('OK', dialog));
    await waitFor(
      () => expect(table('receiverGroups').find((g) => g.groupName === 'Dairy')?.members).toEqual(['120501']),
      LONG,
    );
    await waitFor(() => expect(screen.getByText('Dairy')).toBeInTheDocument(), LONG);

    const row = () => screen.getByText('Dairy').closest<HTMLElement>('[role="row"]')!;
    fireEvent.click(within(row()).getByText('Edit'));
    const edit = await waitFor(
      () =>
        [...document.querySelectorAll<HTMLElement>('.ant-modal')].find((m) =>
          m.textContent?.includes('Edit receiver group'),
        )!,
      LONG,
    );
    enter(field('Group name', edit), 'Dairy suppliers');
    fireEvent.click(button('OK', edit));
    await waitFor(() => expect(screen.getByText('Dairy suppliers')).toBeInTheDocument(), LONG);
    expect(table('receiverGroups').find((g) => g.groupName === 'Dairy suppliers')?.members).toEqual(['120501']);

    fireEvent.click(
      within(screen.getByText('Dairy suppliers').closest<HTMLElement>('[role="row"]')!).getByText('Delete'),
    );
    await confirmOk('Delete the group Dairy suppliers?');
    await waitFor(() => expect(screen.queryByText('Dairy suppliers')).toBeNull(), LONG);
    expect(table('receiverGroups').some((g) => g.groupName === 'Dairy suppliers')).toBe(false);
  });
});

const HEADER = ['Supplier code', 'Content', 'Subject', 'Sender name'];

describe('batch mail', () => {
  const choose = (rows: unknown[][]) =>
    fastUser().upload(
      document.querySelector<HTMLInputElement>('.vsm-mail-batch input[type="file"]')!,
      excelFile(rows, 'batch.xlsx'),
    );
  const review = () =>
    [...document.querySelectorAll<HTMLElement>('.ant-modal')].find((m) =>
      m.textContent?.includes('Batch mail preview'),
    );

  /** The import is usable once the supplier codes are in (before, every row would name an unknown code). */
  const importReady = () => waitFor(() => expect(button('Import batch mail')).toBeEnabled(), LONG);

  it('keeps the import closed until the supplier codes it checks rows against are in', async () => {
    // Held long enough that a loaded machine still sees the call in flight.
    setFault({ path: '/mail/recipients', kind: 'delay', ms: 2000, times: 1 });
    renderMail(`${RETAILER}/batch`);
    expect(await screen.findByText('Import batch mail')).toBeInTheDocument();
    // The call leaves from a task after the render.
    await waitFor(() => expect(callsOf('recipients')).toHaveLength(1));
    expect(button('Import batch mail')).toBeDisabled();
    await importReady();
  });

  it('lists the row errors of a file and sends nothing', async () => {
    renderMail(`${RETAILER}/batch`);
    await importReady();
    const before = table('mails').length;
    await choose([
      HEADER,
      ['100101', 'c', 't', 'Purchasing'],
      ['', 'c', 't', 'Purchasing'],
      ['999999', 'c', 't', 'Purchasing'],
      ['100201', 'c', 'x'.repeat(101), 'y'.repeat(33)],
      ['100201', '', '', ''],
    ]);
    await waitFor(() => expect(review()).toBeTruthy());
    const problems = [...review()!.querySelectorAll('.vsm-import-problems li')].map((li) => li.textContent);
    expect(problems).toEqual([
      'Row 3: Supplier code must not be empty.',
      'Row 4: supplier code 999999 does not exist',
      'Row 5: Subject must not exceed 100 characters.',
      'Row 5: Sender name must not exceed 32 characters.',
      'Row 6: Content must not be empty.',
      'Row 6: Subject must not be empty.',
      'Row 6: Sender name must not be empty.',
    ]);
    expect(button('Import', review()!)).toBeDisabled();
    fireEvent.click(button('Import', review()!));
    expect(callsOf('batchImport')).toHaveLength(0);
    expect(table('mails')).toHaveLength(before);
  });

  it('sends a clean file as one batch with progress', async () => {
    renderMail(`${RETAILER}/batch`);
    await importReady();
    const rows = Array.from({ length: 25 }, (_, i) => [
      i % 2 ? '100101' : '120501',
      `Body ${i}`,
      `Batch ${i}`,
      'Purchasing',
    ]);
    await choose([HEADER, ...rows]);
    await waitFor(() => expect(review()).toBeTruthy());
    expect(within(review()!).getByText('25 rows are ready to import.')).toBeInTheDocument();
    fireEvent.click(button('Import', review()!));
    await waitFor(() => expect(screen.getByText('25 mail sent.')).toBeInTheDocument());
    // One batch, sent in steps of 20.
    expect(callsOf('batchImport')).toHaveLength(1);
    expect(callsOf('batchSend').map((c) => c.body.count)).toEqual([20, 20]);
    expect(table('mails').filter((m) => m.title.startsWith('Batch ') && m.senderName === 'Purchasing')).toHaveLength(
      25,
    );
    expect(
      table('mailboxes').filter(
        (b) =>
          b.ownerId === '10001' &&
          b.folder === 'inbox' &&
          table('mails')
            .find((m) => m.emailId === b.emailId)!
            .title.startsWith('Batch '),
      ),
    ).toHaveLength(12);
  });
});
