import { render, screen, within } from '@testing-library/react';
import * as OpenCC from 'opencc-js/cn2t';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { table } from '@mocks/db';
import { initI18n } from '@/i18n';
import SupplierWorkbench from '@/features/workbench/pages/SupplierWorkbench';
import { signIn } from '../support/page';
import { eventually } from '../support/queries';

/*
 * zh-HK (docs/ARCHITECTURE.md, server data in the user's language): the workbench's lists show the
 * server's titles in Traditional, as the notice and mail screens' grids do; the server keeps them in
 * Simplified.
 */

const toHongKong = OpenCC.Converter({ from: 'cn', to: 'hk' });
const titlesIn = (panel: HTMLElement, selector: string) =>
  [...panel.querySelectorAll(selector)].map((el) => el.textContent ?? '').filter(Boolean);

beforeAll(() => initI18n({ language: 'zh-HK' }));
afterAll(() => initI18n({ language: 'zh-CN' }));

it('zh-HK: notice, mail and home-content titles read in Traditional', async () => {
  signIn('demo-supplier');
  render(
    <MemoryRouter initialEntries={['/workbench']}>
      <Routes>
        <Route path="/workbench" element={<SupplierWorkbench />} />
      </Routes>
    </MemoryRouter>,
  );
  const notices = await screen.findByTestId('workbench-notices', {}, { timeout: 8000 });
  const home = await screen.findByTestId('workbench-home', {}, { timeout: 8000 });
  const inbox = screen.getByTestId('workbench-inbox');
  const allNotices = table('notices').map((n) => n.title);
  const allMail = table('mails').map((m) => m.title);
  const allHome = table('portalContents').map((c) => c.title);

  await eventually(() => expect(within(notices).getAllByRole('link').length).toBeGreaterThan(1));
  await eventually(() => {
    const shown = titlesIn(notices, 'li span[title]');
    expect(shown.length).toBeGreaterThan(0);
    // Each title is a seeded one in Traditional, and some differ from the Simplified.
    for (const title of shown) expect(allNotices.map(toHongKong)).toContain(title);
    expect(shown.some((title) => !allNotices.includes(title))).toBe(true);
  });
  await eventually(() => {
    const shown = titlesIn(inbox, 'li span[title]');
    expect(shown.length).toBeGreaterThan(0);
    for (const title of shown) expect(allMail.map(toHongKong)).toContain(title);
    expect(shown.some((title) => !allMail.includes(title))).toBe(true);
  });
  await eventually(() => {
    const shown = titlesIn(home, 'summary h3');
    expect(shown.length).toBeGreaterThan(0);
    for (const title of shown) expect(allHome.map(toHongKong)).toContain(title);
    expect(shown.some((title) => !allHome.includes(title))).toBe(true);
  });
  // A link is named by what it shows.
  const [first] = titlesIn(notices, 'li span[title]');
  expect(
    within(notices)
      .getAllByRole('link')
      .some((a) => a.getAttribute('aria-label')?.includes(first)),
  ).toBe(true);
});
