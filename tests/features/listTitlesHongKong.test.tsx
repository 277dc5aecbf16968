import { fireEvent, screen, within } from '@testing-library/react';
import * as OpenCC from 'opencc-js/cn2t';
import { table } from '@mocks/db';
import { helpRoutes } from '@/features/help/routes';
import { mailRoutes } from '@/features/mail/routes';
import { noticesRoutes } from '@/features/notices/routes';
import { initI18n, loadRestTexts } from '@/i18n';
import { pageTest } from '../support/page';
import { waitForRows } from '../support/queries';

/**
 * SPEC §1 zh-HK: the titles of notices and mails, which their lists draw themselves (a link with
 * markers), read in Traditional like every other server text in a grid (and like the workbench's
 * lists of the same notices and mails).
 */

const page = pageTest({
  routes: [...noticesRoutes, ...mailRoutes, ...helpRoutes],
  setUp: async () => {
    await initI18n({ language: 'zh-HK' });
    await loadRestTexts('zh-HK');
  },
});
const toHongKong = OpenCC.Converter({ from: 'cn', to: 'hk' });

it('SPEC §1 zh-HK: the notice list shows its titles in Traditional', async () => {
  const title = table('notices').find((n) => n.status === '2' && toHongKong(n.title) !== n.title)!.title;
  page.open('/message/notice');
  await waitForRows();
  expect(await screen.findByText(toHongKong(title))).toBeInTheDocument();
  expect(screen.queryByText(title)).toBeNull();
});

/** A subject in the demo supplier's inbox whose Traditional form differs from the server's text. */
const inboxTitleReadDifferently = () =>
  table('mailboxes')
    .filter((b) => b.ownerId === '10001' && b.folder === 'inbox')
    .map((b) => table('mails').find((m) => m.emailId === b.emailId)!.title)
    .find((t) => toHongKong(t) !== t)!;

it('SPEC §1 zh-HK: the inbox shows its subjects in Traditional', async () => {
  const title = inboxTitleReadDifferently();
  page.open('/message/email/inbox');
  await waitForRows();
  expect(await screen.findByText(toHongKong(title))).toBeInTheDocument();
  expect(screen.queryByText(title)).toBeNull();
});

it('SPEC §1 zh-HK: a notice opened reads its title and publisher in Traditional, like its body', async () => {
  const notice = table('notices').find((n) => n.status === '2' && toHongKong(n.title) !== n.title)!;
  page.open(`/message/ndetail/${notice.id}`);
  expect(await screen.findByRole('heading', { name: new RegExp(toHongKong(notice.title)) })).toBeInTheDocument();
  expect(screen.queryByText(notice.title)).toBeNull();
});

it('SPEC §1 zh-HK: a mail opened reads its subject in Traditional', async () => {
  const title = inboxTitleReadDifferently();
  page.open('/message/email/inbox');
  await waitForRows();
  fireEvent.click(await screen.findByText(toHongKong(title)));
  const reader = await screen.findByRole('dialog');
  expect(await within(reader).findByText(toHongKong(title))).toBeInTheDocument();
});

it('SPEC §1 zh-HK: the help centre lists its documents in Traditional and finds one by a word read there', async () => {
  page.open('/help');
  expect(await screen.findByText('供應商操作手冊')).toBeInTheDocument();
  fireEvent.change(screen.getByRole('searchbox'), { target: { value: '手冊' } });
  expect(screen.getByText('供應商操作手冊')).toBeInTheDocument();
  expect(screen.queryByText('網上預約操作指南')).toBeNull();
});
