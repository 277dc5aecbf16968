import { screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import { changeLanguage, initI18n } from '@/i18n';
import { missing, recordMissingTexts } from './firstScreenTexts';
import { freshTab, renderPortal } from '../support/portal';
import { loadFirstScreen, renderMenuOf } from './firstScreen';

vi.mock('@/i18n/resources', async (importOriginal) =>
  (await import('./firstScreenTexts')).withPendingRest(importOriginal),
);

beforeAll(async () => {
  await initI18n({ language: 'zh-CN' });
  recordMissingTexts();
  await loadFirstScreen('/s/workbench');
});
beforeEach(async () => {
  await freshTab();
  missing.length = 0;
});

/** Issue 6, initial JS: see firstScreenTexts.test.tsx; the retailer signs in in English (the mock's preference). */
describe('the first screen’s texts (retailer)', () => {
  it('cover the shell and the workbench: header, tabs and to-dos', async () => {
    renderPortal('/?apptoken=demo-retailer');
    await waitFor(() => expect(screen.getByTestId('todo-count-orderApproval')).toHaveTextContent(/^\d+$/), {
      timeout: 12000,
    });
    expect(await screen.findByRole('link', { name: 'Help centre' }, { timeout: 5000 })).toBeInTheDocument();
    expect(missing).toEqual([]);
  });

  it('cover every entry of the side menu', async () => {
    await changeLanguage('en-US');
    const { nav, keys } = await renderMenuOf('demo-retailer', '/s/workbench');
    expect(within(nav).getAllByRole('menuitem').length).toBeGreaterThan(5);
    expect(keys.filter((key) => !i18n.exists(key))).toEqual([]);
    expect(missing).toEqual([]);
  });
});
