import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { getApptokenInfo } from '@/api/auth';
import type { Page, PageQuery } from '@/api/types';
import {
  detailFieldsOf,
  gridColumnsOf,
  QueryPage,
  searchFieldsOf,
  type DocumentAction,
  type QueryPageConfig,
} from '@/kit/query';
import type { ColumnSchema } from '@/kit/schema';
import { useSession } from '@/stores/session';
import { FastProviders, setUpTexts, signIn } from '../support/page';
import { ROW } from '../support/queries';

/*
 * Issue 18: fields declared once (a column carries its search field; the detail shows the columns)
 * and document actions declared in the config: the SPEC §8 refusals, confirm, reason, call, toast
 * and reload are the kit's, not each screen's.
 */

type Doc = { sheetId: string; status: string; day: string };
const docs: Doc[] = [
  { sheetId: 'S1', status: '0', day: '2025-06-01' },
  { sheetId: 'S2', status: '1', day: '2025-06-02' },
];
const STATUS = ['0', '1'].map((value) => ({ value, labelKey: `State ${value}` }));

describe('fields declared once', () => {
  const columns: ColumnSchema<Doc>[] = [
    { key: 'sheetId', titleKey: 'Sheet', search: true },
    { key: 'status', titleKey: 'Status', options: STATUS, search: { order: -1 } },
    { key: 'day', titleKey: 'Day', format: 'date', search: { rangeNames: ['from', 'to'] } },
    { key: 'who', titleKey: 'Who', only: 'retailer', grid: false, detail: 'bothSides', search: true },
    { key: 'memo', titleKey: 'Memo', detail: false },
  ];

  it('derives each search field from its column: select for coded values, a range for dates, an input otherwise; ordered', () => {
    expect(searchFieldsOf(columns)).toEqual([
      { name: 'status', labelKey: 'Status', kind: 'select', options: STATUS },
      { name: 'sheetId', labelKey: 'Sheet', kind: 'input' },
      { name: 'day', labelKey: 'Day', kind: 'range-picker', rangeNames: ['from', 'to'] },
      { name: 'who', labelKey: 'Who', kind: 'input', only: 'retailer' },
    ]);
  });

  it('keeps search-only fields out of the grid, and shows every column but detail:false in the detail', () => {
    expect(gridColumnsOf(columns).map((c) => c.key)).toEqual(['sheetId', 'status', 'day', 'memo']);
    const detail = detailFieldsOf(columns);
    expect(detail.map((c) => c.key)).toEqual(['sheetId', 'status', 'day', 'who']);
    expect(detail.find((c) => c.key === 'who')!.only).toBeUndefined();
  });
});

