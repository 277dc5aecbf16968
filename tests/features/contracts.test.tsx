import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { insertRow, table } from '@mocks/db';
import { glossary } from '@mocks/glossary';
import zhCN from '../../locales/zh-CN/contracts.json';
import enUS from '../../locales/en-US/contracts.json';
import { contractsRoutes } from '@/features/contracts/routes';
import { checkSignTime } from '@/features/contracts/schemas/contractSigning';
import { mergeServerTexts } from '@/i18n';
import { readDraft } from '@/kit/form';
import { pageTest } from '../support/page';
import { button, dialog, enter, expectTexts, field, findToast, rowOf, waitForRows } from '../support/queries';

/*
 * Contracts and agreements (SPEC §2 contract screens of both sides, §4 bill and seal states, §5
 * signing inputs, §8 refusals) against the mock backend.
 */

const AGREEMENTS = '/contract-management/supplieragreement_application';
const SIGNING = '/contract-management/signature';
const RETAILER_SIGNING = '/s/contract/signature';
const { signInAs, open } = pageTest({
  routes: contractsRoutes,
  account: null,
  setUp: () => mergeServerTexts('en-US', glossary()),
  waitMs: 8000,
});

const bill = (id: string) => table('contractBills').find((c) => c.contractId === id)!;
const demo = () => table('contractBills').filter((c) => c.venderId === '100101');
const rowButton = (rowText: string, name: string) => button(name, rowOf(rowText));
const toolbar = () => document.querySelector<HTMLElement>('.vsm-query-toolbar')!;
const pick = (rowText: string) => fireEvent.click(rowOf(rowText).querySelector('input[type="radio"]')!);
const keys = (o: object): string[] =>
  Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' ? keys(v).map((x) => `${k}.${x}`) : [k]));

describe('contract routes and texts', () => {
  it('declares the SPEC §2 contract screens of both sides, with the same keys in both languages', () => {
    expect(contractsRoutes.map((r) => r.path)).toEqual([
      AGREEMENTS,
      SIGNING,
      '/contract-management/ticketyt',
      '/contract-management/ticketyt-history',
      '/contract-management/attachmentManagement',
      RETAILER_SIGNING,
      '/s/contract/promoter_cost',
      '/s/contract/promoter_protocol_rpt',
    ]);
    // i18next plural forms differ per language (zh: _other; en: _one and _other): compare the base keys
    const bases = (o: object) => [...new Set(keys(o).map((k) => k.replace(/_(one|other)$/, '')))].sort();
    expect(bases(enUS)).toEqual(bases(zhCN));
  });
});

describe('supplier agreement application (demo-supplier)', () => {
  beforeEach(() => signInAs('demo-supplier'));

  it('lists its agreements; a new application needs its fields (SPEC §5); submitting moves it to submitted (SPEC §4)', async () => {
    const seeded = demo().find((c) => c.contractType === '1' && c.status === '2')!;
    const draft = {
      ...seeded,
      contractId: 'HT202601010001',
      status: '0' as const,
      signStatus: '0' as const,
      sealStatus: '' as const,
    };
    insertRow('contractBills', draft);
    open(AGREEMENTS);
    await waitFor(() => expect(rowOf(draft.contractId)).toBeDefined());
    const foreign = table('contractBills').find((c) => c.venderId !== '100101')!;
    expect(screen.queryByText(foreign.contractId)).toBeNull();

    fireEvent.click(button('New application', toolbar()));
    await waitFor(() => expect(dialog()).toHaveTextContent('New supplier agreement application'));
    fireEvent.click(within(dialog()).getByText('OK').closest('button')!);
    await expectTexts(['Please enter Contract name', 'Please select Valid from']);

    // A long form keeps a draft (it survives a reload or a session expiry).
    enter(field('Contract name', dialog()), '2026 annual agreement');
    await waitFor(() => expect(readDraft('contracts.agreement.new')).toMatchObject({ title: '2026 annual agreement' }));
    fireEvent.click(within(dialog()).getByText('Cancel').closest('button')!);
    fireEvent.click(rowButton(draft.contractId, 'Submit'));
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await findToast('Application submitted for approval');
    expect(bill(draft.contractId).status).toBe('1');
  });
});

