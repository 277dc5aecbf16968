import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import axiosXhrOnly from '../../scripts/vite-plugin-axios-xhr-only.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const AXIOS_LIB = path.join(ROOT, 'node_modules/axios/lib');
const ADAPTER_TABLE = path.join(AXIOS_LIB, 'adapters/adapters.js');

type Hook = { handler: (source: string, importer?: string) => unknown };

/** Issue 6, initial JS: axios's fetch adapter, which the portal never uses, stays out of the build. */
describe('axios XHR-only build', () => {
  const plugin = axiosXhrOnly();
  const resolveId = (plugin.resolveId as unknown as Hook).handler;
  const load = (plugin.load as unknown as Hook).handler;

  it('resolves the adapter table’s import of the fetch adapter to one that is not available', () => {
    const absent = resolveId('./fetch.js', ADAPTER_TABLE) as string;
    expect(absent).toMatch(/^\0/);
    expect(load(absent)).toBe('export const getFetch = () => false;\n');
    expect(resolveId('./fetch.js', path.join(ROOT, 'src/api/http.ts'))).toBeNull();
    expect(plugin.apply).toBe('build');
    expect(plugin.enforce).toBe('pre');
  });

  it('matches axios’s current files: the table reads only getFetch, and XHR is the first default adapter', () => {
    const table = fs.readFileSync(ADAPTER_TABLE, 'utf8');
    expect(table).toContain("import * as fetchAdapter from './fetch.js';");
    expect(table.match(/fetchAdapter\.\w+/g)).toEqual(['fetchAdapter.getFetch']);
    expect(fs.readFileSync(path.join(AXIOS_LIB, 'defaults/index.js'), 'utf8')).toMatch(/adapter: \['xhr',/);
  });

  it('the portal’s HTTP client never asks for the fetch adapter', () => {
    const http = fs.readFileSync(path.join(ROOT, 'src/api/http.ts'), 'utf8');
    expect(http).not.toMatch(/adapter\s*:/);
  });
});
