import { screen, waitFor } from '@testing-library/react';
import { table } from '@mocks/db';
import { certificatesRoutes } from '@/features/certificates/routes';
import { MB } from '@/kit/upload';
import { fastUser, pageTest } from '../support/page';

/*
 * SPEC §5, §9 "scanned images within 2M" on the certificate form: a certificate's files are scans of
 * the paper licence, so an image of up to 2 MB is taken (other images stop at 1 MB), and more is refused
 * before any upload.
 */

const page = pageTest({ routes: certificatesRoutes, waitMs: 8000, testMs: 60000 });

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const png = (name: string, size: number) => {
  const bytes = new Uint8Array(size);
  bytes.set(PNG);
  return new File([bytes], name, { type: 'image/png' });
};
/** Whether the file store holds a file of `size` bytes (jsdom's XHR loses multipart file names on the way). */
const stored = (size: number) => table('files').some((f) => f.size === size);

it('SPEC §5 "scanned images within 2M": the certificate form takes a 1.5 MB scan and refuses one over 2 MB', async () => {
  sessionStorage.setItem('draft:certificates.draft.new', JSON.stringify({ kind: '1' }));
  page.open('/cert/details/new/0/2/0/edit');
  const hints = await screen.findAllByText('Scanned images or PDF files, within 2 MB');
  const field = hints[0].closest<HTMLElement>('.vsm-upload')!;
  const input = () => field.querySelector<HTMLInputElement>('input[type="file"]')!;

  await fastUser().upload(input(), png('licence-over.png', Math.round(2.1 * MB)));
  expect(await screen.findByText('A scanned file must be within 2 MB.')).toBeInTheDocument();
  expect(stored(Math.round(2.1 * MB))).toBe(false);

  await fastUser().upload(input(), png('licence-scan.png', Math.round(1.5 * MB)));
  await waitFor(() => expect(field.querySelectorAll('.ant-upload-list-item-done')).toHaveLength(1));
  expect(stored(Math.round(1.5 * MB))).toBe(true);
});
