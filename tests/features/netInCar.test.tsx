import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { table } from '@mocks/db';
import { glossary } from '@mocks/glossary';
import zhCN from '../../locales/zh-CN/netInCar.json';
import enUS from '../../locales/en-US/netInCar.json';
import { loadingRoutes } from '@/features/netInCar/routes';
import LoadingLists from '@/features/netInCar/pages/LoadingLists';
import { mergeServerTexts } from '@/i18n';
import { showServerText } from '@/i18n/serverText';
import { pageTest } from '../support/page';
import { button, cell, enter, field, findToast, pasteRows as paste } from '../support/queries';
import { loadPage } from '../support/routes';

/*
 * Loading-list entry (SPEC §2 /order/netincar, §3 appointment, §5 batch entry, §8 messages) against
 * the mock backend: the page's refusals and what the server remembered.
 */

// Page tests drive a drawer with two editable grids; the shared machine can be slow.
const { notify, open } = pageTest({
  routes: loadingRoutes,
  // The app merges the server's i18n download (the mock glossary) at start-up.
  setUp: () => mergeServerTexts('en-US', glossary()),
  waitMs: 8000,
});
const renderPage = () => open('/order/netincar');

/** The demo supplier's booked reservations without a loading list. */
const openReservations = () =>
  table('reservations').filter(
    (r) =>
      r.venderId === '100101' &&
      r.status === '0' &&
      !table('loadingLists').some((l) => l.reservationNo === r.reservationNo),
  );
/** The editor (inside its drawer), a field of it, and the detail drawer of the query. */
const drawer = () => document.querySelector<HTMLElement>('.vsm-loading-editor')!;
const input = (label: string) => field(label, drawer());
const detail = () =>
  [...document.querySelectorAll<HTMLElement>('.ant-drawer-section')].find((d) =>
    d.textContent?.includes('Loading list details'),
  )!;
const batchGrid = () => screen.getByRole('group', { name: 'Batches' });
const issues = () =>
  [...(screen.queryByLabelText('Please correct the following')?.querySelectorAll('li') ?? [])].map(
    (li) => li.textContent,
  );

/** Looks up a reservation serial number in the editor (typed, then the field's search button). */
function lookUp(reservationNo: string) {
  const control = input('Reservation serial no.');
  enter(control, reservationNo);
  fireEvent.click(control.closest('.ant-input-search')!.querySelector<HTMLElement>('.ant-input-search-btn')!);
}

const keys = (o: object): string[] =>
  Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' ? keys(v).map((x) => `${k}.${x}`) : [k]));

async function openNew() {
  renderPage();
  fireEvent.click(await screen.findByText('New loading list', { selector: 'button span' }));
  await waitFor(() => expect(input('Reservation serial no.')).toBeInTheDocument());
}

/** The first reserved line's key as the batch grid stores it. */
const keyOf = (it: { orderSheetId: string; goodsId: string }) => `${it.orderSheetId}|${it.goodsId}`;

function fillVehicle(plate = '粤B12345') {
  enter(input('Vehicle plate'), plate);
  enter(input('Driver'), 'Zhang San');
  enter(input("Driver's mobile"), '13800138000');
}

describe('loading list routes and texts', () => {
  it('declares the supplier screen with one lazy page and the same keys in both languages', async () => {
    expect(loadingRoutes.map((r) => [r.path, r.side])).toEqual([['/order/netincar', 'supplier']]);
    expect(await loadPage(loadingRoutes[0])).toBe(LoadingLists);
    expect(keys(enUS).sort()).toEqual(keys(zhCN).sort());
  });
});

