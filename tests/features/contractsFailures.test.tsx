import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { table, updateRows } from '@mocks/db';
import { mockToday } from '@mocks/db/clock';
import { glossary } from '@mocks/glossary';
import { contractsRoutes } from '@/features/contracts/routes';
import { mergeServerTexts } from '@/i18n';
import { pageTest } from '../support/page';
import { button, dialog, enter, field, findToast, rowOf, waitForRows } from '../support/queries';

/*
 * The SPEC §8 signature and seal failures a user can meet on the contract screens: renewal month
 * mismatch (refused on the client), approval and reject failures (a bill changed since the list was
 * read: the server's text, in the user's language).
 */

const { signInAs, open, notify } = pageTest({
  routes: contractsRoutes,
  account: null,
  setUp: () => mergeServerTexts('en-US', glossary()),
  waitMs: 8000,
});
const toolbar = () => document.querySelector<HTMLElement>('.vsm-query-toolbar')!;
const pick = (rowText: string) => fireEvent.click(rowOf(rowText).querySelector('input[type="radio"]')!);
const okIn = (root: HTMLElement) => within(root).getByText('OK').closest('button')!;

describe('invoice-easy renewal (demo-supplier)', () => {
  beforeEach(() => signInAs('demo-supplier'));

  it('SPEC §8 renewal month mismatch: refused outside the month the version ends', async () => {
    const current = table('ticketAgreements').find((t) => t.venderId === '100101' && t.status === '1')!;
    open('/contract-management/ticketyt');
    await waitFor(() => expect(rowOf(current.agreementId)).toBeDefined());
    pick(current.agreementId);
    fireEvent.click(button('Renew', toolbar()));
    await waitFor(() =>
      expect(document.body).toHaveTextContent('Renewal month mismatch: renew in the month the agreement ends'),
    );
  });

  it('renews in the month the version ends (SPEC §8 renewal month): a new version in force', async () => {
    const current = table('ticketAgreements').find((t) => t.venderId === '100101' && t.status === '1')!;
    updateRows('ticketAgreements', (t) => t.agreementId === current.agreementId, { validTo: mockToday() });
    open('/contract-management/ticketyt');
    await waitFor(() => expect(button('Renew', rowOf(current.agreementId))).toBeDefined());
    await waitFor(() => expect(document.querySelector('.vsm-query-result')).toHaveAttribute('aria-busy', 'false'));
    fireEvent.click(button('Renew', rowOf(current.agreementId)));
    await waitFor(() => expect(dialog()).toHaveTextContent('Renew the invoice-easy agreement'));
    fireEvent.click(okIn(dialog()));
    await findToast('The invoice-easy agreement is in force');
    const versions = table('ticketAgreements').filter((t) => t.venderId === '100101');
    expect(versions.find((t) => t.status === '1')).toMatchObject({ version: current.version + 1, applyType: '2' });
  });
});

describe('approval and reject failures (demo-retailer)', () => {
  beforeEach(() => signInAs('demo-retailer'));

  it('SPEC §8: approving or rejecting a bill changed since the list was read shows the failure', async () => {
    const submitted = table('contractBills').find((c) => c.venderId === '100101' && c.status === '1')!;
    const awaiting = table('contractBills').find((c) => c.venderId === '100101' && c.sealStatus === '2')!;
    open('/s/contract/signature');
    await waitForRows();
    enter(field('Supplier code'), '100101');
    fireEvent.click(button('Search'));
    await waitFor(() => expect(rowOf(submitted.contractId) && rowOf(awaiting.contractId)).toBeDefined());

    // Cancelled by another buyer meanwhile.
    updateRows('contractBills', (c) => c.contractId === submitted.contractId, { status: '3' });
    fireEvent.click(button('Approve', rowOf(submitted.contractId)));
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('error', 'Approval failed: the document status has changed'),
    );

    // Sealed by another buyer meanwhile.
    updateRows('contractBills', (c) => c.contractId === awaiting.contractId, { sealStatus: '3', status: '4' });
    fireEvent.click(button('Reject signature', rowOf(awaiting.contractId)));
    await waitFor(() => expect(dialog()).toHaveTextContent(`Reject contract ${awaiting.contractId}`));
    enter(field('Rejection reason', dialog()), 'Rebate differs from the negotiation');
    fireEvent.click(okIn(dialog()));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('error', 'Rejection failed: the document status has changed'),
    );
    expect(table('contractBills').find((c) => c.contractId === awaiting.contractId)!.sealStatus).toBe('3');
  });
});
