import { act, fireEvent, screen, within } from '@testing-library/react';
import { table } from '@mocks/db';
import { RETAILER_MENU } from '@mocks/db/data/menus';
import { glossary } from '@mocks/glossary';
import zhCN from '../../locales/zh-CN/portalContent.json';
import enUS from '../../locales/en-US/portalContent.json';
import { portalContentRoutes } from '@/features/portalContent/routes';
import { mergeServerTexts } from '@/i18n';
import { useRightsStore } from '@/stores/rights';
import { pageTest } from '../support/page';
import {
  button,
  columnTexts,
  confirmOk,
  dialog,
  enter,
  eventually,
  field,
  findToast,
  queryButton,
  rowOf,
  tick,
  waitForRows,
} from '../support/queries';

/*
 * Portal maintenance (SPEC §2 login page, index content page, alldynamic history; §7 banner and
 * dynamic lists and saves; §6 publishers; §2 publishing with a sticky option) against the mock.
 */

const LOGIN = '/s/maintenance/login?pageNo=1&pageSize=100';
const { signInAs, open, callsOf, notify } = pageTest({
  routes: portalContentRoutes,
  account: null,
  calls: /\/api\/fea-vsm\/portalContent\/(\w+)$/,
  setUp: () => mergeServerTexts('en-US', glossary()),
  waitMs: 8000,
});

const toolbar = () => document.querySelector<HTMLElement>('.vsm-query-toolbar')!;
const item = (id: string) => table('portalContents').find((r) => r.contentId === id)!;
// Plural forms differ per language (zh: _other; en: _one and _other): compared by their base key.
const keys = (o: object): string[] => [
  ...new Set(
    Object.entries(o).flatMap(([k, v]) =>
      typeof v === 'object' ? keys(v).map((x) => `${k}.${x}`) : [k.replace(/_(one|other)$/, '')],
    ),
  ),
];

describe('portal maintenance routes and texts', () => {
  it('declares the three retailer screens of SPEC §2 and the same keys in both languages', () => {
    expect(portalContentRoutes.map((r) => [r.path, r.side])).toEqual([
      ['/s/maintenance/login', 'retailer'],
      ['/s/maintenance/index', 'retailer'],
      ['/s/maintenance/alldynamic', 'retailer'],
    ]);
    expect(keys(enUS).sort()).toEqual(keys(zhCN).sort());
  });

  it('names each screen in the side menu as its tab does, in both languages', () => {
    const menu = RETAILER_MENU.flatMap(([, , , pages]) => pages).filter(([path]) => path.startsWith('/s/maintenance/'));
    const title = (lang: typeof zhCN, key: string) => lang[key.replace('portalContent:', '') as keyof typeof zhCN];
    expect(menu).toEqual(portalContentRoutes.map((r) => [r.path, title(zhCN, r.titleKey), title(enUS, r.titleKey)]));
  });
});

