import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import { useState } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { table } from '@mocks/db';
import { getAppMenu } from '@/api/menu';
import { preloadPage } from '@/app/routing/lazyPage';
import { FindAnything } from '@/app/search/FindAnything';
import { SearchLauncher } from '@/app/search/SearchLauncher';
import { searchSources } from '@/app/search/sources';
import { MAX_RECENT, readRecent, recentKey, rememberRecent, type RecentDocument } from '@/app/search/recent';
import { useMenu } from '@/stores/menu';
import { useSession } from '@/stores/session';
import { DEMO_VENDOR, FastProviders, pageTest } from '../support/page';

/*
 * The shell's search box ("find anything"): the real sources of every domain (features/<domain>/search.ts)
 * against the mock, as the signed-in account, with the account's menu; keyboard alone (WAI-ARIA combobox).
 */

const page = pageTest({ account: 'demo-supplier' });

// What the box asks to load ahead (routing/pageIntent), without loading it: the screens' code is not this test's.
vi.mock('@/app/routing/lazyPage', async (original) => ({
  ...(await original<object>()),
  preloadPage: vi.fn(),
}));

async function loadMenu() {
  const user = useSession.getState().user!;
  const token = useSession.getState().token!;
  useMenu
    .getState()
    .setModules(await getAppMenu({ appToken: token, appId: user.appId, entId: user.entId, postId: user.postId }));
}

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

/** The box in a router, as the header opens it; closing leaves it closed. */
function renderBox(start = '/workbench') {
  const onClose = vi.fn();
  function Shell() {
    const [open, setOpen] = useState(true);
    return open ? (
      <FindAnything
        user={useSession.getState().user!}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      />
    ) : null;
  }
  const { unmount } = render(
    <FastProviders>
      <MemoryRouter initialEntries={[start]}>
        <Shell />
        <Where />
      </MemoryRouter>
    </FastProviders>,
  );
  return { onClose, unmount, box: () => screen.getByRole('combobox') };
}

const where = () => new URL(screen.getByTestId('where').textContent ?? '', 'http://test');
const isDemo = (r: { venderId: string; bu: string }) => r.venderId === DEMO_VENDOR.venderId && r.bu === DEMO_VENDOR.bu;
const type = (box: HTMLElement, text: string) => fireEvent.change(box, { target: { value: text } });
/** Every list has answered the text typed (the box's live status no longer says it is searching). */
const searched = () =>
  waitFor(() => expect(document.querySelector('.vsm-find-status')).toHaveTextContent(/Nothing found|results?$/));
const activeOption = (box: HTMLElement) => document.getElementById(box.getAttribute('aria-activedescendant')!)!;

