import { render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { preloadPage } from '@/app/routing/lazyPage';
import { RoutePage } from '@/app/routing/RoutePage';
import type { RouteDef } from '@/kit/routing';

/*
 * When a page whose code is in is drawn (docs/ARCHITECTURE.md, a screen's first opening): the first
 * screen at once and once; a tab opened by a click after the frame that shows its placeholder, so the
 * click's task stays short.
 */

const drawn = vi.fn();

function ProbePage() {
  drawn();
  return <p>the page</p>;
}

/** A home's path: its page needs no texts beyond the first screen's. */
const def: RouteDef = {
  path: '/workbench',
  side: 'supplier',
  titleKey: 'workbench:title',
  load: async () => ({ default: ProbePage }),
};

/** Renders `ui` and records whether the page's placeholder (antd's skeleton) was ever in the document. */
function renderWatching(ui: React.ReactElement) {
  const seen = { placeholder: false };
  // The nodes each commit added (both commits may come before the observer is told).
  const observer = new MutationObserver((records) => {
    const added = records.flatMap((r) => [...r.addedNodes]).filter((n): n is Element => n instanceof Element);
    seen.placeholder ||= added.some((n) => n.matches('.ant-skeleton') || !!n.querySelector('.ant-skeleton'));
  });
  observer.observe(document.body, { childList: true, subtree: true });
  render(ui);
  return { seen, stop: () => observer.disconnect() };
}

beforeAll(async () => {
  preloadPage(def);
  await def.load();
});
beforeEach(() => drawn.mockClear());

describe('RoutePage with its code in', () => {
  it('draws the first screen at once and once: no placeholder, no second pass', async () => {
    const commits = vi.fn();
    const { seen, stop } = renderWatching(
      <Profiler id="page" onRender={commits}>
        <RoutePage def={def} />
      </Profiler>,
    );
    expect(await screen.findByText('the page')).toBeInTheDocument();
    stop();
    expect(seen.placeholder).toBe(false);
    expect(drawn).toHaveBeenCalledTimes(1);
    // A deferred value given an initial value asks React for a second pass even when the two agree.
    expect(commits).toHaveBeenCalledTimes(1);
  });

  it('draws a tab opened by a click after a frame that shows its placeholder', async () => {
    const { seen, stop } = renderWatching(<RoutePage def={def} drawAfterFrame />);
    expect(await screen.findByText('the page')).toBeInTheDocument();
    stop();
    expect(seen.placeholder).toBe(true);
    expect(document.querySelector('.ant-skeleton')).toBeNull();
  });
});
