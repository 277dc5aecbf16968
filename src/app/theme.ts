import { theme as antdTheme, type ThemeConfig } from 'antd';

/**
 * SPEC §9 theme (primary #5392f7, radius 4, control height 28) in light or dark, with the text
 * colours WCAG 2.2 AA asks for (4.5:1, issue 6 axe suite): #5392f7 stays the brand colour of
 * fills and borders, while text drawn in the brand colour (selected menu item and tab, links)
 * and the tertiary grey use a shade that reaches 4.5:1 on its background, and so do the fills of
 * primary buttons (white text) and the status colours (tests/app/theme.test.ts measures them).
 */
const LIGHT_TEXT_BLUE = '#2a64c4'; // 5.6:1 on white, 5.3:1 on the selected menu item's #f0f8ff
const DARK_TEXT_BLUE = '#8fb8ff'; // 5.7:1 on the dark selected item, 9:1 on #141414

/**
 * Status colours: the text of status tags (StatusTag: text in `colorX` on `colorXBg`), danger
 * links and buttons, form messages. Light: shades dark enough for white and light fills; antd
 * derives its light fills from the seed, which for these dark seeds come out greyish, so success
 * and warning keep antd's own light fills (green-1..4, gold-1..4). Dark: light seeds (antd
 * darkens them for the dark background, and the derived fills are dark).
 */
const LIGHT_STATUS = {
  colorSuccess: '#237804',
  colorSuccessBg: '#f6ffed',
  colorSuccessBgHover: '#d9f7be',
  colorSuccessBorder: '#b7eb8f',
  colorSuccessBorderHover: '#95de64',
  colorWarning: '#874d00',
  colorWarningBg: '#fffbe6',
  colorWarningBgHover: '#fff1b8',
  colorWarningBorder: '#ffe58f',
  colorWarningBorderHover: '#ffd666',
  colorError: '#cf1322',
  colorInfo: LIGHT_TEXT_BLUE,
};
const DARK_DANGER_TEXT = '#141414'; // the dark page's colour: 5.5:1 on the danger fill, 7.6:1 on its hover

const DARK_STATUS = {
  colorSuccess: '#52c41a',
  colorWarning: '#faad14',
  colorError: '#ff7875',
  colorInfo: DARK_TEXT_BLUE,
};

/**
 * `reduceMotion`: the system asks for less motion (prefers-reduced-motion, WCAG 2.3.3); antd's
 * transitions and animations are then off (its motion durations become 0 s).
 */
export function themeOf(mode: 'light' | 'dark', { reduceMotion = false } = {}): ThemeConfig {
  const dark = mode === 'dark';
  const textBlue = dark ? DARK_TEXT_BLUE : LIGHT_TEXT_BLUE;
  return {
    algorithm: dark ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm,
    token: {
      colorPrimary: '#5392f7',
      // The page's stack for the page's language (styles.css): antd's components write the same text.
      fontFamily: 'var(--vsm-font-family)',
      borderRadius: 4,
      controlHeight: 28,
      colorLink: textBlue,
      ...(dark ? DARK_STATUS : LIGHT_STATUS),
      colorTextTertiary: dark ? 'rgba(255, 255, 255, 0.6)' : 'rgba(0, 0, 0, 0.6)',
      colorTextDescription: dark ? 'rgba(255, 255, 255, 0.6)' : 'rgba(0, 0, 0, 0.6)',
      motion: !reduceMotion,
    },
    components: {
      Menu: { itemSelectedColor: textBlue, darkItemSelectedColor: textBlue, subMenuItemSelectedColor: textBlue },
      // White text on a primary button needs a darker fill than #5392f7 (3.1:1). A loading button
      // keeps its colours (antd fades it to 65%, 2.8:1): the spinner shows that it is busy.
      // Dark: the danger colour must be light to read as text on the dark page, too light for white
      // text on a solid danger button (3.4:1): that text is dark instead.
      Button: {
        colorPrimary: LIGHT_TEXT_BLUE,
        colorPrimaryHover: '#3a73d2',
        colorPrimaryActive: '#1f55ad',
        opacityLoading: 1,
        ...(dark ? { dangerColor: DARK_DANGER_TEXT } : {}),
      },
      Tabs: { itemSelectedColor: textBlue, itemActiveColor: textBlue, itemHoverColor: textBlue },
    },
  };
}
