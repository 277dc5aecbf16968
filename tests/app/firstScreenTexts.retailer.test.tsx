import { screen, waitFor } from '@testing-library/react';
import { initI18n } from '@/i18n';
import { missing, openEveryMenuGroup, recordMissingTexts } from './firstScreenTexts';
import { freshTab, renderPortal } from '../support/portal';

vi.mock('@/i18n/resources', async (importOriginal) =>
  (await import('./firstScreenTexts')).withPendingRest(importOriginal),
);

beforeAll(async () => {
  await initI18n({ language: 'zh-CN' });
  recordMissingTexts();
});
beforeEach(freshTab);

/** Issue 6, initial JS: see firstScreenTexts.test.tsx; the retailer signs in in English (the mock's preference). */
describe('the first screen’s texts (retailer)', () => {
  it('cover the shell and the workbench: header, every menu entry, tabs and to-dos', async () => {
    renderPortal('/?apptoken=demo-retailer');
    await waitFor(() => expect(screen.getByTestId('todo-count-orderApproval')).toHaveTextContent(/^\d+$/), {
      timeout: 12000,
    });
    expect(await screen.findByRole('link', { name: 'Help centre' }, { timeout: 5000 })).toBeInTheDocument();
    await openEveryMenuGroup();
    expect(screen.getAllByRole('menuitem').length).toBeGreaterThan(5);
    expect(missing).toEqual([]);
  });
});
