import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { insertRow, table } from '@mocks/db';
import { glossary } from '@mocks/glossary';
import { newProductsRoutes } from '@/features/newProducts/routes';
import { mergeServerTexts } from '@/i18n';
import { showServerText } from '@/i18n/serverText';
import { currentUrl, fastUser, pageTest } from '../support/page';
import {
  button,
  confirmOk,
  detailValue,
  drawer,
  dialog,
  eventually,
  field,
  findText,
  findToast,
  pasteRows,
  rowOf,
  tick,
  waitForRows,
} from '../support/queries';
import { formatNumber } from '@/lib/formats';

/*
 * New products (SPEC §2 /newproducts/*, /s/newproducts/*, /goodsadjcost) against the mock backend:
 * the supplier's sheets and goods editor with its rules and draft, the retailer's per-goods review,
 * joint-venture cost proposals.
 */

const page = pageTest({
  routes: newProductsRoutes,
  account: null,
  calls: /\/api\/fea-vsm\/(?:newgoods|goodsadjcost)\/(\w+)$/,
  setUp: () => mergeServerTexts('en-US', glossary()),
  waitMs: 8000,
});

/** One goods row in the grid's column order (name, barcode, major, medium, sub, brand, spec, unit, origin, shelf life, temperatures, tare, weight type, stock mode, prices and tax rates, dimensions). */
function goodsRow(barcode: string, tempHigh = 25, tempLow = 0): Array<string | number> {
  const medium = table('categories').find((c) => c.level === 2)!;
  const sub = table('categories').find((c) => c.level === 3 && c.parentId === medium.id)!;
  const origin = table('origins')[0].originName;
  return [
    '怡宝纯净水(新装)',
    barcode,
    medium.parentId!,
    medium.id,
    sub.id,
    '怡宝',
    '555ml',
    '瓶',
    origin,
    365,
    tempHigh,
    tempLow,
    0.02,
    1,
    0,
    1.2,
    13,
    2,
    13,
    6.5,
    6.5,
    22,
  ];
}
/** The sheets the retailer lists: every supplier's submitted ones (a draft stays with its supplier). */
const submittedCount = () => table('newGoodsSheets').filter((s) => s.status !== '0').length;
const goodsGrid = () => screen.getByRole('group', { name: 'New goods' });
const openDraft = () => table('newGoodsSheets').find((s) => s.venderId === '100101' && s.status === '0');

