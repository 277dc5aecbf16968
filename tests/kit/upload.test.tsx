import { useState } from 'react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { setFault } from '@mocks/node';
import type { UploadedFile } from '@/api/types';
import { MB, UploadField, type UploadFieldProps } from '@/kit/upload';
import { fastUser, Providers, setUpTexts, signIn } from '../support/page';

/*
 * UploadField (SPEC §5, §8) against the real mock backend: files are checked by their bytes and
 * size before any call; valid ones are uploaded, shown, and retried after a failure.
 */

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const png = (name: string, size = 200) => {
  const bytes = new Uint8Array(size);
  bytes.set(PNG);
  return new File([bytes], name, { type: 'image/png' });
};
const pdf = (name: string, size = 300) => {
  const bytes = new Uint8Array(size).fill(0x20);
  bytes.set(new TextEncoder().encode('%PDF-1.4\n'));
  return new File([bytes], name, { type: 'application/pdf' });
};

let uploads = 0;
beforeAll(async () => {
  await setUpTexts('en-US');
  const { server } = await import('@mocks/node');
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname.endsWith('/common/upload')) uploads += 1;
  });
});
beforeEach(() => {
  uploads = 0;
  signIn();
});

function Harness({ onChange, initial = [], ...props }: Partial<UploadFieldProps> & { initial?: UploadedFile[] }) {
  const [files, setFiles] = useState<UploadedFile[]>(initial);
  return (
    <Providers>
      <UploadField
        {...props}
        value={files}
        onChange={(next) => {
          setFiles(next);
          onChange?.(next);
        }}
      />
    </Providers>
  );
}

const input = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;

async function choose(...files: File[]) {
  const user = fastUser();
  await user.upload(input(), files);
}

