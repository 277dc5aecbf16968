// @vitest-environment node
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { renderPdf, sealPdf } from '../../mocks/services/pdfDoc';

// pdf.js 5 needs Promise.withResolvers (Node 22+); the project also supports Node 20.
(Promise as { withResolvers?: unknown }).withResolvers ??= function withResolvers<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
};

async function pdfText(bytes: Uint8Array): Promise<string> {
  const doc = await getDocument({ data: bytes.slice(), useSystemFonts: false }).promise;
  let text = '';
  for (let n = 1; n <= doc.numPages; n += 1) {
    const content = await (await doc.getPage(n)).getTextContent();
    text += content.items.map((item) => ('str' in item ? item.str : '')).join('') + '\n';
  }
  await doc.cleanup();
  return text;
}

// A 1×1 red PNG.
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

describe('mock PDF documents (contracts, agreements: real PDFs with Chinese text)', () => {
  it('writes the title, label/value lines, table and paragraphs as extractable Chinese text', async () => {
    const bytes = await renderPdf({
      title: '供应商协议书',
      meta: [
        ['协议编号', 'XY2025000123'],
        ['甲方', '华联超市股份有限公司'],
      ],
      table: { head: ['条款', '内容'], rows: [['管理费', '1,200.00 元/月']] },
      paragraphs: ['乙方应按时供货，并保证商品质量符合国家标准。'],
    });
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-');
    const text = await pdfText(bytes);
    for (const expected of [
      '供应商协议书',
      '协议编号：XY2025000123',
      '华联超市股份有限公司',
      '管理费',
      '1,200.00 元/月',
      '保证商品质量符合国家标准',
    ])
      expect(text).toContain(expected);
    // A subset of the font is embedded, not the whole file.
    expect(bytes.byteLength).toBeLessThan(120_000);
  });

  it('seals an existing PDF with the signing time, with a drawn seal or a picture', async () => {
    const original = await renderPdf({ title: 'Contract', paragraphs: ['Body'] });
    const drawn = await sealPdf(original, { owner: '上海鲜果供应有限公司', signedAt: '签署时间：2025-06-18 10:20:30' });
    const drawnText = await pdfText(drawn);
    expect(drawnText).toContain('签署时间：2025-06-18 10:20:30');
    expect(drawnText).toContain('上海鲜果供应有限公司');
    expect(await pdfText(original)).not.toContain('签署时间');
    const pictured = await sealPdf(original, { image: PNG, owner: 'x', signedAt: 'Signed 2025-06-18' });
    expect(await pdfText(pictured)).toContain('Signed 2025-06-18');
  });

  it('breaks long lines and pages instead of running off the page', async () => {
    const long = '长'.repeat(400);
    const bytes = await renderPdf({ title: 'T', paragraphs: Array.from({ length: 12 }, () => long) });
    const doc = await getDocument({ data: bytes.slice() }).promise;
    expect(doc.numPages).toBeGreaterThan(1);
    await doc.cleanup();
  });
});
