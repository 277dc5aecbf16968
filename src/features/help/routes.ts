import type { RouteDef } from '@/kit/routing';

/** SPEC §2 standalone /help: the help centre. */
export const helpRoutes: RouteDef[] = [
  { path: '/help', side: 'standalone', titleKey: 'help:title', load: () => import('./pages/HelpCentre') },
];
