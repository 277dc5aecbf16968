import { useEffect } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { table } from '@mocks/db';
import { previewRoutes } from '@/features/preview/routes';
import { resolvePreviewSource } from '@/features/preview/source';
import { clampIndex, clampPage, rotate, zoomIn, zoomOut } from '@/features/preview/viewer';
import { imagePreviewPath, pdfPreviewPath } from '@/kit/upload';
import { pageTest } from '../support/page';
import { loadPage } from '../support/routes';

/*
 * The standalone previews (SPEC §2) against the real mock backend: /preview_pdf (react-pdf is
 * replaced by a stand-in, jsdom cannot render PDFs) and /preview_img/:idx/:sheetId.
 */

vi.mock('react-pdf', () => ({
  pdfjs: { GlobalWorkerOptions: { workerSrc: '' } },
  Document: ({
    children,
    file,
    onLoadSuccess,
  }: {
    children: React.ReactNode;
    file: Blob;
    onLoadSuccess: (pdf: { numPages: number }) => void;
  }) => {
    useEffect(() => onLoadSuccess({ numPages: 3 }), [file, onLoadSuccess]);
    return <div data-testid="pdf-document">{children}</div>;
  },
  Page: ({ pageNumber, scale }: { pageNumber: number; scale: number }) => (
    <div data-testid="pdf-page">{`page ${pageNumber} at ${scale}`}</div>
  ),
}));

const ORIGIN = window.location.origin;

const { notify, open: renderAt } = pageTest({
  routes: previewRoutes,
  setUp: () => {
    URL.createObjectURL ??= () => 'blob:preview';
    URL.revokeObjectURL ??= () => undefined;
  },
});

describe('preview routes and helpers', () => {
  it('declares both standalone routes with lazy pages', async () => {
    expect(previewRoutes.map((r) => [r.path, r.side, r.titleKey])).toEqual([
      ['/preview_pdf', 'standalone', 'preview:pdfTitle'],
      ['/preview_img/:idx/:sheetId', 'standalone', 'preview:imageTitle'],
    ]);
    for (const r of previewRoutes) expect(typeof (await loadPage(r))).toBe('function');
    expect(pdfPreviewPath('group2/a b.pdf')).toBe('/preview_pdf?url=group2%2Fa%20b.pdf');
    expect(imagePreviewPath(2, 'ZZ 1')).toBe('/preview_img/2/ZZ%201');
  });

  it('allows only file-store addresses (tests/unit/previewSource.test.ts: other /api addresses)', () => {
    expect(resolvePreviewSource('group2/M00/00/01/f000001.pdf', ORIGIN)).toEqual({
      fileUrl: 'group2/M00/00/01/f000001.pdf',
    });
    for (const bad of [
      '',
      null,
      'https://evil.example.com/api/x.pdf',
      '//evil.example.com/api/x.pdf',
      'javascript:alert(1)',
      'data:application/pdf;base64,JVBERi0=',
      '/web/fea-vsm/workbench',
      '/api/../etc/passwd',
      'group2/../../etc/passwd',
      'group2//x.pdf',
      'x.pdf',
      '/api/a b.pdf',
    ]) {
      expect([bad, resolvePreviewSource(bad, ORIGIN)]).toEqual([bad, null]);
    }
  });

  it('steps zoom, rotation and indexes within bounds', () => {
    expect([zoomIn(1), zoomIn(4), zoomOut(1), zoomOut(0.25), zoomIn(1.1)]).toEqual([1.25, 4, 0.75, 0.25, 1.25]);
    expect([rotate(0, 90), rotate(0, -90), rotate(270, 90)]).toEqual([90, 270, 0]);
    expect([clampIndex('1', 3), clampIndex('9', 3), clampIndex('-2', 3), clampIndex('x', 3), clampIndex(1, 0)]).toEqual(
      [1, 2, 0, 0, 0],
    );
    expect([clampPage(0, 3), clampPage(5, 3), clampPage('2', 3)]).toEqual([1, 3, 2]);
  });
});

