import { setupWorker } from 'msw/browser';
import { configurePersistence, resetDb } from './db';
import { idbPersistence, LEGACY_STORAGE_KEY } from './db/idbPersistence';
import { clearFaults } from './faults';
import { fallbackHandlers, handlers } from './handlers';

/** The localStorage key of the mock DB before it moved to IndexedDB (removed on start; kept on sign-out until then). */
export const STORAGE_KEY = LEGACY_STORAGE_KEY;

declare global {
  interface Window {
    /** Dev only: reseed the mock database and clear faults (then reload the page). */
    __mockReset?: () => void;
  }
}

/**
 * Starts the mock backend in the browser (vite dev, mode mock). The DB persists across reloads in
 * IndexedDB (db/idbPersistence.ts: loaded before the worker starts, saved shortly after each call
 * that changed it); POST /api/__mock/reset or window.__mockReset() reseed it.
 */
export async function startMockWorker(basePath: string) {
  const persistence = idbPersistence();
  await configurePersistence(persistence);
  addEventListener('pagehide', () => void persistence.flush());
  window.__mockReset = () => {
    resetDb();
    clearFaults();
  };
  const base = basePath.endsWith('/') ? basePath : `${basePath}/`;
  const worker = setupWorker(...handlers, ...fallbackHandlers);
  await worker.start({
    serviceWorker: { url: `${base}mockServiceWorker.js` },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  return worker;
}
