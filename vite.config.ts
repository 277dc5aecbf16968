import { defineConfig, loadEnv, type ConfigEnv } from 'vite';
import react from '@vitejs/plugin-react';
import path from 'node:path';
import locales from './scripts/vite-plugin-locales.mjs';
import mockPortal from './scripts/vite-plugin-mock-portal.mjs';

export default function config({ mode }: ConfigEnv) {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const base = env.VITE_BASE || '/web/fea-vsm/';
  return defineConfig({
    base,
    plugins: [react(), locales(), ...(mode === 'mock' ? [mockPortal()] : [])],
    resolve: {
      alias: {
        '@': path.resolve(import.meta.dirname, 'src'),
        '@mocks': path.resolve(import.meta.dirname, 'mocks'),
      },
    },
    server: { port: Number(process.env.PORT) || 5173, strictPort: true, host: '127.0.0.1' },
    preview: { port: Number(process.env.PORT) || 4173, strictPort: true, host: '127.0.0.1' },
    build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 1200 },
  })
}
