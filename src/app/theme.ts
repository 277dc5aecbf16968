import { theme as antdTheme, type ThemeConfig } from 'antd';

/**
 * SPEC §9 theme (primary #5392f7, radius 4, control height 28) in light or dark, with the text
 * colours WCAG 2.2 AA asks for (4.5:1, issue 6 axe suite): #5392f7 stays the brand colour of
 * fills and borders, while text drawn in the brand colour (selected menu item and tab, links)
 * and the tertiary grey use a shade that reaches 4.5:1 on its background, and so do the fills of
 * primary buttons (white text) and the status colours.
 */
const LIGHT_TEXT_BLUE = '#2a64c4'; // 5.6:1 on white, 5.3:1 on the selected menu item's #f0f8ff
const DARK_TEXT_BLUE = '#8fb8ff'; // 5.7:1 on the dark selected item, 9:1 on #141414

export function themeOf(mode: 'light' | 'dark'): ThemeConfig {
  const dark = mode === 'dark';
  const textBlue = dark ? DARK_TEXT_BLUE : LIGHT_TEXT_BLUE;
  return {
    algorithm: dark ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm,
    token: {
      colorPrimary: '#5392f7',
      borderRadius: 4,
      controlHeight: 28,
      colorLink: textBlue,
      // Status colours as text (tags, danger buttons, messages) at 4.5:1 on their light fills.
      colorSuccess: '#237804',
      colorWarning: '#874d00',
      colorError: '#cf1322',
      colorInfo: LIGHT_TEXT_BLUE,
      colorTextTertiary: dark ? 'rgba(255, 255, 255, 0.6)' : 'rgba(0, 0, 0, 0.6)',
      colorTextDescription: dark ? 'rgba(255, 255, 255, 0.6)' : 'rgba(0, 0, 0, 0.6)',
    },
    components: {
      Menu: { itemSelectedColor: textBlue, darkItemSelectedColor: textBlue, subMenuItemSelectedColor: textBlue },
      // White text on a primary button needs a darker fill than #5392f7 (3.1:1).
      Button: { colorPrimary: LIGHT_TEXT_BLUE, colorPrimaryHover: '#3a73d2', colorPrimaryActive: '#1f55ad' },
      Tabs: { itemSelectedColor: textBlue, itemActiveColor: textBlue, itemHoverColor: textBlue },
    },
  };
}
