import { render, waitFor } from '@testing-library/react';
import { glossary } from '@mocks/glossary';
import userEvent from '@testing-library/user-event';
import type { SessionUser } from '@/api/types';
import { mergeServerTexts } from '@/i18n';
import { FieldControl, OrgSelect, orgField } from '@/kit/fields';
import { useSession } from '@/stores/session';
import { Providers, setUpTexts, signIn } from '../support/page';

/** SPEC §6 organisation list: the kit's org/DC select loads getCompanyList for the caller's side and BU. */

beforeAll(() => setUpTexts('zh-CN'));

const as = (userType: 1 | 2, token: string) => {
  signIn(token, userType === 2 ? undefined : null);
  useSession.setState({ user: { userType } as SessionUser });
};

/** The labels of the options the select offers once opened. */
async function optionsShown(ui: React.ReactElement): Promise<string[]> {
  const view = render(<Providers>{ui}</Providers>);
  await userEvent.click(view.getByRole('combobox'));
  let labels: string[] = [];
  await waitFor(() => {
    labels = [...document.querySelectorAll('.ant-select-item-option')].map(
      (o) => o.getAttribute('title') ?? o.textContent ?? '',
    );
    expect(labels.length).toBeGreaterThan(0);
  });
  return labels;
}

describe('SPEC §6 organisation list (kit org-select)', () => {
  it('a supplier’s list drops org 121 and adds the logistics operation centre (org 120); declared in one line', async () => {
    as(2, 'demo-supplier'); // BU 12: the headquarters (121) and the BU's two DCs: 121 goes, 120 comes
    const labels = await optionsShown(<FieldControl field={orgField()} aria-label="org" />);
    expect(labels).toEqual(['深圳常温配送中心', '深圳生鲜配送中心', '物流运营中心']);
  });

  it('BU 88: the supplier’s list has no org 120', async () => {
    as(2, 'demo-supplier');
    const labels = await optionsShown(<OrgSelect bu="88" aria-label="org" />);
    expect(labels).not.toContain('物流运营中心');
    expect(labels).not.toContain('总部采购中心');
    expect(labels.length).toBeGreaterThan(0);
  });

  it('retailer staff get the list as the server sends it', async () => {
    as(1, 'demo-retailer');
    const labels = await optionsShown(<OrgSelect bu="13" aria-label="org" />);
    expect(labels).toContain('总部采购中心');
    expect(labels).not.toContain('物流运营中心');
  });
});

describe('organisation names in the interface language', () => {
  beforeAll(async () => {
    await setUpTexts('en-US');
    await mergeServerTexts('en-US', glossary()); // the server's en-US download, as at sign-in
  });

  it('an English user reads every organisation in English, not only org 120', async () => {
    as(2, 'demo-supplier');
    const labels = await optionsShown(<OrgSelect aria-label="org" />);
    expect(labels).toEqual(['Shenzhen ambient DC', 'Shenzhen fresh DC', 'Logistics Operation Centre']);
  });
});
