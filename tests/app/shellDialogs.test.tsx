import { screen, waitFor, within } from '@testing-library/react';
import { initI18n } from '@/i18n';
import { fastUser } from '../support/page';
import { freshTab, renderPortal } from '../support/portal';

/**
 * SPEC §2 one reusable dialog: the shell's settings dialogs are the kit
 * Dialog (maximisable, draggable by the header, closed by a route change). The supplier picker's
 * test is in vendorPickerDialog.test.tsx: a module state of its own (one page load, one sign-in).
 */

beforeAll(async () => {
  await initI18n({ language: 'zh-CN' });
});
beforeEach(freshTab);
afterEach(() => vi.restoreAllMocks());

async function openSetting(name: string) {
  const user = fastUser();
  await user.click(await screen.findByRole('button', { name: '系统设置' }, { timeout: 10000 }));
  await user.click(await screen.findByText(name, {}, { timeout: 5000 }));
  return screen.findByRole('dialog', { name: new RegExp(name) }, { timeout: 15000 });
}

describe('SPEC §2 the shell’s dialogs are the kit Dialog', () => {
  it.each(['配置快捷菜单', '配置待办'])(
    '%s: maximisable, dragged by its header, closed by a route change',
    async (name) => {
      const { router } = renderPortal('/?apptoken=demo-supplier');
      const dialog = await openSetting(name);
      expect(within(dialog).getByRole('button', { name: '最大化' })).toBeInTheDocument();
      expect(dialog.querySelector('.vsm-dialog-header')).not.toBeNull();
      await router.navigate('/no/such/screen');
      await waitFor(() => expect(screen.queryByRole('dialog', { name: new RegExp(name) })).toBeNull(), {
        timeout: 15000,
      });
    },
    60_000,
  );
});
