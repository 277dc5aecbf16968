import { create } from 'zustand';

/** Per-user display choices from the system-settings menu (SPEC §2): quick menu and shown to-dos. */
export const TODO_KEYS = [
  'orderNotice',
  'orderApproval',
  'returnNotice',
  'acceptance',
  'saleGrossProfit',
  'oiExpense',
  'pendingCert',
] as const;
export type TodoKey = (typeof TODO_KEYS)[number];

type Prefs = { quickMenu: string[]; todos: TodoKey[] };
type ShellPrefsState = Prefs & {
  account: string | null;
  load: (account: string) => void;
  setQuickMenu: (moduleCodes: string[]) => void;
  setTodos: (todos: TodoKey[]) => void;
};

const keyOf = (account: string) => `fea-vsm-prefs:${account}`;
const defaults = (): Prefs => ({ quickMenu: [], todos: [...TODO_KEYS] });

function read(account: string): Prefs {
  try {
    const raw = localStorage.getItem(keyOf(account));
    return raw ? { ...defaults(), ...(JSON.parse(raw) as Partial<Prefs>) } : defaults();
  } catch {
    return defaults();
  }
}

export const useShellPrefs = create<ShellPrefsState>((set, get) => {
  const save = (patch: Partial<Prefs>) => {
    set(patch);
    const { account, quickMenu, todos } = get();
    if (account) localStorage.setItem(keyOf(account), JSON.stringify({ quickMenu, todos }));
  };
  return {
    ...defaults(),
    account: null,
    load: (account) => set({ account, ...read(account) }),
    setQuickMenu: (quickMenu) => save({ quickMenu }),
    setTodos: (todos) => save({ todos }),
  };
});
