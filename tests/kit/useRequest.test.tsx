import { act, render, screen } from '@testing-library/react';
import { Activity, Suspense } from 'react';
import { createTabScope, TabScopeContext, type TabScope } from '@/kit/tabScope';
import { useRequest } from '@/kit/useRequest';
import { nextTask } from '@/lib/nextTask';

/**
 * useRequest and the screen it lives in (issue 6, SPEC §7): a change or an unmount aborts the
 * pending call; a screen in an inactive tab (mounted, hidden) keeps it and shows its answer, without
 * sending it again (a screen shown again after its answer refreshes it); closing the tab (the scope's
 * signal) aborts it. A call is sent from a task of its own after the render's.
 */

/** Lets the calls the last render asked for go out (they are sent from the next task). */
const sent = () => act(async () => nextTask());

type Call = { q: string; signal: AbortSignal; resolve: (v: string) => void };

function backend() {
  const calls: Call[] = [];
  const fn = (q: string) => (signal: AbortSignal) =>
    new Promise<string>((resolve, reject) => {
      calls.push({ q, signal, resolve });
      signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    });
  return { calls, fn };
}

function Screen({ q, fn }: { q: string; fn: (q: string) => (signal: AbortSignal) => Promise<string> }) {
  const { data, loading } = useRequest(fn(q), [q]);
  return <output>{loading ? 'loading' : data}</output>;
}

/** A tab of the outlet: hidden and shown as the outlet does it (its screens stay mounted). */
function makeScope() {
  const tab = createTabScope();
  return {
    scope: tab.scope,
    close: tab.close,
    setHidden: (hidden: boolean) => act(() => tab.setHidden(hidden)),
  };
}

function Tab({ scope, children }: { scope: TabScope; visible?: boolean; children: React.ReactNode }) {
  return <TabScopeContext value={scope}>{children}</TabScopeContext>;
}

