import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { configureHttp } from '@/api/http';
import { currentLanguage, initI18n } from '@/i18n';
import { useSession } from '@/stores/session';
import { currentVendorHeaders } from '@/stores/vendor';
import { keepLocalKeyOnSignOut } from '@/lib/storage';
import { App } from './app/App';
import { endExpiredSession } from './app/session/signOut';
import { startSessionEarly } from './app/session/bootstrap';

async function startMockBackend() {
  // Dev only: `import.meta.env.DEV` is false in builds, so the mock is not in the production bundle.
  if (import.meta.env.DEV && import.meta.env.VITE_ENV === 'mock') {
    const { startMockWorker, STORAGE_KEY } = await import('../mocks/browser');
    keepLocalKeyOnSignOut(STORAGE_KEY);
    await startMockWorker(import.meta.env.BASE_URL);
  }
}

async function bootstrap() {
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
  // In a transition, React renders the first screen in slices: the sign-in answers that arrive
  // meanwhile are handled between them instead of waiting ~0.45 s (CPU x4) behind one render task.
  const root = createRoot(document.getElementById('root')!);
  startTransition(() => root.render(<App />));
}

void bootstrap();
