import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { themeOf } from '@/app/theme';

/** WCAG 2.x contrast ratio of two opaque #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5]
      .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
      .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

const STATUSES = ['Success', 'Info', 'Warning', 'Error'] as const;

describe.each(['light', 'dark'] as const)('%s theme (WCAG 2.2 AA text contrast 4.5:1)', (mode) => {
  const token = theme.getDesignToken(themeOf(mode)) as unknown as Record<string, string>;

  it.each(STATUSES)('a %s status tag: its text on its fill, and as text on the page and in dialogs', (status) => {
    const text = token[`color${status}`];
    expect(contrast(text, token[`color${status}Bg`])).toBeGreaterThanOrEqual(4.5);
    expect(contrast(text, token.colorBgContainer)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(text, token.colorBgElevated)).toBeGreaterThanOrEqual(4.5);
  });

  it('links on the page', () => {
    expect(contrast(token.colorLink, token.colorBgContainer)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('solid danger buttons (delete, reject)', () => {
  it.each(['light', 'dark'] as const)('%s: the text on the fill and on its hover', (mode) => {
    const config = themeOf(mode);
    const token = theme.getDesignToken(config) as unknown as Record<string, string>;
    const text = config.components!.Button!.dangerColor ?? '#ffffff';
    expect(contrast(text, token.colorError)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(text, token.colorErrorHover)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('primary buttons', () => {
  it('white text on the fill, also while loading (antd would fade the button)', () => {
    const button = themeOf('light').components!.Button!;
    expect(contrast('#ffffff', button.colorPrimary!)).toBeGreaterThanOrEqual(4.5);
    expect(contrast('#ffffff', button.colorPrimaryHover!)).toBeGreaterThanOrEqual(4.5);
    expect(button.opacityLoading).toBe(1);
  });
});

describe('motion', () => {
  it.each(['light', 'dark'] as const)(
    '%s: antd animates by default, and not at all when the system asks for reduced motion',
    (mode) => {
      const durations = (config: ReturnType<typeof themeOf>) => {
        const token = theme.getDesignToken(config) as unknown as Record<string, string>;
        return [token.motionDurationFast, token.motionDurationMid, token.motionDurationSlow];
      };
      expect(durations(themeOf(mode))).not.toContain('0s');
      expect(durations(themeOf(mode, { reduceMotion: true }))).toEqual(['0s', '0s', '0s']);
      expect(themeOf(mode, { reduceMotion: true }).token!.motion).toBe(false);
    },
  );
});
