import { setupWorker } from 'msw/browser';
import { configurePersistence, MOCK_DB_STORAGE_KEY, resetDb } from './db';
import { clearFaults } from './faults';
import { fallbackHandlers, handlers } from './handlers';

export const STORAGE_KEY = MOCK_DB_STORAGE_KEY;

declare global {
  interface Window {
    /** Dev only: reseed the mock database and clear faults (then reload the page). */
    __mockReset?: () => void;
  }
}

/**
 * Starts the mock backend in the browser (vite dev, mode mock). The DB persists across reloads in
 * localStorage under `fea-vsm-mock-db` (saved after each call that changed it, loaded on start);
 * POST /api/__mock/reset or window.__mockReset() reseed it.
 */
export async function startMockWorker(basePath: string) {
  configurePersistence({
    load: () => {
      try {
        return localStorage.getItem(STORAGE_KEY);
      } catch {
        return null;
      }
    },
    save: (json) => {
      try {
        localStorage.setItem(STORAGE_KEY, json);
      } catch (error) {
        console.warn('[mock] could not persist the mock database', error);
      }
    },
    clear: () => {
      try {
        localStorage.removeItem(STORAGE_KEY);
      } catch {
        // storage unavailable: nothing to clear
      }
    },
  });
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
