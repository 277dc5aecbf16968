import type { FileRow, SheetImageRow } from '../../domains/platform/tables';
import type { CertificateRow } from '../../domains/workbench/tables';

/**
 * The scanned images of the certificate sheets (the /preview_img viewer): one to three per sheet,
 * simple SVG pages naming the sheet and the page, stored in `files` like uploads.
 */
export function sheetImageRows(certificates: CertificateRow[]): SheetImageRow[] {
  return certificates.flatMap((c, i) =>
    Array.from({ length: 1 + (i % 3) }, (_, k) => ({
      sheetId: c.sheetId,
      orderNumber: k + 1,
      fileUrl: `group2/M00/sheet/${c.sheetId}-${k + 1}.svg`,
      fileName: `${c.sheetId}-${k + 1}.svg`,
    })),
  );
}

const COLOURS = ['#e8f0fe', '#fef7e0', '#e6f4ea'];

function svgPage(sheetId: string, page: number, pages: number): string {
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">',
    `<rect width="800" height="600" fill="${COLOURS[(page - 1) % COLOURS.length]}"/>`,
    '<rect x="40" y="40" width="720" height="520" fill="none" stroke="#5392f7" stroke-width="4"/>',
    `<text x="400" y="280" font-family="sans-serif" font-size="40" text-anchor="middle" fill="#1f1f1f">${sheetId}</text>`,
    `<text x="400" y="340" font-family="sans-serif" font-size="28" text-anchor="middle" fill="#595959">${page} / ${pages}</text>`,
    '</svg>',
  ].join('');
}

export function sheetImageFiles(images: SheetImageRow[], uploadedAt: string): FileRow[] {
  return images.map((img) => {
    const pages = images.filter((i) => i.sheetId === img.sheetId).length;
    const text = svgPage(img.sheetId, img.orderNumber, pages);
    return {
      fileUrl: img.fileUrl,
      fileName: img.fileName,
      contentType: 'image/svg+xml',
      size: text.length,
      base64: btoa(text),
      uploadedBy: null,
      uploadedAt,
      public: false,
    };
  });
}
