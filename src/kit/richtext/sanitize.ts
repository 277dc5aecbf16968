import { isBlankMarkup } from '@/lib/blankMarkup';
import DOMPurify, { type Config } from 'dompurify';

/**
 * The one HTML sanitizer of the portal (notice bodies, mail templates, anything a user typed as
 * rich text). A strict allow-list: text formatting, paragraphs, lists, headings, tables, links and
 * images. Everything else goes: scripts, styles, frames, forms, SVG/MathML, event handlers,
 * `style` attributes, ids and names (DOM clobbering) and every URL that is not http(s) (links may
 * also be mailto:/tel:/relative; images may be data:image of a raster format).
 */

const TAGS = [
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'strike',
  'del',
  'ins',
  'sub',
  'sup',
  'mark',
  'small',
  'span',
  'code',
  'pre',
  'blockquote',
  'p',
  'br',
  'hr',
  'div',
  'ul',
  'ol',
  'li',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'table',
  'caption',
  'colgroup',
  'col',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'a',
  'img',
];

const ATTRIBUTES = ['href', 'title', 'src', 'alt', 'width', 'height', 'colspan', 'rowspan', 'start', 'dir', 'align'];

const LINK_URL = /^(?:https?:\/\/|mailto:|tel:|#|\/(?!\/))/i;
const IMAGE_URL = /^(?:https?:\/\/|data:image\/(?:png|jpe?g|gif|webp|bmp);base64,[a-z0-9+/=\s]+$)/i;

const CONFIG: Config = {
  ALLOWED_TAGS: TAGS,
  ALLOWED_ATTR: ATTRIBUTES,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  SAFE_FOR_TEMPLATES: false,
  WHOLE_DOCUMENT: false,
  RETURN_TRUSTED_TYPE: false,
  FORBID_TAGS: [
    'style',
    'script',
    'iframe',
    'frame',
    'object',
    'embed',
    'form',
    'input',
    'button',
    'textarea',
    'select',
    'svg',
    'math',
    'meta',
    'base',
    'link',
    'template',
    'noscript',
  ],
  FORBID_ATTR: ['style', 'id', 'name', 'class', 'srcset', 'action', 'formaction', 'srcdoc', 'xlink:href'],
};

type Purifier = ReturnType<typeof DOMPurify>;
let purifier: Purifier | null = null;

/** URLs are compared without the whitespace and control characters browsers ignore in them. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point here
const compact = (url: string) => url.replace(/[\u0000-\u0020\u007f-\u009f\u00ad\u200b-\u200f\u2028\u2029\ufeff]/g, '');

function createPurifier(): Purifier {
  // An own instance: the hooks below must not leak into other users of the DOMPurify singleton.
  const instance = DOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (!(node instanceof Element)) return;
    const tag = node.tagName.toLowerCase();
    const href = node.getAttribute('href');
    if (href !== null && (tag !== 'a' || !LINK_URL.test(compact(href)))) node.removeAttribute('href');
    const src = node.getAttribute('src');
    if (src !== null && (tag !== 'img' || !IMAGE_URL.test(src.trim()))) node.removeAttribute('src');
    if (tag === 'a') {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return instance;
}

const INLINE = /^(?:style|on[a-z]+)$/i;
/** HTML's white space. */
const isSpace = (c: string) => c === ' ' || c === '\n' || c === '\t' || c === '\r' || c === '\f';

/** The end of the run from `from` whose characters do not match `stop`. */
function runEnd(html: string, from: number, stop: (c: string) => boolean): number {
  let i = from;
  while (i < html.length && !stop(html[i])) i += 1;
  return i;
}

/**
 * `html` without the inline styles, handlers and style elements that the sanitizer removes anyway.
 * Chrome reports a violation of the production CSP (no inline style or script) for each one its inert
 * parse meets, though nothing is applied or run: every notice with a table from the editor logged
 * them. What this misses, DOMPurify removes; it is not a safety measure. One pass, tokenised as the
 * HTML parser reads a start tag (no regular expression that a crafted body could make backtrack).
 */
function withoutInline(html: string): string {
  const lower = html.toLowerCase();
  let out = '';
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt < 0 || !/[a-z]/i.test(html[lt + 1] ?? '')) {
      out += html.slice(i, lt < 0 ? html.length : lt + 1);
      i = lt < 0 ? html.length : lt + 1;
      continue;
    }
    out += html.slice(i, lt);
    let j = runEnd(html, lt + 1, (c) => isSpace(c) || c === '>' || c === '/');
    if (lower.slice(lt + 1, j) === 'style') {
      const close = lower.indexOf('</style', j);
      i = close < 0 ? html.length : runEnd(html, close, (c) => c === '>') + 1;
      continue;
    }
    out += html.slice(lt, j);
    while (j < html.length) {
      const start = j;
      j = runEnd(html, j, (c) => !isSpace(c) && c !== '/');
      if (j >= html.length || html[j] === '>') {
        out += html.slice(start, j);
        break;
      }
      const nameEnd = runEnd(html, j + 1, (c) => isSpace(c) || c === '=' || c === '>' || c === '/');
      let end = nameEnd;
      const equals = runEnd(html, nameEnd, (c) => !isSpace(c));
      if (html[equals] === '=') {
        const value = runEnd(html, equals + 1, (c) => !isSpace(c));
        const quote = html[value];
        const close = quote === '"' || quote === "'" ? html.indexOf(quote, value + 1) : -2;
        end = close === -2 ? runEnd(html, value, (c) => isSpace(c) || c === '>') : close < 0 ? html.length : close + 1;
      }
      if (!INLINE.test(html.slice(j, nameEnd))) out += html.slice(start, end);
      j = end;
    }
    out += html.slice(j, j + 1);
    i = j + 1;
  }
  return out;
}

/** Safe HTML of `html` (an empty string for nothing, or a non-string). */
export function sanitizeHtml(html: string): string {
  if (typeof html !== 'string' || html === '') return '';
  purifier ??= createPurifier();
  return purifier.sanitize(withoutInline(html), CONFIG) as string;
}

/** True when the HTML shows nothing (no text, no image, no rule): what a required rich text field rejects. */
export function isBlankHtml(html: string | null | undefined): boolean {
  return !html || isBlankMarkup(sanitizeHtml(html));
}
