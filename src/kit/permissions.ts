import { useCallback, useEffect } from 'react';
import { dataRights } from '@/api/auth';
import type { SessionUser } from '@/api/types';
import { useRightsStore } from '@/stores/rights';
import { isRetailer, useSession } from '@/stores/session';
import type { Side } from './schema';

/** In-flight loads by token: several screens mounting at once ask once. */
const loading = new Map<string, Promise<void>>();

function loadRights(token: string, user: SessionUser): Promise<void> {
  let pending = loading.get(token);
  if (!pending) {
    pending = dataRights({ appId: user.appId, entId: user.entId, postId: user.postId })
      .then(({ rights }) => {
        if (useSession.getState().token === token)
          useRightsStore.getState().setRights(token, Array.isArray(rights) ? rights : []);
      })
      .catch(() => undefined)
      .finally(() => loading.delete(token));
    loading.set(token, pending);
  }
  return pending;
}

/**
 * The user's function permissions (SPEC §6, from dataRights, loaded once per session). `has(code)`
 * is true for an action without a code; until the rights are known every coded action is hidden.
 */
export function useRights(): { ready: boolean; has: (code?: string) => boolean } {
  const token = useSession((s) => s.token);
  const user = useSession((s) => s.user);
  const loadedFor = useRightsStore((s) => s.token);
  const rights = useRightsStore((s) => s.rights);
  const ready = !!token && loadedFor === token;
  useEffect(() => {
    if (token && user && !ready) void loadRights(token, user);
  }, [token, user, ready]);
  const has = useCallback((code?: string) => !code || (ready && rights.includes(code)), [ready, rights]);
  return { ready, has };
}

/** The area the signed-in user works in: retailer staff (userType 1) or supplier. */
export function useSide(): Side {
  return useSession((s) => (isRetailer(s.user) ? 'retailer' : 'supplier'));
}

/** The fields or columns meant for a side (those without `only` are for both). */
export function forSide<T extends { only?: Side }>(items: readonly T[], side: Side): T[] {
  return items.filter((item) => !item.only || item.only === side);
}
