import { getApptokenInfo } from '@/api/auth';
import { getAppMenu } from '@/api/menu';
import { downloadI18n, getI18nPreference } from '@/api/i18n';
import type { SessionUser, VendorCombination } from '@/api/types';
import {
  browserLanguages,
  changeLanguage,
  initI18n,
  mergeServerTexts,
  readStoredLanguage,
  resolveInitialLanguage,
  type Language,
} from '@/i18n';
import { forgetPrefetched } from '@/kit/prefetch';
import { useMenu } from '@/stores/menu';
import { useSession } from '@/stores/session';
import { useShellPrefs } from '@/stores/shellPrefs';
import { useTabs } from '@/stores/tabs';
import { useVendor } from '@/stores/vendor';
import { pathInApp } from '@/lib/base';
import { clearSession } from '@/lib/storage';
import { preloadPage } from '../routing/lazyPage';
import { findRoute, homeOf, redirectOfAddress } from '../routing/registry';
import { takeTokenFromAddress } from './tokenFromAddress';
import { beginInitialVendor, forgetInitialVendor, loadVendorOptions } from './vendorFlow';
import { takeReturnPath } from './signInAddress';
import { joinOtherTabs } from './signOut';

export type BootResult =
  { kind: 'ready'; user: SessionUser; returnTo: string | null } | { kind: 'signin' } | { kind: 'failed' };

/** Applies the language of SPEC §9 (server → stored LangInfo → browser) and merges the server's texts. */
export async function applyLanguage(user: SessionUser, server: string | null): Promise<Language> {
  const language = resolveInitialLanguage({
    server,
    stored: readStoredLanguage(),
    browser: browserLanguages(),
    userType: user.userType,
  });
  // The server's texts download while the bundled ones load (the sign-in may have started before
  // they were in: src/signIn.ts). Server texts are an addition; the bundled ones already cover the screens.
  const serverTexts = downloadI18n(language, { silent: true }).catch(() => null);
  await initI18n();
  await changeLanguage(language);
  const texts = await serverTexts;
  if (texts) await mergeServerTexts(language, texts);
  return language;
}

/** The address's path inside the app ('/' outside it). */
const addressPath = () => pathInApp(window.location.pathname) ?? '/';

/**
 * The screen the shell will land on from `address` (the return path after a sign-in, else the
 * browser's address): its route after the landing redirect, else the home's.
 */
export function landingRoute(userType: number, address: string) {
  const path = new URL(address, window.location.origin).pathname;
  return findRoute(redirectOfAddress(userType, path) ?? path)?.def ?? findRoute(homeOf(userType))?.def;
}

/** Starts fetching the first screen's code while the sign-in calls run (its page then renders without a Suspense round). */
function preloadLanding(user: SessionUser, address: string) {
  const route = landingRoute(user.userType, address);
  if (route) preloadPage(route);
}

/**
 * Starts the first screen's first request (RouteDef.prefetch) as soon as the caller is known: at
 * once for retailer staff; for a supplier with the auto-selected combination, alongside its checks
 * (one round trip less before the first screen; the screen takes the answer only for the
 * combination the checks selected).
 */
function prefetchLanding(user: SessionUser, address: string, vendor: VendorCombination | null) {
  landingRoute(user.userType, address)?.prefetch?.(vendor);
}

let runs = 0;

/**
 * The sign-in flow of SPEC §4: a token in the address signs in (and replaces any earlier
 * session of this tab); a stored token proceeds; else an open tab's session (tabChannel, a
 * short wait); none sends the browser to the sign-in address.
 */
export async function bootstrapSession(): Promise<BootResult> {
  // Work a previous run started (a retry, a test) must not reach this one.
  const run = ++runs;
  forgetPrefetched();
  forgetInitialVendor();
  const fresh = takeTokenFromAddress();
  const returnTo = fresh ? takeReturnPath() : null;
  if (fresh && fresh !== useSession.getState().token) {
    clearSession();
    useSession.getState().clear();
    useVendor.getState().clear();
    useTabs.getState().clear();
    useSession.getState().setToken(fresh);
  }
  // A new tab of the browser (a link opened in a new tab, an address pasted into one) takes the
  // session of an open tab: asked only with no token of its own, and never when the address has one.
  if (!fresh && !useSession.getState().token) {
    const shared = await (await joinOtherTabs()).askOpenTabs();
    if (shared) {
      useSession.getState().setToken(shared.token);
      if (shared.vendor) useVendor.getState().select(shared.vendor);
    }
  }
  const token = useSession.getState().token;
  if (!token) return { kind: 'signin' };

  let user = useSession.getState().user;
  try {
    if (!user) {
      user = await getApptokenInfo({ apptoken: token });
      useSession.getState().setUser(user);
    }
    const me = user;
    useShellPrefs.getState().load(me.account);
    // A return path is where the shell lands (SessionGate), not the address.
    const landing = returnTo ?? addressPath();
    preloadLanding(me, landing);
    const [modules] = await Promise.all([
      getAppMenu({ appToken: token, appId: user.appId, entId: user.entId, postId: user.postId }),
      // The language, and the download of its server texts, need only the preference.
      getI18nPreference({ silent: true })
        .catch(() => ({ languageCode: null }))
        .then((preference) => applyLanguage(me, preference?.languageCode ?? null)),
      // A supplier's combinations are needed right after; fetch them alongside (the picker reads the store).
      // … and with them known, the auto-selection of SPEC §4 starts right away (useVendorFlow finishes it).
      // The shell waits for the auto-selection's checks too: with the combination settled, the
      // first screen renders in the shell's first pass instead of a pass after it.
      me.userType === 2
        ? loadVendorOptions(me).then(
            (options) => {
              if (run !== runs) return;
              const activation = beginInitialVendor(options, me);
              if (!activation) return;
              prefetchLanding(me, landing, activation.vendor);
              return activation.outcome.catch(() => undefined);
            },
            () => undefined,
          )
        : Promise.resolve(prefetchLanding(me, landing, null)),
    ]);
    useMenu.getState().setModules(modules);
    return { kind: 'ready', user, returnTo };
  } catch {
    return { kind: 'failed' };
  }
}

let early: Promise<BootResult> | null = null;

/**
 * Starts the sign-in flow before React's first render (src/signIn.ts, while the texts load), so
 * the sign-in calls run while the page renders; SessionGate takes the result. Not on public pages,
 * which never sign in.
 */
export function startSessionEarly() {
  if (findRoute(addressPath())?.def.public) return;
  early = bootstrapSession();
}

/** The sign-in flow's result: the one started early if any (once), else a new run. */
export function runSession(): Promise<BootResult> {
  const started = early;
  early = null;
  return started ?? bootstrapSession();
}
