import { table } from '../../mocks/db';
import { portalContentHtml } from '../../mocks/domains/portalContent/portalPage';
import { api, data } from './helpers';

/*
 * Portal maintenance in the mock backend: SPEC §7 banner and dynamic lists and saves, §5 images only
 * (jpeg/png, at most 1MB), §6 publishers issue notices, §2 publishing with a sticky option; drafts,
 * withdrawal, restoration, and every change in the history with its author and time.
 */

const P = '/api/fea-vsm/portalContent';
const asRetailer = { token: 'demo-retailer' };
type Page<T> = { total: number; pageData: T[] };
type Item = { contentId: string; status: string; sticky: boolean; page: string; kind: string; title: string };
type Step = { contentId: string; action: string; operator: string; operateTime: string; sticky: boolean };

const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mMM7pr0HwAEUgJZ9V4NEAAAAABJRU5ErkJggg==';
const NOTICE = {
  page: 'login',
  kind: 'dynamic',
  title: '端午节送货安排',
  body: '<p>安排如下</p><table><tbody><tr><td>门店</td><td>时间</td></tr></tbody></table>',
};
const steps = (contentId: string) =>
  data<Page<Step>>(`${P}/history`, { pageNo: 1, pageSize: 50, params: { contentId } }, asRetailer);

