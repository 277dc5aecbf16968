import type { Plugin } from 'vite';

/** The antd hook factories whose second argument (the style function) the plugin empties. */
export declare const STYLE_HOOK_FACTORIES: string[];
/** The module with each factory call's style function replaced by `() => []`; null if it has none. */
export declare function withoutStyleFunctions(code: string): string | null;
/** Empties antd's style functions in the build (see vite-plugin-antd-zero-runtime.mjs). */
export default function antdZeroRuntime(): Plugin;
