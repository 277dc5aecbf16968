import { render, screen } from '@testing-library/react';
import { SettingsDialogs } from '@/app/layout/SettingsDialogs';
import { useSession } from '@/stores/session';
import { useShellPrefs } from '@/stores/shellPrefs';
import type { SessionUser } from '@/api/types';
import { FastProviders, setUpTexts } from '../support/page';

/*
 * SPEC §2 system settings > configure to-dos offers the to-dos of the user's side: retailer staff
 * also what waits on their review screens (the workbench's retailer to-dos), a supplier only its own.
 */

beforeAll(() => setUpTexts('en-US'));

function openAs(userType: 1 | 2) {
  useSession.setState({ user: { userType } as SessionUser });
  render(
    <FastProviders>
      <SettingsDialogs open="todos" onClose={() => {}} />
    </FastProviders>,
  );
}

const RETAILER_OWN = [
  'Disputes to answer',
  'Invoices and payments',
  'Registrations to review',
  'Seal applications to review',
  'Promoter agreements to approve',
];

const RETAILER_KEYS = ['openDisputes', 'paymentDesk', 'registrations', 'sealApplications', 'promoterAgreements'];

const SEVEN = [
  'Order notices',
  'Order approvals',
  'Return notices',
  'Acceptances',
  'Sales gross profit',
  'OI expenses',
  'Pending certificates',
];

/** The offered to-dos, in order, once the dialog shows them; and whether each is ticked. */
async function offered() {
  await screen.findByText('Order notices');
  return [...document.querySelectorAll<HTMLLabelElement>('.todo-config label')].map((l) => ({
    label: l.textContent,
    ticked: l.querySelector<HTMLInputElement>('input[type="checkbox"]')!.checked,
  }));
}

it("offers retailer staff their review screens' to-dos besides the seven of SPEC §2, all shown by default", async () => {
  openAs(1);
  expect(await offered()).toEqual([...SEVEN, ...RETAILER_OWN].map((label) => ({ label, ticked: true })));
});

it('offers a supplier the seven to-dos of SPEC §2 only', async () => {
  openAs(2);
  expect((await offered()).map((o) => o.label)).toEqual(SEVEN);
});

it('shows a to-do added since the user chose theirs: choices saved before it existed keep it ticked', async () => {
  localStorage.setItem('fea-vsm-prefs:lijg', JSON.stringify({ quickMenu: [], todos: ['orderNotice', 'pendingCert'] }));
  useShellPrefs.getState().load('lijg');
  expect(useShellPrefs.getState().todos).toEqual(['orderNotice', 'pendingCert', ...RETAILER_KEYS]);
  // Saved now, an unticked one stays unticked.
  useShellPrefs.getState().setTodos(['orderNotice']);
  useShellPrefs.getState().load('lijg');
  expect(useShellPrefs.getState().todos).toEqual(['orderNotice']);
  localStorage.removeItem('fea-vsm-prefs:lijg');
});
