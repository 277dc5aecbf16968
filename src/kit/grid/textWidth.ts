const NARROW = /[0-9 .,:;'"!|()[\]{}\-/\\ijlrtf]/;

/**
 * An upper estimate of a one-line text's width in px, without measuring it: CJK and full-width
 * characters take 1em, digits and narrow marks 0.65em, other lowercase letters 0.7em, other
 * uppercase letters 0.8em, and the wide ones (m, w, M, W, @, %, symbols) 1em. The virtual grid
 * clips only the cells this says may not fit (a clip per cell made every frame several times dearer).
 */
export function textWidthBound(text: string, fontSize = 14): number {
  let em = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    const code = text.charCodeAt(i);
    if (code >= 0x80) em += code >= 0xd800 && code <= 0xdfff ? 0.65 : 1;
    else if (NARROW.test(ch)) em += 0.65;
    else if (ch >= 'a' && ch <= 'z') em += ch === 'm' || ch === 'w' ? 1 : 0.7;
    else if (ch >= 'A' && ch <= 'Z') em += ch === 'M' || ch === 'W' ? 1 : 0.8;
    else em += 1;
  }
  return em * fontSize;
}

/** What a status tag adds to its text (kit/dict/statusTag.css: padding, border, end margin) and the cell (padding, border). */
const STATUS_CHROME = 7 * 2 + 2 + 8 + 8 * 2 + 1;

/**
 * The width a status column needs to show each of its tags whole (12px text): labels are longer in
 * English than in Chinese ("Enabled" against 启用), so a width chosen for one language may cut the
 * other's tags. Never less than the declared width.
 */
export function statusColumnWidth(labels: Iterable<string>, declared: number): number {
  let widest = 0;
  for (const label of labels) widest = Math.max(widest, textWidthBound(label, 12));
  return Math.max(declared, Math.ceil(widest) + STATUS_CHROME);
}
