import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import type { UploadedFile } from '@/api/types';
import { Dialog } from '@/kit/dialog';
import { MB, UploadField } from '@/kit/upload';
import { fastUser, Providers, setUpTexts, signIn } from '../support/page';

/* SPEC §5, §8: a file refused in a dialog (the mail compose's attachment) says why, in the dialog, by its name. */

function Compose() {
  const [files, setFiles] = useState<UploadedFile[]>([]);
  return (
    <Providers>
      <Dialog open title="Write mail" onCancel={() => undefined}>
        <UploadField value={files} onChange={setFiles} variant="attachment" limitMb={10} maxCount={1} listType="text" />
      </Dialog>
    </Providers>
  );
}

const choose = (file: File) =>
  fastUser().upload(document.querySelector<HTMLInputElement>('.ant-modal input[type="file"]')!, file);

beforeAll(() => setUpTexts('en-US'));
beforeEach(() => signIn());

describe('UploadField in a dialog: a refused file says why (SPEC §5 images or PDF only, attachment max {limit}M)', () => {
  it('an executable named invoice.jpg, then an 11 MB PDF: each refusal is shown in the dialog with the file name', async () => {
    render(<Compose />);
    const dialog = await screen.findByRole('dialog');
    await choose(new File([new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0])], 'invoice.jpg', { type: 'image/jpeg' }));
    expect(await within(dialog).findByText('Only images or PDF files can be uploaded.')).toBeInTheDocument();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('invoice.jpg was not added:');

    const big = new Uint8Array(11 * MB);
    big.set(new TextEncoder().encode('%PDF-1.4\n'));
    await choose(new File([big], 'licence.pdf', { type: 'application/pdf' }));
    expect(await within(dialog).findByText('An attachment must not exceed 10 MB.')).toBeInTheDocument();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('licence.pdf was not added:');
  });
});
