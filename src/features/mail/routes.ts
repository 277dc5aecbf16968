import type { RouteSpec } from '@/kit/routing';
import { onSignOut } from '@/lib/storage';

/** Internal mail of SPEC §2 on both sides; the optional :tabs picks the folder (inbox, outbox, drafts, recycle). */
export const mailRoutes = [
  { path: '/message/email/:tabs?', side: 'supplier', titleKey: 'mail:title' },
  { path: '/s/message/email/:tabs?', side: 'retailer', titleKey: 'mail:title' },
] as const satisfies readonly RouteSpec[];

onSignOut(() => import('./draft').then((draft) => draft.saveDraftBeforeSignOut()));
