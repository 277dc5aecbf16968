import type { Plugin } from 'vite';

type Texts = Record<string, Record<string, unknown>>;

export declare const VIRTUAL_PREFIX: 'virtual:locales/';
/** Namespaces the first screen reads whole. */
export declare const FIRST_SCREEN_NAMESPACES: string[];
/** Single `ns:key` texts of other namespaces the shell shows. */
export declare const FIRST_SCREEN_KEYS: string[];
export declare const FIRST_SCREEN_ERRORS: string[];
/** Every `titleKey: 'ns:key'` of the route declarations under `dir`. */
export declare function routeTitleKeys(dir: string): Promise<string[]>;
/** One language's texts split into the first screen's (namespaces above plus `firstKeys`) and the rest. */
export declare function splitTexts(bundle: Texts, firstKeys: string[]): { first: Texts; rest: Texts };
/** Generates zh-HK and serves `virtual:locales/<lang>` and `virtual:locales/<lang>-rest` (see vite-plugin-locales.mjs). */
export default function localesPlugin(): Plugin;
