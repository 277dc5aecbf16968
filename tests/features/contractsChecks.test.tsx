import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { table, updateRows } from '@mocks/db';
import { addDays, mockToday } from '@mocks/db/clock';
import { glossary } from '@mocks/glossary';
import { PromoterDialog } from '@/features/contracts/components/PromoterDialog';
import { ONBOARD_TYPE } from '@/features/contracts/contract';
import { contractsRoutes } from '@/features/contracts/routes';
import { writeDraft } from '@/kit/form';
import { mergeServerTexts } from '@/i18n';
import { MB } from '@/kit/upload';
import { FastProviders, fastUser, pageTest } from '../support/page';
import { button, dialog, enter, eventually, field, findToast, rowOf, typeDate } from '../support/queries';

/*
 * Promoter agreement applications of the supplier (SPEC §3, §9). What the contract screens refuse before any call: an expired certificate (SPEC §8), a parent
 * supplier code for the invoice-easy agreement (SPEC §4, §8); the new attachment dialog's upload
 * rules (SPEC §5 images up to 1 MB, PDF up to 2 MB, images or PDF only).
 */

const { signInAs, open, callsOf } = pageTest({
  routes: contractsRoutes,
  account: null,
  calls: /\/api\/fea-vsm\/contract\/([\w/]+)$/,
  setUp: () => mergeServerTexts('en-US', glossary()),
  waitMs: 8000,
});
const toolbar = () => document.querySelector<HTMLElement>('.vsm-query-toolbar')!;
const ok = () =>
  within(dialog())
    .getAllByRole('button')
    .find((b) => /^(OK|Sign)$/.test(b.textContent ?? ''))!;
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const png = (name: string, size = 200) => {
  const bytes = new Uint8Array(size);
  bytes.set(PNG);
  return new File([bytes], name, { type: 'image/png' });
};
const pdf = (name: string, size = 300) => {
  const bytes = new Uint8Array(size).fill(0x20);
  bytes.set(new TextEncoder().encode('%PDF-1.4\n'));
  return new File([bytes], name, { type: 'application/pdf' });
};

async function chooseOption(label: string, text: RegExp) {
  fireEvent.mouseDown(within(dialog()).getByRole('combobox', { name: label }));
  const option = await eventually(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find((o) =>
      text.test(o.textContent ?? ''),
    );
    expect(found).toBeDefined();
    return found!;
  });
  fireEvent.click(option);
}

