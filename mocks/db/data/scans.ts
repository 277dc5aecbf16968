import type { FileRow } from '../../domains/platform/tables';
import { minimalPdf } from '../pdf';

/**
 * The seeded scans of paper certificates, made of real bytes each reader opens: a PNG, a baseline
 * JPEG and a one-page PDF (an SVG is no scan a supplier can upload, SPEC §5, and /preview_pdf
 * could not show it). The pictures are small drawings of a licence page (a frame, lines of text
 * as bars, a round seal), generated here with no image library: the PNG's pixels stored
 * uncompressed in zlib's 'stored' blocks, the JPEG of flat 8×8 blocks (one DC value each).
 */

/** The page drawn in both pictures, on a grid of cells: 0 paper, 1 frame, 2 text, 3 seal. */
const COLS = 24;
const ROWS = 17;
function cell(x: number, y: number, seed: number): 0 | 1 | 2 | 3 {
  if (x === 0 || y === 0 || x === COLS - 1 || y === ROWS - 1) return 1;
  const dx = x - 18;
  const dy = y - 12;
  if (dx * dx + dy * dy <= 9 && dx * dx + dy * dy >= 4) return 3;
  const line = [3, 5, 7, 9].indexOf(y);
  if (line >= 0 && x >= 3 && x < 3 + 10 + ((seed + line * 5) % 9)) return 2;
  return 0;
}

// ---- PNG --------------------------------------------------------------------------------------

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
const u32 = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

function chunk(type: string, data: number[]): number[] {
  const body = new Uint8Array([...ascii(type), ...data]);
  return [...u32(data.length), ...body, ...u32(crc32(body))];
}

/** zlib with stored (uncompressed) deflate blocks, and its Adler-32. */
function zlibStored(data: Uint8Array): number[] {
  const out = [0x78, 0x01];
  for (let i = 0; i < data.length || i === 0; i += 0xffff) {
    const part = data.subarray(i, i + 0xffff);
    const last = i + 0xffff >= data.length ? 1 : 0;
    out.push(last, part.length & 0xff, part.length >> 8, ~part.length & 0xff, (~part.length >> 8) & 0xff, ...part);
    if (last) break;
  }
  let a = 1;
  let b = 0;
  for (const x of data) {
    a = (a + x) % 65521;
    b = (b + a) % 65521;
  }
  return [...out, ...u32(((b << 16) | a) >>> 0)];
}

const SCALE = 8;
/** A PNG of the licence page: 4-colour palette, 2 bits a pixel, 192×136. */
export function scanPng(seed: number): Uint8Array {
  const width = COLS * SCALE;
  const height = ROWS * SCALE;
  const rowBytes = width / 4;
  const raw = new Uint8Array((rowBytes + 1) * height);
  for (let y = 0; y < height; y += 1) {
    raw[y * (rowBytes + 1)] = 0; // filter: none
    for (let x = 0; x < width; x += 1) {
      const v = cell(Math.floor(x / SCALE), Math.floor(y / SCALE), seed);
      raw[y * (rowBytes + 1) + 1 + (x >> 2)] |= v << (6 - 2 * (x & 3));
    }
  }
  const palette = [0xfa, 0xf6, 0xea, 0x53, 0x92, 0xf7, 0x59, 0x59, 0x59, 0xd9, 0x36, 0x3e];
  return new Uint8Array([
    0x89,
    ...ascii('PNG'),
    0x0d,
    0x0a,
    0x1a,
    0x0a,
    ...chunk('IHDR', [...u32(width), ...u32(height), 2, 3, 0, 0, 0]),
    ...chunk('PLTE', palette),
    ...chunk('IDAT', zlibStored(raw)),
    ...chunk('IEND', []),
  ]);
}

// ---- JPEG -------------------------------------------------------------------------------------

/** The standard luminance DC table (ITU T.81 K.3): code lengths and symbols 0–11. */
const DC_BITS = [0, 1, 5, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0];
const DC_VALUES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];

function canonicalCodes(bits: number[], values: number[]): Map<number, { code: number; length: number }> {
  const codes = new Map<number, { code: number; length: number }>();
  let code = 0;
  let k = 0;
  bits.forEach((count, i) => {
    for (let j = 0; j < count; j += 1) codes.set(values[k++], { code: code++, length: i + 1 });
    code <<= 1;
  });
  return codes;
}

