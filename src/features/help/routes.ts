import type { RouteSpec } from '@/kit/routing';

/** SPEC §2 standalone /help: the help centre. */
export const helpRoutes = [
  { path: '/help', side: 'standalone', titleKey: 'help:title' },
] as const satisfies readonly RouteSpec[];
