import type { Plugin } from 'vite';

type ChunkGroup = { name: string; priority?: number; includeDependenciesRecursively?: boolean };

/** Runs `entry` before the rest of the first load (see vite-plugin-sign-in-first.mjs). */
export default function signInFirst(options: { entry: string }): Plugin & {
  api: {
    chunkGroup: <G extends ChunkGroup>(group: G) => G & { test: (id: string) => boolean };
  };
};
