import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { loadPage } from '../support/routes';
import { table } from '@mocks/db';
import zhCN from '../../locales/zh-CN/orders.json';
import enUS from '../../locales/en-US/orders.json';
import { todoCounts } from '@/features/workbench/api';
import { ordersRoutes } from '@/features/orders/routes';
import { noticeLines, queryNotices } from '@/features/orders/api';
import { refusalOf } from '@/kit/query';
import { formatAmount, formatCost, formatPrice, formatQuantity } from '@/lib/formats';
import OrderApproval from '@/features/orders/pages/OrderApproval';
import OrderNotice from '@/features/orders/pages/OrderNotice';
import OrderReceipt from '@/features/orders/pages/OrderReceipt';
import UndeliveredReason from '@/features/orders/pages/UndeliveredReason';
import { orderNoticeQuery } from '@/features/orders/schemas/orderNotice';
import { undeliveredQuery } from '@/features/orders/schemas/undelivered';
import type { OrderNotice as Notice } from '@/features/orders/types';
import { MULTI_A, MULTI_B, pageTest } from '../support/page';
import {
  bodyRows,
  button,
  columnTexts,
  detailValue,
  drawer,
  field,
  grid,
  headers,
  queryButton,
  tick,
} from '../support/queries';

/*
 * Order notices (SPEC §2 /order/order_notice, /s/order-management/ordernotice_query) and order
 * receipts (/s/order-management/order_receipt), built from the kit's QueryPage as configuration,
 * against the real mock backend (tests/setup.ts resets it after each test).
 */

// Grids with many columns render slowly in jsdom on a busy machine: patient waits, no flaky failures.
const {
  callsOf: callsTo,
  signInAs,
  open: renderAt,
} = pageTest({ routes: ordersRoutes, calls: /\/api\/fea-vsm\/order\/(.*)$/, waitMs: 8000 });
const lastBody = (path: string) => callsTo(path).at(-1)!.body;

const SUPPLIER = '/order/order_notice';
const RETAILER = '/s/order-management/ordernotice_query';
const RECEIPTS = '/s/order-management/order_receipt';

describe('orders routes and texts', () => {
  it('declares the seven screens of SPEC §2 with lazy pages', async () => {
    expect(ordersRoutes.map((r) => [r.path, r.side])).toEqual([
      ['/order/order_notice', 'supplier'],
      ['/order/order_approval', 'supplier'],
      ['/order/undelivered_reason', 'supplier'],
      ['/s/order-management/ordernotice_query', 'retailer'],
      ['/s/order-management/order_receipt', 'retailer'],
      ['/s/order-management/order_approval', 'retailer'],
      ['/s/order-management/undelivered_reason', 'retailer'],
    ]);
    const pages = [
      OrderNotice,
      OrderApproval,
      UndeliveredReason,
      OrderNotice,
      OrderReceipt,
      OrderApproval,
      UndeliveredReason,
    ];
    for (const [i, r] of ordersRoutes.entries()) expect(await loadPage(r)).toBe(pages[i]);
  });

  it('has the same keys in zh-CN and en-US', () => {
    const keys = (o: object): string[] =>
      Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' ? keys(v).map((x) => `${k}.${x}`) : [k]));
    expect(keys(enUS).sort()).toEqual(keys(zhCN).sort());
  });
});

describe('the client refusals of a document action (SPEC §8)', () => {
  it('asks for a selection first, then refuses a document in a status the action does not allow', () => {
    const [confirm] = orderNoticeQuery.supplier.actions!;
    const [giveReason] = undeliveredQuery.supplier.actions!;
    const notice = (status: string) => ({ status }) as Notice;
    expect(refusalOf(confirm, [])).toBe('errors:selectDocumentsFirst');
    expect(refusalOf(giveReason, [])).toBe('orders:message.tickDocument');
    expect(refusalOf(confirm, [notice('0'), notice('2')])).toBe('errors:operationNotAllowed');
    expect(refusalOf(giveReason, [notice('0'), notice('1')])).toBeNull();
  });
});

