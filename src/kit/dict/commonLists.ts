import { useEffect, useMemo } from 'react';
import { create } from 'zustand';
import { accountTypes, cities, financingTypes, payModes, provinces, taxLevels } from '@/api/common';
import type { NamedItem } from '@/api/types';
import { readSession, writeSession } from '@/lib/storage';
import { useSession } from '@/stores/session';
import type { FieldOption } from '../schema';
import { useServerLabel } from './useServerLabel';

/**
 * The cached lists of SPEC §3 (provinces, pay modes, account types, financing types, tax levels;
 * cities too): each asked of the common calls once per session and kept in sessionStorage with the
 * token they belong to, like the dictionaries.
 */
const LOADERS = { provinces: () => provinces(), cities: () => cities(), payModes: () => payModes(), accountTypes: () => accountTypes(), financingTypes: () => financingTypes(), taxLevels: () => taxLevels() };
export type CommonListName = keyof typeof LOADERS;

const STORAGE_KEY = 'commonLists';
type Stored = { token: string | null; lists: Partial<Record<CommonListName, NamedItem[]>> };

function fromStorage(token: string | null): Stored {
  const stored = readSession<Stored>(STORAGE_KEY);
  return stored && stored.token === token ? stored : { token, lists: {} };
}

const useListStore = create<Stored>(() => fromStorage(useSession.getState().token));
const requested = new Set<CommonListName>();

useSession.subscribe((state, previous) => {
  if (state.token === previous.token) return;
  requested.clear();
  useListStore.setState(fromStorage(state.token), true);
});

async function load(name: CommonListName): Promise<void> {
  const token = useSession.getState().token;
  try {
    const items = await LOADERS[name]();
    if (useSession.getState().token !== token) return;
    const next = { token, lists: { ...useListStore.getState().lists, [name]: Array.isArray(items) ? items : [] } };
    useListStore.setState(next, true);
    writeSession(STORAGE_KEY, next);
  } catch {
    requested.delete(name); // shown by the HTTP client; a later screen asks again
  }
}

/** The items of a cached list (empty until loaded). */
export function useCommonList(name: CommonListName): NamedItem[] {
  const items = useListStore((s) => s.lists[name]);
  useEffect(() => {
    if (items || requested.has(name)) return;
    requested.add(name);
    void load(name);
  }, [name, items]);
  return items ?? EMPTY;
}
const EMPTY: NamedItem[] = [];

/**
 * A cached list as select options, labelled in the interface language (the server's names are
 * zh-CN): the value is the id, or the name for data kept by name (an address's province and city).
 */
export function useListOptions(name: CommonListName, by: 'id' | 'name' = 'id'): FieldOption[] {
  const items = useCommonList(name);
  const label = useServerLabel(items.map((i) => i.name));
  return useMemo(() => items.map((i) => ({ value: by === 'id' ? i.id : i.name, labelKey: '', label: label(i.name) })), [items, label, by]);
}
