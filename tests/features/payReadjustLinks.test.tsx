import { fireEvent, waitFor, within } from '@testing-library/react';
import { table } from '@mocks/db';
import { promotionsRoutes } from '@/features/promotions/routes';
import { currentUrl, pageTest } from '../support/page';
import { drawer, rowOf, waitForRows } from '../support/queries';

/* SPEC §2 /promotion/payreadjust: a compensation names its price readjustment, which opens on /promotion/readjust_prices. */

const page = pageTest({
  routes: promotionsRoutes,
  calls: /\/api\/fea-vsm\/promotion\/(\w+\/\w+)$/,
  waitMs: 8000,
});

it('SPEC §2 payreadjust: the readjustment number is a link that opens that readjustment on /promotion/readjust_prices', async () => {
  const pay = table('payReadjusts').find((p) => p.venderId === '100101' && p.bu === '12')!;
  const readjust = table('priceReadjusts').find((r) => r.sheetId === pay.readjustSheetId)!;
  page.open(`/promotion/payreadjust?sheetId=${pay.sheetId}`);
  await waitForRows();
  const link = within(rowOf(pay.sheetId)).getByRole('link', { name: pay.readjustSheetId });
  expect(link.getAttribute('href')).toBe(
    `/promotion/readjust_prices?sheetId=${pay.readjustSheetId}&open=${pay.readjustSheetId}`,
  );
  fireEvent.click(link);
  await waitFor(() => expect(currentUrl().pathname).toBe('/promotion/readjust_prices'));
  // The readjustment's own detail, with what only it holds: the reason it was asked for.
  await waitFor(() => expect(drawer()).toHaveTextContent(readjust.reason));
  expect(drawer()).toHaveTextContent(pay.readjustSheetId);
});