describe('/preview_pdf', () => {
  it('loads pdf.js from its worker file and pages and zooms the document', async () => {
    const { pdfjs } = await import('react-pdf');
    expect(pdfjs.GlobalWorkerOptions.workerSrc).toMatch(/pdf\.worker\.min\.mjs/);
    renderAt(pdfPreviewPath('group2/help/faq.pdf'));
    expect(await screen.findByText('page 1 at 1')).toBeInTheDocument();
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'faq.pdf' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('page 3 at 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
    expect(screen.getByText('page 2 at 1')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(screen.getByText('page 2 at 1.25')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Zoom out' }));
    fireEvent.click(screen.getByRole('button', { name: 'Zoom out' }));
    expect(screen.getByText('page 2 at 0.75')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Actual size' }));
    expect(screen.getByText('page 2 at 1')).toBeInTheDocument();
  });

  it('Print prints the PDF itself, from a hidden frame of its bytes', async () => {
    renderAt(pdfPreviewPath('group2/help/faq.pdf'));
    await screen.findByText('Page 1 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    const frame = document.querySelector<HTMLIFrameElement>('iframe.preview-print-frame')!;
    expect(frame.getAttribute('src')).toMatch(/^blob:/);
    const print = vi.fn();
    Object.defineProperty(frame.contentWindow!, 'print', { value: print, configurable: true });
    Object.defineProperty(frame.contentWindow!, 'focus', { value: vi.fn(), configurable: true });
    fireEvent.load(frame);
    expect(print).toHaveBeenCalledTimes(1);
    // Printing again replaces the frame rather than adding one.
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(document.querySelectorAll('iframe.preview-print-frame')).toHaveLength(1);
  });

  it('says a file that is not a PDF cannot be previewed, and offers its download', async () => {
    const svg = table('files').find((f) => f.contentType === 'image/svg+xml')!;
    renderAt(pdfPreviewPath(svg.fileUrl));
    expect(await screen.findByText(`“${svg.fileName}” cannot be previewed`)).toBeInTheDocument();
    expect(
      screen.getByText('This file is not a PDF and cannot be shown here. Download it to open it.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Download/ })).toBeEnabled();
    expect(screen.queryByTestId('pdf-document')).toBeNull();
    expect(screen.queryByText('The file failed to load.')).toBeNull();
  });

  it('refuses an address of another site without fetching it', async () => {
    renderAt(`/preview_pdf?url=${encodeURIComponent('https://evil.example.com/a.pdf')}`);
    expect(
      await screen.findByText('Invalid preview address: only files of this portal can be previewed.'),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('pdf-document')).toBeNull();
  });

  it('says so when the file cannot be fetched', async () => {
    renderAt(pdfPreviewPath('group2/none/missing.pdf'));
    expect(await screen.findByText('The file failed to load.')).toBeInTheDocument();
  });
});

describe('/preview_img/:idx/:sheetId', () => {
  /** A certificate of the demo supplier with at least three images (the mock seeds 1–3 per sheet). */
  function demoSheet() {
    const mine = table('certificates').filter((c) => c.venderId === '100101');
    const withThree = mine.find((c) => table('sheetImages').filter((i) => i.sheetId === c.sheetId).length === 3)!;
    expect(withThree).toBeTruthy();
    return withThree.sheetId;
  }

  it('starts at image idx and moves, zooms and rotates', async () => {
    const sheetId = demoSheet();
    renderAt(imagePreviewPath(1, sheetId));
    expect(await screen.findByText('Image 2 of 3')).toBeInTheDocument();
    const img = await screen.findByRole('img', { name: `Image 2: ${sheetId}-2.svg` });
    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    fireEvent.click(screen.getByRole('button', { name: 'Rotate right' }));
    expect(img).toHaveAttribute('data-scale', '1.25');
    expect(img).toHaveAttribute('data-rotation', '90');
    expect(img.style.transform).toBe('scale(1.25) rotate(90deg)');
    fireEvent.click(screen.getByRole('button', { name: 'Next image' }));
    expect(await screen.findByText('Image 3 of 3')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(`/preview_img/2/${sheetId}`);
    expect(screen.getByRole('button', { name: 'Next image' })).toBeDisabled();
    // A new image starts unzoomed and upright.
    const third = await screen.findByRole('img', { name: `Image 3: ${sheetId}-3.svg` });
    expect(third).toHaveAttribute('data-scale', '1');
    expect(third).toHaveAttribute('data-rotation', '0');
    fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
    fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
    expect(await screen.findByText('Image 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous image' })).toBeDisabled();
  });

  it('lists all images in a dialog and jumps to the chosen one', async () => {
    const sheetId = demoSheet();
    renderAt(imagePreviewPath(0, sheetId));
    await screen.findByText('Image 1 of 3');
    fireEvent.click(screen.getByRole('button', { name: /All images/ }));
    const dialog = await screen.findByRole('dialog', { name: /All images \(3\)/ });
    fireEvent.click(within(dialog).getByRole('button', { name: `Image 3: ${sheetId}-3.svg` }));
    expect(await screen.findByText('Image 3 of 3')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps an out-of-range idx inside the list', async () => {
    renderAt(imagePreviewPath(99, demoSheet()));
    expect(await screen.findByText('Image 3 of 3')).toBeInTheDocument();
  });

  it('refuses another supplier’s sheet', async () => {
    const foreign = table('certificates').find((c) => c.venderId !== '100101')!.sheetId;
    renderAt(imagePreviewPath(0, foreign));
    expect(await screen.findByText('The file failed to load.')).toBeInTheDocument();
    expect(notify).toHaveBeenCalledWith('error', expect.any(String));
  });
});
