// Runs npm scripts side by side and fails when any fails:  node scripts/parallel.mjs typecheck lint
// Each script's output is printed whole when it ends, so the logs do not interleave. On the 2-core CI
// machines tsc and ESLint together take about the time of the slower one (~30 s instead of ~60 s).
import { spawn } from 'node:child_process';

const names = process.argv.slice(2);
if (names.length === 0) {
  console.error('usage: node scripts/parallel.mjs <npm script> [<npm script> ...]');
  process.exit(2);
}

const run = (name) =>
  new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npm', ['run', '--silent', name], { stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks = [];
    child.stdout.on('data', (c) => chunks.push(c));
    child.stderr.on('data', (c) => chunks.push(c));
    child.on('close', (code) => {
      const output = Buffer.concat(chunks).toString().trim();
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(
        `── ${name}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${seconds} s${output ? `\n${output}` : ''}`,
      );
      resolve(code ?? 1);
    });
  });

const codes = await Promise.all(names.map(run));
process.exit(codes.some((c) => c !== 0) ? 1 : 0);