describe('new-goods sheets (demo supplier)', () => {
  beforeEach(() => page.signInAs('demo-supplier'));

  it('lists its sheets; New starts a sheet (SPEC §5, §8)', async () => {
    page.open('/newproducts/introduce');
    const mine = table('newGoodsSheets').filter((s) => s.venderId === '100101');
    await findText(`${mine.length} in total`);
    const rejected = mine.find((s) => s.status === '3')!;
    expect(rowOf(rejected.sheetId)).toHaveTextContent('Rejected');

    fireEvent.click(button('New'));
    await eventually(() => expect(currentUrl().pathname).toBe('/newproducts/add-goods/add'));
  });

  it('New offers to continue the unsubmitted sheet (SPEC §5, §8)', async () => {
    const mine = table('newGoodsSheets').filter((s) => s.venderId === '100101');
    const open = { ...mine[0], sheetId: 'XP2026112599999', status: '0' as const, lines: [] };
    table('newGoodsSheets').push(open);
    page.open('/newproducts/introduce');
    await waitForRows();
    fireEvent.click(button('New'));
    await confirmOk('An unsubmitted document exists. Continue adding?');
    await eventually(() => expect(currentUrl().pathname).toBe('/newproducts/add-goods/edit/XP2026112599999'));
  });

  it('refuses submitting a sheet without goods, and a row whose storage temperature high is below low (SPEC §3, §5)', async () => {
    page.open('/newproducts/add-goods/add');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign with e-signature and submit' }));
    await findToast('The sheet has no goods and cannot be submitted');
    expect(page.callsOf('save')).toHaveLength(0);

    pasteRows(goodsGrid(), [goodsRow('6900000000017', -5, 4)]);
    fireEvent.click(button('Save'));
    await findToast('Row 1: The highest storage temperature must not be below the lowest');
    expect(page.callsOf('save')).toHaveLength(0);
  });

  it('SPEC §5 required product fields: a height of two decimals is refused on the form, nothing is sent', async () => {
    page.open('/newproducts/add-goods/add');
    const row = goodsRow('6900000000017');
    pasteRows(await screen.findByRole('group', { name: 'New goods' }), [[...row.slice(0, -1), 5.55]]);
    fireEvent.click(button('Save'));
    await findToast('Row 1: Length, width and height are numbers above 0 with at most 1 decimal (cm)');
    expect(page.callsOf('save')).toHaveLength(0);
  });

  it('SPEC §3 categories major / medium / sub: a sub category of another medium category is refused on the form', async () => {
    page.open('/newproducts/add-goods/add');
    const row = goodsRow('6900000000017');
    const foreign = table('categories').find((c) => c.level === 3 && c.parentId !== row[3])!;
    row[4] = foreign.id;
    pasteRows(await screen.findByRole('group', { name: 'New goods' }), [row]);
    // The select names its options once the category list is in: the check needs it.
    await eventually(() => expect(goodsGrid()).toHaveTextContent(`${foreign.id} ${glossary()[foreign.name]}`));
    fireEvent.click(button('Save'));
    await findToast('Row 1: The sub category must belong to the chosen medium category');
    expect(page.callsOf('save')).toHaveLength(0);
  });

  it('keeps a draft of the goods through a reload', async () => {
    page.open('/newproducts/add-goods/add');
    pasteRows(await screen.findByRole('group', { name: 'New goods' }), [goodsRow('6900000000024')]);
    cleanup(); // a reload: the draft is kept in the browser
    page.open('/newproducts/add-goods/add');
    await eventually(() => expect(screen.getByLabelText('Row 1 Barcode')).toHaveValue('6900000000024'));
  });

  it('saves a sheet with its goods once its shops are chosen (required)', async () => {
    page.open('/newproducts/add-goods/add');
    pasteRows(await screen.findByRole('group', { name: 'New goods' }), [goodsRow('6900000000024')]);
    fireEvent.click(button('Save'));
    await findText('Please select Shops carrying it');
    expect(page.callsOf('save')).toHaveLength(0);
    const shop = table('shops').find((s) => s.buId === '12')!;
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Shops carrying it' }));
    fireEvent.click(
      await eventually(() => {
        const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find((o) =>
          o.getAttribute('title')?.startsWith(shop.shopId),
        );
        expect(found).toBeDefined();
        return found!;
      }),
    );
    fireEvent.click(button('Save'));
    await eventually(() => expect(openDraft()?.lines.map((l) => l.barcode)).toEqual(['6900000000024']));
    expect(openDraft()!.shopIds).toHaveLength(1);
    await eventually(() => expect(currentUrl().pathname).toBe(`/newproducts/add-goods/edit/${openDraft()!.sheetId}`));
  });
});

describe('signing a sheet (demo supplier)', () => {
  beforeEach(() => page.signInAs('demo-supplier'));

  it('refuses submitting without the company e-signature, then signs and submits (SPEC §5, §8)', async () => {
    const seeded = table('newGoodsSheets').find((s) => s.venderId === '100101')!;
    const line = {
      ...seeded.lines[0],
      barcode: '6900000000079',
      reviewStatus: '0' as const,
      reviewReason: null,
      goodsId: null,
    };
    const sheetId = 'XP2026112599998';
    table('newGoodsSheets').push({
      ...seeded,
      sheetId,
      status: '0',
      submitDate: null,
      checker: null,
      checkDate: null,
      lines: [line],
    });
    const partner = table('partners').find((p) => p.partnerId === 'P10001')!;
    partner.caStatus = 'N';
    page.open(`/newproducts/add-goods/edit/${sheetId}`);
    await eventually(() => expect(screen.getByLabelText('Row 1 Barcode')).toHaveValue('6900000000079'));
    fireEvent.click(button('Sign with e-signature and submit'));
    await findToast('This company has no e-signature.');
    expect(page.callsOf('save')).toHaveLength(0);

    partner.caStatus = 'Y';
    fireEvent.click(button('Sign with e-signature and submit'));
    await confirmOk(`Sign new-goods sheet ${sheetId} with the company's electronic signature and submit it?`);
    await eventually(() => expect(table('newGoodsSheets').find((s) => s.sheetId === sheetId)!.status).toBe('1'));
    await eventually(() => expect(currentUrl().pathname).toBe(`/newproducts/add-goods/view/${sheetId}`));
  });
});

