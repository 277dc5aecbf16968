import { screen } from '@testing-library/react';
import { writeDraft } from '@/kit/form';
import { certificatesRoutes } from '@/features/certificates/routes';
import { pageTest } from '../support/page';
import { expectScanLimit } from '../support/uploads';

/*
 * SPEC §5, §9 "scanned images within 2M" on the certificate form: a certificate's files are scans of
 * the paper licence, so an image of up to 2 MB is taken (other images stop at 1 MB), and more is refused
 * before any upload.
 */

const page = pageTest({ routes: certificatesRoutes, waitMs: 8000, testMs: 60000 });

it('SPEC §5 "scanned images within 2M": the certificate form takes a 1.5 MB scan and refuses one over 2 MB', async () => {
  writeDraft('certificates.draft.new', { kind: '1' });
  page.open('/cert/details/new/0/2/0/edit');
  const hints = await screen.findAllByText('Scanned images or PDF files, within 2 MB');
  await expectScanLimit(hints[0].closest<HTMLElement>('.vsm-upload')!);
});
