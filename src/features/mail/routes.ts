import type { RouteDef } from '@/kit/routing';
import { onSignOut } from '@/lib/storage';

/** Internal mail of SPEC §2 on both sides; the optional :tabs picks the folder (inbox, outbox, drafts, recycle). */
export const mailRoutes: RouteDef[] = [
  { path: '/message/email/:tabs?', side: 'supplier', titleKey: 'mail:title', load: () => import('./pages/MailPage') },
  { path: '/s/message/email/:tabs?', side: 'retailer', titleKey: 'mail:title', load: () => import('./pages/MailPage') },
];

onSignOut(() => import('./draft').then((draft) => draft.saveDraftBeforeSignOut()));