describe('UploadField', () => {
  it('refuses a .png that is really text, without uploading', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await choose(new File(['this is plain text, not a picture'], 'photo.png', { type: 'image/png' }));
    expect(await screen.findByText('Only images or PDF files can be uploaded.')).toBeInTheDocument();
    expect(uploads).toBe(0);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('refuses a 1.1 MB image and a 2.1 MB PDF', async () => {
    render(<Harness />);
    await choose(png('big.png', Math.round(1.1 * MB)));
    expect(await screen.findByText('An image must not exceed 1 MB.')).toBeInTheDocument();
    await choose(pdf('big.pdf', Math.round(2.1 * MB)));
    expect(await screen.findByText('A PDF file must not exceed 2 MB.')).toBeInTheDocument();
    expect(uploads).toBe(0);
  });

  it('uploads a valid image and a valid PDF to the file store', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await choose(png('licence.png', 900 * 1024));
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    // (jsdom's XHR loses multipart file names on the way to msw/node, so the stored name is not
    // checked here; tests/mocks/files.test.ts checks it over fetch.)
    expect(onChange.mock.calls[0][0]).toEqual([
      { fileUrl: expect.stringMatching(/^mock\/M00\//), fileName: expect.any(String), size: 900 * 1024 },
    ]);
    await choose(pdf('contract.pdf', Math.round(1.9 * MB)));
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(2));
    expect(onChange.mock.calls[1][0].map((f: UploadedFile) => f.size)).toEqual([900 * 1024, Math.round(1.9 * MB)]);
    expect(uploads).toBe(2);
    expect(document.querySelectorAll('.ant-upload-list-item-done')).toHaveLength(2);
  });

  it('keeps a failed upload for a retry', async () => {
    const onChange = vi.fn();
    setFault({ path: 'common/upload', kind: 'http500', times: 1 });
    render(<Harness onChange={onChange} />);
    await choose(png('retry.png'));
    const retry = await screen.findByRole('button', { name: 'Upload retry.png again' });
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(retry);
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    expect(onChange.mock.calls[0][0][0]).toMatchObject({ size: 200 });
    expect(screen.queryByRole('button', { name: 'Upload retry.png again' })).toBeNull();
  });

  it('takes at most maxCount files', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} maxCount={2} />);
    await choose(png('a.png'), png('b.png'), png('c.png'));
    expect(await screen.findByText('At most 2 files can be uploaded.')).toBeInTheDocument();
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(2));
    expect(onChange.mock.calls[1][0]).toHaveLength(2);
    // Full: the add button is gone.
    expect(screen.queryByText('Upload', { selector: '.vsm-upload-add div' })).toBeNull();
  });

  it('states its SPEC §5 rule while files can be chosen ("scanned images within 2M" for scans), none on a read-only list', () => {
    const { unmount } = render(<Harness variant="scan" />);
    expect(document.querySelector('.vsm-upload-hint')).toHaveTextContent('Scanned images or PDF files, within 2 MB');
    unmount();
    render(<Harness disabled initial={[{ fileUrl: 'group2/M00/00/00/scan.pdf', fileName: 'scan.pdf', size: 10 }]} />);
    expect(screen.getByText('scan.pdf')).toBeInTheDocument();
    expect(document.querySelector('.vsm-upload-hint')).toBeNull();
  });

  it('removes a stored file', async () => {
    const onChange = vi.fn();
    render(
      <Harness
        onChange={onChange}
        listType="text"
        initial={[{ fileUrl: 'group2/M00/00/00/mail-attachment.pdf', fileName: 'note.pdf', size: 10 }]}
      />,
    );
    const item = screen.getByText('note.pdf').closest<HTMLElement>('.ant-upload-list-item')!;
    fireEvent.click(within(item).getByRole('button', { name: /remove|delete/i }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith([]));
  });

  it('opens a PDF in the /preview_pdf window', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    render(
      <Harness
        listType="text"
        initial={[{ fileUrl: 'group2/M00/00/00/mail-attachment.pdf', fileName: 'note.pdf', size: 10 }]}
      />,
    );
    fireEvent.click(screen.getByText('note.pdf'));
    await waitFor(() =>
      expect(open).toHaveBeenCalledWith(
        `/web/fea-vsm/preview_pdf?url=${encodeURIComponent('group2/M00/00/00/mail-attachment.pdf')}`,
        '_blank',
      ),
    );
    open.mockRestore();
  });

  it('opens a file by a click anywhere on its card, not only on its name (a certificate scan in a read-only list)', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    try {
      render(
        <Harness
          disabled
          initial={[{ fileUrl: 'group2/M00/00/00/mail-attachment.pdf', fileName: 'scan.pdf', size: 10 }]}
        />,
      );
      const card = screen.getByText('scan.pdf').closest<HTMLElement>('.ant-upload-list-item')!;
      fireEvent.click(card.querySelector('.ant-upload-list-item-thumbnail')!);
      await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
      expect(open).toHaveBeenCalledWith(
        `/web/fea-vsm/preview_pdf?url=${encodeURIComponent('group2/M00/00/00/mail-attachment.pdf')}`,
        '_blank',
      );
      // Its name still opens it once (antd's own handler), by mouse and by keyboard.
      fireEvent.click(screen.getByText('scan.pdf'));
      await waitFor(() => expect(open).toHaveBeenCalledTimes(2));
      fireEvent.keyDown(screen.getByRole('button', { name: 'scan.pdf' }), { key: 'Enter' });
      await waitFor(() => expect(open).toHaveBeenCalledTimes(3));
    } finally {
      open.mockRestore();
    }
  });

  it('says a file of a kind no viewer shows cannot be previewed, and offers its download', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    try {
      render(
        <Harness disabled initial={[{ fileUrl: 'group2/M00/00/00/old.svg', fileName: 'licence.svg', size: 10 }]} />,
      );
      fireEvent.click(screen.getByText('licence.svg').closest<HTMLElement>('.ant-upload-list-item')!);
      await waitFor(() => expect(document.querySelectorAll('.ant-modal-confirm')).toHaveLength(1));
      const dialog = document.querySelector<HTMLElement>('.ant-modal-confirm')!;
      expect(dialog.querySelector('.ant-modal-confirm-title')).toHaveTextContent('“licence.svg” cannot be previewed');
      expect(dialog).toHaveTextContent(
        'Only images (jpeg/jpg/png) and PDF files can be previewed. Download the file to open it.',
      );
      expect(within(dialog).getByRole('button', { name: /Download/ })).toBeInTheDocument();
      expect(open).not.toHaveBeenCalled();
    } finally {
      open.mockRestore();
    }
  });
});
