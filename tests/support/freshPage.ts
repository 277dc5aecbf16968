import { threadId } from 'node:worker_threads';
import dayjs from 'dayjs';

/**
 * The jsdom files share their worker's document, storage and node_modules (vitest.config.ts: the
 * 'dom' project is not isolated; the setup resets the registry of the portal's own modules per
 * file). Each file starts as a newly opened page would: no storage, cookies, head or body content,
 * attributes on <html> or <body>, title or address of an earlier file, and no open tab of another
 * file to take a session from: the portal's tab link (src/app/session/tabChannel.ts) stays open for
 * the life of its modules, so each file's BroadcastChannels get names of their own (files running at
 * once in two workers share the process's channels too).
 */
const state = globalThis as typeof globalThis & {
  __firstAddress?: string;
  __files?: number;
  __nativeBroadcastChannel?: typeof BroadcastChannel;
};

export function freshPage() {
  if (typeof window === 'undefined') return;
  state.__firstAddress ??= window.location.href;
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0].trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  document.head.replaceChildren();
  document.body.replaceChildren();
  for (const element of [document.documentElement, document.body])
    for (const { name } of [...element.attributes]) element.removeAttribute(name);
  document.title = '';
  window.history.replaceState(null, '', state.__firstAddress);
  dayjs.locale('en');
  const Native = (state.__nativeBroadcastChannel ??= globalThis.BroadcastChannel);
  if (Native) {
    const scope = `${threadId}:${(state.__files = (state.__files ?? 0) + 1)}`;
    globalThis.BroadcastChannel = class extends Native {
      constructor(name: string) {
        super(`${scope}:${name}`);
      }
    };
  }
}
