import type * as NodeFs from 'node:fs/promises';
import type * as NodeModule from 'node:module';

/**
 * Cuts a font down to the characters one document shows, with HarfBuzz's subsetter
 * (harfbuzzjs, WebAssembly). pdf-lib's own subsetting (@pdf-lib/fontkit) writes a CFF table that
 * PDF readers reject (poppler: "Embedded font file may be invalid", pdf.js: "Unable to detect
 * correct font file"), so the PDFs embed the font this returns, unsubsetted by pdf-lib.
 */
type HbExports = {
  memory: WebAssembly.Memory;
  _initialize(): void;
  malloc(size: number): number;
  free(ptr: number): void;
  hb_blob_create(data: number, length: number, mode: number, user: number, destroy: number): number;
  hb_blob_destroy(blob: number): void;
  hb_blob_get_data(blob: number, length: number): number;
  hb_blob_get_length(blob: number): number;
  hb_face_create(blob: number, index: number): number;
  hb_face_destroy(face: number): void;
  hb_face_reference_blob(face: number): number;
  hb_set_add(set: number, value: number): void;
  hb_set_clear(set: number): void;
  hb_subset_input_create_or_fail(): number;
  hb_subset_input_destroy(input: number): void;
  hb_subset_input_get_flags(input: number): number;
  hb_subset_input_set_flags(input: number, flags: number): void;
  hb_subset_input_set(input: number, which: number): number;
  hb_subset_input_unicode_set(input: number): number;
  hb_subset_or_fail(face: number, input: number): number;
};

const HB_MEMORY_MODE_WRITABLE = 2;
const HB_SUBSET_SETS_LAYOUT_FEATURE_TAG = 6;
const HB_SUBSET_FLAGS_NO_HINTING = 0x1;
const HB_SUBSET_FLAGS_DESUBROUTINIZE = 0x4;

let harfbuzz: Promise<HbExports> | undefined;

async function wasmBytes(): Promise<ArrayBuffer> {
  if (typeof process !== 'undefined' && process.versions?.node) {
    // Variable specifiers keep bundlers away from this branch (it never runs in a browser).
    const fsModule = 'node:fs/promises';
    const moduleModule = 'node:module';
    const { readFile } = (await import(/* @vite-ignore */ fsModule)) as typeof NodeFs;
    const { createRequire } = (await import(/* @vite-ignore */ moduleModule)) as typeof NodeModule;
    const file = await readFile(createRequire(import.meta.url).resolve('harfbuzzjs/dist/harfbuzz-subset.wasm'));
    return new Uint8Array(file).buffer;
  }
  // The browser mock (dev server only): the dev server serves the package's file.
  const response = await fetch(new URL('../../node_modules/harfbuzzjs/dist/harfbuzz-subset.wasm', import.meta.url));
  return response.arrayBuffer();
}

function loadHarfbuzz(): Promise<HbExports> {
  harfbuzz ??= (async () => {
    const { instance } = await WebAssembly.instantiate(await wasmBytes());
    const hb = instance.exports as unknown as HbExports;
    hb._initialize();
    return hb;
  })();
  return harfbuzz;
}

/** The font's HarfBuzz face, made once per font file and kept (the PDFs use one font). */
let loaded: { font: Uint8Array; buffer: number; face: number } | undefined;

function faceOf(hb: HbExports, font: Uint8Array): number {
  if (loaded?.font === font) return loaded.face;
  if (loaded) {
    hb.hb_face_destroy(loaded.face);
    hb.free(loaded.buffer);
  }
  const buffer = hb.malloc(font.byteLength);
  new Uint8Array(hb.memory.buffer).set(font, buffer);
  const blob = hb.hb_blob_create(buffer, font.byteLength, HB_MEMORY_MODE_WRITABLE, 0, 0);
  const face = hb.hb_face_create(blob, 0);
  hb.hb_blob_destroy(blob);
  loaded = { font, buffer, face };
  return face;
}

/** The font with only the glyphs of `text`'s characters (and .notdef), no hinting, no layout features. */
export async function subsetFont(font: Uint8Array, text: string): Promise<Uint8Array> {
  const hb = await loadHarfbuzz();
  const face = faceOf(hb, font);
  const input = hb.hb_subset_input_create_or_fail();
  try {
    // No layout features: the PDFs set horizontal text without shaping.
    hb.hb_set_clear(hb.hb_subset_input_set(input, HB_SUBSET_SETS_LAYOUT_FEATURE_TAG));
    hb.hb_subset_input_set_flags(
      input,
      hb.hb_subset_input_get_flags(input) | HB_SUBSET_FLAGS_NO_HINTING | HB_SUBSET_FLAGS_DESUBROUTINIZE,
    );
    const unicodes = hb.hb_subset_input_unicode_set(input);
    for (const ch of text) hb.hb_set_add(unicodes, ch.codePointAt(0)!);
    const result = hb.hb_subset_or_fail(face, input);
    if (!result) throw new Error('The font could not be subset');
    const out = hb.hb_face_reference_blob(result);
    const data = hb.hb_blob_get_data(out, 0);
    const bytes = new Uint8Array(hb.memory.buffer).slice(data, data + hb.hb_blob_get_length(out));
    hb.hb_blob_destroy(out);
    hb.hb_face_destroy(result);
    return bytes;
  } finally {
    hb.hb_subset_input_destroy(input);
  }
}
