import { act, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useLayoutEffect } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import zhCN from '../../locales/zh-CN/workbench.json';
import enUS from '../../locales/en-US/workbench.json';
import { clearFaults, server, setFault } from '@mocks/node';
import * as api from '@/features/workbench/api';
import { i18n, initI18n } from '@/i18n';
import SupplierWorkbench from '@/features/workbench/pages/SupplierWorkbench';
import RetailerWorkbench from '@/features/workbench/pages/RetailerWorkbench';
import { workbenchRoutes } from '@/features/workbench/routes';
import * as workbenchPrefetch from '@/features/workbench/prefetch';
import { yesterday } from '@/features/workbench/model';
import { useVendor } from '@/stores/vendor';
import { DEMO_VENDOR, MULTI_A, MULTI_B, signIn } from '../support/page';
import { loadPage } from '../support/routes';

// Watched, not replaced: the page's calls below the to-dos go out through it.
vi.mock('@/features/workbench/prefetch', async (importOriginal) => {
  const original = await importOriginal<typeof workbenchPrefetch>();
  return { ...original, prefetchBelowTodo: vi.fn(original.prefetchBelowTodo) };
});

// The lists and charts wait for the to-dos (their answer, then a render): beyond 1 s on a loaded machine.
configure({ asyncUtilTimeout: 8000 });

/*
 * The real page against the real mock backend (mocks/, started by tests/setup.ts with msw/node):
 * demo tokens and vendor combinations of docs/API.md. A few cases override one endpoint with
 * server.use(...) to pin exact data (ordering, empty answer).
 */

const WB = '/api/fea-vsm/workbench';

type Seen = { name: string; venderId: string | null; at: number };
let seen: Seen[] = [];
let todoAnsweredAt: number | null = null;

function onStart({ request }: { request: Request }) {
  const path = new URL(request.url).pathname;
  if (path.startsWith(WB))
    seen.push({ name: path.slice(WB.length + 1), venderId: request.headers.get('venderId'), at: performance.now() });
}
function onEnd({ request }: { request: Request }) {
  if (new URL(request.url).pathname === `${WB}/todoCounts`) todoAnsweredAt = performance.now();
}
const callsOf = (name: string) => seen.filter((s) => s.name === name);

beforeAll(async () => {
  await initI18n({ language: 'en-US' });
  server.events.on('request:start', onStart);
  server.events.on('response:mocked', onEnd);
});

afterAll(() => {
  server.events.removeListener('request:start', onStart);
  server.events.removeListener('response:mocked', onEnd);
});

// The homes are in the first load: only the first screen's texts, no sign-in beyond the client's token.
beforeEach(() => {
  seen = [];
  todoAnsweredAt = null;
  signIn('demo-supplier', DEMO_VENDOR);
});

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/workbench" element={<SupplierWorkbench />} />
        <Route path="/s/workbench" element={<RetailerWorkbench />} />
        <Route path="*" element={<LocationProbe />} />
      </Routes>
    </MemoryRouter>,
  );
}

const LABELS = {
  orderNotice: 'Order notices',
  orderApproval: 'Order approvals',
  returnNotice: 'Return notices',
  acceptance: 'Acceptances',
  saleGrossProfit: 'Sales gross profit',
  oiExpense: 'OI expenses',
  pendingCert: 'Pending certificates',
} as const;

const todoLink = (label: string) => screen.findByRole('link', { name: new RegExp(`^${label}: \\d+ pending`) });

// ---------------------------------------------------------------------------------------------

describe('workbench routes and texts', () => {
  it('declares the supplier and retailer homes, their pages in the first load', async () => {
    expect(workbenchRoutes.map((r) => [r.path, r.side, r.titleKey])).toEqual([
      ['/workbench', 'supplier', 'workbench:title'],
      ['/s/workbench', 'retailer', 'workbench:title'],
    ]);
    for (const r of workbenchRoutes) expect(typeof (await loadPage(r))).toBe('function');
    expect(i18n.t('workbench:title')).toBe('Workbench');
  });

  it('has the same keys in zh-CN and en-US', () => {
    expect(Object.keys(enUS).sort()).toEqual(Object.keys(zhCN).sort());
  });
});

