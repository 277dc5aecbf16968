import { logout } from '@/api/auth';
import { afterMessagesShown } from '@/api/http';
import { clearLocalExcept, clearSession, runSignOutTasks } from '@/lib/storage';
import { LANG_STORAGE_KEY } from '@/i18n';
import { useSession } from '@/stores/session';
import { useTabs } from '@/stores/tabs';
import { useVendor } from '@/stores/vendor';
import { goToSignIn, rememberReturnPath } from './signInAddress';
import { APP_BASE } from '@/lib/base';

function forgetSession() {
  clearSession();
  useSession.getState().clear();
  useVendor.getState().clear();
  useTabs.getState().clear();
}

/** User menu → logout: the server token is dropped, all session storage and the user's local data cleared, back to the portal. */
export async function signOut(): Promise<void> {
  // While the token is still valid: features keep what must not be lost (a mail draft goes to the server).
  await runSignOutTasks();
  try {
    await logout({ silent: true });
  } catch {
    // Leaving anyway: the local session is what the user asked to end.
  }
  forgetSession();
  clearLocalExcept([LANG_STORAGE_KEY]);
  goToSignIn();
}

export const SESSION_EXPIRY_REDIRECT_MS = 1500;

/**
 * SPEC §4 / §8 A0242: the HTTP client has already shown its one warning; the session ends and the
 * browser goes to sign-in, coming back to the same screen afterwards. The wait before leaving
 * counts from when the warning is on screen: an expiry found by the sign-in's first call comes
 * before the app can show toasts, and on a slow machine the page left before saying why.
 */
export function endExpiredSession(): void {
  const { pathname } = window.location;
  const here = pathname.startsWith(APP_BASE) ? pathname.slice(APP_BASE.length) : '/';
  forgetSession();
  rememberReturnPath(here + window.location.search);
  afterMessagesShown(() => window.setTimeout(goToSignIn, SESSION_EXPIRY_REDIRECT_MS));
}
