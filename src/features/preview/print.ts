/**
 * Prints a PDF as it is (its own pages, not the viewer's screen): the browser's PDF reader opens it
 * in a hidden frame of its blob address (CSP frame-src blob:) and prints that frame. One frame at a
 * time: printing again, or leaving the viewer (the returned dispose), removes the former one.
 */
let current: { frame: HTMLIFrameElement; url: string } | null = null;

export function disposePrintFrame(): void {
  if (!current) return;
  current.frame.remove();
  URL.revokeObjectURL?.(current.url);
  current = null;
}

export function printPdf(blob: Blob, title: string): void {
  disposePrintFrame();
  const url = URL.createObjectURL(blob);
  const frame = document.createElement('iframe');
  frame.className = 'preview-print-frame';
  frame.title = title;
  frame.tabIndex = -1;
  frame.setAttribute('aria-hidden', 'true');
  frame.addEventListener('load', () => {
    const win = frame.contentWindow;
    try {
      win?.focus();
      win?.print();
    } catch {
      // A reader that keeps its frame to itself: print the viewer's rendered pages instead.
      window.print();
    }
  });
  frame.src = url;
  document.body.appendChild(frame);
  current = { frame, url };
}
