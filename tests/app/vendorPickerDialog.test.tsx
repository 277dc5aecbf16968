import { screen, waitFor, within } from '@testing-library/react';
import { initI18n } from '@/i18n';
import { freshTab, renderPortal } from '../support/portal';

/**
 * SPEC §2 one reusable dialog: the supplier picker is the kit Dialog, 300 px wide (§9). (A sign-in of
 * an earlier test still settling once chose a supplier here on a loaded machine; freshTab now waits
 * for it: tests/app/portalSettles.test.tsx.)
 */

beforeAll(async () => {
  await initI18n({ language: 'zh-CN' });
});
beforeEach(freshTab);
afterEach(() => vi.restoreAllMocks());

const modalOf = (dialog: HTMLElement) => dialog.closest<HTMLElement>('.ant-modal') ?? dialog;

describe('SPEC §2 the supplier picker is the kit Dialog', () => {
  it('the supplier picker (SPEC §4 forced, cancellable with several options) is 300 px wide (§9), maximisable, and a route change closes it', async () => {
    const { router } = renderPortal('/?apptoken=demo-supplier-multi');
    const dialog = await screen.findByRole('dialog', { name: /选择供应商厂编/ }, { timeout: 15000 });
    expect(modalOf(dialog).style.width).toBe('300px');
    expect(within(dialog).getByRole('button', { name: '最大化' })).toBeInTheDocument();
    await router.navigate('/no/such/screen');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /选择供应商厂编/ })).toBeNull(), {
      timeout: 15000,
    });
  }, 60_000);
});
