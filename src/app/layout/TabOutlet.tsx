import { Activity, memo, useEffect, useMemo, useState, type ReactNode } from 'react';
import { RequestScopeContext, type RequestScope } from '@/kit/useRequest';
import { useTabs } from '@/stores/tabs';
import { findRoute } from '../routing/registry';
import { RoutePage } from '../routing/RoutePage';
import { tabIdOf } from './TabBar';
import { useLatest } from '@/kit/useLatest';

function splitUrl(url: string) {
  const i = url.indexOf('?');
  return i < 0 ? { pathname: url, search: '' } : { pathname: url.slice(0, i), search: url.slice(i) };
}

/**
 * The lifetime of one tab, outside its Activity boundary: hiding the tab keeps its pending requests
 * (the user comes back to the answer); closing or reloading it aborts them (SPEC §7, issue 6).
 */
function TabScope({ active, children }: { active: boolean; children: ReactNode }) {
  const activeRef = useLatest(active);
  const [scope] = useState(() => {
    const controller = new AbortController();
    const value: RequestScope = { signal: controller.signal, isHidden: () => !activeRef.current };
    return { controller, value };
  });
  useEffect(() => () => scope.controller.abort(), [scope]);
  return <RequestScopeContext value={scope.value}>{children}</RequestScopeContext>;
}

/**
 * One tab's page. Memoised on its address and state: the shell's own updates (its deferred parts,
 * a dialog, the supplier checks) and other tabs opening or closing do not render the page again.
 */
const TabPane = memo(function TabPane({ tabKey, url, active }: { tabKey: string; url: string; active: boolean }) {
  const match = findRoute(tabKey);
  const location = useMemo(() => splitUrl(url), [url]);
  // The same element while the address holds: showing or hiding the tab does not draw its page again.
  const page = useMemo(
    () =>
      match && (
        <section className="tab-pane" role="tabpanel" aria-labelledby={tabIdOf(tabKey)} data-tab={tabKey}>
          <RoutePage def={match.def} location={location} />
        </section>
      ),
    [match, location, tabKey],
  );
  if (!page) return null;
  return (
    <TabScope active={active}>
      <Activity mode={active ? 'visible' : 'hidden'}>{page}</Activity>
    </TabScope>
  );
});

/**
 * Every open tab stays mounted; the inactive ones are hidden with React's Activity, so they keep
 * their form values, scroll and results when the user comes back (issue 2: tabs keep state).
 */
export const TabOutlet = memo(function TabOutlet({ visible }: { visible: boolean }) {
  const tabs = useTabs((s) => s.tabs);
  const activeKey = useTabs((s) => s.activeKey);
  return (
    <>
      {tabs.map((tab) => (
        <TabPane
          key={`${tab.key}#${tab.nonce}`}
          tabKey={tab.key}
          url={tab.url}
          active={visible && tab.key === activeKey}
        />
      ))}
    </>
  );
});
