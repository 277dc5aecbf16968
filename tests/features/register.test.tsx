import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { readDraft } from '@/kit/form';
import { table } from '@mocks/db';
import { mockToday } from '@mocks/db/clock';
import { registrationRows } from '@mocks/domains/register/seed';
import zhCN from '../../locales/zh-CN/register.json';
import enUS from '../../locales/en-US/register.json';
import { registerRoutes } from '@/features/register/routes';
import RegisterDetail from '@/features/register/pages/RegisterDetail';
import { fastUser, pageTest } from '../support/page';
import { expectTexts, field, paste } from '../support/queries';
import { loadPage } from '../support/routes';
import type { RouteSpec } from '@/kit/routing';

/*
 * Supplier registration (SPEC §2 /venders/registerDetail), reachable without sign-in (SPEC §4),
 * against the mock database: SPEC §5 required, length and format rules, the duplicate tax number
 * refused by the server, the draft, and the registration the server remembers.
 */

const DRAFT_KEY = 'register';
/** The registrations the mock database is seeded with (the retailer's review lists them). */
const SEEDED = registrationRows(mockToday()).length;
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const png = (name: string) => {
  const bytes = new Uint8Array(200);
  bytes.set(PNG);
  return new File([bytes], name, { type: 'image/png' });
};

// Nobody is signed in; the machine running the suite may be busy.
const { notify, open } = pageTest({ routes: registerRoutes, account: null, waitMs: 8000 });
const renderPage = () => open('/venders/registerDetail');

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Submit registration' }));
const uploadedItems = () => itemOf('Business licence').querySelectorAll('.ant-upload-list-item-done');
const itemOf = (label: string) =>
  screen.getByText(label, { selector: 'label' }).closest<HTMLElement>('.ant-form-item')!;

async function choose(label: string, option: RegExp) {
  const box = screen.getByRole('combobox', { name: label });
  fireEvent.mouseDown(box);
  const pick = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find((o) =>
      option.test(o.getAttribute('title') ?? ''),
    );
    if (!found) throw new Error(`no option ${option} for ${label}`);
    return found;
  });
  fireEvent.click(pick);
  await waitFor(() =>
    expect(itemOf(label).querySelector('.ant-select-content, .ant-select-selection-item')).toHaveTextContent(option),
  );
}

async function fillValid(user: ReturnType<typeof fastUser>, taxNumber = '91440300MA5H2K3L4M') {
  await paste(user, field('Supplier name'), 'Shenzhen Fresh Fruit Co., Ltd.');
  await paste(user, field('Business licence number'), '91440300MA5H2K3L4M');
  await paste(user, field('Tax number'), taxNumber);
  await paste(user, field('Contact person'), 'Li Na');
  await paste(user, field('Contact phone'), '0755-83001234');
  await paste(user, field('Supplier email'), 'lina@fresh.cn');
  await paste(user, field('Contact address'), 'Futian District, Shenzhen');
  await choose('Province', /Guangdong|广东省/);
  await choose('City', /Shenzhen|深圳市/);
  await user.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, png('licence.png'));
  // (jsdom's multipart loses file names, so the stored file is recognised by its state)
  await waitFor(() => expect(uploadedItems()).toHaveLength(1));
}

describe('registration route and texts', () => {
  it('is a public standalone screen (SPEC §4: reachable without sign-in)', async () => {
    expect(registerRoutes.map((r: RouteSpec) => [r.path, r.side, r.public, r.titleKey])).toEqual([
      ['/venders/registerDetail', 'standalone', true, 'register:title'],
      ['/s/basicinfo/registration_review', 'retailer', undefined, 'register:review.title'],
    ]);
    expect(await loadPage(registerRoutes[0])).toBe(RegisterDetail);
  });

  it('has the same keys in zh-CN and en-US', () => {
    const keys = (o: object): string[] =>
      Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' ? keys(v).map((x) => `${k}.${x}`) : [k]));
    expect(keys(enUS).sort()).toEqual(keys(zhCN).sort());
  });
});

describe('supplier registration (/venders/registerDetail, signed out)', () => {
  it('asks for every required field with the SPEC §5 messages, and caps lengths and checks the email', async () => {
    const user = fastUser();
    renderPage();
    expect(document.title).toBe('Supplier registration - Supplier Collaboration Portal');
    submit();
    await expectTexts([
      'Please enter Supplier name',
      'Please enter Business licence number',
      'Please enter Tax number',
      'Please enter Contact person',
      'Please enter Contact phone',
      'Please enter Supplier email',
      'Please enter Contact address',
      'Please select Province',
      'Please select City',
      'Please upload Business licence',
    ]);
    // Optional fields stay quiet.
    expect(screen.queryByText('Please enter Organisation code')).toBeNull();

    // SPEC §5 limits: supplier name 64, organisation code 20, email 32, postal code 6.
    await paste(user, field('Supplier name'), 'x'.repeat(65));
    await paste(user, field('Organisation code'), 'x'.repeat(21));
    await paste(user, field('Postal code'), '5180001');
    expect(field('Supplier name')).toHaveValue('x'.repeat(64));
    expect(field('Organisation code')).toHaveValue('x'.repeat(20));
    expect(field('Postal code')).toHaveValue('518000');
    await paste(user, field('Supplier email'), 'lina.fresh.cn');
    submit();
    await waitFor(() =>
      expect(within(itemOf('Supplier email')).getByText('Please enter the correct format')).toBeInTheDocument(),
    );
    expect(table('registrations')).toHaveLength(SEEDED);
  });

  it("refuses a tax number already registered with the server's message and keeps every value; then registers and shows the number", async () => {
    const user = fastUser();
    renderPage();
    const seeded = table('registrations')[0];
    await fillValid(user, seeded.taxNumber);
    notify.mockClear();
    submit();
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('error', expect.stringMatching(/already registered|已注册/)),
    );
    expect(field('Supplier name')).toHaveValue('Shenzhen Fresh Fruit Co., Ltd.');
    expect(field('Tax number')).toHaveValue(seeded.taxNumber);
    expect(uploadedItems()).toHaveLength(1);
    expect(table('registrations')).toHaveLength(SEEDED);

    // Fix the tax number and submit again.
    await user.clear(field('Tax number'));
    await paste(user, field('Tax number'), '91440300MA5H2K3L4M');
    submit();
    const number = await screen.findByTestId('register-no');
    const created = table('registrations').find((r) => r.taxNumber === '91440300MA5H2K3L4M')!;
    expect(number).toHaveTextContent(created.registerNo);
    expect(created).toMatchObject({
      venderName: 'Shenzhen Fresh Fruit Co., Ltd.',
      contact: 'Li Na',
      email: 'lina@fresh.cn',
      provinceId: '440000',
      cityId: '440300',
    });
    expect(created.licenseFiles).toHaveLength(1);
    expect(table('files').find((f) => f.fileUrl === created.licenseFiles[0].fileUrl)).toMatchObject({
      uploadedBy: null,
      contentType: 'image/png',
    });
    expect(screen.getByText('Registration submitted')).toBeInTheDocument();
    expect(readDraft(DRAFT_KEY)).toBeUndefined();
  });

  it('keeps a draft across a reload', async () => {
    const user = fastUser();
    const first = renderPage();
    await paste(user, field('Supplier name'), 'Draft Supplier');
    await waitFor(() => expect(readDraft(DRAFT_KEY)).toMatchObject({ venderName: 'Draft Supplier' }));
    first.unmount();
    renderPage();
    expect(field('Supplier name')).toHaveValue('Draft Supplier');
  });
});
