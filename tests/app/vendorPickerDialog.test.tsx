import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { initI18n } from '@/i18n';
import { freshTab, renderPortal } from '../support/portal';

/**
 * SPEC §2 one reusable dialog: the supplier picker is the kit Dialog, 300 px wide (§9). (A sign-in of
 * an earlier test still settling once chose a supplier here on a loaded machine; freshTab now waits
 * for it: tests/app/portalSettles.test.tsx.)
 */

/**
 * The supplier picker, found by its title text: under jsdom antd gives every generated id the same
 * value ('test-id'), so a dialog's aria-labelledby may name the header's supplier select instead.
 */
const picker = () => screen.queryAllByRole('dialog').find((d) => d.textContent?.includes('选择供应商厂编')) ?? null;
const findPicker = () =>
  waitFor(
    () => {
      const found = picker();
      if (!found) throw new Error('no supplier picker');
      return found;
    },
    { timeout: 15000 },
  );

beforeAll(async () => {
  await initI18n({ language: 'zh-CN' });
});
beforeEach(freshTab);
afterEach(() => vi.restoreAllMocks());

const modalOf = (dialog: HTMLElement) => dialog.closest<HTMLElement>('.ant-modal') ?? dialog;

describe('SPEC §2 the supplier picker is the kit Dialog', () => {
  it('the supplier picker (SPEC §4 forced, cancellable with several options) is 300 px wide (§9), maximisable; a route change does not dismiss the first choice, its close button does', async () => {
    const { router } = renderPortal('/?apptoken=demo-supplier-multi');
    const dialog = await findPicker();
    expect(modalOf(dialog).style.width).toBe('300px');
    expect(within(dialog).getByRole('button', { name: '最大化' })).toBeInTheDocument();
    await router.navigate('/no/such/screen');
    expect(picker()).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(picker()).toBeNull(), {
      timeout: 15000,
    });
  }, 60_000);
});
