/**
 * Served by scripts/vite-plugin-locales.mjs: `virtual:locales/<lang>` holds the first screen's
 * texts of one language, `virtual:locales/<lang>-rest` the others.
 */
declare module 'virtual:locales/*' {
  const resources: Record<string, Record<string, unknown>>;
  export default resources;
}