describe('supplier workbench (demo-supplier)', () => {
  it('renders the seven to-do counts of the mock with their labels', async () => {
    const counts = await api.todoCounts();
    renderAt('/workbench');
    for (const [key, label] of Object.entries(LABELS)) {
      const count = counts[key as keyof typeof counts];
      expect(
        await screen.findByRole('link', { name: `${label}: ${count} pending, open the list` }),
      ).toBeInTheDocument();
      expect(screen.getByTestId(`todo-count-${key}`)).toHaveTextContent(String(count));
    }
    // The retailer's own to-dos (its review screens) are not the supplier's.
    expect(screen.getAllByTestId(/^todo-count-/)).toHaveLength(Object.keys(LABELS).length);
  });

  it('navigates to the filtered screen when a to-do is clicked', async () => {
    const user = userEvent.setup();
    renderAt('/workbench');
    await user.click(await todoLink('Order approvals'));
    expect(screen.getByTestId('location')).toHaveTextContent('/order/order_approval?status=pending');
  });

  it('links every to-do to its screen with the pending filter', async () => {
    renderAt('/workbench');
    const expected: Array<[string, string]> = [
      ['Order notices', '/order/order_notice?status=pending'],
      ['Order approvals', '/order/order_approval?status=pending'],
      ['Return notices', '/returndocument-management/returnnoticedoc_query?status=pending'],
      ['Acceptances', '/acceptance-management/acceptancedoc_query?status=pending'],
      ['Sales gross profit', '/promotion/sale_grossprofit?status=pending'],
      ['OI expenses', '/settlement-management/OIexpense_document?status=pending'],
      ['Pending certificates', '/cert/onhand?status=pending'],
    ];
    for (const [label, href] of expected) expect((await todoLink(label)).getAttribute('href')).toBe(href);
  });

  it('lists sticky notices first, marked, and opens the notice detail', async () => {
    const user = userEvent.setup();
    const page = await api.noticeList({ pageNo: 1, pageSize: 6 });
    renderAt('/workbench');
    const card = await screen.findByTestId('workbench-notices');
    const first = page.pageData[0];
    await within(card).findByRole('link', { name: new RegExp(first.title) });
    const links = within(card)
      .getAllByRole('link')
      .filter((a) => a.getAttribute('href')?.startsWith('/message/ndetail/'));
    expect(links).toHaveLength(page.pageData.length);
    const pinned = links.map((a) => within(a).queryByText('Pinned') !== null);
    expect(pinned.some(Boolean)).toBe(true);
    expect(pinned.indexOf(false) === -1 || pinned.lastIndexOf(true) < pinned.indexOf(false)).toBe(true);
    // Dates read YYYY-MM-DD.
    for (const a of links) expect(within(a).getByText(/^\d{4}-\d{2}-\d{2}$/)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'More notices' }).getAttribute('href')).toBe('/message/notice');
    await user.click(links[0]);
    expect(screen.getByTestId('location')).toHaveTextContent(`/message/ndetail/${first.id}`);
  });

  it('puts sticky notices first even when the answer does not', async () => {
    server.use(
      http.post(`*${WB}/noticeList`, () =>
        HttpResponse.json({
          returncode: '00000',
          message: 'success',
          data: {
            pageNo: 1,
            pageSize: 6,
            total: 3,
            pageData: [
              {
                id: 'N1',
                docNo: 'D1',
                title: 'Price list update',
                publisher: 'HQ',
                publishDate: '2025-06-10 09:30:00',
                sticky: false,
                read: true,
              },
              {
                id: 'N2',
                docNo: 'D2',
                title: 'Holiday schedule',
                publisher: 'HQ',
                publishDate: '2025-06-12',
                sticky: true,
                read: false,
              },
              {
                id: 'N3',
                docNo: 'D3',
                title: 'New invoice rules',
                publisher: 'HQ',
                publishDate: '2025/6/1',
                sticky: false,
                read: false,
              },
            ],
          },
        }),
      ),
    );
    renderAt('/workbench');
    const card = await screen.findByTestId('workbench-notices');
    await within(card).findByRole('link', { name: /Holiday schedule/ });
    const labels = within(card)
      .getAllByRole('link')
      .map((a) => a.getAttribute('aria-label'))
      .filter((l) => l !== 'More notices');
    expect(labels).toEqual([
      'Pinned Holiday schedule 2025-06-12',
      'Price list update 2025-06-10',
      'New invoice rules 2025-06-01',
    ]);
  });

  it('marks unread mail and opens it in the inbox', async () => {
    const user = userEvent.setup();
    const page = await api.inboxList({ pageNo: 1, pageSize: 6 });
    const unreadMail = page.pageData.find((m) => m.readStatus === 0)!;
    const readMail = page.pageData.find((m) => m.readStatus === 1)!;
    expect(unreadMail && readMail).toBeTruthy();
    renderAt('/workbench');
    const card = await screen.findByTestId('workbench-inbox');
    const unread = await within(card).findByRole('link', { name: new RegExp(`^Unread ${unreadMail.title}`) });
    expect(unread.querySelector('[data-unread="true"]')).not.toBeNull();
    const read = within(card).getByRole('link', { name: new RegExp(`^${readMail.title}`) });
    expect(read.querySelector('[data-unread="true"]')).toBeNull();
    expect(within(card).getByRole('link', { name: 'More mail' }).getAttribute('href')).toBe('/message/email/inbox');
    await user.click(unread);
    expect(screen.getByTestId('location')).toHaveTextContent(`/message/email/inbox?open=${unreadMail.emailId}`);
  });

  it("draws the blocks' frames with the to-dos and fills them from the next render", async () => {
    // What the first commit shows (a sibling's layout effect runs in that commit, after the page's DOM).
    let first: { text: string; skeletons: number; rooms: number } | null = null;
    function FirstCommit() {
      useLayoutEffect(() => {
        first = {
          text: document.body.textContent ?? '',
          skeletons: document.querySelectorAll('.ant-skeleton').length,
          rooms: document.querySelectorAll('[data-testid="workbench-sales"] .workbench-charts > div').length,
        };
      }, []);
      return null;
    }
    render(
      <MemoryRouter initialEntries={['/workbench']}>
        <SupplierWorkbench />
        <FirstCommit />
      </MemoryRouter>,
    );
    // The titles and the sales date are the page's frame: there at once (the phone's largest text is the
    // date, SPEC §2's "yesterday"), with the room of the charts held; no skeleton of theirs yet.
    expect(first).not.toBeNull();
    for (const text of [enUS.todoTitle, enUS.salesTitle, enUS.noticeTitle, enUS.inboxTitle])
      expect(first!.text).toContain(text);
    expect(first!.text).toContain(enUS.salesDate.replace('{{date}}', yesterday()));
    expect(first!.rooms).toBe(3);
    expect(first!.skeletons).toBe(0);
    // Filled from the next render on.
    await screen.findAllByRole('img', { name: /^By channel/ });
  });

  it('loads the charts only after the to-dos, with accessible summaries and tables', async () => {
    setFault({ path: `${WB}/todoCounts`, kind: 'delay', ms: 150, times: 1 });
    renderAt('/workbench');
    // While the to-dos load, the charts' space is held by a skeleton and nothing of them is fetched.
    expect(screen.getByTestId('workbench-sales-skeleton')).toBeInTheDocument();
    await act(() => new Promise((r) => setTimeout(r, 60)));
    expect(callsOf('todoCounts')).toHaveLength(1);
    expect(callsOf('salesShare')).toHaveLength(0);
    expect(screen.queryAllByRole('img')).toHaveLength(0);

    const charts = await screen.findAllByRole('img', { name: /^By (business type|channel|time slot): / });
    expect(charts).toHaveLength(3);
    expect(todoAnsweredAt).not.toBeNull();
    expect(callsOf('salesShare')[0].at).toBeGreaterThanOrEqual(todoAnsweredAt!);
    for (const svg of charts) {
      expect(svg.tagName.toLowerCase()).toBe('svg');
      // every item as "name 12.34%"
      expect(svg.getAttribute('aria-label')).toMatch(/^By [a-z ]+: (.+ \d+\.\d{2}%)(, .+ \d+\.\d{2}%)*$/);
    }
    for (const caption of ['By business type', 'By channel', 'By time slot']) {
      const table = screen.getByRole('table', { name: caption });
      expect(within(table).getAllByRole('row').length).toBeGreaterThan(1);
    }
  });

  it('asks for the blocks below the to-dos with the commit that shows the to-dos, and each once', async () => {
    vi.mocked(workbenchPrefetch.prefetchBelowTodo).mockClear();
    renderAt('/workbench');
    await screen.findAllByRole('img', { name: /^By channel/ });
    await waitFor(() => expect(callsOf('inboxList')).toHaveLength(1));
    // Sent by the page, not by the cards' pass (which the shell's header and menu share on a first load)…
    await waitFor(() =>
      expect(vi.mocked(workbenchPrefetch.prefetchBelowTodo).mock.calls.map(([block]) => block)).toEqual([
        'salesShare',
        'noticeList',
        'inboxList',
        'homeBlocks',
      ]),
    );
    // …after the to-dos' answer, and taken by the cards rather than asked again.
    for (const name of ['salesShare', 'noticeList', 'inboxList']) {
      expect(callsOf(name), name).toHaveLength(1);
      expect(callsOf(name)[0].at).toBeGreaterThanOrEqual(todoAnsweredAt!);
    }
    const notices = await screen.findByTestId('workbench-notices');
    await waitFor(() => expect(notices.querySelectorAll('a').length).toBeGreaterThan(1));
  });

  it('writes the exact shares with 2 decimals', async () => {
    server.use(
      http.post(`*${WB}/salesShare`, () =>
        HttpResponse.json({
          returncode: '00000',
          message: 'success',
          data: {
            byBusinessType: [
              { name: 'Supermarket', value: 600 },
              { name: 'Convenience', value: 300 },
              { name: 'Hypermarket', value: 100 },
            ],
            byChannel: [
              { name: 'Online', value: 250 },
              { name: 'Stores', value: 750 },
            ],
            byTimeSlot: [
              { name: '00-08', value: 100 },
              { name: '08-12', value: 400 },
              { name: '12-18', value: 300 },
              { name: '18-24', value: 200 },
            ],
          },
        }),
      ),
    );
    renderAt('/workbench');
    expect(
      await screen.findByRole('img', {
        name: 'By business type: Supermarket 60.00%, Convenience 30.00%, Hypermarket 10.00%',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'By channel: Stores 75.00%, Online 25.00%' })).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: 'By time slot: 00-08 10.00%, 08-12 40.00%, 12-18 30.00%, 18-24 20.00%' }),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'By channel' });
    expect(within(table).getByRole('row', { name: 'Stores 750.00 75.00%' })).toBeInTheDocument();
  });

  it('shows the empty state for an empty sales answer', async () => {
    server.use(
      http.post(`*${WB}/salesShare`, () =>
        HttpResponse.json({
          returncode: '00000',
          message: 'success',
          data: { byBusinessType: [], byChannel: [], byTimeSlot: [] },
        }),
      ),
    );
    renderAt('/workbench');
    expect(await screen.findByText('No sales yesterday')).toBeInTheDocument();
    expect(screen.queryAllByRole('img')).toHaveLength(0);
    expect(screen.queryByTestId('workbench-sales-skeleton')).toBeNull();
  });

  it('offers a retry in the card when the to-dos fail', async () => {
    const user = userEvent.setup();
    setFault({ path: `${WB}/todoCounts`, kind: 'http500', times: 1 });
    renderAt('/workbench');
    const retry = await screen.findByRole('button', { name: /Retry/ });
    expect(screen.queryByRole('link', { name: /^Order notices:/ })).toBeNull();
    await user.click(retry);
    expect(await todoLink('Order notices')).toBeInTheDocument();
  });

  it('offers a retry in the list when the notices fail', async () => {
    const user = userEvent.setup();
    // Until the retry: a one-time fault could be taken by a late call of the previous test's page.
    setFault({ path: `${WB}/noticeList`, kind: 'http500' });
    renderAt('/workbench');
    const card = await screen.findByTestId('workbench-notices');
    const retry = await within(card).findByRole('button', { name: /Retry/ }, { timeout: 5000 });
    clearFaults();
    await user.click(retry);
    expect((await within(card).findAllByText('Pinned', {}, { timeout: 3000 })).length).toBeGreaterThan(0);
  });
});

