import { act, render, screen } from '@testing-library/react';
import { LongQueryStatus } from '@/kit/query/LongQueryStatus';
import { createTabScope, TabScopeContext } from '@/kit/tabScope';
import { FastProviders, setUpTexts } from '../support/page';

/**
 * A long report's elapsed time (SPEC §9): it counts from the search's start, and it does not tick in a
 * tab behind another (a re-render a second of a screen no one sees); shown again, it reads the time at once.
 */

beforeAll(() => setUpTexts('en-US'));
beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

it('counts the seconds while its tab is in front, stops behind, and catches up when shown', () => {
  const tab = createTabScope();
  render(
    <FastProviders>
      <TabScopeContext value={tab.scope}>
        <LongQueryStatus onCancel={() => undefined} />
      </TabScopeContext>
    </FastProviders>,
  );
  const timer = screen.getByRole('timer');
  act(() => vi.advanceTimersByTime(3000));
  expect(timer).toHaveTextContent(/\b3\b/);

  act(() => tab.setHidden(true));
  expect(vi.getTimerCount(), 'no timer behind another tab').toBe(0);
  act(() => vi.advanceTimersByTime(10_000));
  expect(timer).toHaveTextContent(/\b3\b/);

  act(() => tab.setHidden(false));
  act(() => vi.advanceTimersByTime(0));
  expect(timer).toHaveTextContent(/\b13\b/);
  act(() => vi.advanceTimersByTime(1000));
  expect(timer).toHaveTextContent(/\b14\b/);
});
