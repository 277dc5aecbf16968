// A phone on a slow network, applied in the browser rather than simulated (issue 39): the first loads of the
// pages behind nginx with deploy/nginx/fea-vsm.conf (gzip, caching, CSP), Chromium emulating slow 4G (the
// figures of Lighthouse's mobile preset: 150 ms round trip, 1.6 Mbps down, 750 kbps up) with CPU ×4 on a
// 412 px wide screen. What a person with such a phone waits for: the first paint (on the workbench, the boot
// screen's loading sign), the first contentful paint and the page ready.
import { median, pageProbe } from './firstLoad.mjs';
import { withNginxPages } from './nginx.mjs';

export const SLOW_4G = {
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

async function phoneLoad(browser, url, { kind, cpu, timeoutMs }) {
  const context = await browser.newContext({ ...PHONE, locale: 'zh-CN', serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_4G });
    await page.addInitScript(pageProbe, { kind });
    await page.goto(url, { waitUntil: 'commit', timeout: timeoutMs });
    // Ready, and the paints' entries: each is told after the frame it paints, so on a page whose first paint
    // is its ready one (the baseline's table) they come a little after ready.
    await page.waitForFunction(
      () => window.__bench.ready !== null && window.__bench.fp !== null && window.__bench.fcp !== null,
      null,
      { timeout: timeoutMs },
    );
    const { fp, fcp, ready } = await page.evaluate(() => window.__bench);
    return { paintMs: Math.round(fp), fcpMs: Math.round(fcp), readyMs: Math.round(ready) };
  } finally {
    await context.close();
  }
}

/**
 * `runs` loads of each of `pages` ({ name: 'app' or 'baseline', the probe's kind; distDir, path,
 * securityHeaders }), alternating, each behind an nginx of its own (ports from `nginxPorts`); `resetMock()`
 * before each. Resolves { [name]: { path, paintMs, fcpMs, readyMs, samples } } with the medians.
 */
export async function phoneLoadsOfPages({
  browser,
  pages,
  mockPort,
  nginxPorts,
  runs,
  cpu,
  timeoutMs,
  resetMock,
  log,
}) {
  return withNginxPages({ pages, mockPort, nginxPorts }, async (servers) => {
    const samples = Object.fromEntries(pages.map((p) => [p.name, []]));
    for (let run = 0; run < runs; run += 1)
      for (const [i, page] of run % 2 ? [...pages.entries()].reverse() : [...pages.entries()]) {
        await resetMock();
        const figures = await phoneLoad(browser, `${servers[i].base}${page.path}`, { kind: page.name, cpu, timeoutMs });
        log(
          `phone ${page.name} ${run + 1}/${runs}: first paint ${figures.paintMs} ms, FCP ${figures.fcpMs} ms, ready ${figures.readyMs} ms`,
        );
        samples[page.name].push(figures);
      }
    return Object.fromEntries(
      pages.map((p) => [
        p.name,
        {
          path: p.path,
          paintMs: median(samples[p.name].map((s) => s.paintMs)),
          fcpMs: median(samples[p.name].map((s) => s.fcpMs)),
          readyMs: median(samples[p.name].map((s) => s.readyMs)),
          samples: samples[p.name],
        },
      ]),
    );
  });
}
