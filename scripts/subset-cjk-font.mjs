// Builds mocks/fonts/NotoSansSC-Regular.subset.ttf, the font of the PDFs the mock generates
// (mocks/services/pdfDoc.ts), from Debian's fonts-noto-cjk (SIL Open Font License 1.1, which allows
// subsetting and redistribution with the licence; mocks/fonts/OFL.txt).
// The subset is converted to TrueType outlines (scripts/otf2ttf.py, Debian's python3-fonttools):
// pdf-lib embeds a TrueType font as readers expect (CIDFontType2, FontFile2), where its CFF
// embedding is rejected (a subset's CFF header is invalid; a whole OTF is declared a bare CFF).
// Characters kept: ASCII, Latin-1, the GB2312 punctuation and full-width rows, the 3,755 GB2312
// level-1 hanzi, and every CJK character of the mock's sources and the zh-CN locales.
// Run: node scripts/subset-cjk-font.mjs [path/to/NotoSansCJK-Regular.ttc]
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const SOURCE = process.argv[2] ?? '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';
const FACE_INDEX = 2; // NotoSansCJKsc-Regular in the collection (jp, kr, sc, tc, hk, …)
const OUT = new URL('../mocks/fonts/NotoSansSC-Regular.subset.ttf', import.meta.url);
const PYTHON = process.env.PYTHON ?? (process.platform === 'linux' ? '/usr/bin/python3' : 'python3');
const root = new URL('../', import.meta.url).pathname;

function gb2312Characters() {
  const decoder = new TextDecoder('gb18030');
  const rows = [0xa1, 0xa3]; // punctuation, full-width forms
  for (let row = 0xb0; row <= 0xd7; row++) rows.push(row); // level-1 hanzi
  let text = '';
  for (const row of rows)
    for (let col = 0xa1; col <= 0xfe; col++) {
      if (row === 0xd7 && col > 0xf9) continue;
      text += decoder.decode(new Uint8Array([row, col]));
    }
  return text.replace(/\ufffd/g, '');
}

async function filesUnder(dir, pattern) {
  const entries = await readdir(join(root, dir), { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile() && pattern.test(e.name)).map((e) => join(e.parentPath, e.name));
}

async function sourceCharacters() {
  const files = [...(await filesUnder('mocks', /\.ts$/)), ...(await filesUnder('locales/zh-CN', /\.json$/))];
  let text = '';
  for (const file of files) text += (await readFile(file, 'utf8')).replace(/[\u0020-\u2fff\s]/g, '');
  return text;
}

function keptCodePoints(text) {
  const set = new Set();
  for (let c = 0x20; c <= 0xff; c++) set.add(c);
  for (const ch of text) set.add(ch.codePointAt(0));
  return set;
}

async function subset(fontBytes, codePoints) {
  const require = createRequire(import.meta.url);
  const wasm = await readFile(require.resolve('harfbuzzjs/dist/harfbuzz-subset.wasm'));
  const { instance } = await WebAssembly.instantiate(wasm);
  const hb = instance.exports;
  hb._initialize();
  const heap = () => new Uint8Array(hb.memory.buffer);
  const buffer = hb.malloc(fontBytes.byteLength);
  heap().set(fontBytes, buffer);
  const blob = hb.hb_blob_create(buffer, fontBytes.byteLength, 2 /* writable */, 0, 0);
  const face = hb.hb_face_create(blob, FACE_INDEX);
  hb.hb_blob_destroy(blob);
  const input = hb.hb_subset_input_create_or_fail();
  // No layout features: the PDFs set horizontal text without shaping.
  hb.hb_set_clear(hb.hb_subset_input_set(input, 6 /* HB_SUBSET_SETS_LAYOUT_FEATURE_TAG */));
  hb.hb_subset_input_set_flags(
    input,
    hb.hb_subset_input_get_flags(input) | 0x1 /* no hinting */ | 0x4 /* desubroutinize */,
  );
  const unicodes = hb.hb_subset_input_unicode_set(input);
  for (const c of codePoints) hb.hb_set_add(unicodes, c);
  const result = hb.hb_subset_or_fail(face, input);
  hb.hb_subset_input_destroy(input);
  if (!result) throw new Error('hb_subset_or_fail failed');
  const out = hb.hb_face_reference_blob(result);
  const data = hb.hb_blob_get_data(out, 0);
  const bytes = heap().slice(data, data + hb.hb_blob_get_length(out));
  hb.hb_blob_destroy(out);
  hb.hb_face_destroy(result);
  hb.hb_face_destroy(face);
  hb.free(buffer);
  return bytes;
}

const codePoints = keptCodePoints(gb2312Characters() + (await sourceCharacters()));
const bytes = await subset(await readFile(SOURCE), codePoints);
const work = await mkdtemp(join(tmpdir(), 'cjk-font-'));
try {
  const otf = join(work, 'subset.otf');
  await writeFile(otf, bytes);
  execFileSync(PYTHON, [new URL('./otf2ttf.py', import.meta.url).pathname, otf, OUT.pathname], { stdio: 'inherit' });
} finally {
  await rm(work, { recursive: true, force: true });
}
const written = await readFile(OUT);
console.log(`${OUT.pathname}: ${codePoints.size} characters, ${Math.round(written.byteLength / 1024)} KB`);
