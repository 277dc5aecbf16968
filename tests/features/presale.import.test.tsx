import { render, screen, waitFor, within } from '@testing-library/react';
import { table } from '@mocks/db';
import { ExpressImport } from '@/features/presale/components/ExpressImport';
import { excelFile, InlineWorker } from '../kit/importFixtures';
import { fastUser, Providers, setUpTexts, signIn } from '../support/page';
import { findToast } from '../support/queries';

/*
 * The express-number import of /presale/performance-info (SPEC §3 express_no per outerOrderNumber):
 * the rows the server ships and the refused ones it answers, listed by sheet row (kit import, §8).
 */

beforeAll(() => setUpTexts('en-US'));
beforeEach(() => signIn('demo-supplier'));

it('ships the good rows and lists each refused row with its reason (SPEC §4 stages)', async () => {
  const demo = table('presaleOrders').filter((o) => o.venderId === '100101' && o.status === '1');
  const [a, b] = demo.filter((o) => o.stage === '2');
  const early = demo.find((o) => o.stage === '1')!;
  const onImported = vi.fn();
  const onClose = vi.fn();
  render(
    <Providers>
      <ExpressImport onImported={onImported} onClose={onClose} createWorker={() => new InlineWorker()} />
    </Providers>,
  );
  await fastUser().upload(
    document.querySelector<HTMLInputElement>('input[type="file"]')!,
    excelFile([
      ['Outer order number', 'Express company', 'Express number'],
      [a.outerOrderNumber, 'SF Express', 'SF2026112501'],
      [early.outerOrderNumber, 'ZTO', 'ZT2026112502'],
      [b.outerOrderNumber, 'YTO Express', 'YT2026112503'],
    ]),
  );
  const preview = (await screen.findByText('Import preview', {}, { timeout: 8000 })).closest<HTMLElement>(
    '[role="dialog"]',
  )!;
  await fastUser().click(within(preview).getByRole('button', { name: 'Import' }));
  await findToast('Orders shipped: 2');
  await waitFor(() =>
    expect(
      screen.getByText(
        `Row 3 (outer order number ${early.outerOrderNumber}): Orders in the presale period cannot ship yet`,
      ),
    ).toBeInTheDocument(),
  );
  expect(screen.getByText('Rows not shipped (1):')).toBeInTheDocument();
  const status = (no: string) => table('presaleOrders').find((o) => o.outerOrderNumber === no)!;
  expect(status(a.outerOrderNumber)).toMatchObject({ status: '2', expressCompany: 'SF' });
  expect(status(b.outerOrderNumber)).toMatchObject({ status: '2', expressCompany: 'YTO' });
  expect(status(early.outerOrderNumber).status).toBe('1');
  expect(onImported).toHaveBeenCalled();
  // the refused rows stay readable: the dialog is not closed
  expect(onClose).not.toHaveBeenCalled();
});
