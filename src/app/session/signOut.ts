import { logout } from '@/api/auth';
import { afterMessagesShown } from '@/api/http';
import { clearLocalExcept, clearSession, runSignOutTasks } from '@/lib/storage';
import { LANG_STORAGE_KEY } from '@/i18n';
import { useSession } from '@/stores/session';
import { useTabs } from '@/stores/tabs';
import { useVendor } from '@/stores/vendor';
import { goToSignIn, rememberReturnPath } from './signInAddress';
import type * as TabChannel from './tabChannel';
import type { SessionEnd } from './tabChannel';
import { APP_BASE } from '@/lib/base';

let tabChannel: Promise<typeof TabChannel> | null = null;

/**
 * The link between this browser's tabs (tabChannel: a new tab takes an open tab's session; a logout or
 * an expiry ends it in every tab). Its code is not part of the first load: it is loaded at a new tab's
 * first ask (bootstrap) or once the browser is idle after the first screen (ShellLayout).
 */
export function joinOtherTabs() {
  tabChannel ??= import('./tabChannel').then((m) => {
    m.linkTabsOnce(followOtherTab);
    return m;
  });
  return tabChannel;
}

const announceSessionEnd = (reason: SessionEnd) =>
  void joinOtherTabs()
    .then((m) => m.announceSessionEnd(reason))
    .catch(() => undefined);

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
  // Every tab of this browser leaves too (they share the session: tabChannel).
  announceSessionEnd('logout');
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
  forgetAndRemember();
  // The other tabs share the token: it expired for them too.
  announceSessionEnd('expired');
  afterMessagesShown(() => window.setTimeout(goToSignIn, SESSION_EXPIRY_REDIRECT_MS));
}

/** Forgets the session, keeping the screen shown as the return path after the next sign-in. */
function forgetAndRemember() {
  const { pathname } = window.location;
  const here = pathname.startsWith(APP_BASE) ? pathname.slice(APP_BASE.length) : '/';
  forgetSession();
  rememberReturnPath(here + window.location.search);
}

/**
 * Another tab of this browser ended the session (tabChannel): this one leaves for sign-in at once.
 * Logout there already dropped the server token and the user's local data; after an expiry this
 * tab's screen is where the next sign-in comes back to, and local data stays (drafts).
 */
export function followOtherTab(reason: SessionEnd): void {
  if (reason === 'expired') forgetAndRemember();
  else forgetSession();
  goToSignIn();
}
