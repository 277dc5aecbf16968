import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { readDraft } from '@/kit/form';
import { table } from '@mocks/db';
import { glossary } from '@mocks/glossary';
import zhCN from '../../locales/zh-CN/promotions.json';
import enUS from '../../locales/en-US/promotions.json';
import { promotionsRoutes } from '@/features/promotions/routes';
import { checkApplication } from '@/features/promotions/schemas/applications';
import { checkReadjust } from '@/features/promotions/schemas/priceReadjusts';
import { addDays, mockToday } from '@mocks/db/clock';
import { mergeServerTexts } from '@/i18n';
import { useRightsStore } from '@/stores/rights';
import { pageTest } from '../support/page';
import {
  button,
  columnTexts,
  confirmOk,
  dialog,
  enter,
  eventually,
  field,
  findToast,
  queryButton,
  rowOf,
  tick,
} from '../support/queries';
import { formatNumber } from '@/lib/formats';

/*
 * Promotions (issue 27: SPEC §2 screens, §5 promotion date range, §6 signature permission, §8
 * refusals, §9 sort and decimals) on both sides against the mock backend.
 */

const { notify, signInAs, open, callsOf } = pageTest({
  routes: promotionsRoutes,
  account: null,
  calls: /\/api\/fea-vsm\/promotion\/(\w+\/\w+)$/,
  setUp: () => mergeServerTexts('en-US', glossary()),
  waitMs: 8000,
});

const toolbar = () => document.querySelector<HTMLElement>('.vsm-query-toolbar')!;
const keys = (o: object): string[] =>
  Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' ? keys(v).map((x) => `${k}.${x}`) : [k]));
const demo = <T extends { venderId: string }>(rows: T[]) => rows.filter((r) => r.venderId === '100101');
const application = (sheetId: string) => table('promoApplications').find((r) => r.sheetId === sheetId)!;

describe('promotion routes and texts', () => {
  it('declares the eight supplier screens and the retailer review (SPEC §2), same keys in both languages', () => {
    expect(promotionsRoutes.map((r) => `${r.side} ${r.path}`)).toEqual([
      'supplier /promotion/readjust_prices',
      'supplier /promotion/approve_grossprofit',
      'supplier /promotion/tieins',
      'supplier /promotion/vip',
      'supplier /promotion/apply',
      'supplier /promotion/sale_grossprofit',
      'supplier /promotion/payreadjust',
      'supplier /promotion/onlineprom',
      'retailer /s/promotion/apply',
    ]);
    // i18next plural forms differ per language (zh: _other; en: _one and _other): compare the base keys
    const bases = (o: object) => [...new Set(keys(o).map((k) => k.replace(/_(one|other)$/, '')))].sort();
    expect(bases(enUS)).toEqual(bases(zhCN));
  });

  it('SPEC §5: the application form asks for both ends of the date range, the end not before the start, no start before today', () => {
    // the other fields valid (the contract's application rule checks them all)
    const values = { promoPrice: 5, salePrice: 10, promoType: '1', shopScope: '1', promoCost: 4, expectedQty: 1 };
    const today = '2026-11-20';
    const check = (v: Record<string, unknown>) => checkApplication(v, today);
    expect(check({ ...values, period: undefined })).toEqual({ period: 'promotions:periodRequired' });
    expect(check({ ...values, period: ['2026-12-01', undefined] })).toEqual({ period: 'promotions:periodRequired' });
    expect(check({ ...values, period: ['2026-12-07', '2026-12-01'] })).toEqual({ period: 'promotions:periodOrder' });
    expect(check({ ...values, period: ['2026-11-19', '2026-12-01'] })).toEqual({ period: 'promotions:periodPast' });
    expect(check({ ...values, period: [today, today] })).toBeNull();
    expect(check({ ...values, period: ['2026-12-01', '2026-12-01'] })).toBeNull();
    expect(check({ ...values, promoPrice: 10, period: ['2026-12-01', '2026-12-02'] })).toEqual({
      promoPrice: 'promotions:priceNotBelow',
    });
  });
});

