import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { readDraft, writeDraft } from '@/kit/form';
import { updateRows } from '@mocks/db';
import { userOfToken } from '@mocks/domains/platform/auth';
import { EXPIRING_SERIAL } from '@mocks/domains/sealApplication/seed';
import { review } from '@mocks/domains/sealApplication/service';
import zhCN from '../../locales/zh-CN/sealApplication.json';
import enUS from '../../locales/en-US/sealApplication.json';
import { uploadFile } from '@/api/common';
import { caRoutes } from '@/features/sealApplication/routes';
import { applyCa, caApplications, caCertificates, caStatus } from '@/features/sealApplication/api';
import CaApply from '@/features/sealApplication/pages/CaApply';
import CaWithdrawal from '@/features/sealApplication/pages/CaWithdrawal';
import { useVendor } from '@/stores/vendor';
import { fastUser, pageTest, signIn } from '../support/page';
import { expectTexts, field, paste } from '../support/queries';
import { expectScanLimit, pngFile } from '../support/uploads';
import type { RouteSpec } from '@/kit/routing';
import { loadPage } from '../support/routes';

/*
 * The standalone electronic seal screens (SPEC §2 /ca and /withdrawalCa) against the mock
 * database: SPEC §5 blocks and limits, the short-validity warning, and what the server remembers.
 */

const MULTI_PENDING = { venderId: '100202', bu: '12', partnerId: 'P10002', entId: '1' };
const MULTI_CLOSED = { venderId: '310202', bu: '31', partnerId: 'P10002', entId: '1' };
const DRAFT_KEY = 'ca:12/100101/P10001';

// The machine running the suite may be busy: give the pages time to answer.
const { notify, open: renderAt } = pageTest({ routes: caRoutes, waitMs: 8000 });

const submitButton = () => screen.getByRole('button', { name: 'Submit application' });
/** The SPEC §5 block or warning notices above the form (form errors are alerts too). */
const notice = async () => (await screen.findAllByRole('alert')).find((e) => e.classList.contains('ca-notice'))!;
const itemOf = (label: string) =>
  screen.getByText(label, { selector: 'label' }).closest<HTMLElement>('.ant-form-item')!;

/** Every required upload, uploaded once for real; the form starts from them as a draft would. */
async function draftWithFiles(values: Record<string, unknown> = {}) {
  const stored = await uploadFile(pngFile('scan.png'));
  const files = Object.fromEntries(
    ['protocol', 'applicationForm', 'authorization', 'businessLicense', 'handlerIdCopy', 'multiCertDeclaration'].map(
      (s) => [s, [stored]],
    ),
  );
  writeDraft(DRAFT_KEY, { applyType: '1', validity: ['2030-01-01', '2031-01-01'], files, ...values });
  return files;
}

async function fillApplicant(user: ReturnType<typeof fastUser>) {
  await paste(user, field('Applicant'), 'Zhang Wei');
  await paste(user, field('Applicant mobile'), '13812345678');
  await paste(user, field('Applicant ID number'), '44030419850101123X');
  await paste(user, field('Postal code'), '518000');
  await paste(user, field('Delivery address'), 'Shennan Road 6008, Shenzhen');
}

describe('CA routes and texts', () => {
  it('declares /ca and /withdrawalCa as standalone screens with their titles', async () => {
    expect(caRoutes.map((r: RouteSpec) => [r.path, r.side, r.titleKey, !!r.public])).toEqual([
      ['/ca', 'standalone', 'sealApplication:applyTitle', false],
      ['/withdrawalCa', 'standalone', 'sealApplication:withdrawalTitle', false],
      ['/s/electronic-signature/ca_review', 'retailer', 'sealApplication:review.title', false],
    ]);
    expect(await loadPage(caRoutes[0])).toBe(CaApply);
    expect(await loadPage(caRoutes[1])).toBe(CaWithdrawal);
  });

  it('has the same keys in zh-CN and en-US', () => {
    const keys = (o: object): string[] =>
      Object.entries(o).flatMap(([k, v]) =>
        typeof v === 'object' ? keys(v).map((x) => `${k}.${x}`) : [k.replace(/_(one|other)$/, '')],
      );
    expect([...new Set(keys(enUS))].sort()).toEqual([...new Set(keys(zhCN))].sort());
  });
});

