import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { freshPage } from './support/freshPage';
import { skipOwnerStacks } from './support/ownerStacks';

// A jsdom file meets the portal's modules, the mock's and the tests' own freshly evaluated, and a
// fresh page (node_modules, evaluated once per worker, are shared: vitest.config.ts). Node files share
// one evaluation of the mock backend per worker.
if (typeof window !== 'undefined') {
  vi.resetModules();
  freshPage();
}
const { resetMock, server } = await import('../mocks/node');
// Requests started for a screen (a list's query as its page renders) belong to their test, as a page's to its load.
const { forgetPrefetched } = await import('@/kit/prefetch');

// The mock backend (mocks/) answers every /api call of the tests through msw/node: one in-memory
// database, reset (with faults and per-test handler overrides) after each test.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  resetMock();
  forgetPrefetched();
});
afterAll(() => {
  server.close();
  vi.useRealTimers();
});

skipOwnerStacks();

// findBy…/waitFor wait up to 5 s (not 1 s): CI's two cores run the files in parallel, and a page's
// answer then a render can take longer than a second there. A test that needs more says so.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks a few browser APIs that antd uses for layout; inert stand-ins are enough for tests.
if (typeof window !== 'undefined') {
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
  if (!('ResizeObserver' in window)) {
    (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  }
}
if (typeof window !== 'undefined') {
  // jsdom does not implement pseudo-element styles (antd's scrollbar measuring asks for them).
  const computed = window.getComputedStyle.bind(window);
  window.getComputedStyle = (elt: Element) => computed(elt);
}
if (typeof window !== 'undefined') {
  // jsdom has no 2D canvas: answer as a browser without one does (null; the code measures text by its bound
  // then), rather than logging "Not implemented" with a stack for every grid and chart a test draws.
  HTMLCanvasElement.prototype.getContext = (() => null) as typeof HTMLCanvasElement.prototype.getContext;
}
