/** True when HTML shows nothing: no text and no image (the SPEC §5 'blank' of a rich text body: a notice's, a mail template's). */
export function isBlankHtml(html: string): boolean {
  if (/<img\b/i.test(html)) return false;
  const textOnly = html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;|\u00a0|\u200b/gi, '');
  return textOnly.trim() === '';
}
