import { getApptokenInfo } from '@/api/auth';
import { getAppMenu } from '@/api/menu';
import { downloadI18n, getI18nPreference } from '@/api/i18n';
import type { SessionUser } from '@/api/types';
import { browserLanguages, changeLanguage, mergeServerTexts, readStoredLanguage, resolveInitialLanguage, type Language } from '@/i18n';
import { useMenu } from '@/stores/menu';
import { useSession } from '@/stores/session';
import { useShellPrefs } from '@/stores/shellPrefs';
import { useTabs } from '@/stores/tabs';
import { useVendor } from '@/stores/vendor';
import { APP_BASE } from '@/lib/base';
import { clearSession } from '@/lib/storage';
import { findRoute, HOME } from '../routing/registry';
import { takeTokenFromAddress } from './tokenFromAddress';
import { loadVendorOptions } from './vendorFlow';
import { takeReturnPath } from './signInAddress';

export type BootResult = { kind: 'ready'; user: SessionUser; returnTo: string | null } | { kind: 'signin' } | { kind: 'failed' };

/** Applies the language of SPEC §9 (server → stored LangInfo → browser) and merges the server's texts. */
export async function applyLanguage(user: SessionUser, server: string | null): Promise<Language> {
  const language = resolveInitialLanguage({
    server,
    stored: readStoredLanguage(),
    browser: browserLanguages(),
    userType: user.userType,
  });
  await changeLanguage(language);
  try {
    await mergeServerTexts(language, await downloadI18n(language, { silent: true }));
  } catch {
    // Server texts are an addition; the bundled ones already cover the screens.
  }
  return language;
}

/** Starts fetching the first screen's code while the sign-in calls run (React.lazy then finds it loaded). */
function preloadLanding(user: SessionUser) {
  const { pathname } = window.location;
  const path = pathname.startsWith(APP_BASE) ? pathname.slice(APP_BASE.length) : '/';
  const def = findRoute(path)?.def ?? findRoute(user.userType === 1 ? HOME.retailer : HOME.supplier)?.def;
  def?.load().catch(() => undefined);
}

/**
 * The sign-in flow of SPEC §4: a token in the address signs in (and replaces any earlier
 * session of this tab); a stored token proceeds; none sends the browser to the sign-in address.
 */
export async function bootstrapSession(): Promise<BootResult> {
  const fresh = takeTokenFromAddress();
  const returnTo = fresh ? takeReturnPath() : null;
  if (fresh && fresh !== useSession.getState().token) {
    clearSession();
    useSession.getState().clear();
    useVendor.getState().clear();
    useTabs.getState().clear();
    useSession.getState().setToken(fresh);
  }
  const token = useSession.getState().token;
  if (!token) return { kind: 'signin' };

  let user = useSession.getState().user;
  try {
    if (!user) {
      user = await getApptokenInfo({ apptoken: token });
      useSession.getState().setUser(user);
    }
    useShellPrefs.getState().load(user.account);
    preloadLanding(user);
    const [modules, preference] = await Promise.all([
      getAppMenu({ appToken: token, appId: user.appId, entId: user.entId, postId: user.postId }),
      getI18nPreference({ silent: true }).catch(() => ({ languageCode: null })),
      // A supplier's combinations are needed right after; fetch them alongside (the picker reads the store).
      user.userType === 2 ? loadVendorOptions(user).catch(() => []) : Promise.resolve([]),
    ]);
    useMenu.getState().setModules(modules);
    await applyLanguage(user, preference?.languageCode ?? null);
    return { kind: 'ready', user, returnTo };
  } catch {
    return { kind: 'failed' };
  }
}
