import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { insertRow, table } from '@mocks/db';
import { addDays, mockToday, setMockToday } from '@mocks/db/clock';
import { glossary } from '@mocks/glossary';
import zhCN from '../../locales/zh-CN/holidayPlans.json';
import enUS from '../../locales/en-US/holidayPlans.json';
import { holidayPlansRoutes } from '@/features/holidayPlans/routes';
import { savePlan } from '@/features/holidayPlans/api';
import { mergeServerTexts } from '@/i18n';
import { currentUrl, pageTest } from '../support/page';
import {
  bodyRows,
  button,
  columnTexts,
  dialog,
  field,
  findToast,
  queryButton,
  rowOf,
  waitForRows,
  typeDate,
} from '../support/queries';

/*
 * Holiday plans (SPEC §2 both sides, §3 fields, §5/§9 21-day lead) against the mock backend: the
 * supplier enters a plan 20 days before a holiday (refused before any call) and 21 days before
 * (accepted), the retailer finds a plan; the retailer defines the holidays. The rules' boundaries
 * are in tests/mocks/holidayPlansContract.test.ts; here one case each shows the screen wires them.
 */

const LIST = '/basicinfo/vacationplan';
const MAINTAIN = '/basicinfo/vacationplan/maintain';
const RETAILER_LIST = '/s/basicinfo/vacationplan';
const HOLIDAYS = '/s/basicinfo/vacationplan/maintain';

const page = pageTest({
  routes: holidayPlansRoutes,
  account: null,
  calls: /\/vacationplan\/(\w+)$/,
  setUp: () => mergeServerTexts('en-US', glossary()),
  waitMs: 10000,
});

// A day far from the device's: the screens follow the server's today, not the device's clock.
beforeEach(() => setMockToday('2025-06-18'));
afterEach(() => setMockToday(null));

const keys = (o: object): string[] =>
  Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' ? keys(v).map((x) => `${k}.${x}`) : [k]));
const toolbarButton = (text: string) => button(text, document.querySelector<HTMLElement>('.vsm-query-toolbar')!);

/** A holiday of the demo supplier's BU (12) starting `ahead` days from today. */
function holidayIn(ahead: number, holidayName: string) {
  const startDate = addDays(mockToday(), ahead);
  insertRow('holidays', {
    holidayId: `HDT${ahead}`,
    year: Number(startDate.slice(0, 4)),
    holidayName,
    buId: '12',
    startDate,
    endDate: addDays(startDate, 2),
    remark: '',
    creator: 'test',
    updateDate: `${mockToday()} 09:00:00`,
  });
  return { startDate, endDate: addDays(startDate, 2) };
}

/** A valid plan around a holiday: receipts stop 3 days before it, deliveries 2, both resume after it. */
const planAround = (h: { startDate: string; endDate: string }) => ({
  receiptStop: addDays(h.startDate, -3),
  receiptResume: addDays(h.endDate, 1),
  deliveryStop: addDays(h.startDate, -2),
  deliveryResume: addDays(h.endDate, 2),
});

describe('holiday plan routes and texts', () => {
  it('declares the four screens of SPEC §2 and the same keys in both languages', () => {
    expect(holidayPlansRoutes.map((r) => [r.path, r.side])).toEqual([
      [LIST, 'supplier'],
      [MAINTAIN, 'supplier'],
      [RETAILER_LIST, 'retailer'],
      [HOLIDAYS, 'retailer'],
    ]);
    expect(keys(enUS).sort()).toEqual(keys(zhCN).sort());
  });

  it("the client's rule messages are the server's, in both languages (SPEC §5)", () => {
    const server = glossary();
    for (const key of ['lead', 'receiptOrder', 'deliveryOrder', 'holidayDates', 'holidayYear', 'inUse'] as const) {
      expect(server[zhCN.rule[key]], key).toBe(enUS.rule[key]);
    }
  });
});

describe('holiday plans (demo-supplier)', () => {
  beforeEach(() => page.signInAs('demo-supplier'));

  it('SPEC §5, §9: a plan 20 days before the holiday is refused before any call', async () => {
    holidayIn(20, 'Journey day 20');
    page.open(`${MAINTAIN}?holidayName=Journey&pageNo=1`);
    await waitForRows(1);
    // No row link, and the toolbar refuses with the server's message.
    const row20 = rowOf('Journey day 20');
    expect(queryButton('Enter plan', row20)).toBeNull();
    fireEvent.click(row20.querySelector('input[type="radio"]')!);
    fireEvent.click(toolbarButton('Enter plan'));
    await findToast('A holiday plan must be entered at least 21 days before the holiday');
    expect(dialog()).toBeNull();
    expect(page.callsOf('savePlan')).toHaveLength(0);
  });

  it('SPEC §5, §9: a plan 21 days before is entered; a resume date on its stop date is refused on the form first', async () => {
    const h21 = holidayIn(21, 'Journey day 21');
    page.open(`${MAINTAIN}?holidayName=Journey&pageNo=1`);
    await waitForRows(1);
    fireEvent.click(button('Enter plan', rowOf('Journey day 21')));
    await waitFor(() => expect(dialog()).toHaveTextContent('Holiday plan: Journey day 21'));
    expect(dialog()).toHaveTextContent(addDays(h21.startDate, -21));
    const dates = planAround(h21);
    await typeDate('Receipt stop date', dates.receiptStop);
    await typeDate('Receipt resume date', dates.receiptStop);
    await typeDate('Delivery stop date', dates.deliveryStop);
    await typeDate('Delivery resume date', dates.deliveryResume);
    fireEvent.click(button('OK', dialog()));
    await waitFor(() =>
      expect(
        within(dialog()).getByText('The receipt resume date must be after the receipt stop date'),
      ).toBeInTheDocument(),
    );
    expect(page.callsOf('savePlan')).toHaveLength(0);

    await typeDate('Receipt resume date', dates.receiptResume);
    fireEvent.click(button('OK', dialog()));
    await findToast('Holiday plan saved');
    expect(page.callsOf('savePlan')).toHaveLength(1);
    expect(table('holidayPlans').find((p) => p.holidayId === 'HDT21')).toMatchObject({
      venderId: '100101',
      bu: '12',
      ...dates,
    });
    await waitFor(() => expect(rowOf('Journey day 21')).toHaveTextContent('Entered'));
  });

  it('lists its own plans only, and opens the maintain screen', async () => {
    const mine = table('holidayPlans').filter((p) => p.venderId === '100101').length;
    page.open(`${LIST}?pageNo=1`);
    await waitFor(() => expect(screen.getByText(`${mine} in total`)).toBeInTheDocument());
    expect(page.callsOf('plans')[0].venderId).toBe('100101');
    fireEvent.click(toolbarButton('Maintain plans'));
    await waitFor(() => expect(currentUrl().pathname).toBe(MAINTAIN));
    await waitFor(() => expect(page.callsOf('supplierHolidays')).toHaveLength(1));
  });
});

