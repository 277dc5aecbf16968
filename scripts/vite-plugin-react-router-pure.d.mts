import type { Plugin } from 'vite';

/** react-router's module with its top-level React factory calls marked pure and no display names. */
export declare function withPureFactories(code: string): string;
/** Marks react-router's factory calls pure in the build (see vite-plugin-react-router-pure.mjs). */
export default function reactRouterPure(): Plugin;
