import type { Plugin } from 'vite';

/** The antd hook factories whose second argument (the style function) the plugin empties. */
export declare const STYLE_HOOK_FACTORIES: string[];
/** @ant-design/cssinjs-utils's hook factory module. */
export declare const STYLE_HOOK_UTILS: RegExp;
/** Its zero-runtime check, made constant. */
export declare const ZERO_RUNTIME_CHECK: string;
/** The factory with its zero-runtime return always taken; throws when the check is not there once. */
export declare function alwaysZeroRuntime(code: string): string;
/** ConfigProvider's style hook module (antd/es/config-provider/style/index.js). */
export declare const ICON_STYLE_HOOK: RegExp;
/** What the build puts in its place. */
export declare const NO_ICON_STYLE: string;
/** The module with each factory call's style function replaced by `() => []`; null if it has none. */
export declare function withoutStyleFunctions(code: string): string | null;
/** Empties antd's style functions in the build (see vite-plugin-antd-zero-runtime.mjs). */
export default function antdZeroRuntime(): Plugin;