describe('electronic seal application (/ca)', () => {
  it('shows the supplier, its CA status and the SPEC §5 short-validity warning, with the page title', async () => {
    renderAt('/ca');
    expect(await screen.findByText('100101 华润食品有限公司')).toBeInTheDocument();
    expect(screen.getByText('Certificate held')).toBeInTheDocument();
    // SPEC §5: a certificate expiring within 30 days warns but does not block.
    expect(
      screen.getByText(new RegExp(`Certificate ${EXPIRING_SERIAL} expires on .* \\(20 days left\\)`)),
    ).toBeInTheDocument();
    expect(screen.queryByText('A new application cannot be submitted')).toBeNull();
    expect(submitButton()).toBeEnabled();
    expect(document.title).toBe('Electronic seal application - Supplier Collaboration Portal');
  });

  it('checks the SPEC §5 required fields, lengths and formats before sending anything', async () => {
    const user = fastUser();
    renderAt('/ca');
    await screen.findByText('Certificate held');
    fireEvent.click(submitButton());
    // Holding a valid certificate, a new one needs the multiple-certificate declaration.
    await expectTexts([
      'Please enter Applicant',
      'Please select Validity',
      'Please upload Certificate protocol',
      'Please upload Multiple-certificate declaration',
    ]);
    expect(screen.queryByText('Please upload Seal impression form')).toBeNull();

    // SPEC §5 limits: the inputs take at most applicant 32, ID 20, postal code 6 characters.
    await paste(user, field('Applicant'), 'x'.repeat(33));
    await paste(user, field('Applicant ID number'), '1'.repeat(21));
    await paste(user, field('Postal code'), '5180001');
    expect(field('Applicant')).toHaveValue('x'.repeat(32));
    expect(field('Applicant ID number')).toHaveValue('1'.repeat(20));
    expect(field('Postal code')).toHaveValue('518000');
    // SPEC §5 patterns: ID card 15 or 18 digits (last may be X), mobile 1[34578] and 9 digits.
    await paste(user, field('Applicant mobile'), '12812345678');
    fireEvent.click(submitButton());
    await waitFor(() =>
      expect(within(itemOf('Applicant ID number')).getByText('Please enter the correct format')).toBeInTheDocument(),
    );
    await waitFor(() =>
      expect(within(itemOf('Applicant mobile')).getByText('Please enter the correct format')).toBeInTheDocument(),
    );
    expect(await caApplications()).toHaveLength(2);
  });

  it('renew/change asks for the serial number of a current certificate', async () => {
    renderAt('/ca');
    await screen.findByText('Certificate held');
    expect(screen.queryByText('Certificate serial number', { selector: 'label' })).toBeNull();
    fireEvent.click(screen.getByLabelText('Renew / change'));
    expect(await screen.findByText('Certificate serial number', { selector: 'label' })).toBeInTheDocument();
    fireEvent.click(submitButton());
    expect(await screen.findByText('Please select Certificate serial number')).toBeInTheDocument();
    // Renewal needs no multiple-certificate declaration.
    expect(screen.queryByText('Please upload Multiple-certificate declaration')).toBeNull();
  });

  it('applies, shows the application number, clears the draft, and then blocks a second application as pending', async () => {
    const user = fastUser();
    await draftWithFiles();
    renderAt('/ca');
    await screen.findByText('Certificate held');
    expect(field('Validity')).toHaveValue('2030-01-01');
    await fillApplicant(user);
    fireEvent.click(submitButton());
    const done = await screen.findByText('Application submitted');
    const [app] = await caApplications();
    expect(app).toMatchObject({
      status: '0',
      applyType: '1',
      applicant: 'Zhang Wei',
      applicantIdNo: '44030419850101123X',
      validFrom: '2030-01-01',
      validTo: '2031-01-01',
    });
    expect(done.closest('.ant-result')).toHaveTextContent(`Application number ${app.applyId}`);
    expect(readDraft(DRAFT_KEY)).toBeUndefined();

    fireEvent.click(screen.getByRole('button', { name: 'Back to the application' }));
    const alert = await notice();
    expect(alert).toHaveTextContent('A new application cannot be submitted');
    expect(alert).toHaveTextContent(`Application ${app.applyId} of ${app.createDate.slice(0, 10)} is pending review`);
    expect(submitButton()).toBeDisabled();
  });

  it('keeps every value when the server refuses (another tab applied meanwhile), and shows its reason', async () => {
    const user = fastUser();
    const files = await draftWithFiles();
    renderAt('/ca');
    await screen.findByText('Certificate held');
    await fillApplicant(user);
    await applyCa({
      applyType: '1',
      validFrom: '2030-01-01',
      validTo: '2031-01-01',
      applicant: 'Other tab',
      applicantPhone: '13912345678',
      applicantIdNo: '440304198501011234',
      applicantAddress: 'Somewhere',
      applicantPostalCode: '518000',
      files,
    });
    notify.mockClear();
    fireEvent.click(submitButton());
    await waitFor(() => expect(notify).toHaveBeenCalledWith('error', expect.stringMatching(/pending|待审核/)));
    expect(field('Applicant')).toHaveValue('Zhang Wei');
    expect(field('Delivery address')).toHaveValue('Shennan Road 6008, Shenzhen');
    expect(screen.queryByText('Application submitted')).toBeNull();
    expect(await caApplications()).toHaveLength(3);
  });

  it('keeps a draft across a reload', async () => {
    const user = fastUser();
    const first = renderAt('/ca');
    await screen.findByText('Certificate held');
    await paste(user, field('Applicant'), 'Draft Person');
    await waitFor(() => expect(readDraft(DRAFT_KEY)).toMatchObject({ applicant: 'Draft Person' }));
    first.unmount();
    renderAt('/ca');
    await screen.findByText('Certificate held');
    expect(field('Applicant')).toHaveValue('Draft Person');
  });

  it('SPEC §5 "scanned images within 2M": each form is a scan — a 1.5 MB image is taken, one over 2 MB refused before any upload', async () => {
    renderAt('/ca');
    await screen.findByText('Certificate held');
    const protocol = itemOf('Certificate protocol');
    expect(protocol).toHaveTextContent('Scanned images or PDF files, within 2 MB');
    await expectScanLimit(protocol);
  });

  it('blocks a closed or eliminated supplier (vendor status 98) with its message', async () => {
    signIn('demo-supplier-multi', MULTI_CLOSED);
    renderAt('/ca');
    expect(await notice()).toHaveTextContent(
      'The supplier is closed or eliminated and cannot apply for an electronic seal.',
    );
    expect(screen.getByText('No certificate')).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
  });

  it('blocks a supplier whose partner has a pending application', async () => {
    signIn('demo-supplier-multi', MULTI_PENDING);
    const { pending } = await caStatus();
    renderAt('/ca');
    expect(await notice()).toHaveTextContent(`Application ${pending!.applyId}`);
    expect(submitButton()).toBeDisabled();
  });

  it("tells the supplier of the retailer's rejection with its reason, and the form is open again (SPEC §3)", async () => {
    signIn('demo-supplier-multi', MULTI_PENDING);
    const { pending } = await caStatus();
    const retailer = { token: 'demo-retailer', user: userOfToken('demo-retailer'), vendor: null, language: 'zh-CN' };
    review(retailer, { applyId: pending!.applyId, approve: false, remark: 'Seal impression unreadable' });
    renderAt('/ca');
    expect(
      await screen.findByText(new RegExp(`Application ${pending!.applyId} was rejected on \\d{4}-\\d{2}-\\d{2}`)),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Reason: Seal impression unreadable. You may correct it and apply again.'),
    ).toBeInTheDocument();
    expect(submitButton()).toBeEnabled();
  });

  it('blocks a BU that does not support electronic seals', async () => {
    updateRows('bus', (b) => b.buId === '12', { certBu: false });
    renderAt('/ca');
    expect(await notice()).toHaveTextContent('The current BU does not support electronic seal applications.');
    expect(submitButton()).toBeDisabled();
  });

  it('asks for a supplier code when none is chosen', async () => {
    useVendor.getState().clear();
    renderAt('/ca');
    expect(await screen.findByText('Choose a supplier code first')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the workbench' })).toHaveAttribute('href', '/workbench');
  });
});

describe('CA withdrawal (/withdrawalCa)', () => {
  const rowOf = (text: string, grid = 'CA certificates') =>
    within(screen.getByRole('grid', { name: grid }))
      .getByText(text)
      .closest<HTMLElement>('[role="row"]')!;

  it('withdraws a valid certificate only with a reason, confirmed in a dialog', async () => {
    renderAt('/withdrawalCa');
    await waitFor(() => expect(rowOf(EXPIRING_SERIAL)).toHaveTextContent('Valid'));
    expect(rowOf('CFCA2021P10001B')).toHaveTextContent('Withdrawn');
    expect(document.title).toBe('CA withdrawal - Supplier Collaboration Portal');
    fireEvent.click(within(rowOf(EXPIRING_SERIAL)).getByRole('button', { name: 'Apply for withdrawal' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(`Withdraw certificate ${EXPIRING_SERIAL}`);
    fireEvent.click(within(dialog).getByRole('button', { name: /OK|Confirm/ }));
    expect(await within(dialog).findByText('Please enter Withdrawal reason')).toBeInTheDocument();
    // (jsdom has no layout: a pointer at 0,0 is on the dialog's resize corner, so change the value directly)
    fireEvent.change(within(dialog).getByLabelText('Withdrawal reason'), { target: { value: 'USB key lost' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /OK|Confirm/ }));
    await waitFor(() => expect(rowOf(EXPIRING_SERIAL)).toHaveTextContent('Withdrawal applied'));
    expect(rowOf(EXPIRING_SERIAL)).toHaveTextContent('USB key lost');
    expect(within(rowOf(EXPIRING_SERIAL)).queryByRole('button', { name: 'Apply for withdrawal' })).toBeNull();
    expect((await caCertificates()).find((c) => c.serialNo === EXPIRING_SERIAL)).toMatchObject({
      status: '2',
      withdrawReason: 'USB key lost',
    });
  });

  it('cancels a pending application; the supplier may then apply again', async () => {
    signIn('demo-supplier-multi', MULTI_PENDING);
    const { pending } = await caStatus();
    renderAt('/withdrawalCa');
    await waitFor(() =>
      expect(rowOf(pending!.applyId, 'Electronic seal applications')).toHaveTextContent('Pending review'),
    );
    fireEvent.click(
      within(rowOf(pending!.applyId, 'Electronic seal applications')).getByRole('button', { name: 'Cancel' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(`Cancel application ${pending!.applyId}?`);
    fireEvent.click(within(dialog).getByRole('button', { name: /OK|Confirm/ }));
    await waitFor(() => expect(rowOf(pending!.applyId, 'Electronic seal applications')).toHaveTextContent('Cancelled'));
    expect(await caStatus()).toMatchObject({ block: null, pending: null });
  });

  it("never lists another supplier's certificates", async () => {
    signIn('demo-supplier-multi', MULTI_PENDING);
    renderAt('/withdrawalCa');
    await screen.findByText('Pending review');
    expect(screen.queryByText(EXPIRING_SERIAL)).toBeNull();
    expect(await caCertificates()).toEqual([]);
  });
});
