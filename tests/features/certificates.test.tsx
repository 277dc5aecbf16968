import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { writeDraft } from '@/kit/form';
import axe from 'axe-core';
import { table } from '@mocks/db';
import { addDays, mockToday } from '@mocks/db/clock';
import { glossary } from '@mocks/glossary';
import zhCN from '../../locales/zh-CN/certificates.json';
import enUS from '../../locales/en-US/certificates.json';
import { certificatesRoutes } from '@/features/certificates/routes';
import { mergeServerTexts } from '@/i18n';
import { pageTest } from '../support/page';
import { button, dialog, field, findToast, headers, rowOf, tick, waitForRows } from '../support/queries';

/*
 * Certificates and licences (SPEC §2 both sides, §3 evidence per category, §4 audit, §5 query rule,
 * validity and rejection reason) against the mock backend.
 */

const page = pageTest({
  routes: certificatesRoutes,
  account: null,
  calls: /\/api\/fea-vsm\/cert\/(\w+)$/,
  setUp: () => mergeServerTexts('en-US', glossary()),
  waitMs: 8000,
});

const toolbarButton = (text: string) => button(text, document.querySelector<HTMLElement>('.vsm-query-toolbar')!);
const statusOf = (sheetId: string) => table('certSheets').find((s) => s.sheetId === sheetId)!.status;
const keys = (o: object): string[] =>
  Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' ? keys(v).map((x) => `${k}.${x}`) : [k]));
