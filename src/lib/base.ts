/** The page prefix of SPEC §2 (`/web/fea-vsm`), without the trailing slash. */
export const APP_BASE = (import.meta.env.VITE_BASE || '/web/fea-vsm/').replace(/\/$/, '');

/** The address of a portal path for links that leave the router (new windows, full reloads). */
export const appUrl = (path: string) => `${APP_BASE}${path.startsWith('/') ? path : `/${path}`}`;

/** A path of the portal's origin as the router knows it (`/order/…`, without APP_BASE), or null outside the portal. */
export const pathInApp = (pathname: string): string | null =>
  pathname === APP_BASE || pathname.startsWith(`${APP_BASE}/`) ? pathname.slice(APP_BASE.length) || '/' : null;
