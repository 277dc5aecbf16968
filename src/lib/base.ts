/** The page prefix of SPEC §2 (`/web/fea-vsm`), without the trailing slash. */
export const APP_BASE = (import.meta.env.VITE_BASE || '/web/fea-vsm/').replace(/\/$/, '');

/** The address of a portal path for links that leave the router (new windows, full reloads). */
export const appUrl = (path: string) => `${APP_BASE}${path.startsWith('/') ? path : `/${path}`}`;
