import { applyLateStylesheets } from '@/app/lateStylesheets';
import lateStylesheets from '../../scripts/vite-plugin-late-stylesheets.mjs';

const BASE = '/web/fea-vsm/';
const VITE_HTML = `<head>
    <link rel="stylesheet" crossorigin href="${BASE}assets/vendor-initial-CDDw2KuH.css">
    <link rel="stylesheet" crossorigin href="${BASE}assets/app-initial-C6OLZgpx.css">
  </head>`;

function transform(html: string) {
  const plugin = lateStylesheets({ files: /^assets\/vendor-initial-[\w-]+\.css$/ });
  (plugin.configResolved as (c: unknown) => void)({ base: BASE });
  const { handler } = plugin.transformIndexHtml as { handler: (html: string, ctx: object) => string };
  return handler(html, { bundle: {} });
}

describe("antd's stylesheet does not hold back the boot screen's paint (scripts/vite-plugin-late-stylesheets.mjs)", () => {
  it('preloads the named stylesheets instead of blocking the paint on them, and keeps our own as stylesheets', () => {
    const html = transform(VITE_HTML);
    expect(html).toContain(
      `<link rel="preload" as="style" crossorigin href="${BASE}assets/vendor-initial-CDDw2KuH.css" data-stylesheet>`,
    );
    expect(html).toContain(`<link rel="stylesheet" crossorigin href="${BASE}assets/app-initial-C6OLZgpx.css">`);
  });

  it('fails the build when no stylesheet matches (a renamed chunk would block the paint again unnoticed)', () => {
    expect(() => transform(VITE_HTML.replace(/vendor-initial/g, 'vendor-first'))).toThrow(/no stylesheet matching/);
  });

  it('applies them in place, in the cascade order of index.html, and resolves once each has loaded or failed', async () => {
    document.head.innerHTML = transform(VITE_HTML).replace(/<\/?head>/g, '');
    let done = false;
    const applied = applyLateStylesheets().then(() => {
      done = true;
    });
    const links = [...document.head.querySelectorAll('link')];
    expect(links.map((l) => [l.rel, l.getAttribute('href')])).toEqual([
      ['stylesheet', `${BASE}assets/vendor-initial-CDDw2KuH.css`],
      ['stylesheet', `${BASE}assets/app-initial-C6OLZgpx.css`],
    ]);
    expect(links[0].crossOrigin).toBe('');
    await Promise.resolve();
    expect(done).toBe(false); // React's first render waits for it
    links[0].dispatchEvent(new Event('error'));
    await applied;
    expect(done).toBe(true);
  });

  it('resolves at once where there is none (dev, tests)', async () => {
    document.head.innerHTML = '';
    await expect(applyLateStylesheets()).resolves.toBeUndefined();
  });
});
