import type * as NodeFs from 'node:fs/promises';
import type { PDFFont, PDFPage, PDFDocument as PdfDocument } from 'pdf-lib';

/**
 * The PDFs the mock generates (contracts, agreements, certificates, statements): pdf-lib with a
 * subset of Noto Sans SC (mocks/fonts, built by scripts/subset-cjk-font.mjs: GB2312 level 1 and
 * every character of the mock's texts), cut again per document to the characters it shows
 * (HarfBuzz, ./fontSubset), so Chinese text shows and can be searched and copied in every reader.
 * pdf-lib, fontkit, HarfBuzz and the font are loaded on the first PDF only.
 */
export type PdfSeal = {
  /** PNG or JPEG bytes of the seal or signature picture; without one a round red seal is drawn. */
  image?: Uint8Array;
  /** The sealing party, written in the drawn seal and under the picture. */
  owner: string;
  /** Shown under the seal, e.g. '签署时间：2025-06-18 10:20:30'. */
  signedAt: string;
  /** Where sealPdf places it on the last page (default right: party B; left: party A). */
  side?: 'left' | 'right';
};

export type PdfContent = {
  title: string;
  /** Label / value pairs under the title (document number, parties, dates…). */
  meta?: Array<[string, string]>;
  table?: { head: string[]; rows: string[][] };
  paragraphs?: string[];
  seal?: PdfSeal;
};

const PAGE: [number, number] = [595.28, 841.89]; // A4
const MARGIN = 56;
const BODY = 10.5;
const LINE = 16;
const FONT_FILE = 'NotoSansSC-Regular.subset.ttf';

let fontBytes: Promise<Uint8Array> | undefined;

function loadFontBytes(): Promise<Uint8Array> {
  fontBytes ??= (async () => {
    if (typeof process !== 'undefined' && process.versions?.node) {
      // Under Node (Vitest, the standalone server) read the file beside this module; a variable
      // path and specifier keep bundlers from touching this branch (it never runs in a browser).
      const fsModule = 'node:fs/promises';
      const { readFile } = (await import(/* @vite-ignore */ fsModule)) as typeof NodeFs;
      const here = import.meta.url;
      return new Uint8Array(await readFile(new URL('../fonts/' + FONT_FILE, here)));
    }
    // In the browser the bundler emits the font as an asset and this address points to it.
    const response = await fetch(new URL('../fonts/NotoSansSC-Regular.subset.ttf', import.meta.url));
    return new Uint8Array(await response.arrayBuffer());
  })();
  return fontBytes;
}

async function openPdfKit() {
  const [pdfLib, fontkit, bytes] = await Promise.all([import('pdf-lib'), import('@pdf-lib/fontkit'), loadFontBytes()]);
  return { pdfLib, fontkit: fontkit.default, bytes };
}

/**
 * Embeds the font cut down to the characters the document shows (and '?', which stands for those
 * it lacks), subset by HarfBuzz: pdf-lib's own subsetting writes a CFF table readers reject.
 */
async function embedCjkFont(doc: PdfDocument, text: string): Promise<PDFFont> {
  const { fontkit, bytes } = await openPdfKit();
  doc.registerFontkit(fontkit);
  const { subsetFont } = await import('./fontSubset');
  return doc.embedFont(await subsetFont(bytes, text + '?'), { subset: false });
}

function sealText(seal: PdfSeal | undefined): string {
  return seal ? `★${seal.owner}${seal.signedAt}` : '';
}

/** Greedy line breaking by width: CJK text breaks anywhere, so character by character is enough. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const ch of paragraph) {
      if (line && font.widthOfTextAtSize(line + ch, size) > width) {
        lines.push(line);
        line = '';
      }
      line += ch;
    }
    lines.push(line);
  }
  return lines;
}

/** Characters the font cannot show become '?', instead of pdf-lib failing on them. */
function printable(font: PDFFont, text: string): string {
  const supported = new Set(font.getCharacterSet());
  return Array.from(text, (ch) => (supported.has(ch.codePointAt(0)!) || ch === '\n' ? ch : '?')).join('');
}

class Writer {
  page: PDFPage;
  y: number;
  constructor(
    private doc: PdfDocument,
    readonly font: PDFFont,
  ) {
    this.page = doc.addPage(PAGE);
    this.y = PAGE[1] - MARGIN;
  }
  room(height: number) {
    if (this.y - height >= MARGIN) return;
    this.page = this.doc.addPage(PAGE);
    this.y = PAGE[1] - MARGIN;
  }
  text(text: string, x: number, size = BODY, width = PAGE[0] - MARGIN - x) {
    for (const line of wrap(printable(this.font, text), this.font, size, width)) {
      this.room(size + 6);
      this.y -= size + 6;
      this.page.drawText(line, { x, y: this.y, size, font: this.font });
    }
  }
}

