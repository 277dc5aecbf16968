// What the scripts that start servers and Chromium share.

/** Debian's Chromium as this workplace runs it (no sandbox as root, no background network). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Waits until a local server answers `url` below HTTP 500; bounded by `ms`. `gaveUp()` may end
 * the wait early (a child process that exited).
 */
export async function waitForServer(url, ms = 60000, gaveUp = () => false) {
  const until = Date.now() + ms;
  while (Date.now() < until && !gaveUp()) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not come up within ${ms} ms`);
}