const draft = (key: string, values: Record<string, unknown>) => writeDraft(`certificates.draft.${key}`, values);
/** No WCAG 2 A/AA violation inside `selector` (contrast is the browser sweep's). */
async function noViolations(selector: string) {
  const { violations } = await axe.run(document.querySelector<HTMLElement>(selector)!, {
    runOnly: ['wcag2a', 'wcag2aa'],
    rules: { 'color-contrast': { enabled: false } },
  });
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
const file = (name: string) => ({ fileUrl: `group1/M00/${name}`, fileName: name, size: 40_000 });

describe('certificate routes and texts', () => {
  it('declares every SPEC §2 route of both sides, with the same keys in both languages', () => {
    const paths = certificatesRoutes.map((r) => r.path);
    for (const p of [
      '/cert/onhand',
      '/cert/old',
      '/cert/news',
      '/cert/category',
      '/cert/basic',
      '/cert/search',
      '/cert/list',
    ])
      expect(paths).toContain(p);
    expect(paths).toContain('/cert/details/:id/:status/:type/:seqno?/:pageType?');
    expect(paths).toContain('/cert/taxReliefs');
    for (const p of [
      'license_inquiry',
      'license_inquiry_bak',
      'license_review',
      'commoditycertificate_expires',
      'taxreduction_exemption',
    ])
      expect(paths).toContain(`/s/license/${p}`);
    expect(paths).toContain('/s/license/detailsbak/:id/:status/:type/:bu/:seqno?/:pageType?');
    expect(keys(enUS).sort()).toEqual(keys(zhCN).sort());
  });
});

describe('certificates (demo-supplier)', () => {
  beforeEach(() => page.signInAs('demo-supplier'));

  it('lists the certificates on hand, and the 60-day to-do link finds those near expiry', async () => {
    page.open('/cert/onhand?status=pending');
    await waitForRows();
    const limit = addDays(mockToday(), 60);
    const near = table('certSheets').filter(
      (s) =>
        s.venderId === '100101' &&
        s.status === '3' &&
        !s.replaced &&
        !!s.expiryDate &&
        s.expiryDate >= mockToday() &&
        s.expiryDate <= limit,
    );
    expect(near.length).toBeGreaterThan(0);
    for (const s of near) expect(rowOf(s.sheetId)).toHaveTextContent('Approved');
    expect(page.callsOf('query')[0].body.params).toMatchObject({ view: 'onhand', status: 'pending' });
  });

  it('SPEC §5: a certificate search with none of the seven fields is refused with the message and sends nothing', async () => {
    page.open('/cert/search');
    fireEvent.click(await screen.findByRole('button', { name: 'Search' }));
    await findToast(
      'Enter at least one of: document no., barcode, licence code, goods code, licence type, category, supplier code',
    );
    expect(page.callsOf('query')).toHaveLength(0);
  });

  it('submits a draft from the new certificates; a submitted one is refused (SPEC §4)', async () => {
    const mine = table('certSheets').filter((s) => s.venderId === '100101');
    const drafted = mine.find((s) => s.status === '0')!;
    const submitted = mine.find((s) => s.status === '1')!;
    page.open('/cert/news?pageNo=1&pageSize=100');
    await waitForRows();
    tick(rowOf(submitted.sheetId));
    fireEvent.click(toolbarButton('Submit'));
    await waitFor(() =>
      expect(document.body).toHaveTextContent('A submitted certificate cannot be submitted again or changed'),
    );
    tick(rowOf(submitted.sheetId));
    tick(rowOf(drafted.sheetId));
    fireEvent.click(toolbarButton('Submit'));
    fireEvent.click(await screen.findByText('OK'));
    await waitFor(() => expect(statusOf(drafted.sheetId)).toBe('1'));
    await findToast('Submitted for pre-audit (1)');
  });

  it('opens a new sheet from the new certificates: goods first, then a company licence lists its types', async () => {
    page.open('/cert/news?pageNo=1');
    await waitForRows();
    fireEvent.click(toolbarButton('New certificate'));
    await screen.findByText(
      'Choose the goods first: the certificates its category needs are then listed',
      {},
      { timeout: 8000 },
    );
    fireEvent.click(screen.getByLabelText('Company licence'));
    await screen.findAllByText('Business licence');
    expect(document.querySelector('#certSheet_102__certCode')).not.toBeNull();
    // SPEC §3: the types and the evidence per category are asked once a session.
    expect(page.callsOf('types')).toHaveLength(1);
    expect(page.callsOf('categories')).toHaveLength(1);
  });

  it('a rejected sheet opens for correction with its rejection reason', async () => {
    const rejected = table('certSheets').find((s) => s.venderId === '100101' && s.status === '4')!;
    page.open(`/cert/details/${rejected.sheetId}/4/${rejected.kind}/0/edit`);
    await screen.findByText(`Rejection reason: ${rejected.rejectReason}`, {}, { timeout: 8000 });
    const code = document.querySelector<HTMLInputElement>(`#certSheet_${rejected.items[0].ctId}__certCode`)!;
    expect(code.value).toBe(rejected.items[0].certCode);
  });

  it('SPEC §3: the goods sheet form refuses a missing required evidence of its category by name', async () => {
    const snack = table('goods').find((g) => g.venderId === '100101' && g.majorId === '10')!;
    draft('new', {
      kind: '2',
      goodsId: snack.goodsId,
      goodsName: snack.goodsName,
      majorId: '10',
      majorName: snack.majorName,
      '203__certCode': 'CIQ-1',
      '203__expiryDate': addDays(mockToday(), 300),
      files: { '203': [file('ciq.pdf')] },
    });
    page.open('/cert/details/new/0/2/0/edit');
    fireEvent.click(await screen.findByRole('button', { name: 'Save and submit' }));
    await screen.findByText('Please upload Quality inspection report', {}, { timeout: 8000 });
    expect(page.callsOf('save')).toHaveLength(0);
  });

  it('SPEC §5, §9: a validity over five years is refused on the form unless indefinite', async () => {
    draft('new', {
      kind: '1',
      '102__certCode': 'JY-1',
      '102__expiryDate': addDays(mockToday(), 5 * 366 + 3),
      files: { '102': [file('permit.jpg')] },
    });
    page.open('/cert/details/new/0/2/0/edit');
    fireEvent.click(await screen.findByRole('button', { name: 'Save draft' }));
    await screen.findByText('A certificate is valid for at most 5 years', {}, { timeout: 8000 });
    expect(page.callsOf('save')).toHaveLength(0);
  });

  it('saves and submits a goods sheet whose required evidence is there, with its SPEC §3 sanitary-inspection flag; the server has it awaiting pre-audit', async () => {
    const snack = table('goods').find((g) => g.venderId === '100101' && g.majorId === '10')!;
    draft('new', {
      kind: '2',
      goodsId: snack.goodsId,
      goodsName: snack.goodsName,
      majorId: '10',
      majorName: snack.majorName,
      '201__certCode': 'QR-2026-1',
      '201__expiryDate': addDays(mockToday(), 365),
      '201__sanitaryInspection': '1',
      files: { '201': [file('report-1.jpg'), file('report-2.png'), file('report.pdf')] },
    });
    page.open('/cert/details/new/0/2/0/edit');
    await screen.findAllByText('Sanitary inspection', {}, { timeout: 8000 });
    expect(document.querySelector('#certSheet_201__sanitaryInspection input[value="1"]')).toBeChecked();
    fireEvent.click(await screen.findByRole('button', { name: 'Save and submit' }));
    await findToast('Submitted for pre-audit (1)');
    const saved = table('certSheets').find((s) => s.items.some((it) => it.certCode === 'QR-2026-1'))!;
    expect(saved).toMatchObject({ status: '1', goodsId: snack.goodsId });
    expect(saved.items[0].files).toHaveLength(3);
    expect(saved.items[0].sanitaryInspection).toBe(true);
  });

  it('SPEC §7: a tax relief draft is CA-signed (submitted); a signed one is refused', async () => {
    const mine = table('taxReliefs').filter((r) => r.venderId === '100101');
    const drafted = mine.find((r) => r.status === '0')!;
    const signed = mine.find((r) => r.status === '1')!;
    page.open('/cert/taxReliefs?pageNo=1&pageSize=100');
    await waitForRows();
    tick(rowOf(signed.sheetId));
    fireEvent.click(toolbarButton('Sign and submit'));
    await waitFor(() =>
      expect(document.body).toHaveTextContent('Only draft or rejected tax relief certificates can be signed'),
    );
    tick(rowOf(signed.sheetId));
    tick(rowOf(drafted.sheetId));
    fireEvent.click(toolbarButton('Sign and submit'));
    fireEvent.click(await screen.findByText('OK'));
    await waitFor(() => expect(table('taxReliefs').find((r) => r.sheetId === drafted.sheetId)!.status).toBe('1'), {
      timeout: 8000,
    });
    expect(table('taxReliefs').find((r) => r.sheetId === drafted.sheetId)!.pdf!.fileName).toMatch(/-signed\.pdf$/);
  });

  it('the sheet form and the evidence per category read right for assistive technology (axe, WCAG 2 A/AA)', async () => {
    const snack = table('goods').find((g) => g.venderId === '100101' && g.majorId === '10')!;
    draft('new', {
      kind: '2',
      goodsId: snack.goodsId,
      goodsName: snack.goodsName,
      majorId: '10',
      majorName: snack.majorName,
    });
    page.open('/cert/details/new/0/2/0/edit');
    await screen.findByRole('button', { name: 'Save and submit' });
    await screen.findAllByText('Quality inspection report', {}, { timeout: 8000 });
    await noViolations('.vsm-cert-detail');
  });

  it('reads the evidence each goods category requires, without maintenance actions', async () => {
    page.open('/cert/category');
    await waitForRows();
    expect(rowOf('Snacks')).toHaveTextContent('Quality inspection report');
    expect(screen.queryByText('Edit')).toBeNull();
  });
});

describe('certificates (demo-retailer)', () => {
  beforeEach(() => page.signInAs('demo-retailer'));

  it('SPEC §1 languages: the tax relief list names its status column and search field in English', async () => {
    page.open('/s/license/taxreduction_exemption');
    await waitForRows();
    expect(headers()).toContain('Status');
    expect(field('Status', document.querySelector<HTMLElement>('.vsm-query-search')!)).toBeInTheDocument();
  });

  it('reviews: a rejection needs a reason (SPEC §5), then the sheet is rejected with it', async () => {
    const waiting = table('certSheets').find((s) => s.status === '1')!;
    page.open(`/s/license/license_review?sheetId=${waiting.sheetId}&status=pending`);
    await waitFor(() => expect(rowOf(waiting.sheetId)).toBeInTheDocument(), { timeout: 8000 });
    tick(rowOf(waiting.sheetId));
    fireEvent.click(toolbarButton('Reject'));
    await waitFor(() => expect(dialog()).toBeInTheDocument());
    fireEvent.click(within(dialog()).getByText('OK').closest('button')!);
    await waitFor(() => expect(within(dialog()).getByText('Please enter Rejection reason')).toBeInTheDocument());
    expect(statusOf(waiting.sheetId)).toBe('1');
    fireEvent.change(within(dialog()).getByLabelText('Rejection reason'), { target: { value: 'Blurred scan' } });
    fireEvent.click(within(dialog()).getByText('OK').closest('button')!);
    await waitFor(() => expect(statusOf(waiting.sheetId)).toBe('4'));
    expect(table('certSheets').find((s) => s.sheetId === waiting.sheetId)!.rejectReason).toBe('Blurred scan');
  });

  it('shows the goods certificates expiring within the chosen horizon (60/30/7 days), nearest first', async () => {
    page.open('/s/license/commoditycertificate_expires');
    await waitForRows();
    expect(page.callsOf('query')[0].body.params).toMatchObject({ view: 'expiring', horizon: '60' });
    const limit = addDays(mockToday(), 60);
    const expiring = table('certSheets').filter(
      (s) =>
        s.kind === '2' &&
        s.status === '3' &&
        !s.replaced &&
        !!s.expiryDate &&
        s.expiryDate >= mockToday() &&
        s.expiryDate <= limit,
    );
    expect(expiring.length).toBeGreaterThan(0);
    const first = [...expiring].sort((a, b) => a.expiryDate!.localeCompare(b.expiryDate!))[0];
    expect(rowOf(first.sheetId)).toHaveTextContent(first.expiryDate!);
  });

  it('the expired supplier licences list the company licences expired or expiring within the horizon', async () => {
    page.open('/s/license/expiredsupplier_license');
    await waitForRows();
    expect(page.callsOf('query')[0].body.params).toMatchObject({ view: 'expired', horizon: '60' });
    const inUse = table('certSheets').filter((s) => s.kind === '1' && s.status === '3' && !s.replaced && s.expiryDate);
    const expired = inUse.find((s) => s.expiryDate! < mockToday())!;
    const expiring = inUse.find((s) => s.expiryDate! >= mockToday() && s.expiryDate! <= addDays(mockToday(), 60))!;
    expect(rowOf(expired.sheetId)).toBeInTheDocument();
    expect(rowOf(expiring.sheetId)).toBeInTheDocument();
  });

  it('adds a licence type; a code already used is refused by the server', async () => {
    page.open('/s/license/licensetype_maintenance');
    await waitForRows();
    const addType = async (ctId: string, ctName: string) => {
      fireEvent.click(toolbarButton('New licence type'));
      await waitFor(() => expect(dialog()).toBeInTheDocument());
      fireEvent.change(within(dialog()).getByLabelText('Type code'), { target: { value: ctId } });
      fireEvent.change(within(dialog()).getByLabelText('Type name'), { target: { value: ctName } });
      fireEvent.mouseDown(within(dialog()).getByLabelText('Certificate category'));
      const options = await screen.findAllByTitle('Goods certificate');
      fireEvent.click(options.filter((o) => o.classList.contains('ant-select-item-option')).at(-1)!);
      fireEvent.click(within(dialog()).getByText('OK').closest('button')!);
    };
    sessionStorage.setItem('certificates.reference', JSON.stringify({ token: 'demo-retailer', types: [], rules: [] }));
    await addType('401', 'Organic certification');
    await waitFor(() => expect(table('licenceTypes').some((t) => t.ctId === '401')).toBe(true));
    // The session's cached types are forgotten after a change.
    await waitFor(() => expect(sessionStorage.getItem('certificates.reference')).toBeNull());
    await addType('201', 'Again');
    await waitFor(() => expect(page.notify).toHaveBeenCalledWith('error', 'This licence type code already exists'), {
      timeout: 8000,
    });
    expect(table('licenceTypes').find((t) => t.ctId === '201')!.ctName).toBe('质检报告');
  });

  it('sets the evidence a category requires; a type both required and optional is refused on the form', async () => {
    page.open('/s/license/licensecategory_maintenance');
    await waitForRows();
    fireEvent.click(within(rowOf('Snacks')).getByText('Edit'));
    await waitFor(() => expect(dialog()).toBeInTheDocument());
    const optional = within(dialog()).getByLabelText('Optional certificates');
    fireEvent.mouseDown(optional);
    const options = await screen.findAllByTitle('Quality inspection report');
    fireEvent.click(options.filter((o) => o.classList.contains('ant-select-item-option')).at(-1)!);
    fireEvent.click(within(dialog()).getByText('OK').closest('button')!);
    await waitFor(() =>
      expect(within(dialog()).getByText('A licence type cannot be both required and optional')).toBeInTheDocument(),
    );
    expect(table('licenceRules').find((r) => r.majorId === '10')!.optional).not.toContain('201');
  });

  it('passes the pre-audit from the sheet in audit mode, with its files and its SPEC §3 production date shown', async () => {
    const waiting = table('certSheets').find((s) => s.status === '1' && s.kind === '2' && !!s.productionDate)!;
    page.open(`/s/license/details/${waiting.sheetId}/1/${waiting.kind}/${waiting.bu}/0/audit`);
    const pass = await screen.findByRole('button', { name: 'Pass' }, { timeout: 8000 });
    expect(document.body).toHaveTextContent(waiting.items[0].certCode);
    expect(document.body).toHaveTextContent('Sanitary inspection');
    expect(document.body).toHaveTextContent(`Production date${waiting.productionDate}`);
    await noViolations('.vsm-cert-detail');
    fireEvent.click(pass);
    fireEvent.click(await screen.findByText('OK'));
    await waitFor(() => expect(statusOf(waiting.sheetId)).toBe('2'));
  });
});
