import { create } from 'zustand';
import type { MenuModule } from '@/api/types';

type MenuState = {
  modules: MenuModule[];
  collapsed: boolean;
  /** Full menu, or only the user's quick menu (SPEC §2 full/quick toggle). */
  mode: 'full' | 'quick';
  setModules: (modules: MenuModule[]) => void;
  toggleCollapsed: () => void;
  setCollapsed: (collapsed: boolean) => void;
  setMode: (mode: 'full' | 'quick') => void;
};

export const useMenu = create<MenuState>((set) => ({
  modules: [],
  collapsed: false,
  mode: 'full',
  setModules: (modules) => set({ modules }),
  toggleCollapsed: () => set((s) => ({ collapsed: !s.collapsed })),
  // antd's Sider reports its breakpoint on mount: an unchanged answer must not render the shell again.
  setCollapsed: (collapsed) => set((s) => (s.collapsed === collapsed ? s : { collapsed })),
  setMode: (mode) => set({ mode }),
}));

/** Pages (moduleType 2) of the tree, depth first, in server order. */
export function flattenPages(modules: MenuModule[]): MenuModule[] {
  const sorted = [...modules].sort((a, b) => a.orderNumber - b.orderNumber);
  return sorted.flatMap((m) => (m.childs?.length ? flattenPages(m.childs) : m.moduleType === 2 ? [m] : []));
}
