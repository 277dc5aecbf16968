import { memo, useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { Button, Dropdown, type MenuProps } from 'antd';
import DownOutlined from '@ant-design/icons/DownOutlined';
import PushpinFilled from '@ant-design/icons/PushpinFilled';
import PushpinOutlined from '@ant-design/icons/PushpinOutlined';
import { useShellNavigate } from '../routing/useShellNavigate';
import { useTranslation } from 'react-i18next';
import { useTabs, type Tab } from '@/stores/tabs';
import './tabBar.css';

type Command = 'reload' | 'pin' | 'close' | 'closeOthers' | 'closeLeft' | 'closeRight';

/** The id of a tab's button; TabOutlet's panel of the same key is labelled by it. */
export const tabIdOf = (key: string) => `shell-tab-${key.replace(/[^\w-]/g, '_')}`;

/**
 * Keeps the active tab in view when the tabs overflow the bar. An IntersectionObserver tells after
 * the browser's own layout whether it is cut off, so nothing forces a layout while the shell mounts
 * (reading sizes in an effect did: ~115 ms of the first load at CPU x4).
 */
function useActiveInView(activeKey: string) {
  const list = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const bar = list.current;
    const tab = bar?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.parentElement;
    if (!bar || !tab || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        observer.disconnect();
        if (entry.intersectionRatio >= 1) return;
        if (tab.offsetLeft < bar.scrollLeft) bar.scrollLeft = tab.offsetLeft;
        else bar.scrollLeft = tab.offsetLeft + tab.offsetWidth - bar.clientWidth;
      },
      { root: bar, threshold: 1 },
    );
    observer.observe(tab);
    return () => observer.disconnect();
  }, [activeKey]);
  return list;
}

/**
 * True while the tabs overflow the bar (about 8 at 1366 px): the first or the last tab is cut off.
 * Told by an IntersectionObserver after the browser's own layout, like useActiveInView.
 */
function useOverflow(list: RefObject<HTMLDivElement | null>, tabs: readonly Tab[]) {
  const [overflow, setOverflow] = useState(false);
  useEffect(() => {
    const bar = list.current;
    const first = bar?.firstElementChild;
    const last = bar?.lastElementChild;
    if (!bar || !first || !last || first === last || typeof IntersectionObserver === 'undefined') return;
    const whole = new Map<Element, boolean>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) whole.set(entry.target, entry.intersectionRatio >= 0.99);
        setOverflow([...whole.values()].includes(false));
      },
      { root: bar, threshold: [0.99] },
    );
    observer.observe(first);
    observer.observe(last);
    return () => observer.disconnect();
  }, [list, tabs]);
  // One tab always fits (its observer is gone with the others).
  return overflow && tabs.length > 1;
}

/**
 * SPEC §2 tab bar: one tab per open screen; the workbench tab cannot be closed; closing the active
 * tab shows its neighbour, closing the last returns to the workbench; a context menu reloads or
 * closes tabs, and pins a detail tab (one tab per kind of detail, replaced by the next unless pinned). Keyboard: arrows, Home and End move between tabs, Enter or Space switches, Delete or
 * Backspace closes the focused tab, Shift+F10 opens its context menu. The close buttons are for the
 * mouse only (a tablist may hold nothing but tabs for assistive technology). Plain elements rather
 * than antd Tabs: its tab bar measured every tab on each render, the longest task of the first load.
 * When the tabs overflow the bar, a button after it lists them all (antd Tabs' "more" menu).
 */