describe('useRequest', () => {
  it('sends the call from a task after the render, and not at all when it was aborted before', async () => {
    const { calls, fn } = backend();
    const view = render(<Screen q="a" fn={fn} />);
    expect(calls).toHaveLength(0);
    view.rerender(<Screen q="b" fn={fn} />);
    await sent();
    expect(calls.map((c) => [c.q, c.signal.aborted])).toEqual([['b', false]]);
  });

  it('aborts the pending call when its deps change and when it unmounts', async () => {
    const { calls, fn } = backend();
    const view = render(<Screen q="a" fn={fn} />);
    await sent();
    view.rerender(<Screen q="b" fn={fn} />);
    await sent();
    expect(calls.map((c) => [c.q, c.signal.aborted])).toEqual([
      ['a', true],
      ['b', false],
    ]);
    await act(async () => calls[1].resolve('B'));
    expect(screen.getByRole('status')).toHaveTextContent('B');
    view.rerender(<Screen q="c" fn={fn} />);
    await sent();
    view.unmount();
    expect(calls[2].signal.aborted).toBe(true);
  });

  it('keeps the pending call of a hidden tab and shows its answer when the tab is shown again, without sending it again', async () => {
    const { calls, fn } = backend();
    const tab = makeScope();
    const view = render(
      <Tab scope={tab.scope} visible>
        <Screen q="a" fn={fn} />
      </Tab>,
    );
    await sent();
    expect(screen.getByRole('status', { hidden: true })).toHaveTextContent('loading');
    tab.setHidden(true);
    view.rerender(
      <Tab scope={tab.scope} visible={false}>
        <Screen q="a" fn={fn} />
      </Tab>,
    );
    expect(calls[0].signal.aborted).toBe(false);
    await act(async () => calls[0].resolve('A'));
    tab.setHidden(false);
    view.rerender(
      <Tab scope={tab.scope} visible>
        <Screen q="a" fn={fn} />
      </Tab>,
    );
    await act(async () => undefined);
    expect(screen.getByRole('status')).toHaveTextContent('A');
    expect(calls).toHaveLength(1);
    // Hidden and shown once more after its answer: a revisit refreshes it, showing the answer meanwhile.
    tab.setHidden(true);
    view.rerender(
      <Tab scope={tab.scope} visible={false}>
        <Screen q="a" fn={fn} />
      </Tab>,
    );
    tab.setHidden(false);
    view.rerender(
      <Tab scope={tab.scope} visible>
        <Screen q="a" fn={fn} />
      </Tab>,
    );
    await sent();
    expect(calls).toHaveLength(2);
    expect(screen.getByRole('status')).toHaveTextContent('A');
    await act(async () => calls[1].resolve('A2'));
    expect(screen.getByRole('status')).toHaveTextContent('A2');
  });

  it('keeps the pending call of a tab parked in Activity (its effects end) and takes its answer when shown, without sending it again', async () => {
    const { calls, fn } = backend();
    const tab = makeScope();
    const parked = (mode: 'visible' | 'hidden') => (
      <Tab scope={tab.scope}>
        <Activity mode={mode}>
          <Screen q="a" fn={fn} />
        </Activity>
      </Tab>
    );
    const view = render(parked('visible'));
    await sent();
    tab.setHidden(true);
    view.rerender(parked('hidden'));
    expect(calls[0].signal.aborted).toBe(false);
    await act(async () => calls[0].resolve('A'));
    view.rerender(parked('visible'));
    tab.setHidden(false);
    await act(async () => undefined);
    expect(screen.getByRole('status')).toHaveTextContent('A');
    expect(calls).toHaveLength(1);
  });

  it('keeps the answer shown when a refresh brings the same content, so nothing reading it is drawn again', async () => {
    const answers: object[] = [];
    function List({ fn }: { fn: (signal: AbortSignal) => Promise<object> }) {
      const { data } = useRequest(fn, ['a']);
      if (data) answers.push(data);
      return <output>{data ? 'shown' : 'loading'}</output>;
    }
    let reply = { rows: [{ id: 'A', amount: 1 }] };
    const fn = () => Promise.resolve(structuredClone(reply));
    const tab = makeScope();
    const view = render(
      <Tab scope={tab.scope} visible>
        <List fn={fn} />
      </Tab>,
    );
    await sent();
    const first = answers.at(-1);
    expect(first).toBeDefined();
    const revisit = async () => {
      tab.setHidden(true);
      view.rerender(
        <Tab scope={tab.scope} visible={false}>
          <List fn={fn} />
        </Tab>,
      );
      tab.setHidden(false);
      view.rerender(
        <Tab scope={tab.scope} visible>
          <List fn={fn} />
        </Tab>,
      );
      await sent();
    };
    await revisit();
    expect(answers.at(-1)).toBe(first);
    // Changed on the server meanwhile: the new content is shown.
    reply = { rows: [{ id: 'A', amount: 2 }] };
    await revisit();
    expect(answers.at(-1)).toEqual(reply);
    expect(answers.at(-1)).not.toBe(first);
  });

  it('aborts the kept call of a hidden tab when the tab is closed', async () => {
    const { calls, fn } = backend();
    const tab = makeScope();
    const view = render(
      <Tab scope={tab.scope} visible>
        <Screen q="a" fn={fn} />
      </Tab>,
    );
    await sent();
    tab.setHidden(true);
    view.rerender(
      <Tab scope={tab.scope} visible={false}>
        <Screen q="a" fn={fn} />
      </Tab>,
    );
    expect(calls[0].signal.aborted).toBe(false);
    tab.close();
    view.unmount();
    expect(calls[0].signal.aborted).toBe(true);
  });

  it('aborts the call of a part that unmounts inside a visible tab (e.g. a closed drawer)', async () => {
    const { calls, fn } = backend();
    const tab = makeScope();
    const view = render(
      <Tab scope={tab.scope} visible>
        <Screen q="a" fn={fn} />
      </Tab>,
    );
    await sent();
    view.rerender(
      <Tab scope={tab.scope} visible>
        {null}
      </Tab>,
    );
    expect(calls[0].signal.aborted).toBe(true);
  });

  it('shows an answer already in hand at the first render without asking again, and asks on reload', async () => {
    const { calls, fn } = backend();
    const renders: string[] = [];
    const take = vi.fn();
    function Seeded() {
      const state = useRequest(fn('a'), ['a'], { answered: { peek: () => 'prefetched', take } });
      renders.push(state.loading ? 'loading' : String(state.data));
      return (
        <>
          <output>{state.loading ? 'loading' : state.data}</output>
          <button type="button" onClick={state.reload}>
            reload
          </button>
        </>
      );
    }
    render(<Seeded />);
    await sent();
    expect(renders[0]).toBe('prefetched');
    expect(screen.getByRole('status')).toHaveTextContent('prefetched');
    expect(calls).toHaveLength(0);
    // Taken once shown, so a later call (this reload) asks the server.
    expect(take).toHaveBeenCalledTimes(1);
    act(() => screen.getByRole('button', { name: 'reload' }).click());
    await sent();
    expect(calls).toHaveLength(1);
    await act(async () => calls[0].resolve('fresh'));
    expect(screen.getByRole('status')).toHaveTextContent('fresh');
  });

  it('asks as usual when no answer is in hand', async () => {
    const { calls, fn } = backend();
    function Unseeded() {
      const { data, loading } = useRequest(fn('a'), ['a'], {
        answered: { peek: () => undefined, take: () => undefined },
      });
      return <output>{loading ? 'loading' : data}</output>;
    }
    render(<Unseeded />);
    await sent();
    expect(screen.getByRole('status')).toHaveTextContent('loading');
    expect(calls).toHaveLength(1);
  });

  it('shows a background answer in a transition: a part that suspends keeps the previous view meanwhile', async () => {
    // A part of the answer that is not ready to render (e.g. a lazy chart) until `release`.
    let gate = { ready: false, pending: Promise.resolve(), release: () => {} };
    const newGate = () => {
      const next = { ready: false, pending: Promise.resolve(), release: () => {} };
      next.pending = new Promise<void>((resolve) => (next.release = () => ((next.ready = true), resolve())));
      return next;
    };
    function Answer({ text }: { text: string }) {
      if (!gate.ready) throw gate.pending;
      return <>{text}</>;
    }
    function List({ fn, background }: { fn: ReturnType<typeof backend>['fn']; background: boolean }) {
      const { data, loading } = useRequest(fn('a'), ['a'], { background });
      return <output>{loading ? 'loading' : <Answer text={String(data)} />}</output>;
    }
    for (const background of [false, true]) {
      gate = newGate();
      const { calls, fn } = backend();
      const view = render(
        <Suspense fallback={<p>fallback</p>}>
          <List fn={fn} background={background} />
        </Suspense>,
      );
      await sent();
      await act(async () => calls[0].resolve('answer'));
      // Urgent: the suspended answer puts the fallback in the list's place. Background: the list stays.
      if (background) expect(screen.getByRole('status')).toHaveTextContent('loading');
      else expect(screen.getByText('fallback')).toBeInTheDocument();
      await act(async () => gate.release());
      expect(screen.getByRole('status')).toHaveTextContent('answer');
      view.unmount();
    }
  });
});

