import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { table } from '@mocks/db';
import { ordersRoutes } from '@/features/orders/routes';
import { queryNotices } from '@/features/orders/api';
import { pageTest } from '../support/page';
import { bodyRows, button, detailValue, drawer } from '../support/queries';

/*
 * SPEC §2 /order/order_notice opened from the workbench to-do (?status=pending), SPEC §4 an order
 * notice confirmed: the detail shows the notice's new state although the pending list drops it.
 */
const { open } = pageTest({ routes: ordersRoutes, waitMs: 8000 });

it('confirming a notice in its detail from the to-do list shows it confirmed, with its confirmer and former place', async () => {
  open('/order/order_notice?status=pending&pageNo=1&pageSize=10');
  await waitFor(() => expect(bodyRows().length).toBeGreaterThan(1));
  const pending = await queryNotices({
    pageNo: 1,
    pageSize: 10,
    orderBy: 'orderDate desc',
    params: { status: 'pending' },
  });
  const [doc, next] = pending.pageData;
  fireEvent.click(within(bodyRows()[0]).getByText(doc.sheetId));
  await waitFor(() => expect(detailValue('Document no.')).toBe(doc.sheetId));
  expect(drawer()).toHaveTextContent(`1 of ${pending.total}`);

  fireEvent.click(button('Confirm receipt', drawer()));
  expect(await screen.findByText('Receipt of 1 order notice(s) confirmed.')).toBeInTheDocument();
  await waitFor(() => expect(detailValue('Status')).toBe('Confirmed'));
  const saved = table('orderNotices').find((n) => n.sheetId === doc.sheetId)!;
  expect(detailValue('Confirmed by')).toBe(saved.checker);
  expect(drawer()).toHaveTextContent(`No longer in the result (was 1; ${pending.total - 1} now)`);
  expect(within(drawer()).queryByRole('button', { name: 'Confirm receipt' })).toBeNull();

  // on to the notice now first in the to-do list
  fireEvent.click(button('Next', drawer()));
  await waitFor(() => expect(detailValue('Document no.')).toBe(next.sheetId));
  expect(drawer()).toHaveTextContent(`1 of ${pending.total - 1}`);
});