describe('promotions (demo-supplier)', () => {
  beforeEach(() => signInAs('demo-supplier'));

  it('asks for a price readjustment: refused with an unchanged cost and today as the effective date, then sent', async () => {
    expect(checkReadjust({ effectiveDate: '2026-01-01', newCost: 2, oldCost: 2, reason: 'r' }, '2026-01-01')).toEqual({
      effectiveDate: 'promotions:effectiveDateFuture',
      newCost: 'promotions:costUnchanged',
    });
    const pendingGoods = new Set(
      demo(table('priceReadjusts'))
        .filter((r) => r.status === '0')
        .map((r) => r.goodsId),
    );
    const g = table('goods').find((x) => x.venderId === '100101' && x.bu === '12' && !pendingGoods.has(x.goodsId))!;
    open('/promotion/readjust_prices?pageNo=1');
    await eventually(() => expect(screen.getByText(/in total/)).toBeInTheDocument());
    fireEvent.click(button('New readjustment', toolbar()));
    await eventually(() => expect(dialog()).toHaveTextContent('New price readjustment'));
    const form = dialog();
    enter(field('Goods code', form), g.goodsId);
    fireEvent.blur(field('Goods code', form));
    await eventually(() => expect(form).toHaveTextContent(g.goodsName));
    enter(field('New cost', form), String(g.purchasePrice));
    enter(field('Reason for the readjustment', form), 'Raw material costs have risen');
    const date = field('Effective date', form);
    // The date as typed, taken with Enter (typing it key by key is slow in jsdom).
    const typeDate = (value: string) => {
      enter(date, value);
      fireEvent.keyDown(date, { key: 'Enter' });
    };
    typeDate(mockToday());
    await eventually(() => expect(date).toHaveValue(mockToday()));
    fireEvent.click(button('Submit for review', form));
    await eventually(() => expect(form).toHaveTextContent('The effective date must be after today'));
    expect(form).toHaveTextContent('The new cost is the same as the current cost');
    expect(callsOf('readjust/save')).toHaveLength(0);

    enter(field('New cost', form), '9.8765');
    typeDate(addDays(mockToday(), 10));
    fireEvent.click(button('Submit for review', form));
    await findToast('Price readjustment submitted for review');
    expect(callsOf('readjust/save')[0].body).toEqual({
      goodsId: g.goodsId,
      newCost: 9.8765,
      effectiveDate: addDays(mockToday(), 10),
      reason: 'Raw material costs have risen',
    });
    const saved = demo(table('priceReadjusts')).find((r) => r.goodsId === g.goodsId && r.status === '0')!;
    await eventually(() => expect(rowOf(saved.sheetId)).toHaveTextContent('9.8765'));
  });

  it('applies: a new application without a date range is refused on the form (SPEC §5); a rejected one is corrected and resubmitted', async () => {
    // one that starts from today on (an application may not start in the past)
    const rejected = demo(table('promoApplications')).find((r) => r.status === '2' && r.startDate >= mockToday())!;
    open(`/promotion/apply?sheetId=${rejected.sheetId}&pageNo=1`);
    await eventually(() => expect(rowOf(rejected.sheetId)).toHaveTextContent('Rejected'));
    // SPEC §9: price 2 decimals, cost 4, quantity 3
    expect(rowOf(rejected.sheetId)).toHaveTextContent(formatNumber(rejected.promoCost, 4));
    expect(rowOf(rejected.sheetId)).toHaveTextContent(formatNumber(rejected.promoPrice, 2));

    fireEvent.click(button('New application', toolbar()));
    await eventually(() => expect(dialog()).toHaveTextContent('New promotion application'));
    fireEvent.click(button('Submit for review', dialog()));
    await eventually(() =>
      expect(within(dialog()).getByText('Please select Promotion date range')).toBeInTheDocument(),
    );
    expect(callsOf('apply/save')).toHaveLength(0);
    // A long form: what was typed is kept as a draft when the dialog goes (a reload, a session expiry).
    enter(field('Explanation', dialog()), 'Holiday season stock');
    await eventually(() => expect(readDraft('promotions.apply.new')).toMatchObject({ reason: 'Holiday season stock' }));
    fireEvent.click(button('Cancel', dialog()));
    await eventually(() => expect(dialog()).toBeNull());
    fireEvent.click(button('New application', toolbar()));
    await eventually(() => expect(field('Explanation', dialog())).toHaveValue('Holiday season stock'));
    fireEvent.click(button('Cancel', dialog()));

    fireEvent.click(within(rowOf(rejected.sheetId)).getByText('Correct and resubmit'));
    await eventually(() => expect(dialog()).toHaveTextContent(`Correct promotion application ${rejected.sheetId}`));
    expect(field('Promotion date range', dialog())).toHaveValue(rejected.startDate);
    enter(field('Promotional price', dialog()), '1.5');
    fireEvent.click(button('Submit for review', dialog()));
    await findToast('Promotion application resubmitted for review');
    expect(application(rejected.sheetId)).toMatchObject({ status: '0', promoPrice: 1.5, reviewReason: null });
    expect(callsOf('apply/save')[0].body).toMatchObject({
      sheetId: rejected.sheetId,
      startDate: rejected.startDate,
      endDate: rejected.endDate,
    });
    await eventually(() => expect(rowOf(rejected.sheetId)).toHaveTextContent('Awaiting review'));
  });

  it('online promotions: sign flag then id descending by default (SPEC §9); signs one, refuses a signed one (§8)', async () => {
    open('/promotion/onlineprom?pageNo=1&pageSize=50');
    await eventually(() => expect(callsOf('online/query')).toHaveLength(1));
    expect(callsOf('online/query')[0].body.orderBy).toBe('signFlag asc,id desc');
    const mine = demo(table('onlinePromotions'));
    const unsigned = mine.filter((r) => r.signFlag === '0').sort((a, b) => b.id - a.id);
    await eventually(() => expect(columnTexts('Document no.')[0]).toBe(unsigned[0].sheetId));
    expect(
      columnTexts('Signature')
        .slice(0, unsigned.length)
        .every((t) => t === 'Unsigned'),
    ).toBe(true);

    const signed = mine.find((r) => r.signFlag === '1')!;
    const searchFor = async (sheetId: string) => {
      fireEvent.change(field('Document no.'), { target: { value: sheetId } });
      fireEvent.click(button('Search'));
      await eventually(() => expect(columnTexts('Document no.')).toEqual([sheetId]));
      tick(rowOf(sheetId));
      fireEvent.click(button('E-sign', toolbar()));
    };
    await searchFor(signed.sheetId);
    await eventually(() =>
      expect(document.body).toHaveTextContent('The current document does not allow this operation.'),
    );
    await searchFor(unsigned[0].sheetId);
    await confirmOk('Sign the 1 ticked online promotion with the electronic seal?');
    await findToast('1 online promotion signed');
    // Signed, the agreement with the seal is stored (opening it: the next test).
    expect(table('onlinePromotions').find((r) => r.sheetId === unsigned[0].sheetId)).toMatchObject({
      signFlag: '1',
      signedFile: { fileUrl: expect.any(String) },
    });
    await eventually(() => expect(rowOf(unsigned[0].sheetId)).toHaveTextContent('Signed agreement'));
    expect(notify).not.toHaveBeenCalled();
  });

  it('online promotions: a signed one opens its agreement with the seal in the PDF preview, one signed before the stored files made from its data', async () => {
    const signed = demo(table('onlinePromotions')).find((r) => r.signFlag === '1')!;
    expect(signed.signedFile).toBeFalsy();
    const opened = vi.spyOn(window, 'open').mockReturnValue(null);
    try {
      open(`/promotion/onlineprom?sheetId=${signed.sheetId}&pageNo=1`);
      await eventually(() => expect(rowOf(signed.sheetId)).toHaveTextContent('Signed agreement'));
      fireEvent.click(within(rowOf(signed.sheetId)).getByText('Signed agreement'));
      await eventually(() => expect(opened).toHaveBeenCalledTimes(1));
      const made = table('onlinePromotions').find((r) => r.sheetId === signed.sheetId)!.signedFile!;
      expect(opened.mock.calls[0][0]).toContain(`preview_pdf?url=${encodeURIComponent(made.fileUrl)}`);
      // Opened again, the stored agreement is the one shown.
      fireEvent.click(within(rowOf(signed.sheetId)).getByText('Signed agreement'));
      await eventually(() => expect(opened).toHaveBeenCalledTimes(2));
      expect(opened.mock.calls[1][0]).toContain(`preview_pdf?url=${encodeURIComponent(made.fileUrl)}`);
    } finally {
      opened.mockRestore();
    }
    expect(notify).not.toHaveBeenCalled();
  });

  it('SPEC §8 signature failure: a company without an e-signature is told so, nothing is signed', async () => {
    table('partners').find((p) => p.partnerId === 'P10001')!.caStatus = 'N';
    const target = demo(table('onlinePromotions')).find((r) => r.signFlag === '0')!;
    open(`/promotion/onlineprom?sheetId=${target.sheetId}&pageNo=1`);
    await eventually(() => expect(rowOf(target.sheetId)).toHaveTextContent('Unsigned'));
    tick(rowOf(target.sheetId));
    fireEvent.click(button('E-sign', toolbar()));
    await confirmOk('Sign the 1 ticked online promotion with the electronic seal?');
    await eventually(() => expect(notify).toHaveBeenCalledWith('error', 'This company has no e-signature'));
    expect(table('onlinePromotions').find((r) => r.sheetId === target.sheetId)!.signFlag).toBe('0');
  });

  it('sales gross profit: the pending list, confirm one, and costs with 4 decimals (SPEC §9)', async () => {
    const pending = demo(table('promoSaleGrossProfits')).filter((r) => r.status === '0');
    open('/promotion/sale_grossprofit?status=pending&pageNo=1&pageSize=50');
    await eventually(() => expect(screen.getByText(`${pending.length} in total`)).toBeInTheDocument());
    const target = pending[0];
    expect(rowOf(target.sheetId)).toHaveTextContent(formatNumber(target.cost, 4));
    expect(rowOf(target.sheetId)).toHaveTextContent(formatNumber(target.saleQty, 3));

    fireEvent.click(button('Confirm', toolbar()));
    await eventually(() => expect(document.body).toHaveTextContent('Please select the documents'));
    tick(rowOf(target.sheetId));
    fireEvent.click(button('Confirm', toolbar()));
    await confirmOk('Confirm the 1 ticked document?');
    await findToast('1 document confirmed');
    expect(table('promoSaleGrossProfits').find((r) => r.sheetId === target.sheetId)!.status).toBe('1');
    await eventually(() => expect(screen.getByText(`${pending.length - 1} in total`)).toBeInTheDocument());
  });

  it.each([
    ['/promotion/readjust_prices', 'New cost', 'priceReadjusts'],
    ['/promotion/approve_grossprofit', 'Margin floor (%)', 'grossProfitApprovals'],
    ['/promotion/tieins', 'Campaign theme', 'tieIns'],
    ['/promotion/vip', 'Member price', 'vipDiscounts'],
    ['/promotion/payreadjust', 'Stock qty', 'payReadjusts'],
  ] as const)('%s answers its query with its own columns (%s)', async (path, title, rows) => {
    open(`${path}?pageNo=1`);
    const count = demo(table(rows) as { venderId: string }[]).length;
    await eventually(() => expect(screen.getByText(`${count} in total`)).toBeInTheDocument());
    expect(columnTexts(title).length).toBeGreaterThan(0);
  });
});

