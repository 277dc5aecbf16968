import { fireEvent, screen, waitFor } from '@testing-library/react';
import { table } from '@mocks/db';
import type { CertSheetRow } from '@mocks/domains/certificates/tables';
import { writeDraft } from '@/kit/form';
import { certificatesRoutes } from '@/features/certificates/routes';
import { pageTest } from '../support/page';
import { expectScanLimit } from '../support/uploads';

/*
 * SPEC §5, §9 "scanned images within 2M" on the certificate form: a certificate's files are scans of
 * the paper licence, so an image of up to 2 MB is taken (other images stop at 1 MB), and more is refused
 * before any upload.
 */

const page = pageTest({ routes: certificatesRoutes, waitMs: 8000 });

it('SPEC §5 "scanned images within 2M": the certificate form takes a 1.5 MB scan and refuses one over 2 MB', async () => {
  writeDraft('certificates.draft.new', { kind: '1' });
  page.open('/cert/details/new/0/2/0/edit');
  const hints = await screen.findAllByText('Scanned images or PDF files, within 2 MB');
  await expectScanLimit(hints[0].closest<HTMLElement>('.vsm-upload')!);
});

it("the licence review's details open each scan from its card: a PDF in the PDF viewer, a PNG or JPEG in the image preview", async () => {
  page.signInAs('demo-retailer');
  const withKinds = (s: CertSheetRow) => s.items[0].files.map((f) => f.fileName.split('.').pop());
  const sheet = table('certSheets').find(
    (s) => s.status === '1' && withKinds(s).includes('pdf') && withKinds(s).length === 2,
  )!;
  const open = vi.spyOn(window, 'open').mockReturnValue(null);
  try {
    page.open(`/s/license/details/${sheet.sheetId}/1/${sheet.kind}/${sheet.bu}/0/audit`);
    const [first, second] = sheet.items[0].files;
    const cardOf = async (name: string) =>
      (await screen.findByTitle(`Open ${name}`, {}, { timeout: 8000 })).querySelector<HTMLElement>(
        '.ant-upload-list-item',
      )!;
    const pdf = first.fileName.endsWith('.pdf') ? first : second;
    const picture = pdf === first ? second : first;
    fireEvent.click(await cardOf(pdf.fileName));
    await waitFor(() =>
      expect(open).toHaveBeenCalledWith(`/web/fea-vsm/preview_pdf?url=${encodeURIComponent(pdf.fileUrl)}`, '_blank'),
    );
    fireEvent.click(await cardOf(picture.fileName));
    await waitFor(() => expect(document.querySelector('.ant-image-preview')).not.toBeNull(), { timeout: 8000 });
  } finally {
    open.mockRestore();
  }
});
