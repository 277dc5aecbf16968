import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { table, updateRows } from '@mocks/db';
import { glossary } from '@mocks/glossary';
import { contractsRoutes } from '@/features/contracts/routes';
import { mergeServerTexts } from '@/i18n';
import { pageTest } from '../support/page';
import {
  button,
  columnTexts,
  dialog,
  enter,
  expectTexts,
  field,
  findToast,
  rowOf,
  waitForRows,
} from '../support/queries';

/*
 * The other contract screens (SPEC §2): invoice-easy agreement and its history (SPEC §4 eligibility,
 * renewal month), attachment documents (SPEC §4 draft / submitted rules), the retailer's promoter
 * report and costs (SPEC §3 promoter fields).
 */

const { signInAs, open } = pageTest({
  routes: contractsRoutes,
  account: null,
  setUp: () => mergeServerTexts('en-US', glossary()),
  waitMs: 8000,
});
const toolbar = () => document.querySelector<HTMLElement>('.vsm-query-toolbar')!;
const pick = (rowText: string) => fireEvent.click(rowOf(rowText).querySelector('input[type="radio"]')!);
const current = () => table('ticketAgreements').find((t) => t.venderId === '100101' && t.status === '1')!;

describe('invoice-easy agreement (demo-supplier)', () => {
  beforeEach(() => signInAs('demo-supplier'));

  it('SPEC §4 one agreement in force: Apply is refused before its form while the screen shows it; no renewal offered before its month (SPEC §8)', async () => {
    open('/contract-management/ticketyt');
    await waitFor(() => expect(rowOf(current().agreementId)).toBeDefined());
    expect(columnTexts('Version')).toEqual([String(current().version)]);
    // SPEC §8 renewal month: no renewal offered before the month the version ends.
    expect(within(rowOf(current().agreementId)).queryByText('Renew')).toBeNull();

    fireEvent.click(button('Apply', toolbar()));
    await findToast('An invoice-easy agreement is in force: renew it in the month it ends');
    expect(screen.queryByText('Apply for the invoice-easy agreement')).toBeNull();
    expect(table('ticketAgreements').filter((t) => t.venderId === '100101')).toHaveLength(3);
  });

  it('with none in force, Apply asks the invoice contact (SPEC §5) and a first version comes into force', async () => {
    updateRows('ticketAgreements', (t) => t.venderId === '100101' && t.status === '1', { status: '2' });
    open('/contract-management/ticketyt');
    await waitFor(() => expect(document.querySelector('.vsm-query-result')).toHaveAttribute('aria-busy', 'false'));
    fireEvent.click(button('Apply', toolbar()));
    await waitFor(() => expect(dialog()).toHaveTextContent('Apply for the invoice-easy agreement'));
    fireEvent.click(within(dialog()).getByText('OK').closest('button')!);
    await expectTexts(['Please enter Invoice contact', 'Please enter Invoice contact phone']);
    enter(field('Invoice contact', dialog()), '张伟');
    enter(field('Invoice contact phone', dialog()), '13800000000');
    enter(field('Invoice contact email', dialog()), 'zhangwei@example.com');
    fireEvent.click(within(dialog()).getByText('OK').closest('button')!);
    await findToast('The invoice-easy agreement is in force');
    expect(current()).toMatchObject({ version: 4, applyType: '1', invoiceContact: '张伟' });
  });

  it('lists every version in the history (SPEC §4)', async () => {
    open('/contract-management/ticketyt-history');
    await waitForRows(3);
    expect(columnTexts('Version')).toEqual(['3', '2', '1']);
  });
});

describe('attachment documents (demo-supplier)', () => {
  beforeEach(() => signInAs('demo-supplier'));

  it('submits a draft; refuses confirming a draft and resubmitting a submitted one (SPEC §4)', async () => {
    const mine = table('contractAttachments').filter((a) => a.venderId === '100101');
    const draft = mine.find((a) => a.status === '0')!;
    const submitted = mine.find((a) => a.status === '1')!;
    open('/contract-management/attachmentManagement');
    await waitFor(() => expect(rowOf(draft.sheetId)).toBeDefined());

    pick(draft.sheetId);
    fireEvent.click(button('Confirm', toolbar()));
    await waitFor(() => expect(document.body).toHaveTextContent('A draft attachment document cannot be confirmed'));
    pick(submitted.sheetId);
    fireEvent.click(button('Submit', toolbar()));
    await waitFor(() =>
      expect(document.body).toHaveTextContent('The attachment document was submitted: it cannot be submitted again'),
    );

    fireEvent.click(button('Submit', rowOf(draft.sheetId)));
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await findToast('Attachment document submitted');
    expect(table('contractAttachments').find((a) => a.sheetId === draft.sheetId)!.status).toBe('1');
  });
});

describe('attachment document detail (demo-supplier)', () => {
  beforeEach(() => signInAs('demo-supplier'));

  it("shows a submitted document's files in its detail, each opening its preview (the kit's upload list)", async () => {
    const submitted = table('contractAttachments').find((a) => a.venderId === '100101' && a.status === '1')!;
    open(`/contract-management/attachmentManagement?pageNo=1&pageSize=20&sheetId=${submitted.sheetId}`);
    await waitFor(() => expect(rowOf(submitted.sheetId)).toBeDefined());
    fireEvent.click(within(rowOf(submitted.sheetId)).getByText('View'));
    const files = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('.vsm-document-extra');
      expect(found).toHaveTextContent('Files');
      return found!;
    });
    expect(files).toHaveTextContent(submitted.files[0].fileName);
    expect(within(files).getByText(submitted.files[0].fileName).closest('a, button, [role="button"]')).not.toBeNull();
  });
});

describe('promoter agreements (demo-retailer)', () => {
  beforeEach(() => signInAs('demo-retailer'));

  it('reports promoter agreements by onboarding type (SPEC §3)', async () => {
    open('/s/contract/promoter_protocol_rpt');
    fireEvent.click(button('Search'));
    await waitForRows();
    expect(new Set(columnTexts('Onboarding type'))).toEqual(new Set(['New hire', 'Renewal', 'Replacement']));
  });

  it('shows each agreement’s fees over its period', async () => {
    updateRows('promoterAgreements', (p) => p.agreementId === table('promoterAgreements')[0].agreementId, {
      promoteFrom: '2025-01-01',
      promoteTo: '2025-03-31',
      managementFee: 500,
      trainingFee: 200,
    });
    const target = table('promoterAgreements')[0];
    open('/s/contract/promoter_cost');
    // The list opens on its data; the search narrows it.
    await waitForRows();
    enter(field('Agreement number'), target.agreementId);
    fireEvent.click(button('Search'));
    await waitForRows(1);
    expect(rowOf(target.agreementId)).toHaveTextContent('1,700.00');
  });
});
