// @vitest-environment node
// (node environment: jsdom's FormData/Blob do not mix with Node's fetch)
import { insertRow } from '../../mocks/db';
import { ApiError } from '../../mocks/envelope';
import { storeBytes } from '../../mocks/services/files';
import {
  UPLOAD_ERR,
  checkUploads,
  kindOfStored,
  namedUpload,
  requireImage,
  requireImageOrPdf,
  requireWithinLimit,
  storedUploads,
} from '../../mocks/services/uploads';
import { catalogue } from '../../mocks/catalogue';
import { checkFile, type CheckOptions } from '../../src/kit/upload/checks';
import { ORIGIN } from './helpers';

/* The mock's one set of SPEC §5 upload rules (mocks/services/uploads.ts), shared by every domain that takes files. */

const MB = 1024 * 1024;
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff, 0xe0];
const PDF = [...new TextEncoder().encode('%PDF-1.7\n')];

/** Bytes of `size` that start with `head`. */
const bytes = (head: number[], size = 64) => {
  const b = new Uint8Array(size);
  b.set(head);
  return b;
};
const store = (head: number[], fileName: string, contentType: string, size = 64) =>
  storeBytes(bytes(head, size), fileName, contentType, {}, null);

/** The refusal a rule throws, as the envelope would carry it. */
function refusal(run: () => unknown): { code: string; message: string } | null {
  try {
    run();
    return null;
  } catch (e) {
    if (e instanceof ApiError) return { code: e.code, message: e.message };
    throw e;
  }
}

describe('mock uploads: SPEC §5 rules in one place', () => {
  it('SPEC §5 "images or PDF only": the stored bytes decide, not the name or the recorded type', () => {
    const [png, pdf, exe] = [
      store(PNG, 'a.pdf', 'application/pdf'),
      store(PDF, 'b.png', 'image/png'),
      store([0x4d, 0x5a], 'c.png', 'image/png'),
    ];
    expect(storedUploads([png, pdf, exe]).map((f) => f.kind)).toEqual(['png', 'pdf', null]);
    expect(requireImageOrPdf('pdf')).toBe('pdf');
    expect(refusal(() => requireImageOrPdf(null))).toEqual(UPLOAD_ERR.fileType);
    expect(refusal(() => checkUploads(storedUploads([png, exe]), 'imageOrPdf'))).toEqual(UPLOAD_ERR.fileType);
  });

  it('a stored file without its bytes is read by its recorded type; a file the store does not hold is left out', () => {
    expect(kindOfStored({ base64: '', contentType: 'image/jpeg' })).toBe('jpeg');
    expect(kindOfStored({ base64: '', contentType: 'text/plain' })).toBeNull();
    insertRow('files', {
      fileUrl: 'group2/M00/test/recorded.png',
      fileName: 'recorded.png',
      contentType: 'image/png',
      size: 10,
      base64: '',
      uploadedBy: null,
      uploadedAt: '2026-01-01 00:00:00',
      public: false,
    });
    const held = storedUploads([{ fileUrl: 'group2/M00/test/recorded.png' }, { fileUrl: 'nowhere/x.png', size: 1 }]);
    expect(held).toEqual([
      { fileUrl: 'group2/M00/test/recorded.png', fileName: 'recorded.png', size: 10, kind: 'png' },
    ]);
  });

  it('a file a body names is read as the store holds it (bytes, stored size), one it does not hold by its name', () => {
    const held = store(PDF, 'scan.png', 'image/png', 300);
    expect(namedUpload({ ...held, fileName: 'other.jpg', size: 1 })).toEqual({ ...held, kind: 'pdf' });
    expect(namedUpload({ fileUrl: 'group1/M00/old.JPG', fileName: 'old.JPG', size: '40' })).toEqual({
      fileUrl: 'group1/M00/old.JPG',
      fileName: 'old.JPG',
      size: 40,
      kind: 'jpeg',
    });
    expect(namedUpload({ fileUrl: 'group1/M00/a.svg', fileName: 'a.svg' }).kind).toBeNull();
  });

  it('SPEC §5 "images jpeg/jpg/png": a PDF is refused where only images are taken, with the domain\'s message when it has one', () => {
    expect(requireImage('jpeg')).toBe('jpeg');
    expect(refusal(() => requireImage('pdf'))).toEqual(UPLOAD_ERR.imageType);
    const own = { code: 'A0499', message: '只能上传签章图片' };
    expect(refusal(() => requireImage(null, own))).toEqual(own);
    expect(refusal(() => checkUploads(storedUploads([store(PDF, 'x.pdf', 'application/pdf')]), 'image'))).toEqual(
      UPLOAD_ERR.imageType,
    );
    // A domain with one message for its pictures gives it for the type and the size.
    const pictures = { code: 'A0450', message: '每个商品最多5张图片，仅限不超过1M的图片' };
    const errors = { type: pictures, image: pictures };
    const [pdf, big] = [store(PDF, 'x.pdf', 'application/pdf'), store(PNG, 'big.png', 'image/png', MB + 1)];
    expect(refusal(() => checkUploads(storedUploads([pdf]), 'image', { errors }))).toEqual(pictures);
    expect(refusal(() => checkUploads(storedUploads([big]), 'image', { errors }))).toEqual(pictures);
  });

  it('SPEC §5, §9 "image max 1MB; PDF max 2MB": each kind has its limit and its message', () => {
    expect(refusal(() => requireWithinLimit({ kind: 'png', size: MB }))).toBeNull();
    expect(refusal(() => requireWithinLimit({ kind: 'jpeg', size: MB }))).toBeNull();
    expect(refusal(() => requireWithinLimit({ kind: 'png', size: MB + 1 }))).toEqual(UPLOAD_ERR.imageTooLarge);
    expect(refusal(() => requireWithinLimit({ kind: 'pdf', size: 2 * MB }))).toBeNull();
    expect(refusal(() => requireWithinLimit({ kind: 'pdf', size: 2 * MB + 1 }))).toEqual(UPLOAD_ERR.pdfTooLarge);
    const own = { code: 'A0444', message: '图片不能超过1MB，PDF不能超过2MB' };
    expect(refusal(() => requireWithinLimit({ kind: 'jpeg', size: MB + 1 }, { errors: { image: own } }))).toEqual(own);
    // The size is the stored one, not what the body says.
    const big = store(JPEG, 'big.jpg', 'image/jpeg', MB + 1);
    expect(refusal(() => checkUploads(storedUploads([{ ...big, size: 10 }]), 'image'))).toEqual(
      UPLOAD_ERR.imageTooLarge,
    );
  });

  it('SPEC §5, §9 "scanned images within 2M": a scanned document may be an image of up to 2 MB', () => {
    expect(refusal(() => requireWithinLimit({ kind: 'pdf', size: 2 * MB }, { scan: true }))).toBeNull();
    expect(refusal(() => requireWithinLimit({ kind: 'png', size: 2 * MB }, { scan: true }))).toBeNull();
    expect(refusal(() => requireWithinLimit({ kind: 'png', size: 2 * MB + 1 }, { scan: true }))).toEqual(
      UPLOAD_ERR.scanTooLarge,
    );
    const scan = store(PNG, 'licence.png', 'image/png', Math.round(1.5 * MB));
    expect(refusal(() => checkUploads(storedUploads([scan]), 'imageOrPdf'))).toEqual(UPLOAD_ERR.imageTooLarge);
    expect(checkUploads(storedUploads([scan]), 'imageOrPdf', { scan: true })).toEqual([
      { fileUrl: scan.fileUrl, fileName: 'licence.png', size: scan.size },
    ]);
  });
});

