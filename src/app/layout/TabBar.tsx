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

/** SPEC §2 tab bar: the workbench tab cannot be closed; closing the last tab returns to the workbench. */
export function TabBar() {
  const navigate = useNavigate();
  const { tabs, activeKey, home, close } = useTabs();
  const { t } = useTranslation('shell');
  return (
    <Tabs
      className="shell-tabs"
      type="editable-card"
      hideAdd
      size="small"
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
