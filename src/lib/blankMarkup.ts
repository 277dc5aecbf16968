/**
 * SPEC §5's "blank" rich text: markup that shows nothing, no text, no picture and no rule. Pure (no
 * DOM), so the screens (kit/richtext's `isBlankHtml`, after sanitising) and the mock judge a notice's,
 * a template's or a portal item's body alike.
 */
export function isBlankMarkup(html: string | null | undefined): boolean {
  if (!html) return true;
  if (/<(img|hr)\b/i.test(html)) return false;
  const text = html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;|&#xa0;|\u00a0|\u200b/gi, '');
  return text.trim() === '';
}