async function drawSeal(doc: PdfDocument, page: PDFPage, font: PDFFont, seal: PdfSeal, x: number, y: number) {
  const { rgb } = await import('pdf-lib');
  const red = rgb(0.8, 0.1, 0.1);
  const size = 110;
  if (seal.image) {
    const isPng = seal.image[0] === 0x89 && seal.image[1] === 0x50;
    const image = isPng ? await doc.embedPng(seal.image) : await doc.embedJpg(seal.image);
    const scale = Math.min(size / image.width, size / image.height);
    page.drawImage(image, { x, y, width: image.width * scale, height: image.height * scale, opacity: 0.9 });
  } else {
    const r = size / 2;
    page.drawCircle({ x: x + r, y: y + r, size: r, borderColor: red, borderWidth: 3, opacity: 0 });
    page.drawText('★', { x: x + r - 9, y: y + r + 4, size: 18, font, color: red });
    const owner = printable(font, seal.owner);
    let ownerSize = 11;
    while (ownerSize > 6 && font.widthOfTextAtSize(owner, ownerSize) > size - 16) ownerSize -= 1;
    const ownerWidth = font.widthOfTextAtSize(owner, ownerSize);
    page.drawText(owner, { x: x + r - ownerWidth / 2, y: y + r - 18, size: ownerSize, font, color: red });
  }
  page.drawText(printable(font, seal.signedAt), { x, y: y - 16, size: 9, font, color: red });
}

/** A document of title, label/value lines, a table and paragraphs, optionally sealed at its end. */
export async function renderPdf(content: PdfContent): Promise<Uint8Array> {
  const { pdfLib } = await openPdfKit();
  const doc = await pdfLib.PDFDocument.create();
  doc.setTitle(content.title);
  const shown = [
    content.title,
    ...(content.meta ?? []).flatMap(([label, value]) => [label, '：', value]),
    ...(content.table ? [...content.table.head, ...content.table.rows.flat()] : []),
    ...(content.paragraphs ?? []),
    sealText(content.seal),
  ];
  const font = await embedCjkFont(doc, shown.join(''));
  const w = new Writer(doc, font);
  const title = printable(font, content.title);
  w.y -= 22;
  w.page.drawText(title, { x: (PAGE[0] - font.widthOfTextAtSize(title, 18)) / 2, y: w.y, size: 18, font });
  w.y -= 12;
  for (const [label, value] of content.meta ?? []) w.text(`${label}：${value}`, MARGIN);
  if (content.table) {
    const { head, rows } = content.table;
    const colWidth = (PAGE[0] - 2 * MARGIN) / Math.max(head.length, 1);
    for (const [index, cells] of [head, ...rows].entries()) {
      const wrapped = cells.map((cell) => wrap(printable(font, cell), font, 9, colWidth - 6));
      const height = Math.max(1, ...wrapped.map((l) => l.length)) * 13 + 6;
      w.room(height + (index === 0 ? LINE : 0));
      if (index === 0) w.y -= 8;
      const top = w.y;
      wrapped.forEach((lines, col) => {
        const x = MARGIN + col * colWidth;
        w.page.drawRectangle({ x, y: top - height, width: colWidth, height, borderWidth: 0.5, opacity: 0 });
        lines.forEach((line, i) => w.page.drawText(line, { x: x + 3, y: top - 13 * (i + 1), size: 9, font }));
      });
      w.y = top - height;
    }
    w.y -= 6;
  }
  for (const paragraph of content.paragraphs ?? []) {
    w.y -= 4;
    w.text(paragraph, MARGIN);
  }
  if (content.seal) {
    w.room(150);
    await drawSeal(doc, w.page, font, content.seal, PAGE[0] - MARGIN - 130, w.y - 130);
  }
  return doc.save();
}

/** Places a seal (picture or drawn) and its signing time on the last page of an existing PDF. */
export async function sealPdf(pdf: Uint8Array, seal: PdfSeal): Promise<Uint8Array> {
  const { pdfLib } = await openPdfKit();
  const doc = await pdfLib.PDFDocument.load(pdf);
  const font = await embedCjkFont(doc, sealText(seal));
  const page = doc.getPage(doc.getPageCount() - 1);
  const x = seal.side === 'left' ? MARGIN + 20 : page.getWidth() - MARGIN - 130;
  await drawSeal(doc, page, font, seal, x, MARGIN + 24);
  return doc.save();
}
