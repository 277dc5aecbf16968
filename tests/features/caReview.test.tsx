import { fireEvent, within } from '@testing-library/react';
import { table } from '@mocks/db';
import { glossary } from '@mocks/glossary';
import { caRoutes } from '@/features/sealApplication/routes';
import { mergeServerTexts } from '@/i18n';
import { pageTest } from '../support/page';
import { button, confirmOk, dialog, drawer, eventually, findText, findToast, rowOf } from '../support/queries';

/*
 * The retailer's review of electronic seal applications (/s/electronic-signature/ca_review) as
 * demo-retailer: a supplier's pending application is listed with its forms, rejected only with a
 * reason (SPEC §5 reason required), another approved.
 */

const page = pageTest({
  routes: caRoutes,
  account: 'demo-retailer',
  setUp: () => mergeServerTexts('en-US', glossary()),
  calls: /\/ca\/(review(?:\/query)?)$/,
  waitMs: 8000,
});

const pendingOf = (partnerId: string) =>
  table('caApplications').find((a) => a.partnerId === partnerId && a.status === '0')!;

it('shows a pending application with its scanned forms, rejects it only with a reason and approves another', async () => {
  const multi = pendingOf('P10002');
  const other = pendingOf('P20002');
  page.open('/s/electronic-signature/ca_review?status=0&pageNo=1');
  await eventually(() => expect(rowOf(multi.applyId)).toBeDefined());
  expect(rowOf(multi.applyId)).toHaveTextContent('100202');
  expect(rowOf(multi.applyId)).toHaveTextContent('Pending');

  fireEvent.click(within(rowOf(multi.applyId)).getByText(multi.applyId));
  await eventually(() => expect(drawer()).toHaveTextContent(`Electronic seal application ${multi.applyId}`));
  expect(drawer()).toHaveTextContent('Application form');
  expect(drawer()).toHaveTextContent('申请表.pdf');

  fireEvent.click(button('Reject', drawer()));
  await eventually(() => expect(dialog()).toHaveTextContent(`Reject electronic seal application ${multi.applyId}`));
  fireEvent.click(within(dialog()).getByRole('button', { name: 'OK' }));
  await findText('Please enter Rejection reason');
  expect(page.callsOf('review')).toHaveLength(0);
  fireEvent.change(within(dialog()).getByLabelText('Rejection reason'), { target: { value: 'Seal unreadable' } });
  fireEvent.click(within(dialog()).getByRole('button', { name: 'OK' }));
  await findToast('Application rejected');
  expect(table('caApplications').find((a) => a.applyId === multi.applyId)).toMatchObject({
    status: '2',
    remark: 'Seal unreadable',
  });

  await eventually(() => expect(rowOf(other.applyId)).toBeDefined());
  fireEvent.click(button('Approve', rowOf(other.applyId)));
  await confirmOk(`Approve electronic seal application ${other.applyId}? The supplier's certificate will be issued.`);
  await findToast('Application approved: the certificate is issued');
  expect(table('caApplications').find((a) => a.applyId === other.applyId)).toMatchObject({ status: '1' });
  expect(table('partners').find((p) => p.partnerId === 'P20002')).toMatchObject({ caStatus: 'Y' });
});
