import type * as NodeFs from 'node:fs';

/**
 * Finds one kind of module (`handlers.ts`, `seed.ts`) in every `domains/<domain>/` folder, so
 * adding a domain edits no list. Under Vite (browser worker, Vitest) the caller's
 * `import.meta.glob` does it; plain Node (tsx: the standalone server; Playwright) has no glob,
 * so the folders are read from disk and imported. Answers [domain, module] in folder order.
 *
 * Callers await it at their top level; a domain's seed.ts must not import the db at run time
 * (types only), or the Node path would wait on itself.
 */
export async function collectDomains<M>(
  file: 'handlers.ts' | 'seed.ts',
  viteGlob: () => Record<string, M>,
): Promise<Array<[string, M]>> {
  let found: Record<string, M>;
  try {
    found = viteGlob();
  } catch {
    // `import.meta.glob` is undefined outside Vite: calling it throws.
    found = await importFromDisk<M>(file);
  }
  return Object.entries(found)
    .map(([path, module]): [string, M] => [path.split('/').at(-2) ?? path, module])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

async function importFromDisk<M>(file: string): Promise<Record<string, M>> {
  // A variable specifier: bundlers leave it alone (this branch never runs in a browser).
  const fsModule = 'node:fs';
  const { existsSync, readdirSync } = (await import(/* @vite-ignore */ fsModule)) as typeof NodeFs;
  const root = new URL('./', import.meta.url);
  const found: Record<string, M> = {};
  for (const entry of readdirSync(root, { withFileTypes: true })) {
    const url = new URL(`${entry.name}/${file}`, root);
    if (entry.isDirectory() && existsSync(url))
      found[`./${entry.name}/${file}`] = (await import(/* @vite-ignore */ url.href)) as M;
  }
  return found;
}
