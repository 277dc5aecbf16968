import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Button, Form } from 'antd';
import type { UploadedFile } from '@/api/types';
import { UploadItem } from '@/kit/upload';
import { fastUser, Providers, setUpTexts } from '../support/page';

/*
 * UploadItem, the form field of uploaded files (SPEC §5 required fields; §8 nothing is lost): a form is
 * not submitted while one of its files is still uploading, or the file would be left behind without a
 * word. The field says which file is under way; once it is in, the form goes with it.
 */

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const png = (name: string) => {
  const bytes = new Uint8Array(200);
  bytes.set(PNG);
  return new File([bytes], name, { type: 'image/png' });
};

beforeAll(() => setUpTexts('en-US'));

/** An upload call the test finishes by hand. */
function heldUpload() {
  const finish: Array<(stored: UploadedFile) => void> = [];
  const uploader = vi.fn(() => new Promise<UploadedFile>((resolve) => finish.push(resolve)));
  return { uploader, finish: (stored: UploadedFile) => act(() => finish.shift()!(stored)) };
}

function Harness({ onFinish, uploader }: { onFinish: (v: unknown) => void; uploader: () => Promise<UploadedFile> }) {
  return (
    <Providers>
      <Form onFinish={onFinish}>
        <UploadItem name="evidence" label="Evidence" required uploader={uploader} thumbnails={false} />
        <Button htmlType="submit">Send</Button>
      </Form>
    </Providers>
  );
}

const input = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send' }));

describe('UploadItem', () => {
  it('refuses to submit while a file is uploading, naming it; once it is in, the form is sent with it', async () => {
    const { uploader, finish } = heldUpload();
    const onFinish = vi.fn();
    render(<Harness onFinish={onFinish} uploader={uploader} />);
    await fastUser().upload(input(), png('licence.png'));
    await waitFor(() => expect(uploader).toHaveBeenCalledTimes(1));

    send();
    expect(await screen.findByText('Evidence is still uploading (licence.png): submit once it is done')).toBeVisible();
    expect(screen.queryByText('Please upload Evidence')).toBeNull();
    expect(onFinish).not.toHaveBeenCalled();

    finish({ fileUrl: '/files/licence.png', fileName: 'licence.png', size: 200 });
    await waitFor(() => expect(screen.queryByText(/is still uploading/)).toBeNull());
    send();
    await waitFor(() => expect(onFinish).toHaveBeenCalledTimes(1));
    expect(onFinish.mock.calls[0][0]).toEqual({
      evidence: [{ fileUrl: '/files/licence.png', fileName: 'licence.png', size: 200 }],
    });
  });

  it('asks for a required file when none was chosen', async () => {
    const onFinish = vi.fn();
    render(<Harness onFinish={onFinish} uploader={heldUpload().uploader} />);
    send();
    expect(await screen.findByText('Please upload Evidence')).toBeVisible();
    expect(onFinish).not.toHaveBeenCalled();
  });
});