describe('find anything: documents by any part of their number', () => {
  beforeEach(loadMenu);

  it('finds an order notice by its last five digits, highlighted, and Enter opens its detail on the notice screen', async () => {
    const notice = table('orderNotices').find(isDemo)!;
    const tail = notice.sheetId.slice(-5);
    const { box, onClose } = renderBox();
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    type(box(), tail);
    await screen.findByRole('group', { name: 'Order notice' });
    await searched();
    const group = screen.getByRole('group', { name: 'Order notice' });
    const option = within(group)
      .getAllByRole('option')
      .find((o) => o.textContent?.includes(notice.sheetId))!;
    expect(option).toBeTruthy();
    expect(within(option).getByText(tail, { selector: 'mark' })).toBeInTheDocument();
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    // Up/Down move the active option (aria-activedescendant), round the ends.
    const options = screen.getAllByRole('option');
    expect(activeOption(box())).toBe(options[0]);
    fireEvent.keyDown(box(), { key: 'ArrowUp' });
    expect(activeOption(box())).toBe(options.at(-1));
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    expect(activeOption(box())).toBe(options[0]);
    for (let i = 0; i < options.length && activeOption(box()) !== option; i += 1)
      fireEvent.keyDown(box(), { key: 'ArrowDown' });
    expect(option).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(onClose).toHaveBeenCalled();
    // The notice screen's address searching the notice and opening its detail (QueryPage `open`:
    // tests/kit/queryOpenParam.test.tsx).
    await waitFor(() => expect(where().pathname).toBe('/order/order_notice'));
    expect(where().searchParams.get('sheetId')).toBe(notice.sheetId);
    expect(where().searchParams.get('open')).toBe(notice.sheetId);
    expect(readRecent(useSession.getState().user!.account)[0]).toMatchObject({ number: notice.sheetId });
  });

  it('a settlement sheet opens on the payment application screen; a certificate on its own detail page', async () => {
    const sheet = table('settleSheets').find(isDemo)!;
    const cert = table('certSheets').find(isDemo)!;
    const { box, unmount } = renderBox();
    type(box(), sheet.sheetId);
    const sheets = await screen.findByRole('group', { name: 'Settlement sheet' });
    expect(within(sheets).getAllByRole('option')[0]).toHaveTextContent(sheet.sheetId);
    await searched();
    while (activeOption(box()).closest('[role="group"]') !== sheets) fireEvent.keyDown(box(), { key: 'ArrowDown' });
    fireEvent.keyDown(box(), { key: 'Enter' });
    await waitFor(() => expect(where().pathname).toBe('/settlement-management/payment_application'));
    expect(where().searchParams.get('open')).toBe(sheet.sheetId);
    unmount();

    const again = renderBox();
    type(again.box(), cert.sheetId);
    const certs = await screen.findByRole('group', { name: 'Certificate' });
    const option = within(certs)
      .getAllByRole('option')
      .find((o) => o.textContent?.includes(cert.sheetId))!;
    fireEvent.click(option);
    await waitFor(() => expect(where().pathname).toMatch(new RegExp(`^/cert/details/${cert.sheetId}/.+/view$`)));
  });

  it('lists screens of the menu by a word of their title first; Esc closes', async () => {
    const { box, onClose } = renderBox();
    type(box(), 'notice');
    const screens = await screen.findByRole('group', { name: 'Screens' });
    expect(
      within(screens)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toContain('ScreenOrder notices');
    expect(screen.getAllByRole('group')[0]).toBe(screens);
    fireEvent.keyDown(box(), { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
  });

  it('loads the screen of the option Enter would open once it stays the active one', async () => {
    vi.mocked(preloadPage).mockClear();
    const { box } = renderBox();
    type(box(), 'notice');
    await screen.findByRole('group', { name: 'Screens' });
    await waitFor(() => expect(preloadPage).toHaveBeenCalled());
    const loaded = vi.mocked(preloadPage).mock.calls.at(-1)![0];
    expect(activeOption(box())).toHaveTextContent(i18n.t(loaded.titleKey));
  });

  it("demo-supplier never finds another supplier's order notice; demo-retailer finds it", async () => {
    const theirs = table('orderNotices').find((n) => !isDemo(n))!;
    const first = renderBox();
    type(first.box(), theirs.sheetId);
    await searched();
    expect(screen.queryByText(theirs.sheetId)).not.toBeInTheDocument();
    fireEvent.keyDown(first.box(), { key: 'Escape' });

    await page.signInAs('demo-retailer');
    await loadMenu();
    const second = renderBox('/s/workbench');
    type(second.box(), theirs.sheetId);
    const group = await screen.findByRole('group', { name: 'Order notice' });
    expect(within(group).getByRole('option')).toHaveTextContent(theirs.sheetId);
  });
});

describe('find anything: codes by any part, and every kind of document', () => {
  beforeEach(loadMenu);

  /** Types `text`, waits for every list, and answers the option of `group` showing `number`. */
  async function optionFor(box: HTMLElement, text: string, group: string, number: string) {
    type(box, text);
    const found = await screen.findByRole('group', { name: group });
    await searched();
    return within(found)
      .getAllByRole('option')
      .find((o) => o.textContent?.includes(number));
  }

  it('the last digits of a barcode find the goods, highlighted, and Enter opens it on the goods screen', async () => {
    const goods = table('goods').filter(isDemo);
    const hits = (part: string) =>
      goods.filter((g) => [g.goodsId, g.barcode, g.goodsName].some((v) => v.includes(part)));
    const one = goods.find((g) => hits(g.barcode.slice(-6)).length === 1)!;
    const part = one.barcode.slice(-6);
    expect(one.barcode.startsWith(part)).toBe(false);
    const { box } = renderBox();
    const option = await optionFor(box(), part, 'Goods', one.goodsId);
    expect(option).toBeTruthy();
    expect(within(option!).getByText(part, { selector: 'mark' })).toBeInTheDocument();
    fireEvent.click(option!);
    await waitFor(() => expect(where().pathname).toBe('/basicinfo/goodsinfo'));
    expect(where().searchParams.get('goodsId')).toBe(one.goodsId);
    expect(where().searchParams.get('open')).toBe(one.goodsId);
  });

  it.each([
    ['Return notice', 'returnNotices', '/returndocument-management/returnnoticedoc_query'],
    ['Return document', 'returnDocs', '/returndocument-management/returndoc_query'],
    ['Acceptance document', 'acceptances', '/acceptance-management/acceptancedoc_query'],
    ['New-goods sheet', 'newGoodsSheets', '/newproducts/introduce'],
    ['Promotion application', 'promoApplications', '/promotion/apply'],
    ['Liquidated damages', 'damages', '/order/order_liquidateddamages'],
    ['OI expense document', 'expenseDocs', '/settlement-management/OIexpense_document'],
    ['Order change document', 'orderApprovals', '/order/order_approval'],
  ] as const)('%s: found by part of its number, opened on its list (%s)', async (group, name, path) => {
    const mine = (table(name) as readonly { sheetId: string; venderId: string; bu: string }[]).find(isDemo)!;
    const { box } = renderBox();
    const option = await optionFor(box(), mine.sheetId.slice(2), group, mine.sheetId);
    expect(option).toBeTruthy();
    fireEvent.click(option!);
    await waitFor(() => expect(where().pathname).toBe(path));
    expect(where().searchParams.get('sheetId')).toBe(mine.sheetId);
    expect(where().searchParams.get('open')).toBe(mine.sheetId);
  });

  it('a bill by part of its number opens on the billing details screen, searched for it with its detail asked for', async () => {
    const bill = table('bills').find(isDemo)!;
    const { box } = renderBox();
    const option = await optionFor(box(), bill.billId.slice(4), 'Bill', bill.billId);
    expect(within(option!).getByText(bill.billId.slice(4), { selector: 'mark' })).toBeInTheDocument();
    fireEvent.click(option!);
    await waitFor(() => expect(where().pathname).toBe('/settlement-management/billingDetails_document'));
    expect(where().searchParams.get('billId')).toBe(bill.billId);
    expect(where().searchParams.get('open')).toBe(bill.billId);
  });

  it("a mail by part of its subject or its sender's name (the user's own inbox) opens in the mail reader", async () => {
    const mine = table('mailboxes').find((b) => b.ownerId === '10001' && b.folder === 'inbox')!;
    const mail = table('mails').find((m) => m.emailId === mine.emailId)!;
    const { box } = renderBox();
    const bySubject = await optionFor(box(), mail.title.slice(2, 6), 'Mail', mail.title);
    expect(within(bySubject!).getByText(mail.title.slice(2, 6), { selector: 'mark' })).toBeInTheDocument();
    const bySender = await optionFor(box(), mail.senderName.slice(1), 'Mail', mail.title);
    expect(within(bySender!).getByText(mail.senderName.slice(1), { selector: 'mark' })).toBeInTheDocument();
    fireEvent.click(bySender!);
    await waitFor(() => expect(where().pathname).toBe('/message/email/inbox'));
    expect(where().searchParams.get('open')).toBe(mail.emailId);
  });

  it("retailer staff find another supplier's acceptance and return document, with the supplier named", async () => {
    const acceptance = table('acceptances').find((a) => !isDemo(a))!;
    const returned = table('returnDocs').find((d) => !isDemo(d))!;
    const mine = renderBox();
    type(mine.box(), acceptance.sheetId);
    await searched();
    expect(screen.queryByText(acceptance.sheetId)).not.toBeInTheDocument();
    mine.unmount();

    await page.signInAs('demo-retailer');
    await loadMenu();
    const { box, unmount } = renderBox('/s/workbench');
    const option = await optionFor(box(), acceptance.sheetId, 'Acceptance document', acceptance.sheetId);
    expect(option).toHaveTextContent(acceptance.venderId);
    unmount();
    const again = renderBox('/s/workbench');
    const doc = await optionFor(again.box(), returned.sheetId, 'Return document', returned.sheetId);
    fireEvent.click(doc!);
    await waitFor(() => expect(where().pathname).toBe('/s/reorder/return-sales'));
  });
});

describe('find anything: which lists are asked first', () => {
  it('the kinds a clerk is asked about most (order notice, reservation, settlement sheet, goods) are sent first, then the rest as collected', () => {
    const ranked = searchSources.filter((s) => (s.rank ?? 0) < 0).map((s) => s.id);
    expect(ranked).toEqual(
      expect.arrayContaining([
        'orders.notice.supplier',
        'booking.reservation.supplier',
        'settlement.sheet',
        'basicinfo.goods.supplier',
      ]),
    );
    expect(searchSources.slice(0, ranked.length).map((s) => s.id)).toEqual(ranked);
    expect(ranked).not.toContain('acceptance.doc.supplier');
  });
});

describe('find anything: recent documents', () => {
  const doc = (n: number, kindKey = 'search:kind.orderNotice'): RecentDocument => ({
    key: `S${n}`,
    number: `S${n}`,
    to: `/order/order_notice?sheetId=S${n}&open=S${n}`,
    kindKey,
  });

  it('the empty box offers the documents the user opened last, and Enter opens one', async () => {
    await loadMenu();
    const account = useSession.getState().user!.account;
    rememberRecent(account, doc(1));
    rememberRecent(account, doc(2, 'search:kind.settleSheet'));
    const { box } = renderBox();
    const group = screen.getByRole('group', { name: 'Recently opened documents' });
    expect(
      within(group)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Settlement sheetS2', 'Order noticeS1']);
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    fireEvent.keyDown(box(), { key: 'Enter' });
    await waitFor(() => expect(where().pathname).toBe('/order/order_notice'));
  });

  it('keeps the last 20 opened per user, newest first, each once, without the token', () => {
    for (let n = 1; n <= 25; n += 1) rememberRecent('alice', doc(n));
    rememberRecent('alice', doc(10));
    const list = readRecent('alice');
    expect(list).toHaveLength(MAX_RECENT);
    expect(list[0].number).toBe('S10');
    expect(list.filter((d) => d.number === 'S10')).toHaveLength(1);
    expect(list[1].number).toBe('S25');
    expect(readRecent('bob')).toEqual([]);
    expect(localStorage.getItem(recentKey('alice'))).not.toMatch(/token|demo-/);
  });

  it('the same number of two kinds is two documents; unreadable storage reads as none', () => {
    rememberRecent('alice', doc(1));
    rememberRecent('alice', doc(1, 'search:kind.settleSheet'));
    expect(readRecent('alice')).toHaveLength(2);
    localStorage.setItem(recentKey('carol'), '{not json');
    expect(readRecent('carol')).toEqual([]);
  });
});

describe('find anything: the header button and its shortcuts', () => {
  const renderLauncher = () =>
    render(
      <FastProviders>
        <MemoryRouter initialEntries={['/workbench']}>
          <input aria-label="Some field" />
          <SearchLauncher user={useSession.getState().user!} />
        </MemoryRouter>
      </FastProviders>,
    );

  it('Ctrl+K opens the box from anywhere (its code loaded then), Esc closes it and gives the focus back', async () => {
    renderLauncher();
    const button = screen.getByRole('button', { name: /Search documents, goods, screens/ });
    expect(button).toHaveAttribute('aria-keyshortcuts', 'Control+K /');
    fireEvent.keyDown(screen.getByLabelText('Some field'), { key: 'k', ctrlKey: true });
    const box = await screen.findByRole('combobox', { name: 'Find a document, goods item or screen' });
    await waitFor(() => expect(box).toHaveFocus());
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('"/" opens it only when the user is not typing in a field', async () => {
    renderLauncher();
    fireEvent.keyDown(screen.getByLabelText('Some field'), { key: '/' });
    fireEvent.keyDown(document.body, { key: 'a' });
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    fireEvent.keyDown(document.body, { key: '/' });
    expect(await screen.findByRole('combobox')).toBeInTheDocument();
  });
});
