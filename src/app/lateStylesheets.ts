/**
 * The stylesheets index.html preloads without letting them hold back the boot screen's paint
 * (scripts/vite-plugin-late-stylesheets.mjs: antd's, in builds): each becomes a stylesheet where its
 * preload stands, so the cascade keeps index.html's order. Resolves once all are in; one that fails to
 * load resolves too (the screens then show unstyled rather than never). None in dev.
 */
export function applyLateStylesheets(doc: Document = document): Promise<void> {
  const preloads = [...doc.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="style"][data-stylesheet]')];
  return Promise.all(
    preloads.map(
      (preload) =>
        new Promise<void>((resolve) => {
          const sheet = doc.createElement('link');
          sheet.rel = 'stylesheet';
          if (preload.crossOrigin !== null) sheet.crossOrigin = preload.crossOrigin;
          sheet.addEventListener('load', () => resolve());
          sheet.addEventListener('error', () => resolve());
          sheet.setAttribute('href', preload.getAttribute('href') ?? '');
          preload.replaceWith(sheet);
        }),
    ),
  ).then(() => undefined);
}
