import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteDef } from '@/kit/routing';

const cache = new Map<string, LazyExoticComponent<ComponentType>>();

/** One React.lazy per route, so a tab switch never reloads its chunk. */
export function lazyPage(def: RouteDef): LazyExoticComponent<ComponentType> {
  let page = cache.get(def.path);
  if (!page) {
    page = lazy(def.load);
    cache.set(def.path, page);
  }
  return page;
}

/** After a failed chunk load React keeps the rejected promise; retrying needs a new lazy. */
export function forgetLazyPage(def: RouteDef): void {
  cache.delete(def.path);
}