describe('electronic signing time (SPEC §5 signing time)', () => {
  const approvedAt = '2026-11-20 14:05:40';

  it('refuses a signing time later than now on the form, and takes now or earlier', () => {
    const now = '2026-11-26 10:30';
    expect(checkSignTime({ signDate: '2026-11-26', signClock: '10:31' }, approvedAt, now)).toEqual({
      signClock: 'contracts:signing.signTimeFuture',
    });
    expect(checkSignTime({ signDate: '2026-11-27', signClock: '01:00' }, approvedAt, now)).not.toBeNull();
    expect(checkSignTime({ signDate: '2026-11-26', signClock: '10:30' }, approvedAt, now)).toBeNull();
    expect(checkSignTime({ signDate: '2026-11-21', signClock: '10:30' }, null, now)).toBeNull();
  });

  it('refuses a signing time earlier than the contract’s approval (under the date, or the time on its day); its minute is taken', () => {
    const now = '2026-11-26 10:30';
    expect(checkSignTime({ signDate: '2026-11-19', signClock: '18:00' }, approvedAt, now)).toEqual({
      signDate: 'contracts:signing.signTimeBeforeApproval',
    });
    expect(checkSignTime({ signDate: '2026-11-20', signClock: '14:04' }, approvedAt, now)).toEqual({
      signClock: 'contracts:signing.signTimeBeforeApproval',
    });
    expect(checkSignTime({ signDate: '2026-11-20', signClock: '14:05' }, approvedAt, now)).toBeNull();
    expect(checkSignTime({ signDate: '2026-01-05', signClock: '10:30' }, null, now)).toBeNull();
  });
});

describe('contract signing (demo-supplier)', () => {
  beforeEach(() => signInAs('demo-supplier'));

  it('signing asks for the signing business type and time (SPEC §5) and refuses a signed contract (SPEC §8 repeated submit)', async () => {
    open(SIGNING);
    const waiting = demo().find((c) => c.status === '2' && c.signStatus === '0')!;
    const signed = demo().find((c) => c.status === '2' && c.signStatus === '1')!;
    await waitFor(() => expect(rowOf(waiting.contractId)).toBeDefined());
    fireEvent.click(rowButton(waiting.contractId, 'Sign'));
    await waitFor(() => expect(dialog()).toHaveTextContent(`Sign contract ${waiting.contractId}`));
    fireEvent.click(within(dialog()).getAllByText('Sign').at(-1)!.closest('button')!);
    await expectTexts([
      'Please select Signing business type',
      'Please select Signing date',
      'Please select Signing time',
    ]);
    expect(bill(waiting.contractId).signStatus).toBe('0');
    fireEvent.click(within(dialog()).getByText('Cancel').closest('button')!);

    pick(signed.contractId);
    fireEvent.click(button('Sign', toolbar()));
    await waitFor(() =>
      expect(document.body).toHaveTextContent(
        'Only approved contracts waiting for signature can be signed; a signed one cannot be submitted again',
      ),
    );
  });
});

describe('contract signing (demo-retailer)', () => {
  beforeEach(() => signInAs('demo-retailer'));

  it('approves a submitted bill (SPEC §4) and refuses approving one already approved', async () => {
    open(RETAILER_SIGNING);
    const submitted = table('contractBills').find((c) => c.status === '1')!;
    const approved = table('contractBills').find((c) => c.status === '2')!;
    await waitForRows();
    enter(field('Contract number'), submitted.contractId);
    fireEvent.click(button('Search'));
    await waitFor(() => expect(rowOf(submitted.contractId)).toBeDefined());
    fireEvent.click(rowButton(submitted.contractId, 'Approve'));
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await findToast('Approved');
    expect(bill(submitted.contractId)).toMatchObject({ status: '2', signStatus: '0' });

    enter(field('Contract number'), approved.contractId);
    fireEvent.click(button('Search'));
    await waitFor(() => expect(rowOf(approved.contractId)).toBeDefined());
    pick(approved.contractId);
    fireEvent.click(button('Approve', toolbar()));
    await waitFor(() => expect(document.body).toHaveTextContent('Only submitted bills can be approved or cancelled'));
  });

  it('seals a signed contract as party A with the BU picture signature (SPEC §4 seal completed)', async () => {
    const awaiting = demo().find((c) => c.sealStatus === '2')!;
    open(RETAILER_SIGNING);
    await waitForRows();
    enter(field('Contract number'), awaiting.contractId);
    fireEvent.click(button('Search'));
    await waitFor(() => expect(rowOf(awaiting.contractId)).toBeDefined());
    fireEvent.click(rowButton(awaiting.contractId, 'Seal as party A'));
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await findToast('Sealed by party A');
    expect(bill(awaiting.contractId)).toMatchObject({ status: '4', sealStatus: '3' });
  });
});
