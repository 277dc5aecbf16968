import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { insertRow, table } from '@mocks/db';
import { clearFaults, server, setFault } from '@mocks/node';
import { initI18n } from '@/i18n';
import SupplierWorkbench from '@/features/workbench/pages/SupplierWorkbench';
import RetailerWorkbench from '@/features/workbench/pages/RetailerWorkbench';
import { signIn } from '../support/page';
import { eventually } from '../support/queries';

/*
 * The portal home's content blocks (SPEC §2 index content page, maintained at /s/maintenance/index)
 * on the supplier's home: published ones only, sticky first and unfolded, the rich text sanitised,
 * their chunk and request only once the to-dos have answered.
 */

const HOME = '/api/fea-vsm/portalContent/home';
const TODOS = '/api/fea-vsm/workbench/todoCounts';
let seen: Array<{ path: string; event: 'start' | 'end' }> = [];
const onStart = ({ request }: { request: Request }) =>
  seen.push({ path: new URL(request.url).pathname, event: 'start' });
const onEnd = ({ request }: { request: Request }) => seen.push({ path: new URL(request.url).pathname, event: 'end' });

beforeAll(() => {
  server.events.on('request:start', onStart);
  server.events.on('response:mocked', onEnd);
});
afterAll(() => {
  server.events.removeListener('request:start', onStart);
  server.events.removeListener('response:mocked', onEnd);
});
beforeEach(async () => {
  seen = [];
  await initI18n({ language: 'en-US' });
});
afterEach(() => clearFaults());

function renderHome(path: '/workbench' | '/s/workbench') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/workbench" element={<SupplierWorkbench />} />
        <Route path="/s/workbench" element={<RetailerWorkbench />} />
      </Routes>
    </MemoryRouter>,
  );
}

const published = () =>
  table('portalContents')
    .filter((r) => r.page === 'index' && r.status === '1')
    .sort((a, b) => Number(b.sticky) - Number(a.sticky) || (b.publishTime ?? '').localeCompare(a.publishTime ?? ''));

describe('portal home content on the supplier workbench', () => {
  it('SPEC §2 index content page: shows the published blocks only, sticky ones first, marked and unfolded, after the to-dos', async () => {
    signIn('demo-supplier');
    const shown = published();
    const hidden = table('portalContents').filter((r) => r.page === 'index' && r.status !== '1');
    renderHome('/workbench');
    const panel = await screen.findByTestId('workbench-home', {}, { timeout: 8000 });
    expect(within(panel).getByRole('heading', { level: 2 })).toHaveTextContent('Portal information');
    const titles = [...panel.querySelectorAll('summary h3')].map((h) => h.textContent);
    expect(titles).toEqual(shown.map((r) => r.title));
    for (const r of hidden) expect(titles).not.toContain(r.title);

    const blocks = [...panel.querySelectorAll('details')];
    const stickies = shown.filter((r) => r.sticky).length;
    expect(stickies).toBeGreaterThan(0);
    expect(blocks.map((d) => d.open)).toEqual(shown.map((r) => r.sticky));
    expect(blocks.map((d) => d.querySelector('[data-sticky]') !== null)).toEqual(shown.map((r) => r.sticky));
    expect(within(blocks[0]).getByText('Pinned')).toBeInTheDocument();
    // Dates read YYYY-MM-DD (SPEC §9); the body is the retailer's rich text, its table included.
    expect(blocks[0].querySelector('time')).toHaveTextContent(/^\d{4}-\d{2}-\d{2}$/);
    expect(blocks[0].querySelector('.vsm-richtext h3')).toHaveTextContent(shown[0].title);

    const todosAnswered = seen.findIndex((s) => s.path === TODOS && s.event === 'end');
    const homeAsked = seen.findIndex((s) => s.path === HOME && s.event === 'start');
    expect(todosAnswered).toBeGreaterThanOrEqual(0);
    expect(homeAsked).toBeGreaterThan(todosAnswered);
  });

  it('sanitises what a block holds before showing it', async () => {
    signIn('demo-supplier');
    const [first] = published();
    insertRow('portalContents', {
      ...first,
      contentId: 'PCI7777',
      title: 'Unsafe markup',
      body: '<p>Safe text</p><img src="x" onerror="window.__hit=1"><script>window.__hit=2</script>',
      sticky: true,
      publishTime: '2099-01-01 09:00:00',
    });
    renderHome('/workbench');
    const panel = await screen.findByTestId('workbench-home', {}, { timeout: 8000 });
    const block = (await within(panel).findByRole('heading', { name: 'Unsafe markup' })).closest('details')!;
    expect(block).toHaveTextContent('Safe text');
    expect(block.innerHTML).not.toMatch(/onerror|<script/);
  });

  it('offers a retry in its panel when the blocks fail, and shows them after it', async () => {
    signIn('demo-supplier');
    // Until the retry: the call sent when the to-dos settle and the panel's own both fail.
    setFault({ path: HOME, kind: 'http500' });
    renderHome('/workbench');
    const panel = await screen.findByTestId('workbench-home', {}, { timeout: 8000 });
    const retry = within(panel).getByRole('button', { name: /Retry/ });
    clearFaults();
    fireEvent.click(retry);
    await eventually(() => expect(panel.querySelectorAll('summary h3')).toHaveLength(published().length));
    expect(within(panel).queryByRole('alert')).toBeNull();
  });

  it('reads the panel in Chinese for a Chinese user', async () => {
    await initI18n({ language: 'zh-CN' });
    signIn('demo-supplier');
    renderHome('/workbench');
    const panel = await screen.findByTestId('workbench-home', {}, { timeout: 8000 });
    expect(within(panel).getByRole('heading', { level: 2 })).toHaveTextContent('平台资讯');
    expect(within(panel).getAllByText('置顶').length).toBeGreaterThan(0);
  });

  it('is not on the retailer workbench (the retailer maintains it at /s/maintenance/index)', async () => {
    signIn('demo-retailer', null);
    renderHome('/s/workbench');
    await eventually(() => expect(seen.some((s) => s.path === TODOS && s.event === 'end')).toBe(true));
    await screen.findByTestId('workbench-notices');
    expect(screen.queryByTestId('workbench-home')).toBeNull();
    expect(seen.some((s) => s.path === HOME)).toBe(false);
  });

  it('stays out of the first load (its budget): the workbench page imports the blocks and the sanitiser only lazily', () => {
    const dir = path.resolve(__dirname, '../../src/features/workbench');
    const page = readFileSync(path.join(dir, 'pages/WorkbenchPage.tsx'), 'utf8');
    expect(page).toMatch(/const loadHomeContent = \(\) => import\('\.\.\/components\/HomeContent'\);/);
    expect(page).toMatch(/lazy\(loadHomeContent\)/);
    expect(page).not.toMatch(/from '\.\.\/components\/HomeContent'|@\/kit\/richtext/);
  });
});
