import { listSource, openAddress, type SearchHit, type SearchSource } from '@/kit/search';
import type { PageQuery } from '@/api/types';
import { createFinder, type SourceAnswer } from '@/app/search/engine';
import { matchScreens, screensFirst, segmentsOf } from '@/app/search/match';

/* The search box's rules (shell "find anything"): matching and highlighting, the fan-out to the
 * lists with cancelling (the recent documents, which need storage: tests/app/findAnything.test.tsx). */

const hit = (n: string): SearchHit => ({ key: n, number: n, to: `/x?sheetId=${n}&open=${n}` });

/** A source whose calls are answered by hand; it remembers each call's text and signal. */
function manualSource(id: string, accepts?: (text: string) => boolean) {
  const calls: Array<{ text: string; signal: AbortSignal; answer: (hits: SearchHit[]) => void; fail: () => void }> = [];
  const source: SearchSource = {
    id,
    kindKey: `search:kind.${id}`,
    side: 'supplier',
    path: `/${id}`,
    accepts,
    search: (text, { signal }) =>
      new Promise((resolve, reject) =>
        calls.push({ text, signal, answer: resolve, fail: () => reject(new Error('x')) }),
      ),
  };
  return { source, calls };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('find anything: matching', () => {
  it('highlights every place the typed text occurs, whatever its case', () => {
    expect(segmentsOf('PO2026-12345-0012345', '12345')).toEqual([
      { text: 'PO2026-', match: false },
      { text: '12345', match: true },
      { text: '-00', match: false },
      { text: '12345', match: true },
    ]);
    expect(segmentsOf('Milk', 'mI')).toEqual([
      { text: 'Mi', match: true },
      { text: 'lk', match: false },
    ]);
    expect(segmentsOf('Milk', '  ')).toEqual([{ text: 'Milk', match: false }]);
  });

  it("finds screens by any part of their title in the user's language, titles starting with the word first", () => {
    const screens = [
      { path: '/order/order_approval', title: 'Order approval' },
      { path: '/settlement-management/settlement_document', title: 'Settlement documents' },
      { path: '/order/order_notice', title: 'Purchase order notices' },
      { path: '/basicinfo/goodsinfo', title: 'Goods information' },
    ];
    expect(matchScreens(screens, 'order').map((s) => s.title)).toEqual(['Order approval', 'Purchase order notices']);
    expect(matchScreens(screens, '')).toEqual([]);
    expect(matchScreens([{ path: '/order/order_notice', title: '订货通知单' }], '通知')).toHaveLength(1);
  });

  it('lists screens first for a short word, documents first for a number', () => {
    expect(screensFirst('order')).toBe(true);
    expect(screensFirst('订货')).toBe(true);
    expect(screensFirst('12345')).toBe(false);
    expect(screensFirst('a very long phrase typed')).toBe(false);
  });
});

describe('find anything: the fan-out to the lists', () => {
  it('asks every list after the debounce, in parallel, and reports each answer as it arrives', async () => {
    const a = manualSource('a');
    const b = manualSource('b');
    const answers: Array<[string, string, SourceAnswer['status']]> = [];
    const finder = createFinder([a.source, b.source], (text, id, answer) => answers.push([text, id, answer.status]), 5);
    finder.search(' 123 ');
    expect(a.calls).toHaveLength(0); // debounced
    await vi.waitFor(() => expect(b.calls).toHaveLength(1));
    expect(a.calls.map((c) => c.text)).toEqual(['123']);
    expect(b.calls.map((c) => c.text)).toEqual(['123']);
    expect(a.calls[0].signal.aborted || b.calls[0].signal.aborted).toBe(false);
    b.calls[0].answer([hit('9123')]);
    await flush();
    expect(answers).toEqual([
      ['123', 'a', 'loading'],
      ['123', 'b', 'loading'],
      ['123', 'b', 'done'],
    ]);
    a.calls[0].fail();
    await flush();
    expect(answers.at(-1)).toEqual(['123', 'a', 'failed']);
  });

  it('a newer text aborts the older calls: at most one request in flight per list, old answers never reported', async () => {
    const a = manualSource('a');
    const answers: Array<[string, SourceAnswer]> = [];
    const finder = createFinder([a.source], (text, _id, answer) => answers.push([text, answer]), 5);
    finder.search('12');
    await vi.waitFor(() => expect(a.calls).toHaveLength(1));
    finder.search('123');
    expect(a.calls[0].signal.aborted).toBe(true);
    await vi.waitFor(() => expect(a.calls).toHaveLength(2));
    expect(a.calls.filter((c) => !c.signal.aborted)).toHaveLength(1);
    a.calls[0].answer([hit('12')]);
    a.calls[1].answer([hit('123')]);
    await flush();
    expect(answers.filter(([, ans]) => ans.status === 'done')).toEqual([
      ['123', { status: 'done', hits: [hit('123')] }],
    ]);
  });

  it('sends one list per task, so no task builds them all; a newer text stops sending the older ones', async () => {
    const lists = ['a', 'b', 'c'].map((id) => manualSource(id));
    // Whether a list was called in the same task as the one before it (a task ends before any timer runs).
    let sentInThisTask = false;
    const sameTask: boolean[] = [];
    let typeOnAt = '';
    const sources = lists.map(({ source }) => ({
      ...source,
      search: (text: string, opts: { signal: AbortSignal }) => {
        sameTask.push(sentInThisTask);
        sentInThisTask = true;
        setTimeout(() => (sentInThisTask = false), 0);
        const answer = source.search(text, opts);
        if (text === typeOnAt) finder.search('1234');
        return answer;
      },
    }));
    const answers: Array<[string, string, SourceAnswer['status']]> = [];
    const finder = createFinder(sources, (text, id, answer) => answers.push([text, id, answer.status]), 5);
    finder.search('12');
    await vi.waitFor(() => expect(lists[2].calls).toHaveLength(1));
    expect(sameTask).toEqual([false, false, false]);
    // Every list reads as loading from the start.
    expect(answers).toEqual([
      ['12', 'a', 'loading'],
      ['12', 'b', 'loading'],
      ['12', 'c', 'loading'],
    ]);
    // A key typed while the first list is being sent for '123': the others are sent for '1234' only.
    typeOnAt = '123';
    finder.search('123');
    await vi.waitFor(() => expect(lists[2].calls).toHaveLength(2));
    expect(lists.map((l) => l.calls.map((c) => c.text))).toEqual([
      ['12', '123', '1234'],
      ['12', '1234'],
      ['12', '1234'],
    ]);
    expect(lists.flatMap((l) => l.calls.filter((c) => !c.signal.aborted).map((c) => c.text))).toEqual([
      '1234',
      '1234',
      '1234',
    ]);
  });

  it('typing on within the debounce sends nothing for the text typed over; cancel stops everything', async () => {
    const a = manualSource('a');
    const finder = createFinder([a.source], () => undefined, 20);
    finder.search('1');
    finder.search('12');
    finder.search('123');
    await vi.waitFor(() => expect(a.calls).toHaveLength(1));
    expect(a.calls[0].text).toBe('123');
    finder.cancel();
    expect(a.calls[0].signal.aborted).toBe(true);
    finder.search('   ');
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(a.calls).toHaveLength(1);
  });

  it('asks only the lists that accept the text (a barcode list only for digits)', async () => {
    const digits = manualSource('digits', (t) => /^\d+$/.test(t));
    const any = manualSource('any');
    const finder = createFinder([digits.source, any.source], () => undefined, 1);
    finder.search('milk');
    await vi.waitFor(() => expect(any.calls).toHaveLength(1));
    expect(digits.calls).toHaveLength(0);
  });
});

describe('find anything: a source over a list call', () => {
  it('asks the existing list call for 5 rows with the typed text in its search field, silently, with the abort signal', async () => {
    const asked: Array<{ query: PageQuery; signal?: AbortSignal; silent?: boolean }> = [];
    const source = listSource<{ goodsId: string; goodsName: string }>({
      id: 'goods',
      kindKey: 'search:kind.goods',
      side: 'supplier',
      path: '/basicinfo/goodsinfo',
      query: async (query, opts) => {
        asked.push({ query, signal: opts?.signal, silent: opts?.silent });
        return { pageNo: 1, pageSize: 5, total: 1, pageData: [{ goodsId: '100234', goodsName: 'Milk' }] };
      },
      param: (text) => (/^\d+$/.test(text) ? 'goodsId' : 'goodsName'),
      params: { view: 'all' },
      openBy: 'goodsId',
      hit: (g) => ({ key: g.goodsId, number: g.goodsId, name: g.goodsName }),
    });
    const controller = new AbortController();
    const hits = await source.search('mil', { signal: controller.signal });
    expect(asked[0].query).toEqual({ pageNo: 1, pageSize: 5, params: { view: 'all', goodsName: 'mil' } });
    expect(asked[0].signal).toBe(controller.signal);
    expect(asked[0].silent).toBe(true);
    // The hit opens its screen searched by its number, with the detail of its row (QueryPage `open`).
    expect(hits).toEqual([
      { key: '100234', number: '100234', name: 'Milk', to: '/basicinfo/goodsinfo?goodsId=100234&open=100234' },
    ]);
    expect(openAddress('/x', { sheetId: 'A&B' }, 'A&B')).toBe('/x?sheetId=A%26B&open=A%26B');
  });
});
