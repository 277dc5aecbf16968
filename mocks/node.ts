import { setupServer } from 'msw/node';
import { keepSeedForResets, resetDb } from './db';
import { clearFaults } from './faults';
import { handlers } from './handlers';

/** msw/node server for Vitest (tests/setup.ts starts it with onUnhandledRequest: 'error'). */
export const server = setupServer(...handlers);
keepSeedForResets();

/** Back to the seeded state: DB (reseeded lazily), no faults, no per-test handler overrides. */
export function resetMock(): void {
  resetDb();
  clearFaults();
  server.resetHandlers();
}

export { setFault, clearFaults, listFaults } from './faults';
export { setMockToday } from './db/clock';