describe('a reviewed sheet (demo supplier)', () => {
  beforeEach(() => page.signInAs('demo-supplier'));

  it('shows the decision and reason per goods, and the goods pictures (SPEC §2 add-goods/view)', async () => {
    const sheet = table('newGoodsSheets').find((s) => s.venderId === '100101' && s.status === '4')!;
    const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
    insertRow('files', {
      fileUrl: '/files/np-front.png',
      fileName: 'front.png',
      contentType: 'image/png',
      size: 70,
      base64: png,
      uploadedBy: '10001',
      uploadedAt: '2026-11-25 10:00:00',
      public: false,
    });
    sheet.lines[0].pictures = [{ fileUrl: '/files/np-front.png', fileName: 'front.png', size: 70 }];
    page.open(`/newproducts/add-goods/view/${sheet.sheetId}`);
    const rejected = sheet.lines.find((l) => l.reviewStatus === '2')!;
    await findText(rejected.reviewReason!);
    expect(rowOf(rejected.barcode)).toHaveTextContent('Rejected');
    expect(rowOf(sheet.lines[0].barcode)).toHaveTextContent('Approved');
    expect(screen.getByText(`Pictures of row 1 ${sheet.lines[0].goodsName}`)).toBeInTheDocument();
    // Read only: no save or submit here.
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});

describe('new-product review (demo retailer)', () => {
  beforeEach(() => page.signInAs('demo-retailer'));

  const inReviewSheet = () => table('newGoodsSheets').find((s) => s.status === '1' && s.lines.length >= 2)!;

  it('SPEC §5 rejects ticked goods only with a reason', async () => {
    const sheet = inReviewSheet();
    page.open(`/s/newproducts/details/review/${sheet.sheetId}`);
    await findText(sheet.lines[0].barcode);
    fireEvent.click(button('Reject'));
    await findToast('Tick goods first');
    tick(rowOf(sheet.lines[0].barcode));
    fireEvent.click(button('Reject'));
    await eventually(() => expect(dialog()).toHaveTextContent('Reject goods'));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'OK' }));
    await findText('Please enter Rejection reason');
    fireEvent.change(within(dialog()).getByLabelText('Rejection reason'), { target: { value: 'Price too high' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'OK' }));
    await eventually(() => expect(sheet.lines[0].reviewStatus).toBe('2'));
  });

  it('SPEC §2 approving the goods left moves them into the goods and decides the sheet', async () => {
    const sheet = inReviewSheet();
    sheet.lines[0].reviewStatus = '2'; // rejected already (the test above)
    sheet.lines[0].reviewReason = 'Price too high';
    page.open(`/s/newproducts/details/review/${sheet.sheetId}`);
    await findText(sheet.lines[0].barcode);
    for (const line of sheet.lines.slice(1)) tick(await waitFor(() => rowOf(line.barcode)));
    fireEvent.click(button('Approve'));
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await eventually(() => expect(table('newGoodsSheets').find((s) => s.sheetId === sheet.sheetId)!.status).toBe('4'));
    expect(table('goods').some((g) => g.barcode === sheet.lines[1].barcode)).toBe(true);
  });
});

