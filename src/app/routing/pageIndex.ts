import type { PageLoader } from '@/kit/routing';

/**
 * Every feature's pages.ts, merged: the loader of each page by its route's path. A chunk of its
 * own (~7 KB gzip of loaders and their preload lists), fetched when the browser is idle after the
 * first screen or with the first page opened, never with the first load (app/routing/registry).
 */
const featurePages = import.meta.glob<{ pages: Record<string, PageLoader> }>('../../features/*/pages.ts', {
  eager: true,
});

const loaders = new Map(Object.values(featurePages).flatMap(({ pages }) => Object.entries(pages)));

export function pageLoaderOf(path: string): PageLoader {
  const load = loaders.get(path);
  if (!load) throw new Error(`no features/*/pages.ts holds the page of ${path}`);
  return load;
}
