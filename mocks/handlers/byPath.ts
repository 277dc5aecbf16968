import type { RequestHandler } from 'msw';

/** `*` then a path without parameters or wildcards: it matches only a URL ending with that path. */
const LITERAL = /^\*(\/[\w\-./]*)$/;

/**
 * The handlers that may answer a request to `pathname`, in their order, for the standalone server.
 * msw's getResponse tries every handler in turn, matching the URL against each one's path: at the end
 * of the 333 handlers that is about 25 ms a request on the 2-core machine, ten times the work of a list
 * answer, and the search box's fan-out waits for it 15 times over. A handler whose path is `*` and a
 * literal matches only a URL that ends with it (case-insensitive, a trailing slash allowed, as
 * path-to-regexp matches), so the others are skipped; a handler with parameters or wildcards is always
 * kept. getResponse then answers exactly as it would with all of them.
 */
export function handlersByPath(handlers: readonly RequestHandler[]): (pathname: string) => RequestHandler[] {
  const entries = handlers.map((handler) => {
    const path = (handler.info as { path?: unknown }).path;
    const literal = typeof path === 'string' ? LITERAL.exec(path) : null;
    return { handler, literal: literal ? trimmed(literal[1]) : null };
  });
  const cache = new Map<string, RequestHandler[]>();
  return (pathname) => {
    const key = trimmed(pathname);
    let found = cache.get(key);
    if (!found) {
      found = entries.filter((e) => e.literal === null || key.endsWith(e.literal)).map((e) => e.handler);
      if (cache.size >= 1000) cache.clear();
      cache.set(key, found);
    }
    return found;
  };
}

const trimmed = (path: string) => path.toLowerCase().replace(/\/$/, '');
