import { memo, useDeferredValue, useMemo, useState, type FocusEvent } from 'react';
import { Menu, theme, type MenuProps } from 'antd';
import { useShellNavigate } from '../routing/useShellNavigate';
import { useTranslation } from 'react-i18next';
import { auditLog } from '@/api/common';
import type { MenuModule } from '@/api/types';
import { flattenPages, useMenu } from '@/stores/menu';
import { useSession } from '@/stores/session';
import { useShellPrefs } from '@/stores/shellPrefs';
import { useTabs } from '@/stores/tabs';
import { dropPageIntent, intendPage } from '../routing/pageIntent';
import { isKnownMenuUrl, routeOfAddress } from '../routing/registry';
import { MenuModeSwitch } from './lazyParts';
import { WhenShellIdle } from './shellIdle';
import { tabKeyOfPath } from './tabOfLocation';

type Item = Required<MenuProps>['items'][number];

function pageLabel(module: MenuModule, t: (key: string) => string) {
  const match = routeOfAddress(module.moduleUrl);
  return match ? t(match.def.titleKey) : module.moduleName;
}

/** A page's entry: its screen's code starts loading while the pointer rests on it (routing/pageIntent). */
function pageItem(module: MenuModule, t: (key: string) => string): Item {
  return {
    key: module.moduleCode,
    label: pageLabel(module, t),
    onMouseEnter: () => intendPage(module.moduleUrl),
    onMouseLeave: dropPageIntent,
  };
}

/**
 * Groups and pages of the server's module tree that this build can show (matched by URL). A group's
 * pages are given only when `expanded(group)`: antd's menu renders every item it is given (twice, to
 * register their paths), and ~150 of them cost ~100 ms on a slow machine while a screen loads.
 */
function toItems(modules: MenuModule[], t: (key: string) => string, expanded: (group: MenuModule) => boolean): Item[] {
  return [...modules]
    .filter((m) => m.status !== 0)
    .sort((a, b) => a.orderNumber - b.orderNumber)
    .flatMap((m): Item[] => {
      if (m.childs?.length) {
        const children = toItems(m.childs, t, expanded);
        if (!children.length) return [];
        return [
          { key: m.moduleCode, label: t(`shell:menuGroup.${m.moduleCode}`), children: expanded(m) ? children : [] },
        ];
      }
      if (m.moduleType !== 2 || !isKnownMenuUrl(m.moduleUrl)) return [];
      return [pageItem(m, t)];
    });
}

/** The groups, outermost first, that hold one of the pages `codes`. */
export function groupsHolding(modules: MenuModule[], codes: readonly string[]): string[] {
  return modules.flatMap((m) => {
    if (!m.childs?.length) return [];
    const inner = groupsHolding(m.childs, codes);
    return inner.length || m.childs.some((c) => codes.includes(c.moduleCode)) ? [m.moduleCode, ...inner] : [];
  });
}

/** The mode switch's place while it loads: a small Segmented's height, so the menu below does not move. */
function ModeSwitchSpace() {
  const { token } = theme.useToken();
  return <div className="side-menu-mode" style={{ height: token.controlHeightSM }} aria-hidden />;
}

/**
 * The side menu. Its selection follows the active tab in a pass of its own, after the tab is shown:
 * when the selection changes, antd's menu draws every entry again (each with its tooltip), ~100 ms at
 * CPU x4 that held back the frame of a tab switch (the tab store's update is synchronous).
 */
export const SideMenu = memo(function SideMenu() {
  const activeKey = useTabs((s) => s.activeKey);
  const selectedKey = useDeferredValue(activeKey);
  return <MenuOfTab activeKey={selectedKey} />;
});

