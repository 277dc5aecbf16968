import { Activity } from 'react';
import { useTabs } from '@/stores/tabs';
import { findRoute } from '../routing/registry';
import { RoutePage } from '../routing/RoutePage';

function splitUrl(url: string) {
  const i = url.indexOf('?');
  return i < 0 ? { pathname: url, search: '' } : { pathname: url.slice(0, i), search: url.slice(i) };
}

/**
 * Every open tab stays mounted; the inactive ones are hidden with React's Activity, so they keep
 * their form values, scroll and results when the user comes back (issue 2: tabs keep state).
 */
export function TabOutlet({ visible }: { visible: boolean }) {
  const tabs = useTabs((s) => s.tabs);
  const activeKey = useTabs((s) => s.activeKey);
  return (
    <>
      {tabs.map((tab) => {
        const match = findRoute(tab.key);
        if (!match) return null;
        const active = visible && tab.key === activeKey;
        return (
          <Activity key={`${tab.key}#${tab.nonce}`} mode={active ? 'visible' : 'hidden'}>
            <section className="tab-pane" role="tabpanel" aria-label={tab.key} data-tab={tab.key}>
              <RoutePage def={match.def} location={splitUrl(tab.url)} />
            </section>
          </Activity>
        );
      })}
    </>
  );
}