describe('sign-in page content (demo-retailer)', () => {
  beforeEach(() => signInAs('demo-retailer'));

  it('SPEC §7: lists the sign-in page items only, in every status, sticky ones first', async () => {
    const login = table('portalContents').filter((r) => r.page === 'login');
    open(LOGIN);
    await eventually(() => expect(screen.getByText(`${login.length} in total`)).toBeInTheDocument());
    expect(callsOf('query')[0].body).toMatchObject({ params: { page: 'login' } });
    expect(new Set(columnTexts('Status'))).toEqual(new Set(['Draft', 'Published', 'Withdrawn']));
    expect(columnTexts('Pinned')[0]).toBe('Yes');
  });

  it('SPEC §6 §2: a publisher publishes a draft as sticky; withdrawing a draft is refused with the SPEC §8 text', async () => {
    const draft = table('portalContents').find((r) => r.page === 'login' && r.status === '0')!;
    open(LOGIN);
    await waitForRows();
    tick(rowOf(draft.contentId));
    fireEvent.click(button('Withdraw', toolbar()));
    await findToast('The selected data does not meet the requirements');
    expect(callsOf('withdraw')).toHaveLength(0);

    fireEvent.click(button('Publish', toolbar()));
    await eventually(() => expect(dialog()).toHaveTextContent('Publish content'));
    fireEvent.click(screen.getByLabelText('Yes'));
    fireEvent.click(button('Publish', dialog()));
    await findToast('1 item published');
    expect(item(draft.contentId)).toMatchObject({ status: '1', sticky: true, publisher: '王晓梅' });
    expect(callsOf('publish')[0].body).toMatchObject({ contentIds: [draft.contentId], sticky: true });
  });

  /** The editor of a new item with a title and a body written. */
  async function newItem(title: string, html: string) {
    open(LOGIN);
    await waitForRows();
    fireEvent.click(button('New', toolbar()));
    await eventually(() => expect(dialog()).toHaveTextContent('New content'));
    const form = dialog();
    enter(field('Title', form), title);
    const body = await eventually(() => within(form).getByRole('textbox', { name: 'Content' }));
    await act(async () => {
      body.innerHTML = html;
      fireEvent.input(body);
    });
    return form;
  }

  it('SPEC §7: a banner without a picture is refused before anything is sent', async () => {
    const form = await newItem('Spring fair', '<p>No picture yet</p>');
    fireEvent.click(within(form).getByLabelText('Banner'));
    fireEvent.click(button('Save draft', form));
    await eventually(() => expect(within(form).getByText('A banner needs a picture')).toBeInTheDocument());
    expect(callsOf('save')).toHaveLength(0);
  });

  it('SPEC §7: a news item needs no picture: saved as a draft with its body', async () => {
    const form = await newItem('Spring fair', '<p>No picture yet</p>');
    fireEvent.click(within(form).getByLabelText('News item'));
    fireEvent.click(button('Save draft', form));
    await findToast('Saved as a draft');
    expect(callsOf('save')[0].body).toMatchObject({ page: 'login', kind: 'dynamic', title: 'Spring fair' });
    expect(table('portalContents').find((r) => r.title === 'Spring fair')).toMatchObject({
      status: '0',
      body: '<p>No picture yet</p>',
    });
  });

  it('SPEC §8: a draft another publisher published meanwhile is refused by the server in English, and stays as it is', async () => {
    const draft = table('portalContents').find((r) => r.page === 'login' && r.status === '0')!;
    open(LOGIN);
    await waitForRows();
    // Published by someone else after this list was loaded.
    Object.assign(item(draft.contentId), { status: '1', sticky: false, publisher: '李建国' });
    tick(rowOf(draft.contentId));
    fireEvent.click(button('Publish', toolbar()));
    await eventually(() => expect(dialog()).toHaveTextContent('Publish content'));
    fireEvent.click(button('Publish', dialog()));
    await eventually(() =>
      expect(notify).toHaveBeenCalledWith('error', 'The current document does not allow this operation.'),
    );
    expect(item(draft.contentId)).toMatchObject({ status: '1', publisher: '李建国' });
  });

  it('SPEC §2 sticky: a publisher unpins a pinned item after the question; pinning it again is offered, unpinning no more', async () => {
    const pinned = table('portalContents').find((r) => r.page === 'login' && r.status === '1' && r.sticky)!;
    open(LOGIN);
    await waitForRows();
    tick(rowOf(pinned.contentId));
    fireEvent.click(button('Pin', toolbar()));
    await findToast('The selected data does not meet the requirements');
    expect(callsOf('pin')).toHaveLength(0);

    fireEvent.click(button('Unpin', toolbar()));
    await confirmOk('Unpin the ticked item?');
    await findToast('1 item unpinned');
    expect(callsOf('pin')[0].body).toMatchObject({ contentIds: [pinned.contentId], sticky: false });
    expect(item(pinned.contentId)).toMatchObject({ status: '1', sticky: false });
    await eventually(() => expect(within(rowOf(pinned.contentId)).queryByRole('button', { name: 'Unpin' })).toBeNull());
    expect(within(rowOf(pinned.contentId)).getByRole('button', { name: 'Pin' })).toBeInTheDocument();
  });

  it('corrects a withdrawn item in the editor: saved, it is a draft again', async () => {
    const withdrawn = table('portalContents').find((r) => r.page === 'login' && r.status === '2')!;
    const published = table('portalContents').find((r) => r.page === 'login' && r.status === '1')!;
    open(LOGIN);
    await waitForRows();
    expect(within(rowOf(published.contentId)).queryByRole('button', { name: 'Edit' })).toBeNull();
    fireEvent.click(within(rowOf(withdrawn.contentId)).getByRole('button', { name: 'Edit' }));
    await eventually(() => expect(dialog()).toHaveTextContent('Edit content'));
    const form = dialog();
    await eventually(() => within(form).getByRole('textbox', { name: 'Content' }));
    expect(field('Title', form)).toHaveValue(withdrawn.title);
    enter(field('Title', form), 'Corrected title');
    fireEvent.click(button('Save draft', form));
    await findToast('Saved as a draft');
    expect(callsOf('save')[0].body).toMatchObject({ contentId: withdrawn.contentId, title: 'Corrected title' });
    expect(item(withdrawn.contentId)).toMatchObject({ status: '0', title: 'Corrected title', sticky: false });
  });

  it('withdraws a published item after the question, and the history lists the step', async () => {
    const shown = table('portalContents').find((r) => r.page === 'login' && r.status === '1')!;
    const list = open(LOGIN);
    await waitForRows();
    tick(rowOf(shown.contentId));
    fireEvent.click(button('Withdraw', toolbar()));
    await confirmOk('Withdraw the ticked item? The portal will no longer show it.');
    await findToast('1 item withdrawn');
    expect(item(shown.contentId).status).toBe('2');

    // Queried on arrival: the newest change first (the list unmounted, so the rows read are the history's).
    list.unmount();
    open('/s/maintenance/alldynamic');
    await waitForRows();
    const first = rowOf(shown.contentId);
    expect(first).toHaveTextContent('Withdrawn');
    expect(first).toHaveTextContent('王晓梅');
  });

  it('restores two withdrawn items in one go, published again with their sticky choice; the history lists the step', async () => {
    const withdrawn = table('portalContents').filter((r) => r.page === 'login' && r.status === '2');
    expect(withdrawn.length).toBeGreaterThanOrEqual(2);
    const [a, b] = withdrawn;
    const list = open(LOGIN);
    await waitForRows();
    tick(rowOf(a.contentId));
    tick(rowOf(b.contentId));
    fireEvent.click(button('Restore', toolbar()));
    await confirmOk('Restore the 2 ticked items? The portal will show them again.');
    await findToast('2 items restored');
    expect(callsOf('restore')[0].body).toMatchObject({ contentIds: [a.contentId, b.contentId] });
    expect(item(a.contentId)).toMatchObject({ status: '1', sticky: a.sticky, publisher: '王晓梅' });
    expect(item(b.contentId).status).toBe('1');

    list.unmount();
    open('/s/maintenance/alldynamic');
    await waitForRows();
    expect(rowOf(a.contentId)).toHaveTextContent('Restored');
    expect(rowOf(a.contentId)).toHaveTextContent('王晓梅');
  });
});

