import { availableParallelism } from 'node:os';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default defineConfig((env) =>
  mergeConfig(viteConfig({ ...env, mode: 'mock' }), {
    test: {
      environment: 'jsdom',
      globals: true,
      include: ['tests/**/*.test.{ts,tsx}'],
      setupFiles: ['tests/setup.ts'],
      css: false,
      testTimeout: 15000,
      pool: 'threads',
      fileParallelism: true,
      // Vitest's default is cores - 1: one worker on the 2-core CI machines. The page tests wait on
      // timers and the mock as much as they compute, so two workers there take ~6.5 min instead of ~9.
      maxWorkers: Math.max(2, availableParallelism() - 1),
    },
  }),
);
