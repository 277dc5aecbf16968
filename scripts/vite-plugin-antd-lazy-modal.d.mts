import type { Plugin } from 'vite';

/** The import of antd's app/App.js the plugin redirects. */
export declare const ANTD_MODAL_HOOK: string;
/** Gives antd's App the lazily loading modal hook in the build (see vite-plugin-antd-lazy-modal.mjs). */
export default function antdLazyModal(): Plugin;
