import { configureHttp } from '@/api/http';
import { currentLanguage, initI18n } from '@/i18n';
import { useSession } from '@/stores/session';
import { currentVendorHeaders } from '@/stores/vendor';
import { keepLocalKeyOnSignOut } from '@/lib/storage';
import { endExpiredSession } from './app/session/signOut';
import { startSessionEarly } from './app/session/bootstrap';
import { applyLateStylesheets } from './app/lateStylesheets';

/*
 * The first step of the load: the HTTP client, the texts and the sign-in calls of SPEC §4, none of
 * which need antd, the shell or a screen. In the build this module is an entry of its own that
 * index.html runs before the app's code has arrived (scripts/vite-plugin-sign-in-first.mjs), so a
 * phone's sign-in round trips overlap the download of the rest; main.tsx imports it too and waits
 * for it before React's first render.
 */

async function startMockBackend() {
  // Dev only: `import.meta.env.DEV` is false in builds, so the mock is not in the production bundle.
  if (import.meta.env.DEV && import.meta.env.VITE_ENV === 'mock') {
    const { startMockWorker, STORAGE_KEY } = await import('../mocks/browser');
    keepLocalKeyOnSignOut(STORAGE_KEY);
    await startMockWorker(import.meta.env.BASE_URL);
  }
}

async function start() {
  configureHttp({
    getToken: () => useSession.getState().token,
    getVendor: currentVendorHeaders,
    getLanguage: currentLanguage,
    onSessionExpired: endExpiredSession,
  });
  await startMockBackend();
  // The sign-in calls do not need the texts: they run while the language chunk loads.
  const texts = initI18n();
  startSessionEarly();
  await texts;
}

/**
 * antd's stylesheet, which index.html loads without holding back the boot screen's paint, applied before
 * anything else: a lazy chunk that shares the libraries' chunk would otherwise add it a second time, after
 * our own stylesheet (Vite's preload helper looks for it as a stylesheet). Resolves once it is in.
 */
export const stylesheetsIn: Promise<void> = applyLateStylesheets();

/** Resolves once the sign-in has started and the first screen's texts are in (main.tsx renders then). */
export const signInStarted: Promise<void> = start();
