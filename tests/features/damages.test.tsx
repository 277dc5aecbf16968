import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { table } from '@mocks/db';
import { glossary } from '@mocks/glossary';
import zhCN from '../../locales/zh-CN/damages.json';
import enUS from '../../locales/en-US/damages.json';
import { damagesRoutes } from '@/features/damages/routes';
import Damages from '@/features/damages/pages/Damages';
import { breachImportConfig } from '@/features/damages/schemas/breachImport';
import { validateSheet } from '@/kit/import';
import { i18n, mergeServerTexts } from '@/i18n';
import { useRightsStore } from '@/stores/rights';
import { pageTest } from '../support/page';
import { button, dialog, rowOf, tick as tickRow } from '../support/queries';
import { loadPage } from '../support/routes';
import { formatNumber } from '@/lib/formats';

/*
 * Order liquidated damages (SPEC §2 both sides, §5 dispute reason, §6 breach import, §8) against
 * the mock backend: what each side sees, the refusals, and what the server remembered.
 */

const SUPPLIER = '/order/order_liquidateddamages';
const RETAILER = '/s/order-management/order_liquidateddamages';
// Each describe signs in its side; the mock's texts as the app merges them at start-up.
const {
  notify,
  signInAs,
  open: renderAt,
} = pageTest({
  routes: damagesRoutes,
  account: null,
  setUp: () => mergeServerTexts('en-US', glossary()),
  waitMs: 8000,
});

const tick = (sheetId: string) => tickRow(rowOf(sheetId));
const toolbarButton = (text: string) => button(text, document.querySelector<HTMLElement>('.vsm-query-toolbar')!);
const statusOf = (sheetId: string) => table('damages').find((d) => d.sheetId === sheetId)!.status;
const keys = (o: object): string[] =>
  Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' ? keys(v).map((x) => `${k}.${x}`) : [k]));

describe('liquidated damages routes and texts', () => {
  it('declares both screens with one lazy page and the same keys in both languages', async () => {
    expect(damagesRoutes.map((r) => [r.path, r.side])).toEqual([
      [SUPPLIER, 'supplier'],
      [RETAILER, 'retailer'],
    ]);
    for (const r of damagesRoutes) expect(await loadPage(r)).toBe(Damages);
    expect(keys(enUS).sort()).toEqual(keys(zhCN).sort());
  });
});

describe('liquidated damages (demo-supplier)', () => {
  beforeEach(() => signInAs('demo-supplier'));

  it('shows its pending breaches; a dispute needs ticked breaches and a reason (SPEC §5), then the server has it', async () => {
    renderAt(`${SUPPLIER}?status=pending&pageNo=1&pageSize=100`);
    const pending = table('damages').filter((d) => d.venderId === '100101' && (d.status === '0' || d.status === '4'));
    await waitFor(() => expect(screen.getByText(`${pending.length} in total`)).toBeInTheDocument());
    const target = pending.find((d) => d.status === '0')!;
    const foreign = table('damages').find((d) => d.venderId !== '100101')!;
    expect(screen.queryByText(foreign.sheetId)).toBeNull();
    // SPEC §9: amounts with 2 decimals.
    expect(rowOf(target.sheetId)).toHaveTextContent(formatNumber(target.amount, 2));

    fireEvent.click(toolbarButton('Dispute'));
    await waitFor(() => expect(document.body).toHaveTextContent('Tick the breaches first'));

    tick(target.sheetId);
    fireEvent.click(toolbarButton('Dispute'));
    await waitFor(() => expect(dialog()).toHaveTextContent('Dispute (1 breaches)'));
    fireEvent.click(within(dialog()).getByText('Submit').closest('button')!);
    await waitFor(() => expect(within(dialog()).getByText('Please enter Dispute reason')).toBeInTheDocument());
    expect(statusOf(target.sheetId)).toBe('0');

    fireEvent.change(within(dialog()).getByLabelText('Dispute reason'), {
      target: { value: 'Delivered in full, see receipt' },
    });
    fireEvent.click(within(dialog()).getByText('Submit').closest('button')!);
    await waitFor(() => expect(statusOf(target.sheetId)).toBe('2'));
    expect(table('damages').find((d) => d.sheetId === target.sheetId)!.disputeReason).toBe(
      'Delivered in full, see receipt',
    );
    await waitFor(() => expect(document.body).toHaveTextContent('1 breaches disputed'));
    // The pending result no longer holds it.
    await waitFor(() => expect(screen.queryByText(target.sheetId)).toBeNull());
  });

  it('confirms from the detail (with its lines), and refuses ticked breaches a move does not apply to', async () => {
    const pending = table('damages').find((d) => d.venderId === '100101' && d.status === '0')!;
    const confirmed = table('damages').find((d) => d.venderId === '100101' && d.status === '1')!;
    renderAt(`${SUPPLIER}?pageNo=1&pageSize=100&orderBy=sheetId+asc`);
    await waitFor(() => expect(screen.getByText(confirmed.sheetId)).toBeInTheDocument());
    tick(confirmed.sheetId);
    fireEvent.click(toolbarButton('Confirm'));
    await waitFor(() => expect(document.body).toHaveTextContent('The selected data does not meet the requirements.'));

    fireEvent.click(screen.getByText(pending.sheetId));
    const drawer = await waitFor(() =>
      [...document.querySelectorAll<HTMLElement>('.ant-drawer-section')].find((d) =>
        d.textContent?.includes('Liquidated damages details'),
      )!,
    );
    await waitFor(() => expect(within(drawer).getByText(pending.lines[0].goodsName)).toBeInTheDocument());
    fireEvent.click(within(drawer).getByText('Confirm').closest('button')!);
    fireEvent.click(await screen.findByText('OK'));
    await waitFor(() => expect(statusOf(pending.sheetId)).toBe('1'));
  });
});