describe('vendor switch (demo-supplier-multi)', () => {
  it('refetches every block for the new combination', async () => {
    signIn('demo-supplier-multi', MULTI_A);
    renderAt('/workbench');
    await todoLink('Order notices');
    await screen.findAllByRole('img', { name: /^By channel/ });
    await waitFor(() => expect(callsOf('inboxList')).toHaveLength(1));
    for (const name of ['todoCounts', 'salesShare', 'noticeList', 'inboxList']) {
      expect(callsOf(name).map((c) => c.venderId)).toEqual([MULTI_A.venderId]);
    }

    act(() => useVendor.getState().select(MULTI_B));

    await waitFor(() => {
      for (const name of ['todoCounts', 'salesShare', 'noticeList', 'inboxList']) {
        expect(callsOf(name).map((c) => c.venderId)).toEqual([MULTI_A.venderId, MULTI_B.venderId]);
      }
    });
    const countsB = await api.todoCounts();
    expect(
      await screen.findByRole('link', { name: `Order notices: ${countsB.orderNotice} pending, open the list` }),
    ).toBeInTheDocument();
    expect(await screen.findAllByRole('img', { name: /^By channel/ })).toHaveLength(1);
  });
});

describe('retailer workbench (demo-retailer)', () => {
  it("counts what waits on the retailer's review screens, each linking to its screen filtered to what waits", async () => {
    signIn('demo-retailer', null);
    const counts = await api.todoCounts();
    renderAt('/s/workbench');
    const expected: Array<[keyof typeof counts, string, string]> = [
      ['openDisputes', 'Disputes to answer', '/s/settlement-management/dispute_desk?status=0'],
      ['paymentDesk', 'Invoices and payments', '/s/settlement-management/payment_desk?status=waiting'],
      ['registrations', 'Registrations to review', '/s/basicinfo/registration_review?status=0'],
      ['sealApplications', 'Seal applications to review', '/s/electronic-signature/ca_review?status=0'],
      ['promoterAgreements', 'Promoter agreements to approve', '/s/contract/promoter_protocol_rpt?status=1'],
    ];
    for (const [key, label, href] of expected) {
      expect(counts[key], key).toBeGreaterThan(0);
      const link = await screen.findByRole('link', { name: `${label}: ${counts[key]} pending, open the list` });
      expect(link.getAttribute('href')).toBe(href);
    }
  });

  it('links to the /s screens and shows counts without a screen as plain text', async () => {
    const user = userEvent.setup();
    signIn('demo-retailer', null);
    const counts = await api.todoCounts();
    renderAt('/s/workbench');
    expect((await todoLink('Order notices')).getAttribute('href')).toBe(
      '/s/order-management/ordernotice_query?status=pending',
    );
    expect((await todoLink('Order approvals')).getAttribute('href')).toBe(
      '/s/order-management/order_approval?status=pending',
    );
    expect((await todoLink('Return notices')).getAttribute('href')).toBe('/s/reorder/return-sales?status=pending');
    expect((await todoLink('Acceptances')).getAttribute('href')).toBe('/s/acceptance/search?status=pending');
    expect((await todoLink('Pending certificates')).getAttribute('href')).toBe(
      '/s/license/license_review?status=pending',
    );
    expect(screen.queryByRole('link', { name: /^Sales gross profit/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /^OI expenses/ })).toBeNull();
    expect(
      screen.getByRole('group', { name: `Sales gross profit: ${counts.saleGrossProfit} pending` }),
    ).toBeInTheDocument();
    expect(screen.getByRole('group', { name: `OI expenses: ${counts.oiExpense} pending` })).toBeInTheDocument();

    const notices = await screen.findByTestId('workbench-notices');
    expect(within(notices).getByRole('link', { name: 'More notices' }).getAttribute('href')).toBe('/s/message/notice');
    const inbox = await screen.findByTestId('workbench-inbox');
    expect(within(inbox).getByRole('link', { name: 'More mail' }).getAttribute('href')).toBe('/s/message/email');
    // The lists load after the to-dos: wait for their items, not just for the panels' own links.
    const linkIn = (panel: HTMLElement, prefix: string) =>
      waitFor(() => {
        const found = within(panel)
          .getAllByRole('link')
          .find((a) => a.getAttribute('href')?.startsWith(prefix));
        expect(found).toBeTruthy();
        return found!;
      });
    await linkIn(inbox, '/s/message/email?open=');
    const notice = await linkIn(notices, '/s/message/ndetail/');
    const href = notice!.getAttribute('href');
    await user.click(notice!);
    expect(screen.getByTestId('location')).toHaveTextContent(href!);
  });
});
