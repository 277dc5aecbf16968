import type { Plugin } from 'vite';

/** Lets the boot screen paint before the stylesheets matching `files` are in (see vite-plugin-late-stylesheets.mjs). */
export default function lateStylesheets(options: { files: RegExp }): Plugin;
