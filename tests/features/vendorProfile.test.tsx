import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { readDraft } from '@/kit/form';
import { deleteRows, table } from '@mocks/db';
import { glossary } from '@mocks/glossary';
import zhCN from '../../locales/zh-CN/vendorProfile.json';
import enUS from '../../locales/en-US/vendorProfile.json';
import { vendorProfileRoutes } from '@/features/vendorProfile/routes';
import { requestChange, reviewChanges } from '@/features/vendorProfile/api';
import { mergeServerTexts } from '@/i18n';
import { pageTest } from '../support/page';
import { button, dialog, drawer, eventually, field, findText, findToast, rowOf, tick } from '../support/queries';

/*
 * Supplier profile (SPEC §2 /basicinfo/venderinfo, its report sheets, /s/basicinfo/supplierdata_query;
 * §3 fields, §5 limits, §7 bank-account search) against the mock backend, and a bank change in
 * three steps, each side's screen in its own test (the others' part made through the API): the
 * supplier requests it, the retailer approves it, the profile shows the new account with the change
 * in its history.
 */

const PROFILE = '/basicinfo/venderinfo';
const SUPPLIERS = '/s/basicinfo/supplierdata_query';
const { signInAs, open } = pageTest({
  routes: vendorProfileRoutes,
  account: null,
  setUp: () => mergeServerTexts('en-US', glossary()),
  waitMs: 8000,
});

const demo = () => table('vendorFinance').find((f) => f.venderId === '100101')!;
// Plural forms differ per language (en: _one and _other): compared by their base key.
const keys = (o: object): string[] => [
  ...new Set(
    Object.entries(o).flatMap(([k, v]) =>
      typeof v === 'object' ? keys(v).map((x) => `${k}.${x}`) : [k.replace(/_(one|other)$/, '')],
    ),
  ),
];
/*
 * One approved request kept of the demo supplier's seeded history (dozens): the profile and the
 * retailer's detail render the whole history at every change, which no test here is about.
 */
beforeEach(() => {
  const kept = table('vendorChanges').find((r) => r.venderId === '100101' && r.status === '1')!;
  deleteRows('vendorChanges', (r) => r.venderId === '100101' && r !== kept);
});
const section = (title: string) => screen.getByRole('heading', { name: title }).closest('section')!;

/** The form item of a labelled select in the dialog, its search box, its shown value and its options' titles. */
const itemOf = (label: string) =>
  within(dialog()).getByText(label, { selector: 'label' }).closest<HTMLElement>('.ant-form-item')!;
const selectOf = (label: string) => itemOf(label).querySelector<HTMLElement>('input')!;
const selectedText = (label: string) =>
  itemOf(label).querySelector('.ant-select-content, .ant-select-selection-item')?.textContent ?? '';
/** Opens a select and reads its options once they are `expected` (a list loads after its parent field changes). */
async function expectOptions(label: string, expected: string[]): Promise<void> {
  const box = selectOf(label);
  fireEvent.mouseDown(box);
  const list = await waitFor(() =>
    document.getElementById(`${box.id}_list`)!.closest<HTMLElement>('.ant-select-dropdown')!,
  );
  await waitFor(() => {
    const titles = [...list.querySelectorAll('.ant-select-item-option')].map((o) => o.getAttribute('title') ?? '');
    expect(titles).toEqual(expected);
  });
}

describe('supplier profile routes and texts', () => {
  it('declares the three screens on their sides, with the same keys in both languages', () => {
    expect(vendorProfileRoutes.map((r) => [r.path, r.side])).toEqual([
      [PROFILE, 'supplier'],
      ['/basicinfo/venderinfo/report/:key', 'supplier'],
      [SUPPLIERS, 'retailer'],
    ]);
    expect(keys(enUS).sort()).toEqual(keys(zhCN).sort());
  });
});

