#!/usr/bin/env node
/**
 * Generates locales/zh-HK/<namespace>.json from locales/zh-CN/<namespace>.json with opencc-js
 * (cn → hk). zh-CN is the source of truth, zh-HK is derived and gitignored (docs/ARCHITECTURE.md,
 * property 6).
 *
 * - Values are converted, keys never; {{interpolation}} placeholders and $t(nesting) are kept.
 * - Output is deterministic: source key order, two-space JSON, trailing newline.
 * - Fast when nothing changed: a hash of the sources (plus this script and the opencc-js
 *   version) is kept in locales/zh-HK/.source-hash, and opencc is not even loaded when it matches.
 * - Namespaces removed from zh-CN are removed from zh-HK.
 *
 * Used by `npm run locales`, by the Vite plugin (scripts/vite-plugin-locales.mjs: dev, build and
 * Vitest) and by the locale tests. `node scripts/build-locales.mjs --force` rebuilds everything.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const SOURCE_LANGUAGE = 'zh-CN';
export const DERIVED_LANGUAGE = 'zh-HK';
const HASH_FILE = '.source-hash';

/** Parts of a text that are never converted: {{interpolation}} and $t(nested.key) references. */
const PROTECTED = /(\{\{[^{}]*\}\}|\$t\([^()]*\))/;

/** Converts one text, leaving the protected parts as they are. */
export function convertText(text, convert) {
  return text
    .split(PROTECTED)
    .map((part, i) => (i % 2 === 1 || part === '' ? part : convert(part)))
    .join('');
}

/** Converts every string value of a locale resource (objects and arrays recursively); keys stay. */
export function convertResources(value, convert) {
  if (typeof value === 'string') return convertText(value, convert);
  if (Array.isArray(value)) return value.map((v) => convertResources(v, convert));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, convertResources(v, convert)]));
  }
  return value;
}

let converter;
/** The cn → hk converter (opencc-js, s2hk), created once. */
export function loadConverter() {
  converter ??= import('opencc-js/cn2t').then((OpenCC) => OpenCC.Converter({ from: 'cn', to: 'hk' }));
  return converter;
}

/** Serialises a resource the same way every time. */
export function serialize(value) {
  return `${JSON.stringify(value, null, 2)}\n`;
}

async function readText(file) {
  try {
    return await fs.readFile(file, 'utf8');
  } catch {
    return null;
  }
}

async function generatorFingerprint(root) {
  const self = (await readText(fileURLToPath(import.meta.url))) ?? '';
  const opencc = (await readText(path.join(root, 'node_modules', 'opencc-js', 'package.json'))) ?? '';
  const version = opencc ? JSON.parse(opencc).version : 'unknown';
  return `${version}\n${self}`;
}

/** Writes through a temporary file so a parallel reader never sees half a file. */
async function writeAtomic(file, content) {
  const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await fs.writeFile(tmp, content, 'utf8');
  await fs.rename(tmp, file);
}

/**
 * Builds locales/zh-HK from locales/zh-CN under `root`.
 * @param {{ root?: string, force?: boolean, log?: (line: string) => void }} [options]
 * @returns {Promise<{ changed: boolean, namespaces: string[], written: string[], removed: string[] }>}
 */
export async function buildLocales({ root = process.cwd(), force = false, log = () => {} } = {}) {
  const sourceDir = path.join(root, 'locales', SOURCE_LANGUAGE);
  const targetDir = path.join(root, 'locales', DERIVED_LANGUAGE);
  const files = (await fs.readdir(sourceDir)).filter((f) => f.endsWith('.json')).sort();
  const namespaces = files.map((f) => f.slice(0, -'.json'.length));
  const sources = await Promise.all(files.map((f) => fs.readFile(path.join(sourceDir, f), 'utf8')));

  const hash = createHash('sha256').update(await generatorFingerprint(root));
  files.forEach((f, i) => hash.update(`\0${f}\0${sources[i]}`));
  const digest = hash.digest('hex');
  const upToDate =
    !force &&
    (await readText(path.join(targetDir, HASH_FILE))) === digest &&
    files.every((f) => existsSync(path.join(targetDir, f)));
  if (upToDate) return { changed: false, namespaces, written: [], removed: [] };

  const convert = await loadConverter();
  await fs.mkdir(targetDir, { recursive: true });
  const written = [];
  for (const [i, file] of files.entries()) {
    let parsed;
    try {
      parsed = JSON.parse(sources[i]);
    } catch (error) {
      throw new Error(`locales/${SOURCE_LANGUAGE}/${file} is not valid JSON: ${error.message}`, { cause: error });
    }
    const out = serialize(convertResources(parsed, convert));
    const target = path.join(targetDir, file);
    if ((await readText(target)) !== out) {
      await writeAtomic(target, out);
      written.push(file);
    }
  }
  const removed = [];
  for (const file of await fs.readdir(targetDir)) {
    if (file.endsWith('.json') && !files.includes(file)) {
      await fs.rm(path.join(targetDir, file), { force: true });
      removed.push(file);
    }
  }
  await writeAtomic(path.join(targetDir, HASH_FILE), digest);
  log(
    `locales: ${DERIVED_LANGUAGE} generated from ${SOURCE_LANGUAGE} (${namespaces.length} namespaces, ` +
      `${written.length} written, ${removed.length} removed)`,
  );
  return { changed: true, namespaces, written, removed };
}

const invokedDirectly = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const started = Date.now();
  buildLocales({ root, force: process.argv.includes('--force'), log: console.log })
    .then((result) => {
      if (!result.changed) console.log(`locales: ${DERIVED_LANGUAGE} up to date (${Date.now() - started} ms)`);
    })
    .catch((error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