export const TabBar = memo(function TabBar() {
  const navigate = useShellNavigate();
  const tabs = useTabs((s) => s.tabs);
  const activeKey = useTabs((s) => s.activeKey);
  const home = useTabs((s) => s.home);
  const { t } = useTranslation('shell');
  const list = useActiveInView(activeKey);
  const overflow = useOverflow(list, tabs);
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const [menu, setMenu] = useState<{ tab: Tab; open: boolean } | null>(null);

  const go = (url: string | null) => url && navigate(url);
  const run = (command: Command, key: string) => {
    const store = useTabs.getState();
    if (command === 'reload') store.reload(key);
    else if (command === 'pin') store.togglePin(key);
    else go(store[command](key));
  };
  const focusTab = (key: string) => {
    setFocusKey(key);
    document.getElementById(tabIdOf(key))?.focus();
  };

  const onKeyDown = (event: KeyboardEvent, tab: Tab, index: number) => {
    const to = (i: number) => focusTab(tabs[(i + tabs.length) % tabs.length].key);
    if (event.key === 'ArrowRight') to(index + 1);
    else if (event.key === 'ArrowLeft') to(index - 1);
    else if (event.key === 'Home') to(0);
    else if (event.key === 'End') to(tabs.length - 1);
    else if ((event.key === 'Delete' || event.key === 'Backspace') && tab.key !== home) {
      const neighbour = tabs[index + 1] ?? tabs[index - 1];
      run('close', tab.key);
      if (neighbour)
        requestAnimationFrame(() => focusTab(tab.key === activeKey ? useTabs.getState().activeKey : neighbour.key));
    } else return;
    event.preventDefault();
  };

  const items: MenuProps['items'] = [
    { key: 'reload', label: t('tabs.reload') },
    // A detail tab is replaced by the next detail of its kind unless pinned (keyboard: Shift+F10 on the tab).
    ...(menu?.tab.kind ? [{ key: 'pin', label: menu.tab.pinned ? t('tabs.unpin') : t('tabs.pin') }] : []),
    { key: 'close', label: t('tabs.close'), disabled: menu?.tab.key === home },
    { key: 'closeOthers', label: t('tabs.closeOthers') },
    { key: 'closeLeft', label: t('tabs.closeLeft') },
    { key: 'closeRight', label: t('tabs.closeRight') },
  ];
  // A tab that kept the focus after it was closed no longer exists: the active tab takes the Tab stop.
  // With no active tab (an address with no screen) the first one does.
  const stop =
    focusKey && tabs.some((tab) => tab.key === focusKey)
      ? focusKey
      : tabs.some((tab) => tab.key === activeKey)
        ? activeKey
        : tabs[0]?.key;

  return (
    <div className="shell-tabbar">
      <Dropdown
        trigger={['contextMenu']}
        open={!!menu?.open}
        onOpenChange={(open) => setMenu((m) => (m && open ? { ...m, open } : null))}
        menu={{
          items,
          onClick: ({ key }) => {
            setMenu(null);
            if (menu) run(key as Command, menu.tab.key);
          },
        }}
      >
        <div
          ref={list}
          className="shell-tabs"
          role="tablist"
          aria-label={t('tabs.label')}
          onWheel={(event) => {
            if (event.deltaY) event.currentTarget.scrollLeft += event.deltaY;
          }}
        >
          {tabs.map((tab, index) => {
            const active = tab.key === activeKey;
            const title = t(tab.titleKey);
            return (
              <div key={tab.key} className="shell-tab" data-active={active || undefined}>
                <button
                  type="button"
                  role="tab"
                  id={tabIdOf(tab.key)}
                  data-tab-key={tab.key}
                  className="shell-tab-label"
                  aria-selected={active}
                  tabIndex={tab.key === stop ? 0 : -1}
                  onClick={() => !active && navigate(tab.url)}
                  onKeyDown={(event) => onKeyDown(event, tab, index)}
                  onFocus={() => setFocusKey(tab.key)}
                  onContextMenu={() => setMenu({ tab, open: false })}
                  onAuxClick={(event) => event.button === 1 && tab.key !== home && run('close', tab.key)}
                  aria-description={tab.pinned ? t('tabs.pinned') : undefined}
                >
                  {title}
                </button>
                {tab.kind && (
                  // For the mouse, like the close button; the context menu offers the same to the keyboard.
                  <button
                    type="button"
                    className="shell-tab-pin"
                    aria-hidden
                    tabIndex={-1}
                    data-pinned={tab.pinned || undefined}
                    title={tab.pinned ? t('tabs.unpinNamed', { name: title }) : t('tabs.pinNamed', { name: title })}
                    onClick={() => run('pin', tab.key)}
                  >
                    {tab.pinned ? <PushpinFilled /> : <PushpinOutlined />}
                  </button>
                )}
                {tab.key !== home && (
                  <button
                    type="button"
                    className="shell-tab-close"
                    aria-hidden
                    tabIndex={-1}
                    title={t('tabs.closeNamed', { name: title })}
                    onClick={() => run('close', tab.key)}
                  >
                    ×
                  </button>
                )}
              </div>
            );
          })}
        </div>
      </Dropdown>
      {overflow && (
        <div className="shell-tabs-more">
          <Dropdown
            trigger={['click']}
            menu={{
              items: tabs.map((tab) => ({ key: tab.key, label: t(tab.titleKey) })),
              selectable: true,
              selectedKeys: [activeKey],
              onClick: ({ key }) => {
                const tab = tabs.find((candidate) => candidate.key === key);
                if (tab && key !== activeKey) void navigate(tab.url);
              },
            }}
          >
            <Button type="text" size="small" icon={<DownOutlined />} aria-label={t('tabs.all')} title={t('tabs.all')} />
          </Dropdown>
        </div>
      )}
    </div>
  );
});
