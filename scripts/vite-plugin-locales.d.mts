import type { Plugin } from 'vite';

export declare const VIRTUAL_PREFIX: 'virtual:locales/';
/** Generates zh-HK and serves `virtual:locales/<lang>` (see vite-plugin-locales.mjs). */
export default function localesPlugin(): Plugin;