describe('mock backend: portal content', () => {
  it('seeds both pages with banners and dynamic items in every status, sticky ones among the published', () => {
    const rows = table('portalContents');
    expect(rows.length).toBeGreaterThanOrEqual(30);
    for (const page of ['login', 'index'])
      for (const status of ['0', '1', '2']) expect(rows.some((r) => r.page === page && r.status === status)).toBe(true);
    expect(rows.some((r) => r.kind === 'banner' && r.status === '1')).toBe(true);
    expect(rows.filter((r) => r.sticky).every((r) => r.status === '1')).toBe(true);
    expect(rows.some((r) => r.sticky)).toBe(true);
    expect(table('portalContentHistory').length).toBeGreaterThan(rows.length);
  });

  it('SPEC §7: the retailer lists a page by kind and status, sticky items first; a supplier is refused', async () => {
    const page = await data<Page<Item>>(
      `${P}/query`,
      { pageNo: 1, pageSize: 100, params: { page: 'login' } },
      asRetailer,
    );
    expect(page.total).toBe(table('portalContents').filter((r) => r.page === 'login').length);
    const stickies = page.pageData.filter((r) => r.sticky).length;
    expect(stickies).toBeGreaterThan(0);
    expect(page.pageData.slice(0, stickies).every((r) => r.sticky)).toBe(true);
    const banners = await data<Page<Item>>(
      `${P}/query`,
      { pageNo: 1, pageSize: 100, params: { page: 'login', kind: 'banner', status: '1' } },
      asRetailer,
    );
    expect(banners.pageData.length).toBeGreaterThan(0);
    expect(banners.pageData.every((r) => r.kind === 'banner' && r.status === '1')).toBe(true);
    expect(await api(`${P}/query`, { params: {} }, { token: 'demo-supplier' })).toMatchObject({ returncode: 'A0303' });
  });

  it('SPEC §7 save: a new item is a draft recorded in the history with its author; only drafts change', async () => {
    const saved = await data<Item>(`${P}/save`, NOTICE, asRetailer);
    expect(saved).toMatchObject({ status: '0', sticky: false, title: NOTICE.title });
    const edited = await data<Item>(
      `${P}/save`,
      { ...NOTICE, contentId: saved.contentId, title: '端午节送货安排（更新）' },
      asRetailer,
    );
    expect(edited.title).toBe('端午节送货安排（更新）');
    const history = await steps(saved.contentId);
    expect(history.pageData.map((s) => s.action)).toEqual(['save', 'create']);
    expect(
      history.pageData.every((s) => s.operator === '王晓梅' && /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/.test(s.operateTime)),
    ).toBe(true);
    const published = table('portalContents').find((r) => r.status === '1')!;
    expect(await api(`${P}/save`, { ...NOTICE, contentId: published.contentId }, asRetailer)).toMatchObject({
      returncode: 'B0400',
    });
  });

  it('a withdrawn item is corrected as a draft again: unpinned, its publication left behind; restoring it is then refused', async () => {
    const withdrawn = table('portalContents').find((r) => r.page === 'login' && r.status === '2')!;
    withdrawn.sticky = true;
    const saved = await data<Item & { publisher: string; publishTime: string | null }>(
      `${P}/save`,
      { ...NOTICE, contentId: withdrawn.contentId, title: '更正后的标题' },
      asRetailer,
    );
    expect(saved).toMatchObject({
      contentId: withdrawn.contentId,
      status: '0',
      sticky: false,
      title: '更正后的标题',
      publisher: '',
      publishTime: null,
    });
    expect((await steps(withdrawn.contentId)).pageData[0]).toMatchObject({ action: 'save', operator: '王晓梅' });
    expect(await api(`${P}/restore`, { contentIds: [withdrawn.contentId] }, asRetailer)).toMatchObject({
      returncode: 'B0400',
    });
  });

  it('refuses a blank title or body, a title over 60 and executable markup, keeping nothing', async () => {
    const before = table('portalContents').length;
    expect(await api(`${P}/save`, { ...NOTICE, title: ' ' }, asRetailer)).toMatchObject({ message: '标题不能为空' });
    expect(await api(`${P}/save`, { ...NOTICE, body: '<p> </p>' }, asRetailer)).toMatchObject({
      message: '内容不能为空',
    });
    expect(await api(`${P}/save`, { ...NOTICE, title: '长'.repeat(61) }, asRetailer)).toMatchObject({
      message: '标题长度不能超过60位',
    });
    expect(await api(`${P}/save`, { ...NOTICE, body: '<p onclick="x()">a</p>' }, asRetailer)).toMatchObject({
      returncode: 'A0445',
    });
    expect(table('portalContents').length).toBe(before);
  });

  it('SPEC §5: pictures are jpeg or png of at most 1MB; a banner needs one', async () => {
    const banner = { ...NOTICE, kind: 'banner' };
    expect(await api(`${P}/save`, banner, asRetailer)).toMatchObject({
      returncode: 'A0442',
      message: '轮播图须包含一张图片',
    });
    expect(
      await api(`${P}/save`, { ...banner, body: '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">' }, asRetailer),
    ).toMatchObject({ returncode: 'A0443' });
    // Data declared a PNG whose bytes are a GIF (a renamed picture).
    expect(
      await api(`${P}/save`, { ...banner, body: '<img src="data:image/png;base64,R0lGODlhAQABAAAAACw=">' }, asRetailer),
    ).toMatchObject({ returncode: 'A0443', message: '只能上传jpg、jpeg、png格式的图片' });
    // A PNG's signature, then zeros: just over 1MB.
    const big = PNG.slice(0, 12) + 'A'.repeat(Math.ceil(((1024 * 1024 + 3 - 9) * 4) / 3));
    expect(
      await api(`${P}/save`, { ...banner, body: `<img src="data:image/png;base64,${big}">` }, asRetailer),
    ).toMatchObject({
      returncode: 'A0444',
      message: '图片大小不能超过1MB',
    });
    const ok = await data<Item>(
      `${P}/save`,
      { ...banner, body: `<img src="data:image/png;base64,${PNG}">` },
      asRetailer,
    );
    expect(ok.status).toBe('0');
  });

  it('SPEC §6 §2: a publisher publishes a draft as sticky, withdraws and restores it; the history lists each step', async () => {
    const { contentId } = await data<Item>(`${P}/save`, NOTICE, asRetailer);
    await data(`${P}/publish`, { contentIds: [contentId], sticky: true }, asRetailer);
    const shown = await data<Item[]>(`${P}/published`, { page: 'login' }, { token: null });
    expect(shown[0]).toMatchObject({ contentId, sticky: true });
    // Public: no staff names, no status.
    expect(Object.keys(shown[0]).sort()).toEqual([
      'body',
      'contentId',
      'kind',
      'page',
      'publishTime',
      'sticky',
      'title',
    ]);
    expect(portalContentHtml()).toContain(NOTICE.title);
    // Only drafts publish, only published items withdraw, only withdrawn ones restore.
    expect(await api(`${P}/publish`, { contentIds: [contentId] }, asRetailer)).toMatchObject({ returncode: 'B0400' });
    expect(await api(`${P}/restore`, { contentIds: [contentId] }, asRetailer)).toMatchObject({ returncode: 'B0400' });
    await data(`${P}/withdraw`, { contentIds: [contentId] }, asRetailer);
    expect(
      (await data<Item[]>(`${P}/published`, { page: 'login' }, { token: null })).some((r) => r.contentId === contentId),
    ).toBe(false);
    expect(portalContentHtml()).not.toContain(NOTICE.title);
    await data(`${P}/restore`, { contentIds: [contentId] }, asRetailer);
    expect(table('portalContents').find((r) => r.contentId === contentId)).toMatchObject({ status: '1', sticky: true });
    const history = await steps(contentId);
    expect(history.pageData.map((s) => s.action)).toEqual(['restore', 'withdraw', 'publish', 'create']);
    expect(history.pageData.find((s) => s.action === 'publish')!.sticky).toBe(true);
  });

  it('SPEC §6: without the publisher right nothing is published; nothing ticked is refused', async () => {
    const { contentId } = await data<Item>(`${P}/save`, NOTICE, asRetailer);
    expect(await api(`${P}/publish`, { contentIds: [] }, asRetailer)).toMatchObject({ returncode: 'A0430' });
    const user = table('users').find((u) => u.userId === '90001')!; // demo-retailer
    user.rights = user.rights.filter((r) => r !== 'notice:publish');
    expect(await api(`${P}/publish`, { contentIds: [contentId] }, asRetailer)).toMatchObject({
      returncode: 'A0303',
      message: '无发布权限',
    });
    expect(table('portalContents').find((r) => r.contentId === contentId)!.status).toBe('0');
  });

  it('SPEC §2 index content page: any signed-in user reads the home blocks, published only, sticky first, in the §7 envelope', async () => {
    type Block = { contentId: string; title: string; body: string; sticky: boolean; publishTime: string | null };
    const { contentId } = await data<Item>(`${P}/save`, { ...NOTICE, page: 'index' }, asRetailer);
    const read = (token: string | null) => api<Block[]>(`${P}/home`, {}, { token });
    const before = await read('demo-supplier');
    expect(before).toMatchObject({ returncode: '00000' });
    expect(before.data.some((b) => b.contentId === contentId)).toBe(false); // a draft is not shown
    const published = table('portalContents').filter((r) => r.page === 'index' && r.status === '1');
    expect(before.data.map((b) => b.contentId).sort()).toEqual(published.map((r) => r.contentId).sort());
    // Only what a supplier reads: no author, no status.
    expect(Object.keys(before.data[0]).sort()).toEqual(['body', 'contentId', 'publishTime', 'sticky', 'title']);

    await data(`${P}/publish`, { contentIds: [contentId], sticky: true }, asRetailer);
    const after = (await read('demo-supplier')).data;
    const stickies = after.filter((b) => b.sticky).length;
    expect(after.slice(0, stickies).every((b) => b.sticky)).toBe(true);
    expect(after.slice(0, stickies).map((b) => b.contentId)).toContain(contentId);
    await data(`${P}/withdraw`, { contentIds: [contentId] }, asRetailer);
    expect((await read('demo-retailer')).data.some((b) => b.contentId === contentId)).toBe(false);
    expect(await read(null)).toMatchObject({ returncode: 'A0242' });
  });

  it('SPEC §2 sticky: only published sticky items lead the retailer list; a withdrawn sticky one falls back among the rest', async () => {
    const sticky = table('portalContents').find((r) => r.page === 'login' && r.status === '1' && r.sticky)!;
    await data(`${P}/withdraw`, { contentIds: [sticky.contentId] }, asRetailer);
    const page = await data<Page<Item>>(
      `${P}/query`,
      { pageNo: 1, pageSize: 100, params: { page: 'login' } },
      asRetailer,
    );
    const leading = page.pageData.findIndex((r) => !(r.sticky && r.status === '1'));
    expect(leading).toBeGreaterThan(0);
    expect(page.pageData.slice(leading).some((r) => r.sticky && r.status === '1')).toBe(false);
    expect(page.pageData.findIndex((r) => r.contentId === sticky.contentId)).toBeGreaterThanOrEqual(leading);
  });

  it('SPEC §2 sticky: a publisher pins a published item to the top of its page and unpins it; drafts are refused; the history lists both', async () => {
    const plain = table('portalContents').find((r) => r.page === 'login' && r.status === '1' && !r.sticky)!;
    const first = async () =>
      (await data<Item[]>(`${P}/published`, { page: 'login' }, { token: null })).findIndex(
        (r) => r.contentId === plain.contentId,
      );
    const stickies = table('portalContents').filter((r) => r.page === 'login' && r.status === '1' && r.sticky).length;
    expect(await first()).toBeGreaterThanOrEqual(stickies);
    expect(await data(`${P}/pin`, { contentIds: [plain.contentId], sticky: true }, asRetailer)).toEqual({ count: 1 });
    expect(await first()).toBeLessThan(stickies + 1);
    expect(table('portalContents').find((r) => r.contentId === plain.contentId)).toMatchObject({
      status: '1',
      sticky: true,
    });
    await data(`${P}/pin`, { contentIds: [plain.contentId], sticky: false }, asRetailer);
    expect(await first()).toBeGreaterThanOrEqual(stickies);
    const draft = table('portalContents').find((r) => r.status === '0')!;
    expect(await api(`${P}/pin`, { contentIds: [draft.contentId], sticky: true }, asRetailer)).toMatchObject({
      returncode: 'B0400',
    });
    expect(await api(`${P}/pin`, { contentIds: [plain.contentId], sticky: true })).toMatchObject({
      returncode: 'A0303',
    });
    const history = await steps(plain.contentId);
    expect(history.pageData.slice(0, 2).map((s) => [s.action, s.sticky, s.operator])).toEqual([
      ['unpin', false, '王晓梅'],
      ['pin', true, '王晓梅'],
    ]);
  });

  it('the history filters by action and operator, newest first', async () => {
    const page = await data<Page<Step>>(
      `${P}/history`,
      { pageNo: 1, pageSize: 100, params: { action: 'withdraw' } },
      asRetailer,
    );
    expect(page.total).toBeGreaterThan(0);
    expect(page.pageData.every((s) => s.action === 'withdraw')).toBe(true);
    const times = page.pageData.map((s) => s.operateTime);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('the history filters by page and by days of its time, both ends included', async () => {
    const all = table('portalContentHistory').filter((h) => h.page === 'index');
    const days = [...new Set(all.map((h) => h.operateTime.slice(0, 10)))].sort();
    const [from, to] = [days[1], days[days.length - 2]];
    const page = await data<Page<Step & { page: string }>>(
      `${P}/history`,
      { pageNo: 1, pageSize: 500, params: { page: 'index', operateTimeStart: from, operateTimeEnd: to } },
      asRetailer,
    );
    const want = all.filter((h) => h.operateTime.slice(0, 10) >= from && h.operateTime.slice(0, 10) <= to);
    expect(want.length).toBeLessThan(all.length);
    expect(page.total).toBe(want.length);
    expect(page.pageData.every((s) => s.page === 'index')).toBe(true);
    expect(page.pageData.some((s) => s.operateTime.startsWith(from))).toBe(true);
    expect(page.pageData.some((s) => s.operateTime.startsWith(to))).toBe(true);
  });
});
