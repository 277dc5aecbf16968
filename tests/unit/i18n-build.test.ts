import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildLocales, convertText } from '../../scripts/build-locales.mjs';

// scripts/build-locales.mjs: zh-HK is generated from zh-CN with opencc-js (cn → hk).
describe('build-locales (zh-CN → zh-HK)', () => {
  let root: string;
  const source = (name: string) => path.join(root, 'locales', 'zh-CN', name);
  const target = (name: string) => path.join(root, 'locales', 'zh-HK', name);
  const read = async (file: string) => JSON.parse(await fs.readFile(file, 'utf8')) as Record<string, unknown>;

  beforeAll(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'fea-vsm-locales-'));
    await fs.mkdir(path.join(root, 'locales', 'zh-CN'), { recursive: true });
    await fs.writeFile(
      source('sample.json'),
      JSON.stringify({
        简体: '简体',
        greeting: '欢迎 {{userName}}，您有 {{count}} 条消息',
        nested: { 'key.with.dots': '繁体中文', list: ['后台', '发票'] },
        nesting: '$t(common:简体) 与 {{ spaced }}',
        number: 3,
      }),
    );
  }, 30_000);

  afterAll(async () => {
    await fs.rm(root, { recursive: true, force: true });
  });

  it('converts values, never keys, and keeps placeholders', async () => {
    const result = await buildLocales({ root });
    expect(result).toMatchObject({ changed: true, namespaces: ['sample'], written: ['sample.json'] });
    expect(await read(target('sample.json'))).toEqual({
      简体: '簡體',
      greeting: '歡迎 {{userName}}，您有 {{count}} 條消息',
      nested: { 'key.with.dots': '繁體中文', list: ['後台', '發票'] },
      nesting: '$t(common:简体) 與 {{ spaced }}',
      number: 3,
    });
  }, 30_000);

  it('does nothing when no source changed, and writes byte-identical output when forced', async () => {
    const before = await fs.readFile(target('sample.json'), 'utf8');
    expect((await buildLocales({ root })).changed).toBe(false);
    const forced = await buildLocales({ root, force: true });
    expect(forced.changed).toBe(true);
    expect(forced.written).toEqual([]);
    expect(await fs.readFile(target('sample.json'), 'utf8')).toBe(before);
    expect(before.endsWith('\n')).toBe(true);
  });

  it('follows additions and removals of namespaces', async () => {
    await fs.writeFile(source('extra.json'), JSON.stringify({ title: '简体' }));
    expect((await buildLocales({ root })).written).toEqual(['extra.json']);
    expect(await read(target('extra.json'))).toEqual({ title: '簡體' });
    await fs.rm(source('extra.json'));
    expect((await buildLocales({ root })).removed).toEqual(['extra.json']);
    await expect(fs.stat(target('extra.json'))).rejects.toThrow();
  });

  it('names the file of a broken source', async () => {
    await fs.writeFile(source('broken.json'), '{ "a": ');
    await expect(buildLocales({ root })).rejects.toThrow(/zh-CN\/broken\.json/);
    await fs.rm(source('broken.json'));
  });

  it('convertText leaves every protected part as it is', () => {
    const upper = (s: string) => s.toUpperCase();
    expect(convertText('a{{b}}c$t(d)e', upper)).toBe('A{{b}}C$t(d)E');
  });
});
