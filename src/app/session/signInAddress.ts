import { environmentConfig, resolveEnvironment } from '@/lib/hostConfig';
import { pathInApp } from '@/lib/base';

const RETURN_KEY = 'returnTo';

/**
 * Where a redirect may go after sign-in: only a path inside the portal (issue 6: open-redirect
 * payloads such as //evil.example, /\evil, javascript: or encoded forms are refused).
 */
export function safeAppPath(candidate: string | null | undefined): string | null {
  if (!candidate) return null;
  let value = candidate;
  try {
    value = decodeURIComponent(candidate);
  } catch {
    return null;
  }
  const hasControl = [...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\') || hasControl) return null;
  try {
    const url = new URL(value, 'https://portal.invalid');
    if (url.origin !== 'https://portal.invalid') return null;
    const path = pathInApp(url.pathname) ?? url.pathname;
    return path + url.search;
  } catch {
    return null;
  }
}

export function rememberReturnPath(path: string): void {
  const safe = safeAppPath(path);
  if (safe && safe !== '/' && safe !== '/cas') sessionStorage.setItem(RETURN_KEY, safe);
}

export function takeReturnPath(): string | null {
  const value = sessionStorage.getItem(RETURN_KEY);
  sessionStorage.removeItem(RETURN_KEY);
  return safeAppPath(value);
}

export function signInUrl(): string {
  return environmentConfig(resolveEnvironment(window.location.hostname)).signInUrl;
}

/** Full-page navigation out of the app; one object so tests can observe it (jsdom cannot navigate). */
export const pageNavigation = {
  assign(url: string) {
    window.location.assign(url);
  },
};

/** Leave the app for the sign-in portal (SPEC §4: no token → the sign-in address). */
export function goToSignIn(): void {
  pageNavigation.assign(signInUrl());
}
