import { http, type RequestOptions } from './http';

/** The inbox unread count of the signed-in user (internal mail, SPEC §4); the header badge shows it. */
export const unreadMailCount = (opts?: RequestOptions) =>
  http.post<{ count: number }>('/api/fea-vsm/mail/unreadCount', {}, opts);
