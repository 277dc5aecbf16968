/**
 * Vite plugin: the boot screen paints before antd's stylesheet has arrived.
 *
 * index.html holds the boot screen (a spinner styled by our own stylesheet), but a browser paints nothing
 * while a stylesheet of the page is loading, and antd's (every component's rules for the zero-runtime theme,
 * ~110 KB gzip) shares a phone's slow link with the first load's scripts: the spinner showed ~2.4 s after the
 * request on slow 4G. In builds only, the first-load stylesheets whose file names match `files` become
 * `<link rel="preload" as="style" data-stylesheet>`: fetched at once, at the same priority, but not blocking
 * the paint. src/signIn.ts, the first script, turns them into stylesheets in place (the cascade's order
 * unchanged: src/app/lateStylesheets.ts), and main.tsx waits for them before React's first render, so no
 * screen is ever drawn without them.
 */

/** @param {{ files: RegExp }} options */
export default function lateStylesheets({ files }) {
  let base = '/';
  return {
    name: 'late-stylesheets',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        let found = 0;
        const out = html.replace(/<link rel="stylesheet"( crossorigin)? href="([^"]+)">/g, (tag, crossorigin, href) => {
          if (!href.startsWith(base) || !files.test(href.slice(base.length))) return tag;
          found += 1;
          return `<link rel="preload" as="style"${crossorigin ?? ''} href="${href}" data-stylesheet>`;
        });
        if (!found) throw new Error(`late-stylesheets: index.html has no stylesheet matching ${files}`);
        return out;
      },
    },
  };
}
