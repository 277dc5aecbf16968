import { Children, cloneElement, isValidElement, useEffect, type ReactElement, type ReactNode } from 'react';
import { Dropdown, Tabs, type MenuProps } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useTabs, type Tab } from '@/stores/tabs';

function TabLabel({ tab, isHome }: { tab: Tab; isHome: boolean }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const store = useTabs();
  const go = (url: string | null) => url && navigate(url);
  const items: MenuProps['items'] = [
    { key: 'reload', label: t('tabs.reload') },
    { key: 'close', label: t('tabs.close'), disabled: isHome },
    { key: 'closeOthers', label: t('tabs.closeOthers') },
    { key: 'closeLeft', label: t('tabs.closeLeft') },
    { key: 'closeRight', label: t('tabs.closeRight') },
  ];
  const onClick: MenuProps['onClick'] = ({ key, domEvent }) => {
    domEvent.stopPropagation();
    if (key === 'reload') store.reload(tab.key);
    else if (key === 'close') go(store.close(tab.key));
    else if (key === 'closeOthers') go(store.closeOthers(tab.key));
    else if (key === 'closeLeft') go(store.closeLeft(tab.key));
    else if (key === 'closeRight') go(store.closeRight(tab.key));
  };
  return (
    <Dropdown menu={{ items, onClick }} trigger={['contextMenu']}>
      <span>{t(tab.titleKey)}</span>
    </Dropdown>
  );
}

/**
 * antd puts each tab's close button beside its role="tab" inside the role="tablist", which
 * assistive technology cannot represent (axe aria-required-children, critical). The button stays
 * for the mouse but leaves the accessibility tree and the Tab order; keyboard users close the
 * focused tab with Delete or Backspace (rc-tabs) or through its context menu.
 */
function withQuietCloseButton(node: ReactElement): ReactElement {
  const { children } = node.props as { children?: ReactNode };
  const quiet = Children.map(children, (child) =>
    isValidElement(child) && child.type === 'button' ? cloneElement(child as ReactElement<Record<string, unknown>>, { 'aria-hidden': true, tabIndex: -1 }) : child,
  );
  return cloneElement(node, undefined, quiet);
}

/** The same for the overflow ("more") button antd adds inside the tablist when tabs overflow. */
function useQuietOverflowButton() {
  useEffect(() => {
    const bar = document.querySelector('.shell-tabs > .ant-tabs-nav');
    if (!bar) return;
    const quiet = () =>
      bar.querySelectorAll('.ant-tabs-nav-more:not([aria-hidden])').forEach((button) => {
        button.setAttribute('aria-hidden', 'true');
        button.setAttribute('tabindex', '-1');
      });
    quiet();
    const observer = new MutationObserver(quiet);
    observer.observe(bar, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);
}

/** SPEC §2 tab bar: the workbench tab cannot be closed; closing the last tab returns to the workbench. */
export function TabBar() {
  const navigate = useNavigate();
  const { tabs, activeKey, home, close } = useTabs();
  const { t } = useTranslation('shell');
  useQuietOverflowButton();
  return (
    <Tabs
      className="shell-tabs"
      type="editable-card"
      hideAdd
      size="small"
      renderTabBar={(props, DefaultTabBar) => <DefaultTabBar {...props}>{withQuietCloseButton}</DefaultTabBar>}
      activeKey={activeKey}
      onChange={(key) => {
        const tab = tabs.find((x) => x.key === key);
        if (tab) navigate(tab.url);
      }}
      onEdit={(key, action) => {
        if (action !== 'remove' || typeof key !== 'string') return;
        const next = close(key);
        if (next) navigate(next);
      }}
      items={tabs.map((tab) => ({
        key: tab.key,
        label: <TabLabel tab={tab} isHome={tab.key === home} />,
        closable: tab.key !== home,
        closeIcon: tab.key === home ? undefined : <span aria-label={t('tabs.closeNamed', { name: t(tab.titleKey) })}>×</span>,
      }))}
    />
  );
}
