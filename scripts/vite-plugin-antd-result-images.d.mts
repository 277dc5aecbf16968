import type { Plugin } from 'vite';

/** The illustration modules antd's Result imports statically. */
export declare const RESULT_IMAGES: string[];
/** antd's result/index.js with the illustrations loaded lazily; throws when the file no longer matches. */
export declare function withLazyImages(code: string): string;
/** Loads antd Result's illustrations lazily in the build (see vite-plugin-antd-result-images.mjs). */
export default function antdResultImages(): Plugin;