describe('early: the first request sent by the first render (a list opening, kit QueryPage)', () => {
  function EarlyScreen({ q, fn }: { q: string; fn: (q: string) => (signal: AbortSignal) => Promise<string> }) {
    const { data, loading } = useRequest(fn(q), [q], { early: 'test/screen' });
    return <output>{loading ? 'loading' : data}</output>;
  }
  const never = new Promise<never>(() => undefined);
  function Waits(): null {
    throw never;
  }

  it('is sent before the screen is drawn (here never: a part beside it waits)', () => {
    const { calls, fn } = backend();
    render(
      <Suspense fallback={null}>
        <EarlyScreen q="a" fn={fn} />
        <Waits />
      </Suspense>,
    );
    expect(calls.map((c) => c.q)).toEqual(['a']);
  });

  it('drawn, the screen takes it: one call; new deps are sent as usual, from a task after the render', async () => {
    const { calls, fn } = backend();
    const view = render(<EarlyScreen q="a" fn={fn} />);
    await sent();
    expect(calls.map((c) => c.q)).toEqual(['a']);
    await act(async () => calls[0].resolve('A'));
    expect(screen.getByRole('status')).toHaveTextContent('A');
    view.rerender(<EarlyScreen q="b" fn={fn} />);
    expect(calls).toHaveLength(1);
    await sent();
    expect(calls.map((c) => c.q)).toEqual(['a', 'b']);
  });

  it('a screen drawn in a tab behind the one in front (restored, drawn at idle) is not asked for early', async () => {
    const { calls, fn } = backend();
    const tab = makeScope();
    await tab.setHidden(true);
    render(
      <Tab scope={tab.scope}>
        <EarlyScreen q="a" fn={fn} />
      </Tab>,
    );
    expect(calls).toHaveLength(0);
    // Its request goes as any other, from its effect (the outlet starts those once the tab is first shown).
    await sent();
    expect(calls.map((c) => c.q)).toEqual(['a']);
  });

  it('the screen closed aborts it', async () => {
    const { calls, fn } = backend();
    const view = render(<EarlyScreen q="a" fn={fn} />);
    await sent();
    view.unmount();
    expect(calls[0].signal.aborted).toBe(true);
  });
});
