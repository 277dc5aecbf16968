import { fireEvent, within } from '@testing-library/react';
import { table } from '@mocks/db';
import { glossary } from '@mocks/glossary';
import { registerRoutes } from '@/features/register/routes';
import { mergeServerTexts } from '@/i18n';
import { pageTest } from '../support/page';
import { button, confirmOk, dialog, drawer, eventually, findText, findToast, rowOf } from '../support/queries';

/*
 * The retailer's review of supplier registrations (/s/basicinfo/registration_review) as demo-retailer:
 * a submitted registration is listed with its details and business licence, rejected only with a
 * reason (SPEC §5 reason required), another approved.
 */

const page = pageTest({
  routes: registerRoutes,
  account: 'demo-retailer',
  setUp: () => mergeServerTexts('en-US', glossary()),
  calls: /\/register\/(review(?:\/query)?)$/,
  waitMs: 8000,
});

it('shows a submitted registration with its licence, rejects it only with a reason and approves another', async () => {
  const [first, second] = table('registrations').filter((r) => r.status === '0');
  page.open('/s/basicinfo/registration_review?status=0&pageNo=1');
  await eventually(() => expect(rowOf(first.registerNo)).toBeDefined());
  expect(rowOf(first.registerNo)).toHaveTextContent(first.taxNumber);
  expect(rowOf(first.registerNo)).toHaveTextContent('Submitted');

  fireEvent.click(within(rowOf(first.registerNo)).getByText(first.registerNo));
  await eventually(() => expect(drawer()).toHaveTextContent(`Supplier registration ${first.registerNo}`));
  expect(drawer()).toHaveTextContent(first.contact);
  expect(drawer()).toHaveTextContent(first.licenseFiles[0].fileName);

  fireEvent.click(button('Reject', drawer()));
  await eventually(() => expect(dialog()).toHaveTextContent(`Reject supplier registration ${first.registerNo}`));
  fireEvent.click(within(dialog()).getByRole('button', { name: 'OK' }));
  await findText('Please enter Rejection reason');
  expect(page.callsOf('review')).toHaveLength(0);
  fireEvent.change(within(dialog()).getByLabelText('Rejection reason'), { target: { value: 'Licence expired' } });
  fireEvent.click(within(dialog()).getByRole('button', { name: 'OK' }));
  await findToast('Registration rejected');
  expect(table('registrations').find((r) => r.registerNo === first.registerNo)).toMatchObject({
    status: '2',
    remark: 'Licence expired',
  });

  await eventually(() => expect(rowOf(second.registerNo)).toBeDefined());
  fireEvent.click(button('Approve', rowOf(second.registerNo)));
  await confirmOk(`Approve supplier registration ${second.registerNo} (${second.venderName})?`);
  await findToast('Registration approved');
  expect(table('registrations').find((r) => r.registerNo === second.registerNo)).toMatchObject({ status: '1' });
});
