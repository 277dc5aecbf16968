import type { Plugin } from 'vite';

/** Resolves axios's fetch adapter to an absent one in the build (see vite-plugin-axios-xhr-only.mjs). */
export default function axiosXhrOnly(): Plugin;