describe('liquidated damages (demo-retailer)', () => {
  beforeEach(() => signInAs('demo-retailer'));

  it('sees a supplier dispute and rejects it only with a reason; offers the import with damages:import', async () => {
    const disputed = table('damages').find((d) => d.status === '2')!;
    renderAt(`${RETAILER}?sheetId=${disputed.sheetId}&pageNo=1`);
    await waitFor(() => expect(screen.getByText(disputed.sheetId)).toBeInTheDocument());
    expect(rowOf(disputed.sheetId)).toHaveTextContent(disputed.disputeReason!);
    expect(rowOf(disputed.sheetId)).toHaveTextContent(disputed.venderId);
    await waitFor(() => expect(toolbarButton('Import breaches')).toBeInTheDocument());

    tick(disputed.sheetId);
    fireEvent.click(toolbarButton('Reject dispute'));
    await waitFor(() => expect(dialog()).toHaveTextContent('Reject the dispute (1 breaches)'));
    fireEvent.click(within(dialog()).getByText('Submit').closest('button')!);
    await waitFor(() => expect(within(dialog()).getByText('Please enter Rejection reason')).toBeInTheDocument());
    fireEvent.change(within(dialog()).getByLabelText('Rejection reason'), { target: { value: 'No proof' } });
    fireEvent.click(within(dialog()).getByText('Submit').closest('button')!);
    await waitFor(() => expect(statusOf(disputed.sheetId)).toBe('4'));
    await waitFor(() => expect(rowOf(disputed.sheetId)).toHaveTextContent('Dispute rejected'));
    expect(notify).not.toHaveBeenCalled();
  });

  it('hides the breach import without the damages:import permission (SPEC §6)', async () => {
    const retailer = table('users').find((u) => u.userId === '90001')!;
    retailer.rights = retailer.rights.filter((r) => r !== 'damages:import');
    renderAt(`${RETAILER}?pageNo=1`);
    await waitFor(() => expect(toolbarButton('Accept dispute')).toBeInTheDocument());
    await waitFor(() => expect(useRightsStore.getState().token).toBe('demo-retailer'));
    expect(screen.queryByText('Import breaches')).toBeNull();
  });
});

describe('breach import rows (SPEC §6, kit Excel import)', () => {
  it('lists every row error and keeps nothing until the sheet is clean', () => {
    const t = (key: string, params?: Record<string, unknown>) => i18n.t(key, params);
    const config = breachImportConfig(t);
    const header = ['Supplier code', 'Order no.', 'Shop/DC code', 'Breach type', 'Amount', 'Breach date'];
    const bad = validateSheet(
      [header, ['100101', 'DH1', '1201', '5', '1.234', '2025/2/30'], ['', 'DH2', '1201', '1', '10', '2025/6/1']],
      config,
      t,
    );
    expect(bad.rowErrors.map((e) => e.message)).toEqual([
      'Row 2: Breach type must be 1, 2, 3 or 4',
      'Row 2: the amount must be a number above 0 with at most 2 decimals',
      'Row 2: the breach date must be yyyy-MM-dd or yyyy/m/d',
      'Row 3: Supplier code must not be empty.',
    ]);
    const good = validateSheet([header, ['100101', 'DH1', '1201', '2', '88.5', '2025/6/1']], config, t);
    expect(good.rowErrors).toEqual([]);
    expect(good.records).toEqual([
      {
        venderId: '100101',
        orderSheetId: 'DH1',
        shopId: '1201',
        breachType: '2',
        amount: '88.5',
        breachDate: '2025/6/1',
        remark: '',
      },
    ]);
  });
});
