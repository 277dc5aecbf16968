import {
  IMAGE_MAX_BYTES,
  MAX_BASE_PICTURES,
  MB,
  PDF_MAX_BYTES,
  SCAN_MAX_BYTES,
  checkFile,
  kindFromBytes,
  kindFromMime,
  kindFromName,
  readHead,
  sizeLimit,
} from '@/kit/upload/checks';

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]);
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PDF = new TextEncoder().encode('%PDF-1.4');
const TEXT = new TextEncoder().encode('hello wo');

describe('upload constants (SPEC §5, §9)', () => {
  it('are image 1MB, PDF 2MB, scans 2M, 5 base pictures', () => {
    expect([IMAGE_MAX_BYTES, PDF_MAX_BYTES, SCAN_MAX_BYTES, MAX_BASE_PICTURES]).toEqual([MB, 2 * MB, 2 * MB, 5]);
  });
});

describe('kind of a file', () => {
  it('from its magic bytes', () => {
    expect(kindFromBytes(JPEG)).toBe('jpeg');
    expect(kindFromBytes(PNG)).toBe('png');
    expect(kindFromBytes(PDF)).toBe('pdf');
    expect(kindFromBytes(TEXT)).toBeNull();
    expect(kindFromBytes(PNG.slice(0, 4))).toBeNull();
    expect(kindFromBytes(new Uint8Array())).toBeNull();
  });

  it('from its name and type', () => {
    expect(['a.JPG', 'b.jpeg', 'c.png', 'd.Pdf', 'e.gif', 'png', 'f.png.exe'].map(kindFromName)).toEqual([
      'jpeg',
      'jpeg',
      'png',
      'pdf',
      null,
      null,
      null,
    ]);
    expect(['image/jpeg', 'image/png', 'application/pdf', 'text/plain', ''].map(kindFromMime)).toEqual([
      'jpeg',
      'png',
      'pdf',
      'unknown',
      null,
    ]);
  });

  it('reads the first bytes of a blob', async () => {
    expect(await readHead(new Blob([PNG, new Uint8Array(100)]))).toEqual(PNG);
  });
});

describe('checkFile', () => {
  const facts = (name: string, head: Uint8Array, size = 1000, type = '') => ({ name, type, size, head });

  it('accepts real images and PDFs within their limits', () => {
    expect(checkFile(facts('a.jpg', JPEG, IMAGE_MAX_BYTES, 'image/jpeg'))).toEqual({ ok: true, kind: 'jpeg' });
    expect(checkFile(facts('a.png', PNG))).toEqual({ ok: true, kind: 'png' });
    expect(checkFile(facts('a.pdf', PDF, PDF_MAX_BYTES, 'application/pdf'))).toEqual({ ok: true, kind: 'pdf' });
  });

  it('refuses a spoofed file with the SPEC §8 message', () => {
    const refused = { ok: false, reason: 'type', message: { key: 'errors:uploadImageOrPdfOnly' } };
    expect(checkFile(facts('photo.png', TEXT, 8, 'image/png'))).toEqual(refused);
    expect(checkFile(facts('scan.pdf', PNG))).toEqual(refused);
    expect(checkFile(facts('photo.png', PNG, 8, 'application/pdf'))).toEqual(refused);
    expect(checkFile(facts('photo.png', PNG, 8, 'text/plain'))).toEqual(refused);
    expect(checkFile(facts('photo.gif', PNG))).toEqual(refused);
    expect(checkFile(facts('empty.png', new Uint8Array(), 0))).toEqual(refused);
  });

  it('refuses kinds the field does not take', () => {
    expect(checkFile(facts('a.pdf', PDF), { accept: 'image' })).toMatchObject({
      ok: false,
      message: { key: 'upload:imageOnly' },
    });
    expect(checkFile(facts('a.png', PNG), { accept: 'pdf' })).toMatchObject({
      ok: false,
      message: { key: 'upload:pdfOnly' },
    });
  });

  it('applies the size limit of the kind', () => {
    expect(checkFile(facts('a.png', PNG, Math.round(1.1 * MB)))).toEqual({
      ok: false,
      reason: 'size',
      message: { key: 'upload:imageTooLarge', params: { max: 1 } },
    });
    expect(checkFile(facts('a.pdf', PDF, Math.round(2.1 * MB)))).toEqual({
      ok: false,
      reason: 'size',
      message: { key: 'upload:pdfTooLarge', params: { max: 2 } },
    });
    expect(checkFile(facts('a.png', PNG, Math.round(1.5 * MB)), { variant: 'scan' })).toEqual({
      ok: true,
      kind: 'png',
    });
    expect(checkFile(facts('a.png', PNG, Math.round(2.1 * MB)), { variant: 'scan' })).toMatchObject({
      ok: false,
      message: { key: 'upload:scanTooLarge' },
    });
    expect(checkFile(facts('a.pdf', PDF, 9 * MB), { variant: 'attachment', limitMb: 10 })).toEqual({
      ok: true,
      kind: 'pdf',
    });
    expect(checkFile(facts('a.pdf', PDF, 11 * MB), { variant: 'attachment', limitMb: 10 })).toEqual({
      ok: false,
      reason: 'size',
      message: { key: 'upload:attachmentTooLarge', params: { limit: 10 } },
    });
  });

  it('names the limits', () => {
    expect(sizeLimit('jpeg').bytes).toBe(MB);
    expect(sizeLimit('pdf').bytes).toBe(2 * MB);
    expect(sizeLimit('png', 'scan').bytes).toBe(2 * MB);
    expect(sizeLimit('png', 'attachment', 3).bytes).toBe(3 * MB);
  });
});
