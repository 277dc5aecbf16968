import '@testing-library/jest-dom/vitest';
import { resetMock, server } from '../mocks/node';

// The mock backend (mocks/) answers every /api call of the tests through msw/node: one in-memory
// database, reset (with faults and per-test handler overrides) after each test.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => resetMock());
afterAll(() => server.close());
