/** Served by scripts/vite-plugin-locales.mjs: every locales/<lang>/<namespace>.json of one language. */
declare module 'virtual:locales/*' {
  const resources: Record<string, Record<string, unknown>>;
  export default resources;
}