describe('order notices (demo-supplier)', () => {
  it('opens from the workbench to-do with ?status=pending: the count and the result agree', async () => {
    const counts = await todoCounts();
    renderAt(`${SUPPLIER}?status=pending`);
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    expect(lastBody('notice/query')).toEqual({
      pageNo: 1,
      pageSize: 20,
      orderBy: 'orderDate desc',
      params: { status: 'pending' },
    });
    expect(screen.getByText(`${counts.orderNotice} in total`)).toBeInTheDocument();
    expect(within(screen.getByLabelText('Search conditions')).getByTitle('Pending')).toBeInTheDocument();
    expect(new Set(columnTexts('Status'))).toEqual(new Set(['Unconfirmed']));
    // No supplier column or search field for a supplier.
    expect(headers()).not.toContain('Supplier');
    expect(screen.queryByLabelText('Supplier code', { selector: 'input' })).toBeNull();
  });

  it('pages and sorts through the server over hundreds of notices, with SPEC §9 formats', async () => {
    renderAt(`${SUPPLIER}?pageNo=2&orderBy=amount+desc`);
    await waitFor(() => expect(bodyRows()).toHaveLength(20));
    const page = await queryNotices({ pageNo: 2, pageSize: 20, orderBy: 'amount desc', params: {} });
    expect(page.total).toBeGreaterThanOrEqual(200);
    expect(columnTexts('Document no.')).toEqual(page.pageData.map((n) => n.sheetId));
    expect(columnTexts('Amount')).toEqual(page.pageData.map((n) => formatAmount(n.amount)));
    expect(columnTexts('Order date').every((d) => /^\d{4}-\d{2}-\d{2}$/.test(d))).toBe(true);
  });

  it('SPEC §8: confirming receipt needs ticked documents, and only unconfirmed ones (client refusal, no call)', async () => {
    renderAt(`${SUPPLIER}?status=2&pageNo=1&pageSize=10`);
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    fireEvent.click(button('Confirm receipt'));
    expect(await screen.findByText('Please select the documents to confirm or print first.')).toBeInTheDocument();
    tick(bodyRows()[0]);
    fireEvent.click(button('Confirm receipt'));
    expect(await screen.findByText('The current document does not allow this operation.')).toBeInTheDocument();
    expect(callsTo('notice/confirmReceipt')).toHaveLength(0);
  });

  it('confirms receipt of ticked unconfirmed notices: the server remembers it, the list and the to-do count follow', async () => {
    const before = await todoCounts();
    renderAt(`${SUPPLIER}?status=pending&pageNo=1&pageSize=10`);
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(1));
    const [first, second] = columnTexts('Document no.');
    tick(bodyRows()[0]);
    tick(bodyRows()[1]);
    fireEvent.click(button('Confirm receipt'));
    expect(await screen.findByText('Receipt of 2 order notice(s) confirmed.')).toBeInTheDocument();
    expect(lastBody('notice/confirmReceipt')).toEqual({ sheetIds: [first, second] });
    const saved = table('orderNotices').filter((n) => n.sheetId === first || n.sheetId === second);
    expect(saved.map((n) => [n.status, n.receiptBy])).toEqual([
      ['1', '华润食品有限公司'],
      ['1', '华润食品有限公司'],
    ]);
    await waitFor(() => expect(columnTexts('Document no.')).not.toContain(first));
    expect((await todoCounts()).orderNotice).toBe(before.orderNotice - 2);
  });

  it('opens a notice with its SPEC §3 header fields and lines, printable, with no previous before the first (SPEC §8)', async () => {
    renderAt(`${SUPPLIER}?status=pending&pageNo=1&pageSize=10`);
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(1));
    const [doc] = (
      await queryNotices({ pageNo: 1, pageSize: 10, orderBy: 'orderDate desc', params: { status: 'pending' } })
    ).pageData;
    fireEvent.click(within(bodyRows()[0]).getByText(doc.sheetId));
    await waitFor(() => expect(drawer()).toHaveTextContent('Order notice'));
    for (const label of [
      'Order date',
      'Deadline',
      'Expected receipt date',
      'Expected receipt time',
      'Logistics mode',
      'Transfer DC',
      'Settlement method',
      'Validity (days)',
      'Replenishment mode',
      'Order type',
      'Fax',
      'Remarks',
      'Reservation serial no.',
    ]) {
      expect(detailValue(label), label).toBeDefined();
    }
    expect(detailValue('Document no.')).toBe(doc.sheetId);
    expect(detailValue('Amount')).toBe(formatAmount(doc.amount));
    expect(detailValue('Logistics mode')).toBe(
      { '1': 'Direct to store', '2': 'Via DC', '3': 'Cross-dock' }[doc.logisticsMode],
    );

    const lines = await noticeLines(doc.sheetId);
    const linesGrid = drawer().querySelector<HTMLElement>('.vsm-document-lines')!;
    await waitFor(() => expect(bodyRows(linesGrid)).toHaveLength(lines.length));
    // SPEC §9: quantities 3 decimals, prices 2, costs 4, amounts 2, tax-rate labels.
    expect(columnTexts('Order qty', linesGrid)).toEqual(lines.map((l) => formatQuantity(l.orderQty)));
    expect(columnTexts('Price', linesGrid)).toEqual(lines.map((l) => formatPrice(l.price)));
    expect(columnTexts('Cost', linesGrid)).toEqual(lines.map((l) => formatCost(l.cost)));
    expect(columnTexts('Amount', linesGrid)).toEqual(lines.map((l) => formatAmount(l.amount)));
    expect(columnTexts('Tax rate', linesGrid)).toEqual(lines.map((l) => `${l.taxRate}%`));
    expect(button('Print', drawer())).toBeDefined();
    // Confirming it there: tests/features/ordersNoticeAfterConfirm.test.tsx.

    // SPEC §8: no previous document before the first of the result.
    fireEvent.click(button('Previous', drawer()));
    expect(await screen.findByText('There is no previous document')).toBeInTheDocument();
  });
});

