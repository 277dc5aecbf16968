// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getDocument, VerbosityLevel } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { table } from '../../mocks/db';
import { addDays, mockToday } from '../../mocks/db/clock';
import { download } from '../../mocks/services/files';
import { renderPdf, sealPdf } from '../../mocks/services/pdfDoc';
import { data, DEMO_VENDOR } from './helpers';

/* Every PDF the mock generates opens in PDF readers with its Chinese text and a valid embedded font. */

// pdf.js 5+ needs Promise.withResolvers and ArrayBuffer#transferToFixedLength (Node 22+); the project supports Node 20.
(Promise as { withResolvers?: unknown }).withResolvers ??= function withResolvers<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
};
(ArrayBuffer.prototype as { transferToFixedLength?: unknown }).transferToFixedLength ??= function (this: ArrayBuffer) {
  return this.slice(0);
};

const S = { vendor: DEMO_VENDOR };

/** Reads every page as pdf.js does to show it (fonts loaded, text extracted), with what it warned. */
async function readWithPdfJs(bytes: Uint8Array): Promise<{ text: string; warnings: string[] }> {
  const warnings: string[] = [];
  const spy = (...args: unknown[]) => void warnings.push(args.map(String).join(' '));
  const log = vi.spyOn(console, 'log').mockImplementation(spy);
  const warn = vi.spyOn(console, 'warn').mockImplementation(spy);
  try {
    const task = getDocument({ data: bytes.slice(), useSystemFonts: false, verbosity: VerbosityLevel.WARNINGS });
    const doc = await task.promise;
    let text = '';
    for (let n = 1; n <= doc.numPages; n += 1) {
      const page = await doc.getPage(n);
      await page.getOperatorList();
      text += (await page.getTextContent()).items.map((i) => ('str' in i ? i.str : '')).join('') + '\n';
    }
    await task.destroy();
    return { text, warnings };
  } finally {
    log.mockRestore();
    warn.mockRestore();
  }
}

type Generated = { name: string; bytes: Uint8Array; shows: string[] };
let generated: Promise<Generated[]> | undefined;
/** The generated PDFs of every kind, with a Chinese text each must show (made once for both readers). */
const generatedPdfs = () => (generated ??= generate());

async function generate(): Promise<Generated[]> {
  // A contract as both parties read it before signing, and signed by the supplier (a drawn seal).
  const c = table('contractBills').find(
    (x) =>
      x.venderId === '100101' &&
      x.status === '2' &&
      x.signStatus === '0' &&
      x.sealStatus === '' &&
      x.execStatus === '1',
  )!;
  const { fileUrl } = await data<{ fileUrl: string }>('/api/fea-vsm/contract/pdf', { contractId: c.contractId }, S);
  const signTime = `${addDays(c.checkDate!.slice(0, 10), 1)} 10:20:30`;
  const signed = await data<{ signedPdfUrl: string }>(
    '/api/fea-vsm/contract/sign',
    { contractId: c.contractId, signBizType: '1', signTime },
    S,
  );
  // An online promotion's agreement, sealed when it is made.
  const promotion = table('onlinePromotions').find((r) => r.venderId === '100101' && r.signFlag === '1')!;
  const agreement = await data<{ fileUrl: string }>(
    '/api/fea-vsm/promotion/online/agreement',
    { sheetId: promotion.sheetId },
    S,
  );
  // A confirmation letter's layout (meta, table, paragraphs) sealed with a picture, as settlement and tax reliefs do.
  const letter = await renderPdf({
    title: '结算确认函',
    meta: [['结算单号', 'JS2026000123']],
    table: { head: ['项目', '金额'], rows: [['货款', '1,200.00 元']] },
    paragraphs: ['乙方确认以上结算金额无误。'],
  });
  // The settlement confirmation letter itself, e-signed: printing generates it sealed (SPEC §2 confirmation_letter).
  const signedSheet = table('settleSheets').find(
    (x) => x.venderId === '100101' && x.letterStatus === '3' && !x.letterFile,
  )!;
  const printed = await data<{ letters: { sheetId: string; letterFile: { fileUrl: string } }[] }>(
    '/api/fea-vsm/settlement/letter/print',
    { sheetIds: [signedSheet.sheetId] },
    S,
  );
  // A tax relief certificate, generated when it is saved.
  const goods = table('goods').find((g) => g.venderId === '100101' && g.saleTaxRate > 3)!;
  const relief = await data<{ pdf: { fileUrl: string } }>(
    '/api/fea-vsm/cert/taxRelief/save',
    {
      reliefType: '2',
      goodsId: goods.goodsId,
      reliefRate: 3,
      validFrom: mockToday(),
      validTo: addDays(mockToday(), 365),
      basis: '财政部 税务总局公告2019年第39号',
    },
    S,
  );
  const png = Uint8Array.from(
    atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg=='),
    (ch) => ch.charCodeAt(0),
  );
  return [
    { name: 'contract', bytes: download(fileUrl, 'demo-supplier').bytes, shows: [c.title, '合同编号'] },
    { name: 'signed contract', bytes: download(signed.signedPdfUrl, 'demo-supplier').bytes, shows: ['乙方签署时间'] },
    { name: 'promotion agreement', bytes: download(agreement.fileUrl, 'demo-supplier').bytes, shows: ['线上促销协议'] },
    {
      name: 'settlement letter',
      bytes: download(printed.letters[0].letterFile.fileUrl, 'demo-supplier').bytes,
      shows: ['结算确认函', signedSheet.sheetId],
    },
    { name: 'tax relief', bytes: download(relief.pdf.fileUrl, 'demo-supplier').bytes, shows: ['商品减免税证明'] },
    { name: 'letter', bytes: letter, shows: ['结算确认函', '乙方确认以上结算金额无误'] },
    {
      name: 'sealed letter',
      bytes: await sealPdf(letter, { image: png, owner: '华联超市', signedAt: '签署时间：2026-01-05 10:00' }),
      shows: ['结算确认函', '签署时间：2026-01-05 10:00'],
    },
  ];
}

