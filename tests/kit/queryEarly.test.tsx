import { act, fireEvent, render, waitFor } from '@testing-library/react';
import { Suspense, use, useLayoutEffect } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { RequestOptions } from '@/api/http';
import type { Page, PageQuery } from '@/api/types';
import { QueryPage, type QueryPageConfig } from '@/kit/query';
import { FastProviders, setUpTexts, signIn } from '../support/page';
import { eventually, findText, queryButton, ROW } from '../support/queries';

/**
 * A list's opening query leaves as its page first renders, not after the page has been drawn (issue 39:
 * its round trip overlaps the page's drawing): the page's request takes it, and
 * the query is sent once, however often the page draws again.
 */

type Doc = { id: string };
const events: string[] = [];
const calls: { query: PageQuery; opts: RequestOptions }[] = [];
let answer: (q: PageQuery, opts: RequestOptions) => Promise<Page<Doc>>;
const rowsOf = (q: PageQuery): Page<Doc> => ({
  pageNo: q.pageNo,
  pageSize: q.pageSize,
  total: 2,
  pageData: [{ id: 'A1' }, { id: 'A2' }],
});

const config: QueryPageConfig<Doc> = {
  id: 'test.early',
  query: (query, opts) => {
    events.push('query sent');
    calls.push({ query, opts });
    return answer(query, opts);
  },
  rowKey: 'id',
  columns: [{ key: 'id', titleKey: 'Id', search: { order: 0 } }],
  // Drawn inside the page: its layout effect is the page's commit.
  aside: () => <Committed />,
};

const never = new Promise<never>(() => undefined);
function Waits(): null {
  return use(never);
}

function Committed() {
  useLayoutEffect(() => void events.push('page drawn'), []);
  return null;
}

const page = () => (
  <FastProviders>
    <MemoryRouter initialEntries={['/docs']}>
      <QueryPage config={config} />
    </MemoryRouter>
  </FastProviders>
);
const rows = () => document.querySelectorAll(`.vsm-data-grid ${ROW}`).length;

beforeAll(() => setUpTexts('en-US'));
beforeEach(() => {
  signIn();
  events.length = 0;
  calls.length = 0;
  answer = async (q) => rowsOf(q);
});

describe("a list's opening query leaves with the page's first render", () => {
  it('is sent before the page is drawn (here never: a part beside it waits)', async () => {
    render(
      <FastProviders>
        <MemoryRouter initialEntries={['/docs']}>
          <Suspense fallback={null}>
            <QueryPage config={config} />
            <Waits />
          </Suspense>
        </MemoryRouter>
      </FastProviders>,
    );
    await eventually(() => expect(calls).toHaveLength(1));
    expect(events).toEqual(['query sent']);
  });

  it('the page takes it once drawn: its answer shown, nothing sent twice', async () => {
    render(page());
    await waitFor(() => expect(rows()).toBe(2));
    expect(calls).toHaveLength(1);
  });

  it('is not sent again when the page draws again', async () => {
    const view = render(page());
    await waitFor(() => expect(rows()).toBe(2));
    view.rerender(page());
    view.rerender(page());
    expect(calls).toHaveLength(1);
  });

  it('the page opened again asks afresh: it does not take the answer of the page before', async () => {
    const view = render(page());
    await waitFor(() => expect(rows()).toBe(2));
    view.unmount();
    render(page());
    await waitFor(() => expect(rows()).toBe(2));
    expect(calls).toHaveLength(2);
  });

  it('a search is sent by the page, once', async () => {
    render(page());
    await waitFor(() => expect(rows()).toBe(2));
    fireEvent.change(document.querySelector('input#' + CSS.escape(document.querySelector('input')!.id))!, {
      target: { value: 'A1' },
    });
    fireEvent.click(queryButton('Search')!);
    await eventually(() => expect(calls).toHaveLength(2));
    expect(calls[1].query.params).toEqual({ id: 'A1' });
    await waitFor(() => expect(rows()).toBe(2));
    expect(calls).toHaveLength(2);
  });

  it('failed, it is not sent again: the page shows the failure and offers to run it again', async () => {
    answer = async () => {
      throw new Error('Refused');
    };
    render(page());
    await findText('The query failed.');
    expect(calls).toHaveLength(1);
    answer = async (q) => rowsOf(q);
    fireEvent.click(queryButton('Query again')!);
    await waitFor(() => expect(rows()).toBe(2));
    expect(calls).toHaveLength(2);
  });

  it('the page closed before its answer ends the request', async () => {
    answer = () => new Promise<Page<Doc>>(() => undefined);
    const view = render(page());
    await eventually(() => expect(calls).toHaveLength(1));
    const signal = calls[0].opts.signal!;
    await act(async () => undefined);
    expect(signal.aborted).toBe(false);
    view.unmount();
    expect(signal.aborted).toBe(true);
  });
});
