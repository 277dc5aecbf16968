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
