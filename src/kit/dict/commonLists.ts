import { useEffect, useMemo } from 'react';
import { create } from 'zustand';
import {
  accountTypes,
  buList,
  cities,
  financingTypes,
  getCertBUList,
  payModes,
  provinces,
  taxLevels,
} from '@/api/common';
import type { NamedItem } from '@/api/types';
import { readSession, writeSession } from '@/lib/storage';
import { useSession } from '@/stores/session';
import type { FieldOption } from '../schema';
import { useServerLabel } from './useServerLabel';

/**
 * The cached lists of SPEC §3 (provinces, pay modes, account types, financing types, tax levels;
 * cities, per province too, and the BUs): each asked of the common calls once per session and kept
 * in sessionStorage with the token they belong to, like the dictionaries.
 */
const LOADERS = {
  provinces: () => provinces(),
  cities: (parentId?: string) => cities(parentId ? { parentId } : {}),
  bus: () => buList().then((bus) => (Array.isArray(bus) ? bus.map((b) => ({ id: b.buId, name: b.buName })) : [])),
  /** The BUs that support electronic seals (getCertBUList). */
  certBus: () =>
    getCertBUList().then((bus) => (Array.isArray(bus) ? bus.map((b) => ({ id: b.buId, name: b.buName })) : [])),
  payModes: () => payModes(),
  accountTypes: () => accountTypes(),
  financingTypes: () => financingTypes(),
  taxLevels: () => taxLevels(),
} satisfies Record<string, (parentId?: string) => Promise<NamedItem[]>>;
export type CommonListName = keyof typeof LOADERS;

const STORAGE_KEY = 'commonLists';
/** Lists by name, or `name:parentId` for the children of one region. */
type Stored = { token: string | null; lists: Partial<Record<string, NamedItem[]>> };
const keyOf = (name: CommonListName, parentId?: string) => (parentId ? `${name}:${parentId}` : name);

function fromStorage(token: string | null): Stored {
  const stored = readSession<Stored>(STORAGE_KEY);
  return stored && stored.token === token ? stored : { token, lists: {} };
}

const useListStore = create<Stored>(() => fromStorage(useSession.getState().token));
const requested = new Set<string>();

useSession.subscribe((state, previous) => {
  if (state.token === previous.token) return;
  requested.clear();
  useListStore.setState(fromStorage(state.token), true);
});

async function load(name: CommonListName, parentId?: string): Promise<void> {
  const token = useSession.getState().token;
  const key = keyOf(name, parentId);
  try {
    const items = await LOADERS[name](parentId);
    if (useSession.getState().token !== token) return;
    const next = { token, lists: { ...useListStore.getState().lists, [key]: Array.isArray(items) ? items : [] } };
    useListStore.setState(next, true);
    writeSession(STORAGE_KEY, next);
  } catch {
    requested.delete(key); // shown by the HTTP client; a later screen asks again
  }
}

/** A cached list (empty until loaded, and while not `wanted`). */
function useStoredList(name: CommonListName, parentId: string | undefined, wanted: boolean): NamedItem[] {
  const key = keyOf(name, parentId);
  const items = useListStore((s) => s.lists[key]);
  useEffect(() => {
    if (!wanted || items || requested.has(key)) return;
    requested.add(key);
    void load(name, parentId);
  }, [wanted, key, name, parentId, items]);
  return (wanted && items) || EMPTY;
}
const EMPTY: NamedItem[] = [];

/** The items of a cached list (empty until loaded). */
export function useCommonList(name: CommonListName): NamedItem[] {
  return useStoredList(name, undefined, true);
}

/**
 * Items as select options, labelled in the interface language (the server's names are zh-CN): the
 * value is the id, or the name for data kept by name (an address's province and city).
 */
function useOptions(items: NamedItem[], by: 'id' | 'name'): FieldOption[] {
  const label = useServerLabel(items.map((i) => i.name));
  return useMemo(
    () => items.map((i) => ({ value: by === 'id' ? i.id : i.name, labelKey: '', label: label(i.name) })),
    [items, label, by],
  );
}

/** A cached list as select options (see useOptions). */
export function useListOptions(name: CommonListName, by: 'id' | 'name' = 'id'): FieldOption[] {
  return useOptions(useCommonList(name), by);
}

/**
 * The cities of one province, named as an address keeps it (by name), as options by name: none
 * until a province is chosen, since the server refuses a city outside its province.
 */
export function useCityOptions(province: string | undefined): FieldOption[] {
  const provinceId = useCommonList('provinces').find((p) => p.name === province)?.id;
  return useOptions(useStoredList('cities', provinceId, !!provinceId), 'name');
}
