import { Activity, memo, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createTabScope, TabScopeContext } from '@/kit/tabScope';
import { usePrefs } from '@/stores/prefs';
import { useTabs } from '@/stores/tabs';
import { findRoute } from '../routing/registry';
import { RoutePage } from '../routing/RoutePage';
import { tabIdOf } from './TabBar';

function splitUrl(url: string) {
  const i = url.indexOf('?');
  return i < 0 ? { pathname: url, search: '' } : { pathname: url.slice(0, i), search: url.slice(i) };
}

/**
 * The lifetime of one tab: hiding it keeps its pending requests (the user comes back to the answer);
 * closing or reloading it aborts them (SPEC §7, issue 6). Its screens learn of it being hidden or
 * shown before the paint (a drawer of a hidden tab closes in the same frame).
 */
function TabScope({ active, children }: { active: boolean; children: ReactNode }) {
  const [tab] = useState(() => createTabScope(!active));
  useLayoutEffect(() => tab.setHidden(!active), [tab, active]);
  useEffect(() => () => tab.close(), [tab]);
  return <TabScopeContext value={tab.scope}>{children}</TabScopeContext>;
}

/**
 * Whether a tab's screen runs (React Activity). A tab opened behind the active one (restored after a
 * reload) is rendered when the browser is idle and starts its effects (its requests) only once it is
 * first shown. A change every screen draws with (the language, the theme) made while the tab is behind
 * parks it until it is next shown: its screen is drawn anew when the browser is idle instead of with the
 * tab in front (16 live tabs made a language switch one task of 3.5 s at CPU x4).
 */
function useActivityMode(active: boolean): 'visible' | 'hidden' {
  const [shown, setShown] = useState(active);
  if (active && !shown) setShown(true);
  const look = usePrefs((s) => `${s.language} ${s.theme}`);
  const [lookSeen, setLookSeen] = useState(look);
  const [parked, setParked] = useState(false);
  if (look !== lookSeen) {
    setLookSeen(look);
    if (!active) setParked(true);
  }
  if (active && parked) setParked(false);
  return shown && !parked ? 'visible' : 'hidden';
}

/** Keys typed after a switch must not reach a field of the tab now behind (its content is skipped, not removed). */
function useFocusLeavesWhenHidden(active: boolean) {
  const pane = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const focused = document.activeElement;
    if (!active && focused instanceof HTMLElement && pane.current?.contains(focused)) focused.blur();
  }, [active]);
  return pane;
}

/**
 * One tab's page. Memoised on its address and state: the shell's own updates (its deferred parts,
 * a dialog, the supplier checks) and other tabs opening or closing do not render the page again.
 */
const TabPane = memo(function TabPane({
  tabKey,
  url,
  active,
  opened,
}: {
  tabKey: string;
  url: string;
  active: boolean;
  /** Opened after the shell's first render (a click): its page draws after the frame that shows the tab. */
  opened: boolean;
}) {
  const match = findRoute(tabKey);
  const location = useMemo(() => splitUrl(url), [url]);
  // The same element while the address holds: showing or hiding the tab does not draw its page again.
  const page = useMemo(
    () => match && <RoutePage def={match.def} location={location} drawAfterFrame={opened} />,
    [match, location, opened],
  );
  const mode = useActivityMode(active);
  const pane = useFocusLeavesWhenHidden(active);
  if (!page) return null;
  return (
    <TabScope active={active}>
      <Activity mode={mode}>
        {/* Hidden, the tab keeps its style and layout (styles.css: content-visibility), so showing it
            again is a paint; display: none would make the browser style and lay out every cell anew.
            Skipped content is out of the focus order and the accessibility tree already; not `inert`,
            which Chrome keeps as an inherited style: toggling it restyled every element of the tab. */}
        <section
          ref={pane}
          className="tab-pane"
          role="tabpanel"
          aria-labelledby={tabIdOf(tabKey)}
          data-tab={tabKey}
          hidden={!active}
        >
          {page}
        </section>
      </Activity>
    </TabScope>
  );
});

/**
 * Every open tab stays mounted and the inactive ones are hidden, so they keep their form values,
 * scroll and results when the user comes back (issue 2: tabs keep state).
 */
export const TabOutlet = memo(function TabOutlet({ visible }: { visible: boolean }) {
  const tabs = useTabs((s) => s.tabs);
  const activeKey = useTabs((s) => s.activeKey);
  const paneKey = (tab: (typeof tabs)[number]) => `${tab.key}#${tab.nonce}`;
  // The first screen and the tabs restored after a reload draw with the shell's first render.
  const [first] = useState(() => new Set(tabs.map(paneKey)));
  return (
    <>
      {tabs.map((tab) => (
        <TabPane
          key={paneKey(tab)}
          tabKey={tab.key}
          url={tab.url}
          active={visible && tab.key === activeKey}
          opened={!first.has(paneKey(tab))}
        />
      ))}
    </>
  );
});
