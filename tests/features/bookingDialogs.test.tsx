import { fireEvent, within } from '@testing-library/react';
import { table } from '@mocks/db';
import { addDays, mockToday } from '@mocks/db/clock';
import { glossary } from '@mocks/glossary';
import { bookingRoutes } from '@/features/booking/routes';
import { mergeServerTexts } from '@/i18n';
import { textWidthBound } from '@/kit/grid/textWidth';
import { pageTest } from '../support/page';
import { button, dialog, eventually, rowOf, waitForRows } from '../support/queries';

/*
 * The booking dialogs fit and say what they are about (issue 34 items 10 and 11): a DC with no
 * bookable orders says why and offers no slots, the booking's buttons are the dialog's footer; the
 * parameters dialog names its DC; every booking dialog of the retailer lays its English labels out
 * without running over the next row.
 */

const page = pageTest({
  routes: bookingRoutes,
  calls: /\/booking\/(\w+)$/,
  setUp: () => mergeServerTexts('en-US', glossary()),
  waitMs: 8000,
});

async function chooseDc() {
  fireEvent.mouseDown(within(dialog()).getByRole('combobox', { name: 'DC' }));
  const option = await eventually(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find((o) =>
      /Shenzhen ambient|深圳常温/.test(o.textContent ?? ''),
    );
    expect(found).toBeDefined();
    return found!;
  });
  fireEvent.click(option);
}

/** Each label of a dialog's form is above its control, or beside it in a column wide enough for it. */
function labelsFit(root: HTMLElement) {
  const items = [...root.querySelectorAll<HTMLElement>('.ant-form-item')];
  expect(items.length).toBeGreaterThan(0);
  for (const item of items) {
    const label = item.querySelector<HTMLElement>('.ant-form-item-label');
    if (!label || item.classList.contains('ant-form-item-vertical')) continue;
    const column = parseFloat(label.style.flex.split(' ').pop() ?? '');
    expect(column, label.textContent ?? '').toBeGreaterThanOrEqual(textWidthBound(label.textContent ?? ''));
  }
}

describe('the booking dialog (demo-supplier)', () => {
  it('a DC whose orders are all unconfirmed says they must be confirmed first, and offers no slots', async () => {
    const mine = table('orderNotices').filter(
      (o) => o.venderId === '100101' && o.bu === '12' && o.logisticsMode !== '1' && o.transferDc === '12001',
    );
    for (const o of mine) Object.assign(o, { status: '0', deadline: addDays(mockToday(), 10) });
    const unconfirmed = mine.length;
    page.open('/online-booking/index');
    await waitForRows();
    fireEvent.click(button('New appointment'));
    await eventually(() => expect(dialog()).toHaveTextContent('Orders open for booking'));
    await chooseDc();
    await eventually(() =>
      expect(dialog()).toHaveTextContent(
        `${unconfirmed} order(s) at this DC are not confirmed yet: orders must be confirmed first`,
      ),
    );
    expect(within(dialog()).queryByRole('region', { name: 'Available time slots' })).toBeNull();
    expect(page.callsOf('slots')).toHaveLength(0);
    // The buttons are the dialog's footer, outside its scrolling body; nothing to book, Book is off.
    const book = button('Book', dialog());
    expect(dialog().querySelector('.ant-modal-footer')).toContainElement(book);
    expect(book).toBeDisabled();
  });
});

describe('the retailer booking dialogs in English', () => {
  beforeEach(async () => {
    await page.signInAs('demo-retailer');
  });

  it('the parameters dialog names the DC it edits; its long English labels sit above their controls', async () => {
    page.open('/s/online-booking/params-set');
    await waitForRows();
    fireEvent.click(button('Edit', rowOf('12001 ', undefined)));
    await eventually(() => expect(dialog()).toHaveTextContent('Edit appointment parameters: DC 12001'));
    const nValue = within(dialog()).getByText('N value (earliest days ahead)');
    expect(nValue.closest('.ant-form-item')).toHaveClass('ant-form-item-vertical');
    labelsFit(dialog());
  });

  it('the receipt dialog lays its labels out for English too', async () => {
    const a = table('appointments').find((x) => x.status === '0')!;
    page.open(`/s/online-booking/acceptance-maintenance?reservationNo=${a.reservationNo}`);
    await waitForRows(1);
    fireEvent.click(button('Record receipt', rowOf(a.reservationNo)));
    await eventually(() => expect(within(dialog()).getByLabelText('Actual cartons')).toBeInTheDocument());
    labelsFit(dialog());
  });
});