describe('new-product review list (demo retailer)', () => {
  beforeEach(() => page.signInAs('demo-retailer'));

  it("SPEC §4 opens on submitted sheets only, and offers no 'Not submitted' status to search", async () => {
    expect(table('newGoodsSheets').some((s) => s.status === '0')).toBe(true);
    page.open('/s/newproducts/review');
    await findText(`${submittedCount()} in total`);
    expect(screen.queryByText('Not submitted')).toBeNull();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Sheet status' }));
    const options = await eventually(() => {
      const shown = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].map((o) => o.textContent);
      expect(shown).toContain('In review');
      return shown;
    });
    expect(options).not.toContain('Not submitted');
  });

  it('offers each row one way to each place: the detail drawer (View) and the sheet page (Open sheet or Review)', async () => {
    page.open('/s/newproducts/review');
    await findText(`${submittedCount()} in total`);
    const rows = screen.getAllByRole('row').filter((r) => r.querySelector('[role="gridcell"] button'));
    const linksOf = (row: HTMLElement) =>
      within(row)
        .getAllByRole('button')
        .map((b) => b.textContent);
    expect(rows.map(linksOf)).toContainEqual(expect.arrayContaining(['View', 'Open sheet']));
    for (const row of rows) expect(new Set(linksOf(row)).size, row.textContent!).toBe(linksOf(row).length);
  });
});

describe('joint-venture goods pricing (demo supplier)', () => {
  beforeEach(() => page.signInAs('demo-supplier'));

  it('refuses changing a proposal in review and sends a new cost of 4 decimals (SPEC §9)', async () => {
    const mine = table('jointCosts').filter((r) => r.venderId === '100101');
    // An approved cost not yet in effect would be replaced by a new proposal before it ever applied.
    const approved = mine.find((r) => r.status === '2')!;
    approved.effectiveDate = '2099-01-01';
    page.open('/goodsadjcost');
    await findText(`${mine.length} in total`);
    const inReview = mine.find((r) => r.status === '1')!;
    const free = mine.find((r) => r.status === '0')!;
    // The retailer's decision reads on the supplier's row: the outcome, when, and the reason of a rejection.
    const rejected = mine.find((r) => r.status === '3')!;
    for (const text of [
      'Rejected',
      formatNumber(rejected.proposedCost!, 4),
      rejected.checkDate!,
      // the seeded reason is the server's Chinese text, shown in the interface's language
      showServerText(rejected.reviewReason!),
    ])
      expect(rowOf(rejected.goodsId)).toHaveTextContent(text);
    tick(rowOf(inReview.goodsId));
    fireEvent.click(button('Propose a new cost'));
    await findToast('The cost proposal is in review and cannot be changed');
    tick(rowOf(inReview.goodsId));
    tick(rowOf(approved.goodsId));
    fireEvent.click(button('Propose a new cost'));
    await findToast('The approved new cost is not in effect yet: propose again once it is');
    tick(rowOf(approved.goodsId));
    tick(rowOf(free.goodsId));
    fireEvent.click(button('Propose a new cost'));
    await eventually(() => expect(dialog()).toHaveTextContent('Propose a new cost'));
    fireEvent.change(within(dialog()).getByLabelText('New cost'), { target: { value: '3.1416' } });
    const date = field('Effective date', dialog());
    const user = fastUser();
    await user.click(date);
    await user.keyboard('2099-01-01{Enter}');
    await eventually(() => expect(date).toHaveValue('2099-01-01'));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'OK' }));
    await eventually(() => expect(page.callsOf('propose')).toHaveLength(1));
    expect(page.callsOf('propose')[0].body).toMatchObject({ goodsIds: [free.goodsId], newCost: '3.1416' });
    await eventually(() => expect(table('jointCosts').find((r) => r.goodsId === free.goodsId)!.status).toBe('1'));
  });
});