describe('document actions', () => {
  let reloads = 0;
  const config = (actions: DocumentAction<Doc>[]): QueryPageConfig<Doc> => ({
    id: 'test.actions',
    query: async (q: PageQuery): Promise<Page<Doc>> => (
      (reloads += 1),
      { pageNo: 1, pageSize: q.pageSize, total: docs.length, pageData: docs }
    ),
    rowKey: 'sheetId',
    columns: [
      { key: 'sheetId', titleKey: 'Sheet' },
      { key: 'status', titleKey: 'Status' },
    ],
    selection: 'checkbox',
    actions,
  });
  const renderPage = (actions: DocumentAction<Doc>[]) =>
    render(
      <FastProviders>
        <MemoryRouter initialEntries={['/docs']}>
          <QueryPage config={config(actions)} />
        </MemoryRouter>
      </FastProviders>,
    );
  const rows = () => [...document.querySelectorAll<HTMLElement>(`.vsm-data-grid ${ROW}`)];
  const tick = (i: number) => fireEvent.click(within(rows()[i]).getByRole('checkbox'));
  const toolbarButton = (name: string) =>
    within(document.querySelector<HTMLElement>('.vsm-query-toolbar')!).getByRole('button', { name });
  const dialog = () => document.querySelector<HTMLElement>('.ant-modal-wrap:not([style*="display: none"]) .ant-modal')!;

  beforeAll(() => setUpTexts('en-US'));
  beforeEach(async () => {
    signIn();
    useSession.getState().setUser(await getApptokenInfo({ apptoken: 'demo-supplier' }));
    reloads = 0;
  });

  it('SPEC §8: refuses with nothing ticked and with a ticked document the action does not allow; no call', async () => {
    const call = vi.fn(async () => undefined);
    renderPage([
      { key: 'ok', labelKey: 'Approve', allowed: (d) => d.status === '0', call, successKey: 'Approved {{count}}' },
    ]);
    await waitFor(() => expect(rows()).toHaveLength(2));
    fireEvent.click(toolbarButton('Approve'));
    expect(await screen.findByText('Please select the documents to confirm or print first.')).toBeInTheDocument();
    tick(1);
    fireEvent.click(toolbarButton('Approve'));
    expect(await screen.findByText('The current document does not allow this operation.')).toBeInTheDocument();
    expect(call).not.toHaveBeenCalled();
  });

  it("refuses by the action's own `refuse` (a rule across the documents or the screen's state) after `allowed`; no call", async () => {
    const call = vi.fn(async () => undefined);
    let contract = false;
    renderPage([
      {
        key: 'sign',
        labelKey: 'Sign',
        allowed: (d) => d.status === '0',
        refuse: () => (contract ? null : 'errors:activateESignFirst'),
        call,
      },
    ]);
    await waitFor(() => expect(rows()).toHaveLength(2));
    tick(1);
    fireEvent.click(toolbarButton('Sign'));
    expect(await screen.findByText('The current document does not allow this operation.')).toBeInTheDocument();
    tick(1);
    tick(0);
    fireEvent.click(toolbarButton('Sign'));
    expect(await screen.findByText('Please activate or renew the e-signature contract first.')).toBeInTheDocument();
    expect(call).not.toHaveBeenCalled();
    contract = true;
    fireEvent.click(toolbarButton('Sign'));
    await waitFor(() => expect(call).toHaveBeenCalledTimes(1));
  });

  it('refuses an action on no document by its `refuse`, given the documents on screen, before its form opens; no call', async () => {
    const call = vi.fn(async () => undefined);
    const refuse = vi.fn((_rows: readonly Doc[], shown: readonly Doc[]) =>
      shown.some((d) => d.status === '1') ? 'errors:operationNotAllowed' : null,
    );
    renderPage([
      {
        key: 'apply',
        labelKey: 'Apply',
        rows: false,
        refuse,
        form: { titleKey: 'Application', fields: [{ name: 'who', labelKey: 'Who', kind: 'input' }] },
        call,
      },
    ]);
    await waitFor(() => expect(rows()).toHaveLength(2));
    fireEvent.click(toolbarButton('Apply'));
    expect(await screen.findByText('The current document does not allow this operation.')).toBeInTheDocument();
    expect(refuse).toHaveBeenCalledWith([], docs);
    expect(screen.queryByText('Application')).toBeNull();
    expect(call).not.toHaveBeenCalled();
  });

  it('asks the confirm, calls with the ticked documents, toasts with the count and reloads', async () => {
    const call = vi.fn(async () => undefined);
    renderPage([
      { key: 'ok', labelKey: 'Approve', confirmKey: 'Approve {{count}}?', call, successKey: 'Approved {{count}}' },
    ]);
    await waitFor(() => expect(rows()).toHaveLength(2));
    tick(0);
    tick(1);
    fireEvent.click(toolbarButton('Approve'));
    expect((await screen.findAllByText('Approve 2?')).length).toBeGreaterThan(0);
    expect(call).not.toHaveBeenCalled();
    fireEvent.click(screen.getAllByRole('button', { name: 'OK' }).at(-1)!);
    await waitFor(() => expect(call).toHaveBeenCalledWith(docs, {}));
    expect(await screen.findByText('Approved 2')).toBeInTheDocument();
    await waitFor(() => expect(reloads).toBe(2));
  });

  it('offers tick boxes only when the user has a toolbar action on ticked rows', async () => {
    renderPage([
      { key: 'exec', labelKey: 'Execute', only: 'retailer', call: vi.fn() },
      { key: 'new', labelKey: 'New', rows: false, open: vi.fn() },
    ]);
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(document.querySelectorAll('.vsm-data-grid input[type="checkbox"]')).toHaveLength(0);
  });

  it('asks once and calls once on a double click (a second click keeps the first question)', async () => {
    const call = vi.fn(async () => undefined);
    renderPage([
      { key: 'send', labelKey: 'Send', places: ['row'], confirmKey: 'Send {{count}}?', confirmOkKey: 'Send', call },
    ]);
    await waitFor(() => expect(rows()).toHaveLength(2));
    const link = within(rows()[0]).getByText('Send');
    fireEvent.click(link);
    fireEvent.click(link);
    await waitFor(() => expect(document.querySelectorAll('.ant-modal-confirm')).toHaveLength(1));
    const ok = within(document.querySelector<HTMLElement>('.ant-modal-confirm')!).getByRole('button', { name: 'Send' });
    fireEvent.click(ok);
    fireEvent.click(ok);
    await waitFor(() => expect(call).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('SPEC §5: a required reason is asked before the call, sent trimmed; a failed call keeps the dialog and the text', async () => {
    const call = vi.fn().mockRejectedValueOnce(new Error('refused')).mockResolvedValue(undefined);
    renderPage([
      {
        key: 'no',
        labelKey: 'Reject',
        reason: { titleKey: 'Reject {{count}}', labelKey: 'Reason' },
        call,
        successKey: 'Rejected',
      },
    ]);
    await waitFor(() => expect(rows()).toHaveLength(2));
    tick(0);
    fireEvent.click(toolbarButton('Reject'));
    await waitFor(() => expect(dialog()).toHaveTextContent('Reject 1'));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'OK' }));
    expect(await within(dialog()).findByText('Please enter Reason')).toBeInTheDocument();
    expect(call).not.toHaveBeenCalled();

    fireEvent.change(within(dialog()).getByLabelText('Reason'), { target: { value: '  late  ' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(call).toHaveBeenCalledWith([docs[0]], { reason: 'late' }));
    expect(within(dialog()).getByLabelText('Reason')).toHaveValue('  late  ');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Rejected')).toBeInTheDocument();
    await waitFor(() =>
      expect(document.querySelector('.ant-modal-wrap:not([style*="display: none"]) .ant-modal')).toBeNull(),
    );
    expect(reloads).toBe(2);
  });

  it('opens the screen’s own dialog for an action on no document, with close and reload', async () => {
    renderPage([
      {
        key: 'import',
        labelKey: 'Import',
        rows: false,
        dialog: ({ close, reload }) => (
          <div role="dialog" aria-label="Own">
            <button onClick={() => (reload(), close())}>Done</button>
          </div>
        ),
      },
    ]);
    await waitFor(() => expect(rows()).toHaveLength(2));
    fireEvent.click(toolbarButton('Import'));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Own' })).getByText('Done'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Own' })).toBeNull());
    await waitFor(() => expect(reloads).toBe(2));
  });
});