describe('client refusals before the call (demo-supplier)', () => {
  beforeEach(() => signInAs('demo-supplier'));

  it('SPEC §8 expired certificate: signing is refused with its text, and no signature is sent', async () => {
    updateRows('caCertificates', (c) => c.partnerId === 'P10001', { validTo: addDays(mockToday(), -1) });
    const waiting = table('contractBills').find(
      (c) => c.venderId === '100101' && c.status === '2' && c.signStatus === '0',
    )!;
    open('/contract-management/signature');
    await waitFor(() => expect(rowOf(waiting.contractId)).toBeDefined());
    fireEvent.click(button('Sign', rowOf(waiting.contractId)));
    await waitFor(() => expect(dialog()).toHaveTextContent(`Sign contract ${waiting.contractId}`));
    await chooseOption('Signing business type', /New contract/);
    // yesterday: a signing time may not be later than now
    await typeDate('Signing date', addDays(mockToday(), -1));
    enter(field('Signing time', dialog()), '10:30');
    fireEvent.click(ok());
    await findToast('The e-signature certificate has expired');
    expect(callsOf('sign')).toHaveLength(0);
    expect(table('contractBills').find((c) => c.contractId === waiting.contractId)!.signStatus).toBe('0');
  });

  it('SPEC §5 signing time: a time before the contract’s approval is refused on the form, and no signature is sent', async () => {
    const waiting = table('contractBills').find(
      (c) => c.venderId === '100101' && c.status === '2' && c.signStatus === '0' && !!c.checkDate,
    )!;
    const approvedOn = waiting.checkDate!.slice(0, 10);
    open('/contract-management/signature');
    await waitFor(() => expect(rowOf(waiting.contractId)).toBeDefined());
    fireEvent.click(button('Sign', rowOf(waiting.contractId)));
    await waitFor(() => expect(dialog()).toHaveTextContent(`Sign contract ${waiting.contractId}`));
    await chooseOption('Signing business type', /New contract/);
    await typeDate('Signing date', addDays(approvedOn, -1));
    enter(field('Signing time', dialog()), '10:30');
    fireEvent.click(ok());
    expect(
      await within(dialog()).findByText(
        'The electronic signing time cannot be earlier than the contract’s approval time',
      ),
    ).toBeInTheDocument();
    expect(callsOf('sign')).toHaveLength(0);
    expect(table('contractBills').find((c) => c.contractId === waiting.contractId)!.signStatus).toBe('0');
  });

  it('SPEC §4 parent supplier code: the invoice-easy application is refused with its text, and not sent', async () => {
    updateRows('vendors', (v) => v.venderId !== '100101' && v.bu === '12', { parentVenderId: '100101' });
    // No agreement in force, or the application is refused before its form (one in force at a time).
    updateRows('ticketAgreements', (t) => t.venderId === '100101' && t.status === '1', { status: '2' });
    open('/contract-management/ticketyt');
    await eventually(() => expect(toolbar()).toBeTruthy());
    fireEvent.click(button('Apply', toolbar()));
    await waitFor(() => expect(dialog()).toHaveTextContent('Apply for the invoice-easy agreement'));
    enter(field('Invoice contact', dialog()), '张伟');
    enter(field('Invoice contact phone', dialog()), '13800000000');
    enter(field('Invoice contact email', dialog()), 'zhangwei@example.com');
    fireEvent.click(ok());
    await findToast('A parent supplier code cannot apply for an invoice-easy agreement');
    expect(callsOf('ticketyt/eligibility')).toHaveLength(1);
    expect(callsOf('ticketyt/apply')).toHaveLength(0);
  });
});

describe('new attachment dialog (demo-supplier)', () => {
  beforeEach(() => signInAs('demo-supplier'));

  it('SPEC §5 upload rules: refuses a text file and a PDF over 2 MB with their messages; saves a draft with a valid PDF', async () => {
    const contract = table('contractBills').find((c) => c.venderId === '100101')!;
    open('/contract-management/attachmentManagement');
    await eventually(() => expect(toolbar()).toBeTruthy());
    fireEvent.click(button('New', toolbar()));
    await waitFor(() => expect(dialog()).toHaveTextContent('New attachment document'));
    const input = () => dialog().querySelector<HTMLInputElement>('input[type="file"]')!;
    const user = fastUser();
    await user.upload(input(), new File(['plain text, not a document'], 'terms.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Only images or PDF files can be uploaded.')).toBeInTheDocument();
    await user.upload(input(), pdf('big.pdf', Math.round(2.1 * MB)));
    expect(await screen.findByText('A PDF file must not exceed 2 MB.')).toBeInTheDocument();
    await user.upload(input(), png('big.png', Math.round(1.1 * MB)));
    expect(await screen.findByText('An image must not exceed 1 MB.')).toBeInTheDocument();

    // the contract is one of the supplier's, chosen from a list searched as typed
    const combo = within(dialog()).getByRole('combobox', { name: 'Contract number' });
    fireEvent.mouseDown(combo);
    fireEvent.change(combo, { target: { value: contract.contractId } });
    await chooseOption('Contract number', new RegExp(`^${contract.contractId} `));
    enter(field('Attachment name', dialog()), 'Quality pledge');
    await user.upload(input(), pdf('pledge.pdf'));
    await eventually(() => expect(dialog().querySelectorAll('.ant-upload-list-item-done')).toHaveLength(1));
    fireEvent.click(ok());
    await findToast('Attachment document saved as a draft');
    const saved = table('contractAttachments').find((a) => a.title === 'Quality pledge')!;
    expect(saved).toMatchObject({ status: '0', contractId: contract.contractId });
    expect(saved.files).toHaveLength(1);
  });
});