describe('order notices: supplier combinations and the retailer', () => {
  it('shows each combination of demo-supplier-multi its own documents (vendor headers)', async () => {
    await signInAs('demo-supplier-multi', MULTI_A);
    const view = renderAt(`${SUPPLIER}?pageNo=1&pageSize=10`);
    await waitFor(() => expect(bodyRows().length).toBe(10));
    const a = columnTexts('Document no.');
    expect(callsTo('notice/query')[0].venderId).toBe('100202');
    view.unmount();

    await signInAs('demo-supplier-multi', MULTI_B);
    renderAt(`${SUPPLIER}?pageNo=1&pageSize=10`);
    await waitFor(() => expect(bodyRows().length).toBe(10));
    expect(callsTo('notice/query').at(-1)!.venderId).toBe('310201');
    const b = columnTexts('Document no.');
    expect(b.filter((id) => a.includes(id))).toEqual([]);
    const owners = new Set(
      table('orderNotices')
        .filter((n) => b.includes(n.sheetId))
        .map((n) => n.venderId),
    );
    expect(owners).toEqual(new Set(['310201']));
  });

  it('retailer: every supplier, with a supplier column and search field', async () => {
    await signInAs('demo-retailer');
    renderAt(`${RETAILER}?venderId=310201&pageNo=1&pageSize=10`);
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    expect(lastBody('notice/query').params).toEqual({ venderId: '310201' });
    expect(field('Supplier code')).toHaveValue('310201');
    expect(columnTexts('Supplier').every((s) => s.startsWith('310201 '))).toBe(true);
    // No supplier actions on the retailer side.
    expect(queryButton('Confirm receipt')).toBeNull();
    expect(grid().querySelector('input[type="checkbox"]')).toBeNull();
  });
});

describe('order receipts (demo-retailer)', () => {
  it('lists who confirmed which notice and when; a receipt the supplier just confirmed shows up', async () => {
    const open = table('orderNotices').find((n) => n.venderId === '100101' && n.status === '0')!;
    await signInAs('demo-supplier');
    const { confirmReceipt } = await import('@/features/orders/api');
    await confirmReceipt([open.sheetId]);

    await signInAs('demo-retailer');
    renderAt(`${RECEIPTS}?sheetId=${open.sheetId}`);
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(columnTexts('Receipt status')).toEqual(['Confirmed']);
    expect(columnTexts('Confirmed by')).toEqual(['华润食品有限公司']);
    expect(columnTexts('Confirmed at')[0]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    expect(columnTexts('Supplier')[0]).toMatch(/^100101 /);
  });

  it('queries on arrival and filters by receipt status', async () => {
    await signInAs('demo-retailer');
    renderAt(`${RECEIPTS}?receiptStatus=0&pageNo=1&pageSize=10`);
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    expect(lastBody('notice/receipts')).toMatchObject({ pageSize: 10, params: { receiptStatus: '0' } });
    expect(new Set(columnTexts('Receipt status'))).toEqual(new Set(['Not confirmed']));
    expect(new Set(columnTexts('Confirmed by'))).toEqual(new Set(['']));
  });

  it("reads a receipt's notice in the pane under the list: 暂无数据、请选择单据 until one is chosen (SPEC §2), then its header and lines, next by next", async () => {
    await signInAs('demo-retailer');
    renderAt(`${RECEIPTS}?pageNo=1&pageSize=10`);
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(1));
    const pane = () => screen.getByRole('region', { name: 'Order receipt' });
    const paneValue = (label: string) =>
      [...pane().querySelectorAll('.ant-descriptions-item-label')].find((c) => c.textContent === label)
        ?.nextElementSibling?.textContent;
    const current = () => bodyRows().filter((tr) => tr.getAttribute('aria-current') === 'true');
    expect(within(pane()).getByText('No data. Please select a document')).toBeInTheDocument();
    expect(document.querySelector('.ant-drawer')).toBeNull();

    const [first, second] = columnTexts('Document no.');
    fireEvent.click(button(first, grid()));
    await waitFor(() => expect(paneValue('Document no.')).toBe(first));
    expect(paneValue('Receipt status')).toBe(columnTexts('Receipt status')[0]);
    expect(current()).toEqual([bodyRows()[0]]);
    const lines = await noticeLines(first);
    await waitFor(() =>
      expect(bodyRows(pane().querySelector<HTMLElement>('.vsm-document-lines')!)).toHaveLength(lines.length),
    );
    expect(button('Print', pane())).toBeDefined();
    expect(document.querySelector('.ant-drawer')).toBeNull();

    fireEvent.click(button('Next', pane()));
    await waitFor(() => expect(paneValue('Document no.')).toBe(second));
    expect(current()).toEqual([bodyRows()[1]]);
  });
});
