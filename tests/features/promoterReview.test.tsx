import { fireEvent, within } from '@testing-library/react';
import { table } from '@mocks/db';
import { glossary } from '@mocks/glossary';
import { contractsRoutes } from '@/features/contracts/routes';
import { mergeServerTexts } from '@/i18n';
import { pageTest } from '../support/page';
import { button, confirmOk, dialog, eventually, findText, findToast, rowOf, tick } from '../support/queries';

/*
 * The retailer reviews promoter agreements on the agreement report (/s/contract/promoter_protocol_rpt)
 * as demo-retailer: submitted agreements are rejected only with a reason (SPEC §5) and approved
 * (SPEC §4 submitted → approved / purchase cancelled). The mock's side of both is in
 * tests/mocks/promoterReview.test.ts.
 */

const page = pageTest({
  routes: contractsRoutes,
  account: 'demo-retailer',
  setUp: () => mergeServerTexts('en-US', glossary()),
  calls: /\/contract\/(promoter\/\w+)$/,
  waitMs: 8000,
});

/** The first submitted agreements by number, as the report opened on them lists them. */
const submitted = () =>
  table('promoterAgreements')
    .filter((p) => p.status === '1')
    .sort((a, b) => a.agreementId.localeCompare(b.agreementId))
    .slice(0, 2);
const statusOf = (agreementId: string) => table('promoterAgreements').find((p) => p.agreementId === agreementId)!;

async function openSubmitted(first: string) {
  page.open('/s/contract/promoter_protocol_rpt?status=1&pageNo=1&pageSize=10&orderBy=agreementId');
  await eventually(() => expect(rowOf(first)).toBeDefined());
}

it('SPEC §5 rejects a submitted promoter agreement only with a reason', async () => {
  const [first] = submitted();
  await openSubmitted(first.agreementId);
  expect(rowOf(first.agreementId)).toHaveTextContent('Submitted');

  fireEvent.click(button('Reject', rowOf(first.agreementId)));
  await eventually(() => expect(dialog()).toHaveTextContent('Reject the ticked promoter agreement'));
  fireEvent.click(within(dialog()).getByRole('button', { name: 'OK' }));
  await findText('Please enter Rejection reason');
  expect(page.callsOf('promoter/reject')).toHaveLength(0);
  fireEvent.change(within(dialog()).getByLabelText('Rejection reason'), { target: { value: 'Fees too high' } });
  fireEvent.click(within(dialog()).getByRole('button', { name: 'OK' }));
  await findToast('1 promoter agreement rejected');
  expect(statusOf(first.agreementId)).toMatchObject({ status: '3', rejectReason: 'Fees too high' });
  // no longer submitted: it leaves the list
  await eventually(() => expect(rowOf(first.agreementId)).toBeUndefined());
});

it('SPEC §4 approves two ticked submitted promoter agreements at once', async () => {
  const [first, second] = submitted();
  await openSubmitted(first.agreementId);
  tick(rowOf(first.agreementId));
  tick(rowOf(second.agreementId));
  fireEvent.click(button('Approve'));
  await confirmOk('Approve the 2 ticked promoter agreements?');
  await findToast('2 promoter agreements approved');
  expect(page.callsOf('promoter/approve')[0].body).toMatchObject({
    agreementIds: [first.agreementId, second.agreementId],
  });
  for (const p of [first, second]) expect(statusOf(p.agreementId)).toMatchObject({ status: '2' });
});