describe('promoter agreement application (demo-supplier)', () => {
  beforeEach(() => signInAs('demo-supplier'));

  const DRAFT_KEY = 'contracts.promoter.new';
  const start = () => addDays(mockToday(), 5);
  const shop = () => table('shops').find((s) => s.buId === '12')!;
  /** An application as its dialog keeps it (FormDraft): what was typed before a reload comes back when it opens. */
  const application = (values: Record<string, unknown>) => ({
    shopId: shop().shopId,
    promoterName: '陈静',
    promoterType: '1',
    displayMode: '1',
    promoteFrom: start(),
    promoteTo: addDays(start(), 89),
    managementFee: 500,
    trainingFee: 200,
    ...values,
  });

  /** Opens the new application's dialog on the promoter agreements tab. */
  async function openApplication() {
    open('/contract-management/supplieragreement_application');
    const tab = await eventually(() => {
      const found = [...document.querySelectorAll<HTMLElement>('.ant-tabs-tab')].find(
        (t) => t.textContent === 'Promoter agreements',
      );
      expect(found).toBeDefined();
      return found!;
    });
    fireEvent.click(tab.querySelector('[role="tab"]') ?? tab);
    await eventually(() => expect(button('Apply for a promoter agreement', toolbar())).toBeTruthy());
    fireEvent.click(button('Apply for a promoter agreement', toolbar()));
    await waitFor(() => expect(dialog()).toHaveTextContent('New promoter agreement application'));
  }
  const lateReplacement = 'A replacement promoter must start within 3 days of the replaced one leaving';

  it('SPEC §9 replacement within 3 days: once Replacement is chosen, a start 4 days after the replaced promoter left is refused on the form, and nothing is sent', async () => {
    // The dialog alone (the next test opens it from the page). The fields every application has come
    // from a kept draft; the store (one of the supplier's BU) and the replacement's are chosen here.
    writeDraft(DRAFT_KEY, application({ shopId: undefined, onboardType: ONBOARD_TYPE.newHire }));
    render(
      <FastProviders>
        <PromoterDialog rows={[]} close={() => undefined} reload={() => undefined} />
      </FastProviders>,
    );
    await waitFor(() => expect(dialog()).toHaveTextContent('New promoter agreement application'));
    await chooseOption('Store', new RegExp(shop().shopId));
    expect(field('Replaced promoter', dialog())).toBeDisabled();
    await chooseOption('Onboarding type', /^Replacement$/);
    enter(field('Replaced promoter', dialog()), '王芳');
    await typeDate('Replaced promoter left on', addDays(start(), -4));
    fireEvent.click(ok());
    await eventually(() => expect(dialog()).toHaveTextContent(lateReplacement));
    expect(callsOf('promoter/add')).toHaveLength(0);
  });

  it('SPEC §3, §9 replacement within 3 days: a refused replacement corrected to start 2 days after the leaving is submitted with whom it replaces', async () => {
    const before = table('promoterAgreements').length;
    // An application refused before a reload, as its dialog kept it.
    writeDraft(
      DRAFT_KEY,
      application({ onboardType: ONBOARD_TYPE.replacement, replacedName: '王芳', leaveDate: addDays(start(), -4) }),
    );
    await openApplication();
    fireEvent.click(ok());
    await eventually(() => expect(dialog()).toHaveTextContent(lateReplacement));
    expect(callsOf('promoter/add')).toHaveLength(0);

    await typeDate('Replaced promoter left on', addDays(start(), -2));
    fireEvent.click(ok());
    await findToast('Promoter agreement application submitted');
    expect(callsOf('promoter/add')).toHaveLength(1);
    expect(table('promoterAgreements')).toHaveLength(before + 1);
    expect(table('promoterAgreements').find((p) => p.promoterName === '陈静')).toMatchObject({
      venderId: '100101',
      shopId: shop().shopId,
      onboardType: '3',
      replacedName: '王芳',
      status: '1',
    });
  });
});
