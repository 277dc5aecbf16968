import { FILE_DOWNLOAD_PATH } from '@/api/common';
import { resolvePreviewSource } from '@/features/preview/source';

/** /preview_pdf?url=…: only file-store addresses, so the preview never sends the user's token to another /api call. */

const ORIGIN = 'https://portal.example.com';

describe('preview address: file-store addresses only (the file download call of SPEC §7)', () => {
  it('takes a store address, as it is or as the file download call', () => {
    expect(resolvePreviewSource('group2/M00/00/01/f000001.pdf', ORIGIN)).toEqual({
      fileUrl: 'group2/M00/00/01/f000001.pdf',
    });
    expect(FILE_DOWNLOAD_PATH).toBe('/api/fea-vsm/common/group2/file/download');
    const call = `${FILE_DOWNLOAD_PATH}?fileUrl=${encodeURIComponent('group2/M00/00/01/f000001.pdf')}`;
    expect(resolvePreviewSource(call, ORIGIN)).toEqual({ fileUrl: 'group2/M00/00/01/f000001.pdf' });
    expect(resolvePreviewSource(`${ORIGIN}${call}`, ORIGIN)).toEqual({ fileUrl: 'group2/M00/00/01/f000001.pdf' });
  });

  it.each([
    '/api/fea-vsm/order/order_notice/list',
    '/api/fea-vsm/auth/logout',
    `${ORIGIN}/api/x.pdf`,
    '/api/x.pdf',
    `${FILE_DOWNLOAD_PATH}/../../auth/logout`,
    `${FILE_DOWNLOAD_PATH}?fileUrl=${encodeURIComponent('/api/fea-vsm/auth/logout')}`,
    `${FILE_DOWNLOAD_PATH}?fileUrl=${encodeURIComponent('group2/../../etc/passwd')}`,
    `${FILE_DOWNLOAD_PATH}?fileUrl=group2/a.pdf&fileUrl=group2/b.pdf`,
    FILE_DOWNLOAD_PATH,
    `https://evil.example.com${FILE_DOWNLOAD_PATH}?fileUrl=group2/a.pdf`,
  ])('refuses %s', (address) => {
    expect(resolvePreviewSource(address, ORIGIN)).toBeNull();
  });
});