describe('holiday plans (demo-retailer)', () => {
  it("finds a supplier's plan with its dates, and offers its export", async () => {
    const h21 = holidayIn(21, 'Journey day 21');
    const dates = planAround(h21);
    await page.signInAs('demo-supplier');
    await savePlan({ holidayId: 'HDT21', ...dates }); // the supplier's form is tested above

    await page.signInAs('demo-retailer');
    page.open(`${RETAILER_LIST}?holidayName=Journey&pageNo=1`);
    await waitForRows(1);
    const found = rowOf('Journey day 21');
    expect(found).toHaveTextContent('100101');
    expect(found).toHaveTextContent(dates.deliveryStop);
    expect(found).toHaveTextContent(dates.deliveryResume);
    expect(queryButton('Export')).not.toBeNull();
  });
});

describe('holidays (demo-retailer)', () => {
  beforeEach(() => page.signInAs('demo-retailer'));

  it("shows the server's holiday and BU names in English (the en-US server texts)", async () => {
    const year = Number(mockToday().slice(0, 4));
    page.open(`${HOLIDAYS}?year=${year}&buId=12&pageNo=1`);
    await waitForRows(7);
    expect(columnTexts('Holiday').sort()).toEqual([
      'Dragon Boat Festival',
      'Labour Day',
      'Mid-Autumn Festival',
      'National Day',
      "New Year's Day",
      'Qingming Festival',
      'Spring Festival',
    ]);
    expect(new Set(columnTexts('BU'))).toEqual(new Set(['CR Vanguard']));
  });

  it('adds a holiday (its last day not before its first, checked on the form)', async () => {
    page.open(`${HOLIDAYS}?pageNo=1`);
    await waitForRows();
    fireEvent.click(toolbarButton('Add holiday'));
    await waitFor(() => expect(dialog()).toHaveTextContent('Add a holiday'));
    const year = Number(mockToday().slice(0, 4)) + 1;
    fireEvent.change(field('Year', dialog()), { target: { value: String(year) } });
    fireEvent.change(field('Holiday', dialog()), { target: { value: 'Store anniversary' } });
    const bu = field('BU', dialog());
    fireEvent.mouseDown(bu);
    // The BU list's option (the grid's cells carry the same names as titles).
    const suguo = await waitFor(() => {
      const option = document.querySelector<HTMLElement>('.ant-select-item-option[title="Suguo Supermarket"]');
      expect(option).not.toBeNull();
      return option!;
    });
    fireEvent.click(suguo);
    await typeDate('First day', `${year}-08-08`);
    await typeDate('Last day', `${year}-08-07`);
    fireEvent.click(button('OK', dialog()));
    await waitFor(() =>
      expect(
        within(dialog()).getByText('The last day of the holiday must not be before its first day'),
      ).toBeInTheDocument(),
    );
    expect(page.callsOf('saveHoliday')).toHaveLength(0);

    await typeDate('Last day', `${year}-08-09`);
    fireEvent.click(button('OK', dialog()));
    await findToast('Holiday saved');
    expect(table('holidays').find((h) => h.holidayName === 'Store anniversary')).toMatchObject({
      year,
      buId: '13',
      startDate: `${year}-08-08`,
      endDate: `${year}-08-09`,
    });
  });

  it('SPEC §3 refuses to delete a holiday suppliers planned for (their plans refer to it)', async () => {
    const planned = table('holidays').find(
      (h) => h.buId === '12' && table('holidayPlans').some((p) => p.holidayId === h.holidayId),
    )!;
    page.open(
      `${HOLIDAYS}?year=${planned.year}&buId=12&holidayName=${encodeURIComponent(planned.holidayName)}&pageNo=1`,
    );
    await waitForRows(1);
    fireEvent.click(bodyRows()[0].querySelector<HTMLElement>('input[type="radio"]')!);
    fireEvent.click(toolbarButton('Delete'));
    await findToast('A holiday with supplier plans cannot be deleted');
    expect(table('holidays').some((h) => h.holidayId === planned.holidayId)).toBe(true);
  });
});
