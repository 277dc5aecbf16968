const resolved = new Map<string, string>();

/**
 * The page's font stack as the browser resolved it for the page's language (styles.css
 * `--vsm-font-family`, by `<html lang>`): what a canvas must be given to draw or measure text as the
 * page writes it (a canvas takes no CSS variable). Read once a language; 'sans-serif' without a page.
 */
export function pageFontFamily(): string {
  if (typeof document === 'undefined' || !document.body) return 'sans-serif';
  const lang = document.documentElement.lang;
  const known = resolved.get(lang);
  if (known) return known;
  const root = getComputedStyle(document.documentElement);
  const family = getComputedStyle(document.body).fontFamily || 'sans-serif';
  // Kept only once the page's stylesheet is in (before it, the browser's default font is read).
  if (root.getPropertyValue('--vsm-font-family')) resolved.set(lang, family);
  return family;
}
