import type { ComponentType } from 'react';
import type { RouteSpec } from '@/kit/routing';
import { routeRegistry } from '@/app/routing/registry';

/** The page of a feature's route, loaded the way the app loads it (its pages.ts entry, or its own loader). */
export async function loadPage(route: RouteSpec): Promise<ComponentType> {
  const def = routeRegistry.find((r) => r.path === route.path);
  if (!def) throw new Error(`${route.path} is not in the route registry`);
  return (await def.load()).default;
}