describe('supplier profile (demo-supplier)', () => {
  beforeEach(() => signInAs('demo-supplier'));

  it('shows the SPEC §3 profile and refuses a postal code over the SPEC §5 limit on the form, keeping the values', async () => {
    open(PROFILE);
    await eventually(() => expect(section('Bank data')).toHaveTextContent(demo().account));
    expect(section('Basic data')).toHaveTextContent('P10001');
    // The server's names in English: province, city, relation type.
    expect(section('Basic data')).toHaveTextContent('Guangdong');
    expect(section('Basic data')).toHaveTextContent('Shenzhen');
    expect(section('Basic data')).toHaveTextContent('Independent supplier code');
    expect(section('Invoicing data')).toHaveTextContent(demo().taxpayerId);
    expect(section('Change history')).toHaveTextContent('Approved');

    fireEvent.click(button('Edit basic data'));
    await eventually(() => expect(dialog()).toHaveTextContent('Edit basic data'));
    fireEvent.change(field('Postal code', dialog()), { target: { value: '5180001' } });
    fireEvent.click(button('Save', dialog()));
    await findText('Postal code allows at most 6 characters');
    expect(field('Postal code', dialog()).value).toBe('5180001');
    expect(table('vendors').find((v) => v.venderId === '100101')!.postalCode).not.toBe('5180001');
  });

  it("offers the chosen province's cities only and empties the city when the province changes (the server refuses a city outside its province)", async () => {
    open(PROFILE);
    await eventually(() => expect(button('Edit basic data')).toBeEnabled());
    fireEvent.click(button('Edit basic data'));
    await eventually(() => expect(dialog()).toHaveTextContent('Edit basic data'));
    await expectOptions('City', ['Shenzhen', 'Guangzhou', 'Dongguan', 'Foshan', 'Huizhou']);
    fireEvent.keyDown(selectOf('City'), { key: 'Escape' });

    fireEvent.mouseDown(selectOf('Province'));
    fireEvent.click(await screen.findByTitle('Jiangsu'));
    await eventually(() => expect(selectedText('City')).toBe(''));
    await expectOptions('City', ['Nanjing', 'Suzhou', 'Wuxi', 'Yangzhou']);
    fireEvent.click(await screen.findByTitle('Suzhou'));
    fireEvent.click(button('Save', dialog()));
    await findToast('Basic data saved');
    expect(table('vendors').find((v) => v.venderId === '100101')).toMatchObject({ province: '江苏省', city: '苏州市' });
  });

  it('prints and exports one part as an information sheet (SPEC §2 venderinfo/report/:key)', async () => {
    open('/basicinfo/venderinfo/report/bank');
    await findText('Supplier information sheet: Bank data');
    await screen.findAllByText(demo().account);
    expect(button('Print')).toBeEnabled();
    expect(button('Export')).toBeInTheDocument();
    expect(document.querySelector('body > .vsm-print-sheet')).toHaveTextContent(demo().bankName);
  });
});

describe('change request drafts (demo-supplier)', () => {
  beforeEach(() => signInAs('demo-supplier'));

  it('keeps what was typed in a bank change request as a draft when the dialog goes (a reload, a session expiry)', async () => {
    open(PROFILE);
    await eventually(() => expect(section('Bank data')).toHaveTextContent(demo().account));
    fireEvent.click(button('Request a change of bank data'));
    await eventually(() => expect(dialog()).toHaveTextContent('Request a change of bank data'));
    fireEvent.change(field('Explanation', dialog()), { target: { value: 'Bank merged into a new one' } });
    await eventually(() =>
      expect(JSON.stringify(readDraft('vendorProfile.request.bank'))).toContain('Bank merged into a new one'),
    );
    cleanup();
    open(PROFILE);
    await eventually(() => expect(section('Bank data')).toHaveTextContent(demo().account));
    fireEvent.click(button('Request a change of bank data'));
    await eventually(() => expect(field('Explanation', dialog())).toHaveValue('Bank merged into a new one'));
  });
});

describe('supplier master data (demo-retailer)', () => {
  beforeEach(() => signInAs('demo-retailer'));

  it('queries suppliers by status 97 (SPEC §4)', async () => {
    open(`${SUPPLIERS}?status=97`);
    const disabled = table('vendors').filter((v) => v.status === '97');
    await findText(disabled[0].venderName);
    expect(screen.getByText(`${disabled.length} in total`)).toBeInTheDocument();
  });

  it('refuses to approve a supplier without a pending request', async () => {
    open(`${SUPPLIERS}?venderId=100101`);
    await findText('华润食品有限公司');
    expect(rowOf('100101')).toHaveTextContent('12 CR Vanguard');
    tick(rowOf('100101'));
    fireEvent.click(button('Approve', document.querySelector<HTMLElement>('.vsm-query-toolbar')!));
    await findText('A supplier ticked has no change request awaiting review');
  });
});