class BitWriter {
  bytes: number[] = [];
  private acc = 0;
  private n = 0;
  write(value: number, length: number) {
    for (let i = length - 1; i >= 0; i -= 1) {
      this.acc = (this.acc << 1) | ((value >> i) & 1);
      this.n += 1;
      if (this.n === 8) this.flushByte();
    }
  }
  private flushByte() {
    this.bytes.push(this.acc);
    if (this.acc === 0xff) this.bytes.push(0); // byte stuffing
    this.acc = 0;
    this.n = 0;
  }
  end() {
    while (this.n !== 0) this.write(1, 1);
    return this.bytes;
  }
}

const segment = (marker: number, data: number[]) => [
  0xff,
  marker,
  (data.length + 2) >> 8,
  (data.length + 2) & 0xff,
  ...data,
];

/** A greyscale baseline JPEG of the licence page, 192×136: one flat 8×8 block a cell. */
export function scanJpeg(seed: number): Uint8Array {
  const grey = [246, 120, 90, 150];
  const dcCodes = canonicalCodes(DC_BITS, DC_VALUES);
  const bits = new BitWriter();
  let previous = 0;
  for (let y = 0; y < ROWS; y += 1)
    for (let x = 0; x < COLS; x += 1) {
      // A flat block of level v has the DC coefficient 8·(v − 128) (quantiser 1).
      const dc = 8 * (grey[cell(x, y, seed)] - 128);
      const diff = dc - previous;
      previous = dc;
      const size = diff === 0 ? 0 : Math.floor(Math.log2(Math.abs(diff))) + 1;
      const { code, length } = dcCodes.get(size)!;
      bits.write(code, length);
      if (size) bits.write(diff > 0 ? diff : diff + (1 << size) - 1, size);
      bits.write(0, 1); // AC: end of block, the one code of the AC table
    }
  const width = COLS * 8;
  const height = ROWS * 8;
  return new Uint8Array([
    0xff,
    0xd8,
    ...segment(0xe0, [...ascii('JFIF'), 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]),
    ...segment(0xdb, [0, ...Array<number>(64).fill(1)]),
    ...segment(0xc0, [8, height >> 8, height & 0xff, width >> 8, width & 0xff, 1, 1, 0x11, 0]),
    ...segment(0xc4, [0x00, ...DC_BITS, ...DC_VALUES]),
    ...segment(0xc4, [0x10, 1, ...Array<number>(15).fill(0), 0x00]),
    ...segment(0xda, [1, 1, 0x00, 0, 63, 0]),
    ...bits.end(),
    0xff,
    0xd9,
  ]);
}

// ---- the seeded files -------------------------------------------------------------------------

const KINDS = ['png', 'jpg', 'pdf'] as const;
export type ScanKind = (typeof KINDS)[number];

/** Which kind the n-th seeded scan is: the three in turn, so every sheet and the review show each. */
export const scanKind = (n: number): ScanKind => KINDS[((n % 3) + 3) % 3];

const CONTENT_TYPES: Record<ScanKind, string> = { png: 'image/png', jpg: 'image/jpeg', pdf: 'application/pdf' };

const pictures = new Map<string, Uint8Array>();
/** The bytes and type of a seeded scan by its file name's extension (png, jpg or pdf); pictures vary by `seed` (9 drawings). */
export function scanBytes(fileName: string, seed: number): { bytes: Uint8Array; contentType: string } {
  const ext = (/\.(\w+)$/.exec(fileName)?.[1] ?? 'pdf').toLowerCase();
  const kind: ScanKind = ext === 'png' ? 'png' : ext === 'jpg' || ext === 'jpeg' ? 'jpg' : 'pdf';
  if (kind === 'pdf')
    return {
      bytes: new Uint8Array([...minimalPdf(['Certificate scan', fileName])].map((c) => c.charCodeAt(0))),
      contentType: CONTENT_TYPES.pdf,
    };
  const key = `${kind}${seed % 9}`;
  if (!pictures.has(key)) pictures.set(key, kind === 'png' ? scanPng(seed % 9) : scanJpeg(seed % 9));
  return { bytes: pictures.get(key)!, contentType: CONTENT_TYPES[kind] };
}

function base64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** The file store's row of a seeded scan (private: only a signed-in user downloads it). */
export function scanFileRow(fileUrl: string, fileName: string, seed: number, uploadedAt: string): FileRow {
  const { bytes, contentType } = scanBytes(fileName, seed);
  return {
    fileUrl,
    fileName,
    contentType,
    size: bytes.length,
    base64: base64(bytes),
    uploadedBy: null,
    uploadedAt,
    public: false,
  };
}
