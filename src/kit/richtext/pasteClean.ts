import { sanitizeHtml } from './sanitize';

/**
 * What Word and Excel put on the clipboard, reduced to what the editor allows: the sanitiser's
 * allow-list (no styles, classes, fonts, Office namespaces or comments), and Word's list markers
 * (the "·" or "1." it writes inside `<![if !supportLists]>` … `<![endif]>`, which HTML parsing
 * would otherwise keep as text). The editor's schema then keeps headings, emphasis, lists, links,
 * tables and images and turns the rest into paragraphs.
 */
export function cleanPastedHtml(html: string): string {
  const withoutMarkers = html.replace(/<!\[if [^\]]*\]>[\s\S]*?<!\[endif\]>/gi, '');
  return sanitizeHtml(withoutMarkers);
}