describe('mock register/upload: the supplier registration takes its licence through the shared rules', () => {
  async function upload(head: number[], name: string, size = 64) {
    const form = new FormData();
    form.append('file', new File([bytes(head, size)], name));
    const res = await fetch(`${ORIGIN}/api/fea-vsm/register/upload`, { method: 'POST', body: form });
    return (await res.json()) as { returncode: string; message: string };
  }

  it('SPEC §5: refuses what is not an image or a PDF by its bytes, and an image over 1MB or a PDF over 2MB', async () => {
    expect(await upload([0x4d, 0x5a], 'licence.png')).toMatchObject({
      returncode: 'A0412',
      message: '只能上传图片或PDF文件',
    });
    expect(await upload(PNG, 'licence.png', MB + 1)).toMatchObject({
      returncode: 'A0413',
      message: '图片大小不能超过1MB',
    });
    expect(await upload(PDF, 'licence.pdf', 2 * MB + 1)).toMatchObject({
      returncode: 'A0414',
      message: 'PDF文件大小不能超过2MB',
    });
    expect(await upload(PDF, 'licence.pdf', 2 * MB)).toMatchObject({ returncode: '00000' });
  });

  it('refuses what the screen refuses with the words the screen shows (one contract, src/kit/upload/checks.ts)', () => {
    // The screen's own check, worded by the catalogue, against the mock's answer to the same file.
    const screenSays = (head: number[], name: string, type: string, size: number, options: CheckOptions) => {
      const result = checkFile({ name, type, size, head: bytes(head, 16) }, options);
      return result.ok ? null : catalogue(result.message.key, result.message.params);
    };
    const cases: Array<[string | null, () => unknown]> = [
      [screenSays(PDF, 'x.pdf', 'application/pdf', 64, { accept: 'image' }), () => requireImage('pdf')],
      [screenSays(PNG, 'x.png', 'image/png', MB + 1, {}), () => requireWithinLimit({ kind: 'png', size: MB + 1 })],
      [
        screenSays(PDF, 'x.pdf', 'application/pdf', 2 * MB + 1, {}),
        () => requireWithinLimit({ kind: 'pdf', size: 2 * MB + 1 }),
      ],
      [
        screenSays(PNG, 'x.png', 'image/png', 2 * MB + 1, { variant: 'scan' }),
        () => requireWithinLimit({ kind: 'png', size: 2 * MB + 1 }, { scan: true }),
      ],
    ];
    for (const [screen, server] of cases) expect(refusal(server)?.message).toBe(screen);
    expect(refusal(() => requireImageOrPdf(null))?.message).toBe(catalogue('errors:uploadImageOrPdfOnly'));
  });
});