describe('promotions (demo-supplier-multi, without the signature permission)', () => {
  beforeEach(() => signInAs('demo-supplier-multi'));

  it('SPEC §6: no sign action without promotion:esign', async () => {
    open('/promotion/onlineprom?pageNo=1');
    await eventually(() => expect(screen.getByText(/in total/)).toBeInTheDocument());
    await waitFor(() => expect(useRightsStore.getState().token).toBe('demo-supplier-multi'));
    expect(queryButton('E-sign')).toBeNull();
  });
});

describe('promotion applications (demo-retailer)', () => {
  beforeEach(() => signInAs('demo-retailer'));

  const pendingOfOthers = () => table('promoApplications').filter((r) => r.status === '0' && r.venderId !== '100101');

  it('rejects an application only with a reason (SPEC §2 /s/promotion/apply)', async () => {
    const [first] = pendingOfOthers();
    open(`/s/promotion/apply?sheetId=${first.sheetId}&pageNo=1`);
    await eventually(() => expect(rowOf(first.sheetId)).toHaveTextContent(first.venderId));
    tick(rowOf(first.sheetId));
    fireEvent.click(button('Reject', toolbar()));
    await eventually(() => expect(dialog()).toHaveTextContent('Reject promotion application (1)'));
    fireEvent.click(button('Submit', dialog()));
    await eventually(() => expect(within(dialog()).getByText('Please enter Rejection reason')).toBeInTheDocument());
    expect(callsOf('apply/review')).toHaveLength(0);
    enter(field('Rejection reason', dialog()), 'Price below the minimum');
    fireEvent.click(button('Submit', dialog()));
    await findToast('1 promotion application rejected');
    expect(application(first.sheetId)).toMatchObject({ status: '2', reviewReason: 'Price below the minimum' });
  });

  it('approves a ticked application after the question (SPEC §2 /s/promotion/apply)', async () => {
    const [, second] = pendingOfOthers();
    open(`/s/promotion/apply?sheetId=${second.sheetId}&pageNo=1`);
    await eventually(() => expect(rowOf(second.sheetId)).toHaveTextContent(second.venderId));
    tick(rowOf(second.sheetId));
    fireEvent.click(button('Approve', toolbar()));
    await confirmOk('Approve the 1 ticked promotion application?');
    await findToast('1 promotion application approved');
    expect(application(second.sheetId).status).toBe('1');
  });
});