describe('joint-venture cost review (demo retailer)', () => {
  beforeEach(() => page.signInAs('demo-retailer'));

  /** The proposal's row once the grid shows it. */
  const shown = (proposalId: string) =>
    eventually(() => {
      const row = rowOf(proposalId);
      expect(row).toBeDefined();
      return row;
    });
  const proposal = (proposalId: string) => table('jointCosts').find((r) => r.proposalId === proposalId)!;
  /** Copies of the proposals in review as the screen first lists them: newest first. */
  const inReview = () =>
    table('jointCosts')
      .filter((r) => r.status === '1')
      .sort((a, b) => b.proposeDate!.localeCompare(a.proposeDate!))
      .map((r) => ({ ...r, proposalId: r.proposalId! }));

  it('lists the suppliers’ proposals in review; approves a ticked one, which leaves the list', async () => {
    page.open('/s/newproducts/goodsadjcost');
    await findText(`${inReview().length} in total`);
    const [first] = inReview();
    expect(rowOf(first.proposalId)).toHaveTextContent(first.venderId);

    tick(rowOf(first.proposalId));
    fireEvent.click(button('Approve'));
    await confirmOk('Approve the ticked cost proposal? The new cost applies from its effective date.');
    await findToast('1 cost proposal approved');
    expect(proposal(first.proposalId)).toMatchObject({ status: '2', checker: '王晓梅' });
    expect(page.callsOf('review')[0].body).toMatchObject({ proposalIds: [first.proposalId], approve: true });

    // The list of proposals in review no longer holds it.
    await eventually(() => expect(screen.queryByText(first.proposalId)).toBeNull());
  });

  it('SPEC §5 rejects a ticked proposal only with a reason', async () => {
    const [second] = inReview();
    page.open(`/s/newproducts/goodsadjcost?proposalId=${second.proposalId}`);
    tick(await shown(second.proposalId));
    fireEvent.click(button('Reject'));
    await eventually(() => expect(dialog()).toHaveTextContent('Reject cost proposals'));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'OK' }));
    await findText('Please enter Rejection reason');
    expect(page.callsOf('review')).toHaveLength(0);
    fireEvent.change(within(dialog()).getByLabelText('Rejection reason'), {
      target: { value: 'Please attach the cost basis' },
    });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'OK' }));
    await findToast('1 cost proposal rejected');
    expect(proposal(second.proposalId)).toMatchObject({ status: '3', reviewReason: 'Please attach the cost basis' });
  });

  it('SPEC §8 a decided proposal cannot be decided again: refused on the screen before any call', async () => {
    const decided = { ...table('jointCosts').find((r) => r.status === '2')! };
    page.open(`/s/newproducts/goodsadjcost?status=2&proposalId=${decided.proposalId}`);
    tick(await shown(decided.proposalId!));
    fireEvent.click(button('Reject'));
    await findToast('The current document does not allow this operation.');
    expect(page.callsOf('review')).toHaveLength(0);
  });

  it('SPEC §8 a proposal decided meanwhile at another desk is refused by the server, its text shown', async () => {
    const open = inReview()[0];
    page.open(`/s/newproducts/goodsadjcost?proposalId=${open.proposalId}`);
    tick(await shown(open.proposalId));
    proposal(open.proposalId).status = '3'; // decided meanwhile at another desk
    fireEvent.click(button('Approve'));
    await confirmOk('Approve the ticked cost proposal? The new cost applies from its effective date.');
    // The server's SPEC §8 text, through the HTTP client's error toast.
    await eventually(() =>
      expect(page.notify).toHaveBeenCalledWith('error', 'The current document does not allow this operation.'),
    );
    expect(page.callsOf('review')).toHaveLength(1);
    expect(proposal(open.proposalId).status).toBe('3');
  });

  it('opens a proposal in the detail with its supplier, costs and dates, and decides it there', async () => {
    const open = inReview()[0];
    page.open(`/s/newproducts/goodsadjcost?proposalId=${open.proposalId}`);
    fireEvent.click(within(await shown(open.proposalId)).getByText(open.proposalId));
    await eventually(() => expect(drawer()).toHaveTextContent(`Cost proposal ${open.proposalId}`));
    expect(detailValue('Effective date')).toBe(open.effectiveDate);
    expect(detailValue('Proposed cost')).toBe(formatNumber(open.proposedCost!, 4));
    fireEvent.click(button('Approve', drawer()));
    await confirmOk('Approve the ticked cost proposal? The new cost applies from its effective date.');
    await eventually(() => expect(proposal(open.proposalId).status).toBe('2'));
  });
});
