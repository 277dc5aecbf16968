// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { themeOf } from '@/app/theme';
import { pageFontFamily } from '@/kit/pageFont';

const styles = readFileSync('src/app/styles.css', 'utf8');

/** The stack styles.css gives `--vsm-font-family` under `selector`. */
const stackOf = (selector: string) =>
  new RegExp(`${selector.replace(/[()]/g, '\\$&')} \\{\\s*--vsm-font-family:([^;]+);`)
    .exec(styles)?.[1]
    .replace(/\s+/g, ' ') ?? '';

describe("the page's font stack (styles.css, theme.ts)", () => {
  afterEach(() => {
    document.head.innerHTML = '';
    document.documentElement.lang = '';
  });

  it("antd's components write in the page's stack, in light and dark", () => {
    expect(themeOf('light').token?.fontFamily).toBe('var(--vsm-font-family)');
    expect(themeOf('dark').token?.fontFamily).toBe('var(--vsm-font-family)');
    expect(styles).toMatch(/body \{\s*font-family: var\(--vsm-font-family\);/);
  });

  it('names a Chinese font of the language: Simplified forms by default, Hong Kong forms for zh-HK', () => {
    const cn = stackOf(':root');
    const hk = stackOf(':root:lang(zh-HK)');
    expect(cn).toContain("'Noto Sans CJK SC'");
    expect(cn).toContain("'Microsoft YaHei'");
    expect(hk).toContain("'Noto Sans CJK HK'");
    expect(hk).toContain("'Microsoft JhengHei'");
    expect(hk).not.toMatch(/ SC'|YaHei/);
    // Both keep antd's Latin fonts first and end on the generic family and the emoji fonts.
    for (const stack of [cn, hk]) {
      expect(stack.trim().startsWith('-apple-system, BlinkMacSystemFont')).toBe(true);
      expect(stack).toMatch(/sans-serif, 'Apple Color Emoji'/);
    }
  });

  it("gives a canvas the stack resolved for the page's language, read again after a switch", () => {
    // Before the stylesheet is in, what is read is not kept.
    expect(pageFontFamily()).toBe('sans-serif');
    const style = document.createElement('style');
    // jsdom resolves no var(): the body's stack is written out here (e2e/signin.spec.ts reads the real one).
    style.textContent =
      ':root { --vsm-font-family: x; } body { font-family: Arial, "Noto Sans CJK SC"; } :root:lang(zh-HK) body { font-family: Arial, "Noto Sans CJK HK"; }';
    document.head.append(style);
    document.documentElement.lang = 'zh-CN';
    expect(pageFontFamily()).toContain('Noto Sans CJK SC');
    document.documentElement.lang = 'zh-HK';
    expect(pageFontFamily()).toContain('Noto Sans CJK HK');
  });
});