const MenuOfTab = memo(function MenuOfTab({ activeKey }: { activeKey: string }) {
  const { t } = useTranslation(['shell']);
  const navigate = useShellNavigate();
  const modules = useMenu((s) => s.modules);
  const collapsed = useMenu((s) => s.collapsed);
  const mode = useMenu((s) => s.mode);
  const quickMenu = useShellPrefs((s) => s.quickMenu);
  const user = useSession((s) => s.user);
  const [openKeys, setOpenKeys] = useState<string[]>(['S01', 'S51']);

  const pages = useMemo(() => flattenPages(modules).filter((m) => isKnownMenuUrl(m.moduleUrl)), [modules]);
  // The entry of the active tab's screen, whatever address the tab was opened by (a link, the header).
  const selected = useMemo(
    () => pages.filter((m) => tabKeyOfPath(m.moduleUrl.split('?')[0]) === activeKey).map((m) => m.moduleCode),
    [pages, activeKey],
  );
  // The menu follows the active tab: its entry's group opens when the tab becomes active (the user
  // may close it again). Adjusted in render, so the menu's first commit already shows it open.
  const [followed, setFollowed] = useState<{ key: string; modules: MenuModule[] } | null>(null);
  if (followed?.key !== activeKey || followed.modules !== modules) {
    setFollowed({ key: activeKey, modules });
    const groups = groupsHolding(modules, selected);
    if (groups.some((g) => !openKeys.includes(g))) setOpenKeys([...new Set([...openKeys, ...groups])]);
  }
  const items = useMemo(() => {
    if (mode === 'quick') {
      return pages.filter((m) => quickMenu.includes(m.moduleCode)).map((m) => pageItem(m, t));
    }
    // Open groups, and the group of the page shown (marked as holding the selection); all when collapsed (pop-ups).
    const expanded = (group: MenuModule) =>
      collapsed ||
      openKeys.includes(group.moduleCode) ||
      flattenPages(group.childs ?? []).some((m) => selected.includes(m.moduleCode));
    return toItems(modules, t, expanded);
  }, [mode, modules, pages, quickMenu, t, collapsed, openKeys, selected]);

  const onClick: MenuProps['onClick'] = ({ key }) => {
    const module = pages.find((m) => m.moduleCode === key);
    if (!module) return;
    // SPEC §2: a screen whose tab is open comes back as it was left (its search stays in the tab's address).
    const tabKey = tabKeyOfPath(module.moduleUrl);
    const open = !module.moduleUrl.includes('?') && useTabs.getState().tabs.find((tab) => tab.key === tabKey);
    navigate(open ? open.url : module.moduleUrl);
    if (user) {
      // SPEC §7: the audit log of a menu click; it must never disturb the navigation.
      auditLog(
        {
          entName: user.emplName,
          userId: user.account,
          userName: user.emplName,
          logInId: user.account,
          objectType: 4,
          moduleId: module.moduleId,
          moduleName: module.moduleName,
        },
        { silent: true },
      ).catch(() => undefined);
    }
  };

  // The keyboard's focus resting on an entry is an intent too: antd's menu moves the focus from entry to
  // entry with the arrow keys (each `data-menu-id` ends with the entry's key), and its items take no
  // focus handlers of their own.
  const onFocus = (event: FocusEvent<HTMLElement>) => {
    const id = event.target.dataset.menuId;
    const page = id && pages.find((m) => id.endsWith(`-${m.moduleCode}`));
    if (page) intendPage(page.moduleUrl);
  };

  return (
    <nav aria-label={t('menu.label')} className="side-menu" onFocus={onFocus} onBlur={dropPageIntent}>
      {!collapsed && (
        <WhenShellIdle placeholder={<ModeSwitchSpace />}>
          <MenuModeSwitch />
        </WhenShellIdle>
      )}
      {mode === 'quick' && !items.length && !collapsed ? (
        <p className="side-menu-empty">{t('menu.quickEmpty')}</p>
      ) : (
        <Menu
          mode="inline"
          inlineCollapsed={collapsed}
          items={items}
          selectedKeys={selected}
          openKeys={collapsed ? undefined : openKeys}
          onOpenChange={setOpenKeys}
          onClick={onClick}
        />
      )}
    </nav>
  );
});
