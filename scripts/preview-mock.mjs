// The production build on http://localhost:4173/web/fea-vsm/ with /api (and the mock sign-in
// portal /portal/) answered over real HTTP by the standalone mock server: same handlers as the
// browser mock, no service worker, no mock code in the bundle.
//   node scripts/preview-mock.mjs            build if dist/ is missing, then serve
//   node scripts/preview-mock.mjs --build    always build first
//   DIST_DIR=dist-x PORT=4373 MOCK_PORT=4374 …  another build directory and ports
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { preview } from 'vite';
import { buildApp, waitForServer } from './lib/local.mjs';

const port = Number(process.env.PORT) || 4173;
const mockPort = Number(process.env.MOCK_PORT) || 4174;
const mode = process.env.BUILD_MODE || 'prod';
// DIST_DIR lets several builds live side by side (e.g. a bench or a second e2e run).
const outDir = process.env.DIST_DIR || 'dist';

if (process.argv.includes('--build') || !existsSync(`${outDir}/index.html`)) buildApp(outDir, mode);

const mock = spawn(process.execPath, ['--import', 'tsx', 'mocks/server.ts'], {
  stdio: 'inherit',
  env: { ...process.env, MOCK_PORT: String(mockPort) },
});
mock.on('exit', (code) => {
  if (code) {
    console.error(`mock server exited with ${code}`);
    process.exit(code);
  }
});
await waitForServer(`http://127.0.0.1:${mockPort}/portal/`, 20000);

const target = `http://127.0.0.1:${mockPort}`;
const server = await preview({
  mode,
  build: { outDir },
  preview: {
    port,
    strictPort: true,
    host: '127.0.0.1',
    proxy: { '/api': { target }, '/portal': { target } },
  },
});
console.log(`portal: http://localhost:${port}/web/fea-vsm/  (sign-in: http://localhost:${port}/portal/)`);

const stop = () => {
  mock.kill('SIGTERM');
  server.httpServer.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
