import { screen, waitFor } from '@testing-library/react';
import { table } from '@mocks/db';
import { MB } from '@/kit/upload';
import { fastUser } from './page';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** A PNG file of `size` bytes: the signature, then zeros. */
export function pngFile(name: string, size = 200): File {
  const bytes = new Uint8Array(size);
  bytes.set(PNG_SIGNATURE);
  return new File([bytes], name, { type: 'image/png' });
}

/** Whether the file store holds a file of `size` bytes (jsdom's XHR loses multipart file names on the way). */
export const storedOfSize = (size: number) => table('files').some((f) => f.size === size);

/**
 * SPEC §5, §9 "scanned images within 2M" on an upload field (`.vsm-upload`, or an element holding
 * one): an image over 2 MB is refused before any upload; one of 1.5 MB, over other images' 1MB, is stored.
 */
export async function expectScanLimit(field: HTMLElement): Promise<void> {
  const upload = field.matches('.vsm-upload') ? field : field.querySelector<HTMLElement>('.vsm-upload')!;
  const input = () => upload.querySelector<HTMLInputElement>('input[type="file"]')!;
  const over = Math.round(2.1 * MB);
  const scan = Math.round(1.5 * MB);

  await fastUser().upload(input(), pngFile('scan-over.png', over));
  expect(await screen.findByText('A scanned file must be within 2 MB.')).toBeInTheDocument();
  expect(storedOfSize(over)).toBe(false);

  await fastUser().upload(input(), pngFile('scan.png', scan));
  await waitFor(() => expect(upload.querySelectorAll('.ant-upload-list-item-done')).toHaveLength(1));
  expect(storedOfSize(scan)).toBe(true);
}
