import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
beforeEach(() => {
  vi.mocked(preloadPage).mockClear();
  stop = watchLinkIntents();
});
afterEach(() => stop());

describe('link intents', () => {
  it('loads the screen of an app link the pointer rests on, not of one it passes over or of a link out', async () => {
    render(
      <nav>
        <a href={`${APP_BASE}/order/order_approval?status=1`}>
          <span>订单审批</span> <b>29</b>
        </a>
        <a href="https://example.com/order/order_notice">外部链接</a>
        <a href={`${APP_BASE}/order/order_notice`}>订货通知单</a>
      </nav>,
    );
    // Passed over on the way to the next link, where the pointer rests (moving over its own parts).
    await userEvent.hover(screen.getByText('外部链接'));
    await userEvent.hover(screen.getByText('订货通知单'));
    await userEvent.unhover(screen.getByText('订货通知单'));
    await userEvent.hover(screen.getByText('订单审批'));
    await userEvent.hover(screen.getByText('29'));
    await waitFor(() => expect(preloadPage).toHaveBeenCalled());
    expect(loaded()).toEqual(['/order/order_approval']);
  });

  it('stops listening once the shell is gone', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      render(<a href={`${APP_BASE}/order/order_notice`}>订货通知单</a>);
      const link = screen.getByText('订货通知单');
      fireEvent.pointerOver(link);
      vi.advanceTimersByTime(INTENT_MS);
      expect(loaded()).toEqual(['/order/order_notice']);
      stop();
      fireEvent.pointerOver(link);
      vi.advanceTimersByTime(INTENT_MS * 3);
      expect(loaded()).toEqual(['/order/order_notice']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('loads the screen of an app link the keyboard’s focus rests on, not of one Tab passes by', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
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
    } finally {
      vi.useRealTimers();
    }
  });
});
