import { act, fireEvent, render, screen } from '@testing-library/react';
import { ExportButton, type ServerExport } from '@/kit/export';
import { DONE_SHOWN_MS, PROGRESS_SHOWN_MS } from '@/kit/export/ExportButton';
import type { ColumnSchema } from '@/kit/schema';
import { Providers, setUpTexts } from '../support/page';
import { captureXlsDownloads } from './xlsDownloads';

/*
 * SPEC §9 exports (.xls): long work shows at once that it is under way and ends with a message, for
 * the client export written in the xls worker and for the server export of every row (导出全部).
 * The message is said where the bar was (the same live region), not in a toast.
 */

type Row = { id: string };
const columns: ColumnSchema<Row>[] = [{ key: 'id', titleKey: 'Id' }];
const rows: Row[] = [{ id: '1' }, { id: '2' }];
const saved = captureXlsDownloads();

const renderButton = (server?: ServerExport) =>
  render(
    <Providers>
      <ExportButton columns={columns} rows={rows} queried total={2} fileNameKey="Docs" client server={server} />
    </Providers>,
  );

beforeAll(() => setUpTexts('en-US'));

describe('an export under way (SPEC §9)', () => {
  it('says the server export is under way in the click itself, before the server answers, and ends with a message', async () => {
    let answer!: (file: { blob: Blob; filename: string }) => void;
    const server = vi.fn<ServerExport>(() => new Promise((resolve) => (answer = resolve)));
    renderButton(server);
    fireEvent.click(screen.getByText('Export'));
    fireEvent.click(await screen.findByText('Export all'));
    // shown in the click's own render, not after a timer or the answer
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Exporting…');
    expect(screen.getByRole('progressbar', { name: 'Export progress' })).toBeInTheDocument();
    await vi.waitFor(() => expect(server).toHaveBeenCalledTimes(1));
    await act(async () => answer({ blob: new Blob(['xls']), filename: 'Order notices.xls' }));
    await vi.waitFor(() => expect(status).toHaveTextContent('Exported Order notices.xls'));
    // the same live region, so a screen reader says the end too
    expect(screen.getByRole('status')).toBe(status);
    expect(document.querySelector('.ant-message-notice')).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(saved.map((s) => s.name)).toEqual(['Order notices.xls']);
  });

  it('says the client export (the xls worker) is under way at once and ends with a message naming the file', async () => {
    renderButton();
    fireEvent.click(screen.getByText('Export'));
    expect(screen.getByRole('status')).toHaveTextContent('Exporting…');
    await vi.waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Exported Docs.xls'));
    expect(saved.map((s) => s.name)).toEqual(['Docs.xls']);
  });

  it('says which file was saved for a few seconds, then leaves the button alone', async () => {
    renderButton();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    try {
      fireEvent.click(screen.getByText('Export'));
      await vi.waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Exported Docs.xls'));
      // The time counts from the render's effects, which React may run after the text is on screen.
      await act(async () => {});
      // Half its time later it is still there (the clock also follows real time, which a loaded machine
      // may spend between two steps: a margin of 100 ms was not enough there); past its time it is gone.
      await act(async () => vi.advanceTimersByTime(DONE_SHOWN_MS / 2));
      expect(screen.getByRole('status')).toHaveTextContent('Exported Docs.xls');
      await act(async () => vi.advanceTimersByTime(DONE_SHOWN_MS));
      expect(screen.queryByRole('status')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('moves the bar at most once per PROGRESS_SHOWN_MS, to the latest figure, and drops a move still waiting when the export ends', async () => {
    let answer!: (file: { blob: Blob; filename: string }) => void;
    let progress!: (percent: number) => void;
    const server = vi.fn<ServerExport>(({ onProgress }) => {
      progress = onProgress!;
      return new Promise((resolve) => (answer = resolve));
    });
    renderButton(server);
    fireEvent.click(screen.getByText('Export'));
    fireEvent.click(await screen.findByText('Export all'));
    await vi.waitFor(() => expect(server).toHaveBeenCalledTimes(1));
    const bar = () => screen.getByRole('progressbar', { name: 'Export progress' });
    await act(async () => {
      progress(10);
      progress(20);
      progress(30);
    });
    expect(bar()).toHaveAttribute('aria-valuenow', '10');
    // 20 is never drawn: at the end of the wait the bar goes to the latest figure.
    await act(() => new Promise((resolve) => setTimeout(resolve, PROGRESS_SHOWN_MS)));
    await vi.waitFor(() => expect(bar()).toHaveAttribute('aria-valuenow', '30'));
    await act(async () => {
      progress(60);
      progress(90);
      answer({ blob: new Blob(['xls']), filename: 'All.xls' });
    });
    await vi.waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Exported All.xls'));
    // The move to 90 that was waiting does not bring the bar back, nor keep the button busy.
    await act(() => new Promise((resolve) => setTimeout(resolve, PROGRESS_SHOWN_MS * 2)));
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('button', { name: /Export/ })).toBeEnabled();
  });
});