describe('loading list entry (demo-supplier)', () => {
  it("lists only the supplier's loading lists and opens one with its batches", async () => {
    renderPage();
    const mine = table('loadingLists').filter((l) => l.venderId === '100101');
    await waitFor(() => {
      for (const l of mine) expect(screen.getByText(l.sheetId)).toBeInTheDocument();
    });
    const foreign = table('loadingLists').find((l) => l.venderId !== '100101')!;
    expect(screen.queryByText(foreign.sheetId)).toBeNull();

    const submitted = mine.find((l) => l.status === '1')!;
    fireEvent.click(screen.getByText(submitted.sheetId));
    await waitFor(() => expect(detail()).toBeTruthy());
    const batch = submitted.lines[0].batches[0];
    await waitFor(() => expect(within(detail()).getByText(batch.batchNo)).toBeInTheDocument());
    // A submitted list is read-only: no edit or submit in its detail; printing is offered.
    expect(within(detail()).queryByText('Edit')).toBeNull();
    expect(within(detail()).getByText('Print')).toBeInTheDocument();
  });

  it('refuses an unknown or cancelled reservation serial number and keeps what was typed (SPEC §8)', async () => {
    await openNew();
    const cancelled = table('reservations').find((r) => r.venderId === '100101' && r.status === '9')!;
    enter(input('Vehicle plate'), '粤B12345');
    lookUp(cancelled.reservationNo);
    const message = 'The reservation serial number has been cancelled or does not exist. Please enter it again.';
    await waitFor(() => expect(notify).toHaveBeenCalledWith('error', message));
    expect(within(drawer()).getByText(message)).toBeInTheDocument();
    expect(input('Vehicle plate')).toHaveValue('粤B12345');
    expect(input('Reservation serial no.')).toHaveValue(cancelled.reservationNo);

    const r = openReservations()[0];
    lookUp(r.reservationNo);
    await waitFor(() => expect(within(drawer()).getByText(r.items[0].goodsName)).toBeInTheDocument());
    expect(within(drawer()).getByText(showServerText(r.dcName), { exact: false })).toBeInTheDocument();
    expect(within(drawer()).queryByText(message)).toBeNull();
  });

  it('checks the vehicle plate and driver mobile with the kit validators (SPEC §5)', async () => {
    await openNew();
    lookUp(openReservations()[0].reservationNo);
    fillVehicle('AB12345');
    enter(input("Driver's mobile"), '12800138000');
    fireEvent.click(button('Save', drawer()));
    await waitFor(() => expect(within(drawer()).getAllByText('Please enter the correct format')).toHaveLength(2));
    await findToast('Please correct the fields marked in red first.');
  });

  /** A new list for the first open reservation, its vehicle filled; the reservation. */
  async function newListForReservation() {
    await openNew();
    const r = openReservations()[0];
    lookUp(r.reservationNo);
    await waitFor(() => expect(cell('Loaded qty', r.items.length)).toBeInTheDocument());
    fillVehicle();
    return r;
  }

  it('SPEC §5 takes at most three batches per order line: a fourth is refused, nothing is saved', async () => {
    const r = await newListForReservation();
    const [first, ...rest] = r.items;
    const before = table('loadingLists').length;
    // Four batches of the first line pasted from Excel (production dates as yyyy/m/d), one for each other line.
    paste(batchGrid(), [
      [keyOf(first), 'B1', '2025/1/5', 10],
      [keyOf(first), 'B2', '2025-01-06', 10],
      [keyOf(first), 'B3', '2025-01-07', 10],
      [keyOf(first), 'B4', '2025-01-08', 10],
      ...rest.map((it) => [keyOf(it), 'C1', '2025-01-05', it.reservedQty]),
    ]);
    await waitFor(() =>
      expect(issues()).toEqual([expect.stringMatching(/^Batch row 4: at most 3 batches per order line \(/)]),
    );
    expect(cell('Production date', 1)).toHaveValue('2025-01-05');
    fireEvent.click(button('Submit', drawer()));
    await findToast('Batch row 4: at most 3 batches per order line');
    expect(table('loadingLists').length).toBe(before);
  });

  it('refuses batches that do not add up to the loaded quantity, and submits once they do', async () => {
    const r = await newListForReservation();
    const [first, ...rest] = r.items;
    const before = table('loadingLists').length;
    paste(batchGrid(), [
      [keyOf(first), 'B1', '2025-01-05', 10],
      [keyOf(first), 'B2', '2025-01-06', 10],
      [keyOf(first), 'B3', '2025-01-07', 10],
      ...rest.map((it) => [keyOf(it), 'C1', '2025-01-05', it.reservedQty]),
    ]);
    // The batches (30) do not add up to the loaded quantity: goods quantity mismatch.
    fireEvent.click(button('Submit', drawer()));
    await findToast('The goods quantities do not match.');
    const mismatch = `Line 1 (${first.goodsId}): goods quantity mismatch, loaded ${first.reservedQty}, batches 30`;
    expect(issues()).toEqual([mismatch]);
    expect(table('loadingLists').length).toBe(before);
    expect(input('Vehicle plate')).toHaveValue('粤B12345');

    // Loading 30 makes it add up (the list of problems follows as it is fixed); saved and submitted, then read-only.
    enter(cell('Loaded qty', 1), '30');
    await waitFor(() => expect(issues()).toEqual([]));
    fireEvent.click(button('Submit', drawer()));
    await waitFor(() => expect(table('loadingLists').length).toBe(before + 1));
    const saved = table('loadingLists').at(-1)!;
    expect(saved).toMatchObject({
      status: '1',
      reservationNo: r.reservationNo,
      plateNo: '粤B12345',
      driverPhone: '13800138000',
    });
    expect(saved.lines[0]).toMatchObject({ goodsId: first.goodsId, loadedQty: 30 });
    expect(saved.lines[0].batches).toEqual([
      { batchNo: 'B1', productionDate: '2025-01-05', qty: 10 },
      { batchNo: 'B2', productionDate: '2025-01-06', qty: 10 },
      { batchNo: 'B3', productionDate: '2025-01-07', qty: 10 },
    ]);
    await waitFor(() => expect(screen.getByText(saved.sheetId)).toBeInTheDocument());
  });

  it('blocks submitting goods that are not in the reservation (SPEC §5), but saves them while editable', async () => {
    await openNew();
    const r = openReservations()[0];
    lookUp(r.reservationNo);
    await waitFor(() => expect(cell('Loaded qty', r.items.length)).toBeInTheDocument());
    fillVehicle();
    const lines = screen.getByRole('group', { name: 'Ordered goods' });
    const extra = table('goods').find(
      (g) => g.venderId === '100101' && !r.items.some((it) => it.goodsId === g.goodsId),
    )!;
    paste(lines, [[r.orderSheetIds[0], extra.goodsId, 0]]);
    paste(
      batchGrid(),
      r.items.map((it) => [keyOf(it), 'C1', '2025-01-05', it.reservedQty]),
    );
    const row = r.items.length + 1;
    await waitFor(() => expect(cell('Goods code', row)).toHaveValue(extra.goodsId));
    fireEvent.click(button('Submit', drawer()));
    const refusal = `Line ${row}: goods ${extra.goodsId} of order ${r.orderSheetIds[0]} are not in the reservation; the loading list cannot be submitted`;
    await findToast(refusal);
    expect(issues()).toEqual([refusal]);
    expect(table('loadingLists').some((l) => l.reservationNo === r.reservationNo)).toBe(false);

    fireEvent.click(button('Save', drawer()));
    await waitFor(() =>
      expect(table('loadingLists').some((l) => l.reservationNo === r.reservationNo && l.status === '0')).toBe(true),
    );
    const saved = table('loadingLists').find((l) => l.reservationNo === r.reservationNo)!;
    expect(saved.lines.map((l) => l.goodsId)).toContain(extra.goodsId);
  });

  it('edits a saved list with its values', async () => {
    renderPage();
    const saved = table('loadingLists').find((l) => l.venderId === '100101' && l.status === '0')!;
    await waitFor(() => expect(screen.getByText(saved.sheetId)).toBeInTheDocument());
    const row = screen.getByText(saved.sheetId).closest<HTMLElement>('[role="row"]')!;
    fireEvent.click(within(row).getByText('Edit'));
    await waitFor(() => expect(input('Vehicle plate')).toHaveValue(saved.plateNo));
    expect(input('Reservation serial no.')).toBeDisabled();
    expect(cell('Batch no.', 1)).toHaveValue(saved.lines[0].batches[0].batchNo);
    enter(input('Driver'), 'Li Si');
    fireEvent.click(button('Save', drawer()));
    await waitFor(() => expect(table('loadingLists').find((l) => l.sheetId === saved.sheetId)!.driver).toBe('Li Si'));
  });

  it('submits a saved list from the list, which then offers no edit', async () => {
    renderPage();
    const saved = table('loadingLists').find((l) => l.venderId === '100101' && l.status === '0')!;
    await waitFor(() => expect(screen.getByText(saved.sheetId)).toBeInTheDocument());
    fireEvent.click(within(screen.getByText(saved.sheetId).closest<HTMLElement>('[role="row"]')!).getByText('Submit'));
    fireEvent.click(await screen.findByText('OK'));
    await waitFor(() => expect(table('loadingLists').find((l) => l.sheetId === saved.sheetId)!.status).toBe('1'));
    await waitFor(() =>
      expect(
        within(screen.getByText(saved.sheetId).closest<HTMLElement>('[role="row"]')!).queryByText('Edit'),
      ).toBeNull(),
    );
  });
});
