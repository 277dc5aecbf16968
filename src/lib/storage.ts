/**
 * Session-kept items of SPEC §3 live in sessionStorage (one tab, gone on logout); only the
 * language (LangInfo) and display preferences live in localStorage.
 */
export const SESSION_KEYS = {
  apptoken: 'apptoken',
  user: 'userInfo',
  vendor: 'venderInfo',
  vendorOptions: 'venderOptions',
  cooperate: 'cooperateVender',
  commonUrls: 'commonUrls',
  tabs: 'tabs',
} as const;

/**
 * localStorage keys kept per user account (`<prefix><userId>`): they survive session expiry and
 * signing in again. The mail being written (features/mail) stays until it is sent or discarded; a
 * form's draft (kit/form FormDraft) until it is sent.
 */
export const USER_LOCAL_KEY_PREFIXES = {
  mailDraft: 'fea-vsm-mail-draft:',
  formDraft: 'fea-vsm-draft:',
} as const;

export function readSession<T>(key: string): T | null {
  try {
    const raw = sessionStorage.getItem(key);
    return raw == null ? null : (JSON.parse(raw) as T);
  } catch {
    return null;
  }
}

export function writeSession(key: string, value: unknown): void {
  if (value === null || value === undefined) sessionStorage.removeItem(key);
  else sessionStorage.setItem(key, JSON.stringify(value));
}

export function clearSession(): void {
  sessionStorage.clear();
}

/** Keys that are not the user's (the dev mock's database) and so survive logout. */
const foreignLocalKeys = new Set<string>();
export const keepLocalKeyOnSignOut = (key: string) => void foreignLocalKeys.add(key);

/** Work a feature must do before its stored data is cleared at logout (e.g. save a local draft to the server). */
const signOutTasks: Array<() => Promise<void>> = [];
export const onSignOut = (task: () => Promise<void>) => void signOutTasks.push(task);
export const runSignOutTasks = () => Promise.allSettled(signOutTasks.map((task) => task()));

/**
 * Logout (issue 6: nothing of the user stays in the browser): localStorage is emptied except the
 * keys given, i.e. the language preference (SPEC §3 LangInfo, read before the next sign-in).
 */
export function clearLocalExcept(keep: readonly string[]): void {
  try {
    for (const key of Object.keys(localStorage))
      if (!keep.includes(key) && !foreignLocalKeys.has(key)) localStorage.removeItem(key);
  } catch {
    // Storage denied: nothing was stored either.
  }
}
