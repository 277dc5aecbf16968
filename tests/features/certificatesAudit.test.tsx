import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { table } from '@mocks/db';
import { certificatesRoutes } from '@/features/certificates/routes';
import { pageTest } from '../support/page';
import { button, confirmOk, dialog, findToast } from '../support/queries';

/*
 * The retailer's certificate audit page (SPEC §4 "Certificate audit has a pre-audit and a final audit
 * step"): its Pass and Reject stay in reach in a footer pinned to the bottom of the view, its sections
 * are cards like the other detail pages, and the question asked names the step being confirmed.
 */

const page = pageTest({ routes: certificatesRoutes, account: 'demo-retailer', waitMs: 8000 });

const sheetAt = (status: '1' | '2') => table('certSheets').find((s) => s.status === status && s.items.length > 0)!;
const statusOf = (sheetId: string) => table('certSheets').find((s) => s.sheetId === sheetId)!.status;
const openAudit = (sheet: ReturnType<typeof sheetAt>) =>
  page.open(`/s/license/details/${sheet.sheetId}/${sheet.status}/${sheet.kind}/${sheet.bu}/0/audit`);
const footer = () => screen.findByRole('region', { name: 'Audit actions' });

it('SPEC §4 pre-audit: Pass and Reject in the pinned footer, the step named there, the sheet in cards; Pass asks for the pre-audit', async () => {
  const sheet = sheetAt('1');
  openAudit(sheet);
  const bar = await footer();
  expect(bar).toHaveClass('vsm-page-footer');
  expect(within(bar).getByText('Audit step: Pre-audit')).toBeInTheDocument();
  expect(
    within(bar)
      .getAllByRole('button')
      .map((b) => b.textContent),
  ).toEqual(['Pass', 'Reject']);
  // The sections are cards: the document's header, then one card per certificate.
  const cards = [...document.querySelectorAll<HTMLElement>('.vsm-cert-detail .ant-card')];
  expect(cards).toHaveLength(1 + sheet.items.length);
  expect(cards[0].querySelector('.ant-card-head-title')).toHaveTextContent('Document');
  expect(cards[0]).toHaveTextContent(sheet.sheetId);
  expect(document.querySelector('.vsm-cert-detail .vsm-form-section')).toBeNull();

  fireEvent.click(button('Pass', bar));
  await confirmOk('Pass the pre-audit of the selected certificate documents (1)? They go on to the final audit.');
  await findToast('Pre-audit passed (1): awaiting final audit');
  await waitFor(() => expect(statusOf(sheet.sheetId)).toBe('2'));
});

it('SPEC §4 final audit: the footer and the questions name the final audit (Pass, and Reject with its reason)', async () => {
  const sheet = sheetAt('2');
  openAudit(sheet);
  const bar = await footer();
  expect(within(bar).getByText('Audit step: Final audit')).toBeInTheDocument();

  fireEvent.click(button('Reject', bar));
  await waitFor(() => expect(dialog()).toHaveTextContent('Reject at final audit'));
  fireEvent.click(button('Cancel', dialog()));

  fireEvent.click(button('Pass', bar));
  await confirmOk('Pass the final audit of the selected certificate documents (1)? The certificates then take effect.');
  await findToast('Final audit passed (1)');
  await waitFor(() => expect(statusOf(sheet.sheetId)).toBe('3'));
});

it('a sheet only read (no audit) has no action footer', async () => {
  const sheet = sheetAt('1');
  page.open(`/s/license/details/${sheet.sheetId}/1/${sheet.kind}/${sheet.bu}/0/view`);
  await screen.findByText(sheet.sheetId, { exact: false }, { timeout: 8000 });
  await screen.findAllByText('Document');
  expect(screen.queryByRole('region', { name: 'Audit actions' })).toBeNull();
});
