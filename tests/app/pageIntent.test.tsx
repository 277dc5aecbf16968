import { fireEvent, render, screen } from '@testing-library/react';
import { preloadPage } from '@/app/routing/lazyPage';
import { INTENT_MS, watchLinkIntents } from '@/app/routing/pageIntent';
import { APP_BASE } from '@/lib/base';

/*
 * A link to a screen of the app that the pointer rests on loads the screen's code before the click
 * (docs/ARCHITECTURE.md, a screen's first opening): a to-do card, a document number, a search result.
 */

// What is asked to load, without loading it: the screens' code is not this test's.
vi.mock('@/app/routing/lazyPage', async (original) => ({
  ...(await original<object>()),
  preloadPage: vi.fn(),
}));

const loaded = () => vi.mocked(preloadPage).mock.calls.map(([def]) => def.path);

let stop: () => void;
// The rest is timed by the test's clock, not by the machine's speed.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  vi.mocked(preloadPage).mockClear();
  stop = watchLinkIntents();
});
afterEach(() => {
  stop();
  vi.useRealTimers();
});

describe('link intents', () => {
  it('loads the screen of an app link the pointer rests on, not of one it passes over or of a link out', () => {
    render(
      <nav>
        <a href={`${APP_BASE}/order/order_approval?status=1`}>
          <span>订单审批</span> <b>29</b>
        </a>
        <a href="https://example.com/order/order_notice">外部链接</a>
        <a href={`${APP_BASE}/order/order_notice`}>订货通知单</a>
      </nav>,
    );
    const out = screen.getByText('外部链接');
    const notices = screen.getByText('订货通知单');
    // A link out is no intent; one passed over on the way (half the rest) loads nothing…
    fireEvent.pointerOver(out);
    vi.advanceTimersByTime(INTENT_MS);
    fireEvent.pointerOut(out, { relatedTarget: notices });
    fireEvent.pointerOver(notices);
    vi.advanceTimersByTime(INTENT_MS / 2);
    fireEvent.pointerOut(notices, { relatedTarget: screen.getByText('订单审批') });
    // …and moving between a link's own parts is resting on it still.
    fireEvent.pointerOver(screen.getByText('订单审批'));
    vi.advanceTimersByTime(INTENT_MS / 2);
    fireEvent.pointerOut(screen.getByText('订单审批'), { relatedTarget: screen.getByText('29') });
    fireEvent.pointerOver(screen.getByText('29'));
    vi.advanceTimersByTime(INTENT_MS);
    expect(loaded()).toEqual(['/order/order_approval']);
  });

  it('stops listening once the shell is gone', () => {
    render(<a href={`${APP_BASE}/order/order_notice`}>订货通知单</a>);
    const link = screen.getByText('订货通知单');
    fireEvent.pointerOver(link);
    vi.advanceTimersByTime(INTENT_MS);
    expect(loaded()).toEqual(['/order/order_notice']);
    stop();
    fireEvent.pointerOver(link);
    vi.advanceTimersByTime(INTENT_MS * 3);
    expect(loaded()).toEqual(['/order/order_notice']);
  });

  it('loads the screen of an app link the keyboard’s focus rests on, not of one Tab passes by', () => {
    render(
      <nav>
        <a href={`${APP_BASE}/order/order_notice`}>订货通知单</a>
        <a href={`${APP_BASE}/order/order_approval`}>订单审批</a>
      </nav>,
    );
    screen.getByText('订货通知单').focus();
    vi.advanceTimersByTime(INTENT_MS / 2);
    screen.getByText('订单审批').focus();
    vi.advanceTimersByTime(INTENT_MS);
    expect(loaded()).toEqual(['/order/order_approval']);
    screen.getByText('订单审批').blur();
    screen.getByText('订货通知单').focus();
    screen.getByText('订货通知单').blur();
    vi.advanceTimersByTime(INTENT_MS * 3);
    expect(loaded()).toEqual(['/order/order_approval']);
  });
});
