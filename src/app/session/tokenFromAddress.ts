/**
 * SPEC §4: an apptoken in the address triggers sign-in. It is taken out of the address bar at
 * once (history.replaceState), so it never stays in history, bookmarks or a Referer.
 */
export function takeTokenFromAddress(): string | null {
  const url = new URL(window.location.href);
  const token = url.searchParams.get('apptoken');
  if (token === null) return null;
  url.searchParams.delete('apptoken');
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  return token.trim() || null;
}
