import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import directImports, { DIRECT_IMPORTS } from '../../scripts/vite-plugin-direct-imports.mjs';

const MODULES = path.resolve(import.meta.dirname, '../../node_modules');

function exportedNames(code: string): Set<string> {
  const names = new Set<string>();
  for (const m of code.matchAll(/export\s*\{([^}]*)\}/g)) {
    for (const part of m[1].split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)
        .pop();
      if (name) names.add(name);
    }
  }
  if (/export default/.test(code)) names.add('default');
  return names;
}

describe('direct imports (first-load chunking)', () => {
  it.each(DIRECT_IMPORTS)('%s imports from %s only what %s defines', (from, spec, file) => {
    const importer = fs.readFileSync(path.join(MODULES, from), 'utf8');
    const imports = [...importer.matchAll(new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*'${spec}'`, 'g'))];
    expect(imports.length, `${from} no longer imports from ${spec}: the rule is stale`).toBe(1);
    const names = imports[0][1]
      .split(',')
      .map((s) => s.trim().split(/\s+as\s+/)[0])
      .filter(Boolean);
    const defined = exportedNames(fs.readFileSync(path.join(MODULES, spec, file), 'utf8'));
    for (const name of names) expect(defined, `${spec}/${file} does not export ${name}`).toContain(name);
  });

  it('resolves only the listed importer and specifier to the defining file', async () => {
    const plugin = directImports();
    const asked: string[] = [];
    const ctx = { resolve: async (source: string) => (asked.push(source), { id: source }) };
    const resolveId = plugin.resolveId as unknown as (
      this: typeof ctx,
      source: string,
      importer?: string,
    ) => Promise<unknown>;
    const importer = path.join(MODULES, 'antd/es/form/context.js');
    expect(await resolveId.call(ctx, '@rc-component/form', importer)).toEqual({
      id: '@rc-component/form/es/FormContext.js',
    });
    expect(await resolveId.call(ctx, '@rc-component/form', path.join(MODULES, 'antd/es/form/Form.js'))).toBeNull();
    expect(await resolveId.call(ctx, '@rc-component/util', importer)).toBeNull();
    expect(await resolveId.call(ctx, '@rc-component/form', undefined)).toBeNull();
    expect(asked).toEqual(['@rc-component/form/es/FormContext.js']);
  });
});