function which(binary: string): boolean {
  try {
    execFileSync('sh', ['-c', `command -v ${binary}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
const HAS_POPPLER = which('pdftotext') && which('pdffonts') && which('pdftoppm');
if (!HAS_POPPLER)
  console.warn('pdfReaders.test: poppler-utils absent, its check is skipped (apt-get install -y poppler-utils)');

/** A fontconfig that knows no font: poppler then draws only with what a PDF embeds, as on a machine without CJK fonts. */
const NO_SYSTEM_FONTS = '<?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "fonts.dtd"><fontconfig></fontconfig>';

/**
 * The dark pixels poppler draws, with no system font, inside the box of the first word holding `text`
 * (pdftotext -bbox; at 72 dpi a point is a pixel): none when the text's glyphs need a font the PDF lacks.
 */
function inkOf(file: string, text: string, env: NodeJS.ProcessEnv): number {
  const layout = execFileSync('pdftotext', ['-bbox', file, '-'], { encoding: 'utf8', env });
  const pages = layout.split('<page ').slice(1);
  const page = pages.findIndex((p) => p.includes(text));
  const box = new RegExp(`<word xMin="([\\d.]+)" yMin="([\\d.]+)" xMax="([\\d.]+)" yMax="([\\d.]+)">[^<]*${text}`).exec(
    pages[page] ?? '',
  );
  if (!box) return -1;
  const [x, y, x2, y2] = box.slice(1).map(Number);
  const crop = ['-x', Math.floor(x), '-y', Math.floor(y), '-W', Math.ceil(x2 - x), '-H', Math.ceil(y2 - y)].map(String);
  const pgm = execFileSync('pdftoppm', ['-r', '72', '-gray', '-f', `${page + 1}`, '-l', `${page + 1}`, ...crop, file], {
    env,
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  // P5 <width> <height> 255, then a byte a pixel.
  const header = /^P5\s+\d+\s+\d+\s+\d+\s/.exec(pgm.subarray(0, 32).toString('latin1'))![0].length;
  return pgm.subarray(header).filter((v) => v < 128).length;
}

describe('generated PDFs carry a valid embedded font (DOMAINS.md: documents show their Chinese text)', () => {
  it('pdf.js shows the Chinese text of every generated PDF and warns about no font', async () => {
    for (const pdf of await generatedPdfs()) {
      const { text, warnings } = await readWithPdfJs(pdf.bytes);
      for (const shown of pdf.shows) expect(text, pdf.name).toContain(shown);
      expect(warnings, pdf.name).toEqual([]);
      // The font is cut to the document's characters, not embedded whole.
      expect(pdf.bytes.byteLength, pdf.name).toBeLessThan(120_000);
    }
  });

  it.skipIf(!HAS_POPPLER)(
    'poppler reads and draws every generated PDF with no system font: Chinese text extracted and drawn, every font embedded TrueType, no error (skipped without poppler-utils)',
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'pdf-readers-'));
      writeFileSync(join(dir, 'fonts.conf'), NO_SYSTEM_FONTS);
      const noFonts = { ...process.env, FONTCONFIG_FILE: join(dir, 'fonts.conf') };
      try {
        for (const [index, pdf] of (await generatedPdfs()).entries()) {
          const file = join(dir, `${index}.pdf`);
          writeFileSync(file, pdf.bytes);
          const run = (tool: string, args: string[]) =>
            execFileSync(tool, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
          const text = run('sh', ['-c', `pdftotext "${file}" - 2>&1`]);
          for (const shown of pdf.shows) expect(text, pdf.name).toContain(shown);
          expect(text, pdf.name).not.toMatch(/Syntax (Error|Warning)|invalid|Mismatch/i);
          const fonts = run('sh', ['-c', `pdffonts "${file}" 2>&1`]);
          expect(fonts, pdf.name).toMatch(/CID TrueType\s+Identity-H\s+yes/);
          expect(fonts, pdf.name).not.toMatch(/Syntax (Error|Warning)/);
          // Every font listed is embedded (no 'no' in its emb column): nothing is asked of the system.
          const rows = fonts.split('\n').slice(2).filter(Boolean);
          expect(
            rows.filter((r) => !/\s+yes\s+(yes|no)\s+(yes|no)\s+\d+\s+\d+\s*$/.test(r)),
            pdf.name,
          ).toEqual([]);
          expect(inkOf(file, pdf.shows[0], noFonts), `${pdf.name}: ${pdf.shows[0]} drawn`).toBeGreaterThan(
            4 * pdf.shows[0].length,
          );
        }
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});