describe('supplier master data detail (demo-retailer)', () => {
  beforeEach(() => signInAs('demo-retailer'));

  it("shows the supplier's contacts in effect beside its profile, bank and invoicing data", async () => {
    const inEffect = table('contacts').filter((c) => c.venderId === '100101' && c.bu === '12' && c.status === '1');
    const other = table('contacts').find((c) => c.venderId === '100101' && c.status !== '1')!;
    expect(inEffect.length).toBeGreaterThan(0);
    open(`${SUPPLIERS}?venderId=100101`);
    await findText('华润食品有限公司');
    fireEvent.click(screen.getByText('100101'));
    const contacts = await eventually(() => within(drawer()).getByRole('region', { name: 'Contacts in effect' }));
    await eventually(() => expect(contacts).toHaveTextContent(inEffect[0].mainEmail));
    for (const c of inEffect) expect(contacts).toHaveTextContent(c.contactPerson);
    expect(contacts).not.toHaveTextContent(other.mainEmail);
  });
});

describe('a bank change requested, approved, shown', () => {
  /** The demo supplier's bank change request to `account`, through the API as the supplier (its form is tested above). */
  async function requested(account: string) {
    await signInAs('demo-supplier');
    return requestChange('bank', { ...demo(), account }, 'New settlement account');
  }
  const newAccount = () => `${demo().account.slice(0, -1)}1`;

  it('the supplier requests a new account found by the bank-account search (SPEC §7); the profile is unchanged while it awaits review', async () => {
    const before = { ...demo() };
    const account = newAccount();
    await signInAs('demo-supplier');
    open(PROFILE);
    await eventually(() => expect(section('Bank data')).toHaveTextContent(before.account));
    fireEvent.click(button('Request a change of bank data'));
    await eventually(() => expect(dialog()).toHaveTextContent('Request a change of bank data'));
    const control = field('Bank account number', dialog());
    fireEvent.change(control, { target: { value: account } });
    fireEvent.blur(control);
    // The search found the general account: its type fills in.
    await eventually(() => expect(dialog()).toHaveTextContent('General deposit account'));
    fireEvent.change(field('Explanation', dialog()), { target: { value: 'New settlement account' } });
    fireEvent.click(button('Submit request', dialog()));
    await findToast('Change request submitted; the retailer will review it');
    const request = table('vendorChanges').find((r) => r.venderId === '100101' && r.status === '0')!;
    expect(request.changes).toContainEqual({ field: 'account', before: before.account, after: account });
    expect(demo().account).toBe(before.account);
    await screen.findByText(/awaits the retailer's review/);
    expect(button('Request a change of bank data')).toBeDisabled();
  });

  it("the retailer approves a supplier's pending request in its master data: the supplier's account changes", async () => {
    const account = newAccount();
    const request = await requested(account);
    await signInAs('demo-retailer');
    open(`${SUPPLIERS}?pending=1`);
    await findText('华润食品有限公司');
    fireEvent.click(screen.getByText('100101'));
    await eventually(() => expect(drawer()).toHaveTextContent(request.requestId));
    fireEvent.click(within(drawer()).getByText('Approve').closest('button')!);
    await eventually(() => expect(document.querySelector('.ant-modal-confirm')).not.toBeNull());
    fireEvent.click(
      within(document.querySelector<HTMLElement>('.ant-modal-confirm')!).getByText('OK').closest('button')!,
    );
    await findToast('Change request approved');
    expect(demo().account).toBe(account);
  });

  it('the profile shows an approved change with its history, and offers a new request again', async () => {
    const before = demo().account;
    const account = newAccount();
    const request = await requested(account);
    await signInAs('demo-retailer');
    await reviewChanges([request.requestId], true, '');

    await signInAs('demo-supplier');
    open(PROFILE);
    await eventually(() => expect(section('Bank data')).toHaveTextContent(account));
    await waitFor(() =>
      expect(section('Change history')).toHaveTextContent(`Bank account number: ${before} → ${account}`),
    );
    expect(section('Change history')).toHaveTextContent(request.requestId);
    expect(button('Request a change of bank data')).toBeEnabled();
  });
});
