import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { table } from '../../mocks/db';
import zhCN from '../../locales/zh-CN/notices.json';
import enUS from '../../locales/en-US/notices.json';
import { queryNotices } from '@/features/notices/api';
import { noticesRoutes } from '@/features/notices/routes';
import { XSS_BODY, scriptGlobal } from '../fixtures/xssVectors';
import { currentUrl, fastUser, pageTest } from '../support/page';
import { bodyRows, columnTexts, eventually, field, headers, rowOf, waitForRows } from '../support/queries';

/*
 * Official notices as a supplier sees them (SPEC §2 /message/notice and /message/ndetail/:id, §3
 * official document fields): sticky first, unread markers, search, the detail with its body and
 * attachments, and the readers count that rises once per user.
 */

const { callsTo, open: renderAt } = pageTest({
  routes: noticesRoutes,
  calls: /\/api\/fea-vsm\/(?:notice|emailTemplate)\//,
});

describe('notice routes and texts', () => {
  it('declares the list, the detail and the templates screen on their sides', () => {
    expect(noticesRoutes.map((r) => [r.path, r.side])).toEqual([
      ['/message/notice', 'supplier'],
      ['/message/ndetail/:id', 'supplier'],
      ['/s/message/notice', 'retailer'],
      ['/s/message/ndetail/:id', 'retailer'],
      ['/s/basicinfo/notictemplate', 'retailer'],
    ]);
  });

  it('has the same keys in zh-CN and en-US', () => {
    const keys = (o: object): string[] =>
      Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' ? keys(v).map((x) => `${k}.${x}`) : [k]));
    expect(keys(enUS).sort()).toEqual(keys(zhCN).sort());
  });
});

describe('notice list (demo-supplier)', () => {
  it('shows the sent notices addressed to suppliers at once, sticky first, with unread markers', async () => {
    renderAt('/message/notice');
    const expected = await queryNotices({ pageNo: 1, pageSize: 20, params: {} });
    await waitForRows(expected.pageData.length);
    expect(headers()).toEqual(
      expect.arrayContaining(['Document no.', 'Title', 'Publisher', 'Publish date', 'Modify date', 'Readers']),
    );
    expect(headers()).not.toContain('Status');
    expect(columnTexts('Document no.')).toEqual(expected.pageData.map((n) => n.docNo));
    const stickies = expected.pageData.filter((n) => n.sticky).length;
    expect(stickies).toBeGreaterThan(0);
    bodyRows().forEach((row, i) => expect(!!within(row).queryByText('Pinned')).toBe(i < stickies));
    // Unread for the current user: a marker and a bold title.
    expected.pageData.forEach((n, i) => expect(!!bodyRows()[i].querySelector('[aria-label="Unread"]')).toBe(!n.read));
    expect(columnTexts('Readers')).toEqual(expected.pageData.map((n) => String(n.readers)));
    // No publishing for suppliers.
    expect(screen.queryByText('New notice')).toBeNull();
  });

  it('searches by title and by document number', async () => {
    const user = fastUser();
    renderAt('/message/notice');
    await waitForRows();
    const target = table('notices').find((n) => n.id === '5')!;
    await user.type(field('Title'), `${target.title.slice(0, 6)}{Enter}`);
    await eventually(() =>
      expect(callsTo('/notice/query').at(-1)!.body).toMatchObject({ params: { title: target.title.slice(0, 6) } }),
    );
    await eventually(() => expect(columnTexts('Document no.')).toEqual([target.docNo]));
    await user.clear(field('Title'));
    await user.type(field('Document no.'), `${target.docNo}{Enter}`);
    await eventually(() =>
      expect(callsTo('/notice/query').at(-1)!.body).toEqual({
        pageNo: 1,
        pageSize: 20,
        params: { docNo: target.docNo },
      }),
    );
    await eventually(() => expect(columnTexts('Document no.')).toEqual([target.docNo]));
  });

  it('opens a notice: body, attachments, and the reader counted once (the list follows)', async () => {
    renderAt('/message/notice');
    await waitForRows();
    const notice = table('notices').find((n) => n.id === '1')!;
    const before = notice.readerIds.length;
    expect(notice.readerIds).not.toContain('10001');
    fireEvent.click(within(rowOf(notice.docNo)).getByRole('link', { name: notice.title }));
    await eventually(() => expect(currentUrl().pathname).toBe('/message/ndetail/1'));
    expect(
      await screen.findByRole('heading', { name: new RegExp(notice.title) }, { timeout: 10000 }),
    ).toBeInTheDocument();
    await eventually(() => expect(screen.getByTestId('notice-readers')).toHaveTextContent(String(before + 1)));
    expect(document.querySelector('.vsm-notice-body')!.innerHTML).toBe(notice.content);
    expect(screen.getByRole('button', { name: 'Download 春节期间送货安排表.pdf' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download 春节值班联系人.pdf' })).toBeInTheDocument();
    // Server side: once per user, however often it is opened.
    expect(
      table('notices')
        .find((n) => n.id === '1')!
        .readerIds.filter((id) => id === '10001'),
    ).toHaveLength(1);
    const list = await queryNotices({ pageNo: 1, pageSize: 20, params: {} });
    expect(list.pageData.find((n) => n.id === '1')).toMatchObject({ readers: before + 1, read: true });
  });

  it('does not open a draft or a notice for retailer staff', async () => {
    const hidden = table('notices').find((n) => n.status === '1')!;
    renderAt(`/message/ndetail/${hidden.id}`);
    await eventually(() => expect(document.querySelector('.vsm-empty')).not.toBeNull());
    expect(screen.queryByText(hidden.title)).toBeNull();
  });

  it('renders a hostile body without running any of it', async () => {
    const realWindow = scriptGlobal();
    const xss = vi.fn();
    Object.assign(realWindow, { __xss: xss });
    table('notices').push({
      ...table('notices')[0],
      id: '99',
      docNo: 'GWXSS',
      title: 'Hostile body',
      content: XSS_BODY,
      sticky: false,
      readerIds: [],
    });
    renderAt('/message/ndetail/99');
    const body = await waitFor(
      () => {
        const found = document.querySelector<HTMLElement>('.vsm-notice-body');
        expect(found).not.toBeNull();
        return found!;
      },
      { timeout: 10000 },
    );
    for (const el of body.querySelectorAll('*'))
      for (const type of ['error', 'load', 'click', 'mouseover', 'focus', 'toggle']) el.dispatchEvent(new Event(type));
    expect(xss).not.toHaveBeenCalled();
    expect(body.querySelector('script, iframe, object, embed, form, svg, math, style, meta, base')).toBeNull();
    expect(body.innerHTML).not.toMatch(/\son\w+=|javascript:/i);
  });
});
