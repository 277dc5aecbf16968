import type { SearchSource } from '@/kit/search';

/**
 * Every domain's search sources (`features/<domain>/search.ts`), collected without a list like the
 * route tables: a new domain joins the search box by adding its file. Part of the box's lazy chunk only.
 */
const modules = import.meta.glob<{ searchSources: SearchSource[] }>('../../features/*/search.ts', { eager: true });

export const searchSources: SearchSource[] = Object.values(modules)
  .flatMap((m) => m.searchSources ?? [])
  .map((source, at) => ({ source, at }))
  .sort((a, b) => (a.source.rank ?? 0) - (b.source.rank ?? 0) || a.at - b.at)
  .map(({ source }) => source);
