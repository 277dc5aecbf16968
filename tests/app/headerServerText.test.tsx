import { screen, waitFor, within } from '@testing-library/react';
import { initI18n } from '@/i18n';
import { freshTab, renderPortal } from '../support/portal';

/**
 * SPEC §1: zh-HK reads the server's names in Traditional everywhere, the shell's header too: the
 * supplier's combination (company and BU names) and its user name (the company's).
 */

beforeEach(async () => {
  await freshTab();
  localStorage.setItem('LangInfo', JSON.stringify({ languageCode: 'zh-HK' }));
  await initI18n({ language: 'zh-HK' });
});
afterAll(() => initI18n({ language: 'zh-CN' }));
afterEach(() => vi.restoreAllMocks());

it('SPEC §1 zh-HK: the header names the supplier, its BU and the user in Traditional', async () => {
  renderPortal('/?apptoken=demo-supplier');
  const badge = await screen.findByLabelText('當前廠編', {}, { timeout: 12_000 });
  await waitFor(() => expect(badge).toHaveTextContent('100101 華潤食品有限公司 · 華潤萬家'), { timeout: 10_000 });
  const user = screen.getByRole('button', { name: '用户菜單' });
  expect(within(user).getByText('華潤食品有限公司')).toBeInTheDocument();
});
