import { act, render, screen } from '@testing-library/react';
import { useMediaQuery } from '@/kit/useMediaQuery';

/** A media query's list, as the browser keeps it: `matches` live, `change` told to its listeners. */
function fakeList(query: string, matches: boolean) {
  const listeners = new Set<() => void>();
  return {
    media: query,
    matches,
    addEventListener: (_: string, l: () => void) => listeners.add(l),
    removeEventListener: (_: string, l: () => void) => listeners.delete(l),
    flip(next: boolean) {
      this.matches = next;
      listeners.forEach((l) => l());
    },
  };
}

function Width({ query }: { query: string }) {
  return <output>{useMediaQuery(query) ? 'narrow' : 'wide'}</output>;
}

it('asks the browser for a query once however often it is read, and follows its changes', () => {
  const query = '(max-width: 500px)';
  const list = fakeList(query, false);
  const matchMedia = vi.spyOn(window, 'matchMedia').mockImplementation(() => list as unknown as MediaQueryList);
  const view = render(<Width query={query} />);
  view.rerender(<Width query={query} />);
  view.rerender(<Width query={query} />);
  expect(screen.getByRole('status')).toHaveTextContent('wide');
  act(() => list.flip(true));
  expect(screen.getByRole('status')).toHaveTextContent('narrow');
  expect(matchMedia).toHaveBeenCalledTimes(1);
  matchMedia.mockRestore();
});
