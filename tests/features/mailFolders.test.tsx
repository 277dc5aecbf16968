import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import MailPage from '@/features/mail/pages/MailPage';
import { mailRoutes } from '@/features/mail/routes';
import { useMailUnread } from '@/stores/mailUnread';
import { currentUrl, FastProviders, pageTest } from '../support/page';
import { tab, titles } from './mailScreen';

/*
 * The mail folder follows the address (SPEC §2 /message/email/:tabs?): a folder click replaces the
 * address with the folder's own, and a link to /message/email/inbox (the header's envelope) brings an
 * open mail page back to the inbox.
 */

const { callsOf } = pageTest({
  routes: mailRoutes,
  calls: /\/api\/fea-vsm\/mail\/(\w+)$/,
  reset: () => useMailUnread.setState({ count: null }),
  waitMs: 8000,
});

/** The mail page with a link standing in for the header's envelope, in one router. */
function renderWithEnvelope(url: string) {
  return render(
    <FastProviders>
      <MemoryRouter initialEntries={[url]}>
        <Link to="/message/email/inbox">Envelope</Link>
        <Routes>
          <Route path="/message/email/:tabs?" element={<MailPage />} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </FastProviders>,
  );
}

/** The router's address, read by currentUrl(). */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

const lastFolder = () => (callsOf('list').at(-1)?.body.params as { folder?: string } | undefined)?.folder;
const activeTab = () => document.querySelector('.ant-tabs-tab-active')?.textContent ?? '';

it('a folder click replaces the address with the folder’s, and the envelope link brings the inbox back (SPEC §2)', async () => {
  renderWithEnvelope('/message/email/inbox');
  await waitFor(() => expect(lastFolder()).toBe('inbox'));

  fireEvent.click(tab('Sent'));
  await waitFor(() => expect(currentUrl().pathname).toBe('/message/email/outbox'));
  await waitFor(() => expect(lastFolder()).toBe('outbox'));
  await waitFor(() => expect(titles()).toEqual(['关于调价申请的回复']));
  expect(activeTab()).toMatch(/^Sent/);

  fireEvent.click(screen.getByRole('link', { name: 'Envelope' }));
  await waitFor(() => expect(currentUrl().pathname).toBe('/message/email/inbox'));
  await waitFor(() => expect(lastFolder()).toBe('inbox'));
  expect(activeTab()).toMatch(/^Inbox/);
});
