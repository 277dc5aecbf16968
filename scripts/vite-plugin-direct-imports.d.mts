import type { Plugin } from 'vite';

/** [importer path ending, imported specifier, file in the specifier's package that defines the binding] */
export declare const DIRECT_IMPORTS: [string, string, string][];
/** Resolves the DIRECT_IMPORTS to the defining module (see vite-plugin-direct-imports.mjs). */
export default function directImports(): Plugin;
