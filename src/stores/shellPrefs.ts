import { create } from 'zustand';
import { RETAILER_TODOS, SUPPLIER_TODOS } from '@/lib/todos';

/** Per-user display choices from the system-settings menu (SPEC §2): quick menu and shown to-dos. */
export const TODO_KEYS = [...SUPPLIER_TODOS, ...RETAILER_TODOS] as const;
export type TodoKey = (typeof TODO_KEYS)[number];
/** The to-dos a side's workbench has (userType 1 retailer staff, 2 supplier), which configure to-dos offers. */
export const todoKeysOf = (userType: number | undefined): readonly TodoKey[] =>
  userType === 1 ? TODO_KEYS : SUPPLIER_TODOS;

type Prefs = { quickMenu: string[]; todos: TodoKey[] };
type ShellPrefsState = Prefs & {
  account: string | null;
  load: (account: string) => void;
  setQuickMenu: (moduleCodes: string[]) => void;
  setTodos: (todos: TodoKey[]) => void;
};

const keyOf = (account: string) => `fea-vsm-prefs:${account}`;
const defaults = (): Prefs => ({ quickMenu: [], todos: [...TODO_KEYS] });

/**
 * The stored choices; `known` lists the to-dos there were when they were saved (before it was kept:
 * the seven shared ones), so that a to-do added since is shown until the user unticks it.
 */
function read(account: string): Prefs {
  try {
    const raw = localStorage.getItem(keyOf(account));
    if (!raw) return defaults();
    const saved = JSON.parse(raw) as Partial<Prefs> & { known?: string[] };
    const known: readonly string[] = saved.known ?? SUPPLIER_TODOS;
    const todos = saved.todos && [...saved.todos, ...TODO_KEYS.filter((key) => !known.includes(key))];
    return { ...defaults(), ...saved, ...(todos ? { todos } : {}) };
  } catch {
    return defaults();
  }
}

export const useShellPrefs = create<ShellPrefsState>((set, get) => {
  const save = (patch: Partial<Prefs>) => {
    set(patch);
    const { account, quickMenu, todos } = get();
    if (account) localStorage.setItem(keyOf(account), JSON.stringify({ quickMenu, todos, known: TODO_KEYS }));
  };
  return {
    ...defaults(),
    account: null,
    load: (account) => set({ account, ...read(account) }),
    setQuickMenu: (quickMenu) => save({ quickMenu }),
    setTodos: (todos) => save({ todos }),
  };
});
