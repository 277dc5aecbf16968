import type { Plugin } from 'vite';

/** antd component folders (antd/es/<folder>) whose styles the portal's stylesheet leaves out, and their class. */
export declare const UNUSED_ANTD_COMPONENTS: Record<string, string>;
/** `css` without the rules of the given antd classes. */
export declare function withoutAntdClasses(css: string, classes: string[]): string;
/** Leaves the styles of UNUSED_ANTD_COMPONENTS out of antd/dist/antd.css (see vite-plugin-antd-css.mjs). */
export default function antdCss(): Plugin;
