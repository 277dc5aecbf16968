import { lazy, type ComponentType } from 'react';
import { loadRestTexts } from '@/i18n';
import type { RouteDef } from '@/kit/routing';
import { HOME } from './registry';

const lazyPages = new Map<string, ComponentType>();
const loadedPages = new Map<string, ComponentType>();

/** The homes' texts are the first screen's (they are part of the first load); every other page needs the rest. */
const needsRestTexts = (def: RouteDef) => !Object.values(HOME).includes(def.path);

/**
 * Loads a route's code, and the texts outside the first screen for pages other than the homes, and
 * keeps its page, so a render after the load needs no Suspense round.
 */
function loadPage(def: RouteDef) {
  return Promise.all([def.load(), needsRestTexts(def) ? loadRestTexts() : undefined]).then(([module]) => {
    loadedPages.set(def.path, module.default);
    return module;
  });
}

/** Starts loading a page's code before it is rendered (the first screen, during sign-in). */
export function preloadPage(def: RouteDef): void {
  loadPage(def).catch(() => undefined);
}

/**
 * A route's page: itself once its code is in (the first screen, preloaded during sign-in, renders
 * at once instead of showing the fallback for a frame and rendering again), else one React.lazy per
 * route, so a tab switch never reloads its chunk.
 */
export function pageOf(def: RouteDef): ComponentType {
  const loaded = loadedPages.get(def.path);
  if (loaded) return loaded;
  let page = lazyPages.get(def.path);
  if (!page) {
    page = lazy(() => loadPage(def));
    lazyPages.set(def.path, page);
  }
  return page;
}

/** After a failed chunk load React keeps the rejected promise; retrying needs a new lazy. */
export function forgetLazyPage(def: RouteDef): void {
  lazyPages.delete(def.path);
}
