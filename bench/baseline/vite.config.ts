// The benchmark baseline (scripts/bench.mjs): built with the SAME build options as the app
// (vite.config.ts `build`, incl. target, minifier and chunking), served under /bench-baseline/.
//   npx vite build --config bench/baseline/vite.config.ts   → dist-bench-baseline/
import { defineConfig, type ConfigEnv } from 'vite';
import react from '@vitejs/plugin-react';
import path from 'node:path';
import appConfig from '../../vite.config.ts';

export default function config(env: ConfigEnv) {
  const app = appConfig({ ...env, mode: 'prod' });
  return defineConfig({
    root: import.meta.dirname,
    base: '/bench-baseline/',
    // No .env files of the app here: the page reads none.
    envDir: false,
    // The app's one library rewrite (antd's style generators out) does not apply: the baseline makes
    // antd's styles at run time.
    plugins: [react()],
    build: { ...app.build, outDir: path.resolve(import.meta.dirname, '../../dist-bench-baseline'), emptyOutDir: true },
    preview: { host: '127.0.0.1', strictPort: true },
  });
}
