// The demo supplier's menu screens, and opening one of them as a tab in a running app: what
// scripts/bench.mjs (the heap with 16 tabs) and scripts/bench-search-ab.mjs (a language switch with
// 16 tabs) do alike.

/** The paths of the demo supplier's menu screens, in the menu's order, from the mock at `origin`. */
export async function menuPaths(origin) {
  const answer = await fetch(`${origin}/api/fea-vsm/menu/getAppMenu`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', apptoken: 'demo-supplier' },
    body: JSON.stringify({ appToken: 'demo-supplier', appId: '1', entId: 1 }),
    signal: AbortSignal.timeout(60_000),
  }).then((r) => r.json());
  const paths = [];
  const walk = (items) => {
    for (const m of items ?? []) {
      if (m.moduleUrl) paths.push(m.moduleUrl);
      walk(m.childs);
    }
  };
  walk(answer?.data);
  return paths;
}

/** Opens `path` in the app as a link would (a history entry, no page load) and waits for its tab's pane. */
export async function openAsTab(page, path) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', `${location.pathname.replace(/\/web\/fea-vsm\/.*/, '/web/fea-vsm')}${to}`);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.locator(`[data-tab^="${path}"]`).first().waitFor({ state: 'attached' });
}
