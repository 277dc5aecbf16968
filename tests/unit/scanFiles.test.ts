import { inflateSync } from 'node:zlib';
import { scanJpeg, scanPng } from '../../mocks/db/data/scans';

/* The mock's seeded certificate scans are pictures every reader decodes (SPEC §5 jpeg/png scans). */

function chunks(png: Uint8Array) {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  const out: Array<{ type: string; data: Uint8Array }> = [];
  for (let at = 8; at < png.length;) {
    const length = view.getUint32(at);
    out.push({
      type: String.fromCharCode(...png.subarray(at + 4, at + 8)),
      data: png.subarray(at + 8, at + 8 + length),
    });
    at += 12 + length;
  }
  return out;
}

describe('seeded scans', () => {
  it('the PNG has its signature, a 192×136 palette image and pixel data zlib inflates to every row', () => {
    const png = scanPng(4);
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const parts = chunks(png);
    expect(parts.map((c) => c.type)).toEqual(['IHDR', 'PLTE', 'IDAT', 'IEND']);
    const ihdr = new DataView(parts[0].data.buffer, parts[0].data.byteOffset);
    expect([ihdr.getUint32(0), ihdr.getUint32(4)]).toEqual([192, 136]);
    expect(inflateSync(parts[2].data)).toHaveLength(136 * (192 / 4 + 1));
  });

  it('the JPEG decodes (pdf.js decoder) to a 192×136 grey picture of the page', async () => {
    // @ts-expect-error pdfjs-dist declares no types for its image decoders
    const decoders = (await import('pdfjs-dist/legacy/image_decoders/pdf.image_decoders.mjs')) as {
      JpegImage: new () => {
        width: number;
        height: number;
        numComponents: number;
        parse(data: Uint8Array): void;
        getData(o: object): Uint8Array;
      };
    };
    const jpeg = new decoders.JpegImage();
    jpeg.parse(scanJpeg(4));
    expect([jpeg.width, jpeg.height, jpeg.numComponents]).toEqual([192, 136, 1]);
    const pixels = jpeg.getData({ width: 192, height: 136, forceRGB: false });
    expect(new Set(pixels)).toEqual(new Set([246, 120, 90, 150]));
  });
});