describe('sign-in page content without the publisher right', () => {
  beforeEach(() => signInAs('demo-retailer'));

  it('SPEC §6 publishers issue notices: staff without the right write drafts but are offered no publish, withdraw or restore', async () => {
    const user = table('users').find((u) => u.userId === '90001')!; // demo-retailer
    user.rights = user.rights.filter((r) => r !== 'notice:publish');
    open(LOGIN);
    await waitForRows();
    await eventually(() => expect(useRightsStore.getState().token).toBe('demo-retailer'));
    await eventually(() => expect(queryButton('Publish', toolbar())).toBeNull());
    expect(queryButton('New', toolbar())).not.toBeNull();
    expect(queryButton('Withdraw', toolbar())).toBeNull();
    expect(queryButton('Restore', toolbar())).toBeNull();
  });
});

describe('home page content (demo-retailer)', () => {
  beforeEach(() => signInAs('demo-retailer'));

  it('SPEC §2 index content page: lists the home page blocks only, not the sign-in page items', async () => {
    const index = table('portalContents').filter((r) => r.page === 'index');
    open('/s/maintenance/index?pageNo=1&pageSize=100');
    await eventually(() => expect(screen.getByText(`${index.length} in total`)).toBeInTheDocument());
    expect(callsOf('query')[0].body).toMatchObject({ params: { page: 'index' } });
    expect(new Set(columnTexts('Content no.'))).toEqual(new Set(index.map((r) => r.contentId)));
  });
});
