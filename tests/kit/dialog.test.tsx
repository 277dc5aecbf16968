import { useState } from 'react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { Dialog } from '@/kit/dialog';
import { useTabs } from '@/stores/tabs';
import { Providers, setUpTexts } from '../support/page';

/*
 * The reusable dialog (SPEC §2, §9): only the close icon closes it, a route change closes it,
 * maximise/restore toggles its size, its header drags it and its edges resize it (pointer events;
 * the geometry itself is unit-tested in tests/unit/dialogGeometry.test.ts).
 */

const BOX = { left: 252, top: 40, width: 520, height: 300 };

beforeAll(() => setUpTexts('en-US'));

let rectSpy: ReturnType<typeof vi.spyOn> | null = null;
beforeEach(() => {
  // jsdom lays nothing out: the dialog frame reports the box antd would give it, or the placed style.
  rectSpy = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    if (!this.classList.contains('vsm-dialog-frame')) return DOMRect.fromRect({ x: 0, y: 0, width: 0, height: 0 });
    const modal = this.closest<HTMLElement>('.ant-modal')!;
    const container = this.querySelector<HTMLElement>('.ant-modal-container')!;
    if (modal.style.position === 'absolute') {
      return DOMRect.fromRect({
        x: parseFloat(modal.style.left),
        y: parseFloat(modal.style.top),
        width: parseFloat(modal.style.width),
        height: parseFloat(container.style.height),
      });
    }
    return DOMRect.fromRect({ x: BOX.left, y: BOX.top, width: BOX.width, height: BOX.height });
  });
});
afterEach(() => rectSpy?.mockRestore());

function Harness({ onCancel = vi.fn(), footer }: { onCancel?: () => void; footer?: null }) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  return (
    <Providers>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <button type="button" onClick={() => navigate('/elsewhere')}>
        Navigate
      </button>
      <Dialog
        open={open}
        title="Edit contact"
        footer={footer}
        onCancel={() => {
          onCancel();
          setOpen(false);
        }}
        onOk={() => setOpen(false)}
      >
        <input aria-label="Name" />
      </Dialog>
    </Providers>
  );
}

function renderHarness(props: Parameters<typeof Harness>[0] = {}) {
  return render(
    <MemoryRouter initialEntries={['/here']}>
      <Harness {...props} />
    </MemoryRouter>,
  );
}

const modalOf = (dialog: HTMLElement) => dialog.closest<HTMLElement>('.ant-modal') ?? dialog;

/** Opens the harness's dialog and waits for antd's opening animation to end (drags start only then). */
async function openDialog() {
  const user = userEvent.setup();
  renderHarness();
  await user.click(screen.getByRole('button', { name: 'Open' }));
  const dialog = await screen.findByRole('dialog');
  await waitFor(() => expect(modalOf(dialog).className).not.toMatch(/-(appear|enter)/));
  return { user, dialog };
}
const headerOf = (dialog: HTMLElement) => dialog.querySelector<HTMLElement>('.vsm-dialog-header')!;
const frameOf = (dialog: HTMLElement) => dialog.querySelector<HTMLElement>('.vsm-dialog-frame')!;
const styleOf = (dialog: HTMLElement) => {
  const modal = modalOf(dialog);
  const container = dialog.querySelector<HTMLElement>('.ant-modal-container')!;
  return { left: modal.style.left, top: modal.style.top, width: modal.style.width, height: container.style.height };
};

function pointerDrag(target: HTMLElement, from: { x: number; y: number }, to: { x: number; y: number }) {
  fireEvent.pointerDown(target, { button: 0, buttons: 1, clientX: from.x, clientY: from.y });
  fireEvent.pointerMove(window, { buttons: 1, clientX: (from.x + to.x) / 2, clientY: (from.y + to.y) / 2 });
  fireEvent.pointerMove(window, { buttons: 1, clientX: to.x, clientY: to.y });
  fireEvent.pointerUp(window, { button: 0, clientX: to.x, clientY: to.y });
}

describe('Dialog', () => {
  it('opens at the default top offset with the default cancel and confirm buttons', async () => {
    const { dialog } = await openDialog();
    expect(within(dialog).getByText('Edit contact')).toBeInTheDocument();
    expect(modalOf(dialog).style.top).toBe('40px');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'OK' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Maximise' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('fits the viewport (SPEC §2 reusable dialog): its body scrolls between the header and the footer, which stays in view', async () => {
    const { dialog } = await openDialog();
    const container = dialog.querySelector<HTMLElement>('.ant-modal-container')!;
    expect(container.style.maxHeight).toBe('calc(100vh - 64px)'); // top 40 and antd's 24 below
    expect(container.style.display).toBe('flex');
    expect(container.style.flexDirection).toBe('column');
    const body = dialog.querySelector<HTMLElement>('.vsm-dialog-body')!;
    expect(body.style.overflow).toBe('auto');
    expect(parseFloat(body.style.minHeight)).toBe(0);
    expect(body).toContainElement(within(dialog).getByLabelText('Name'));
    // The buttons are outside the scrolling body, after it: always shown below the content.
    const footer = dialog.querySelector<HTMLElement>('.ant-modal-footer')!;
    expect(body).not.toContainElement(footer);
    expect(footer).toContainElement(within(dialog).getByRole('button', { name: 'OK' }));
    expect(body.compareDocumentPosition(footer) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('stays open on a mask click and on Escape, and closes by the close icon', async () => {
    const onCancel = vi.fn();
    const user = userEvent.setup();
    renderHarness({ onCancel });
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog');
    const wrap = document.querySelector<HTMLElement>('.ant-modal-wrap')!;
    fireEvent.mouseDown(wrap);
    fireEvent.mouseUp(wrap);
    fireEvent.click(wrap);
    const mask = document.querySelector<HTMLElement>('.ant-modal-mask');
    if (mask) fireEvent.click(mask);
    await user.keyboard('{Escape}');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(wrap).not.toHaveStyle({ display: 'none' });

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('closes when the route changes', async () => {
    const onCancel = vi.fn();
    const user = userEvent.setup();
    renderHarness({ onCancel });
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await screen.findByRole('dialog');
    expect(onCancel).not.toHaveBeenCalled();
    // The page behind the mask is unreachable to the pointer; the route changes programmatically.
    fireEvent.click(screen.getByRole('button', { name: 'Navigate', hidden: true }));
    await waitFor(() => expect(onCancel).toHaveBeenCalledTimes(1));
  });

  it('closes when another tab of the shell becomes active', async () => {
    const onCancel = vi.fn();
    const user = userEvent.setup();
    useTabs.setState({ activeKey: '/workbench' });
    renderHarness({ onCancel });
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await screen.findByRole('dialog');
    act(() => useTabs.setState({ activeKey: '/order/order_notice' }));
    await waitFor(() => expect(onCancel).toHaveBeenCalledTimes(1));
  });

  it('stays open when the shell’s first tab becomes active (a dialog opened while the shell starts, e.g. the forced supplier picker)', async () => {
    const onCancel = vi.fn();
    const user = userEvent.setup();
    useTabs.setState({ activeKey: '' });
    renderHarness({ onCancel });
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await screen.findByRole('dialog');
    act(() => useTabs.setState({ activeKey: '/workbench' }));
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    act(() => useTabs.setState({ activeKey: '/order/order_notice' }));
    await waitFor(() => expect(onCancel).toHaveBeenCalledTimes(1));
  });

  it('moves focus into the dialog and gives it back to the opener on close', async () => {
    const user = userEvent.setup();
    renderHarness();
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    // Every control inside is reachable with Tab, and Tab (either way) never leaves the dialog.
    const reached = new Set<string>();
    for (let i = 0; i < 8; i += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
      reached.add(document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '');
    }
    expect([...reached]).toEqual(expect.arrayContaining(['Name', 'Maximise', 'Close', 'Cancel', 'OK']));
    for (let i = 0; i < 8; i += 1) {
      await user.tab({ shift: true });
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('maximises to the viewport and restores', async () => {
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Maximise' }));
    expect(styleOf(dialog)).toEqual({
      left: '0px',
      top: '0px',
      width: `${window.innerWidth}px`,
      height: `${window.innerHeight}px`,
    });
    const restore = within(dialog).getByRole('button', { name: 'Restore' });
    await user.click(restore);
    expect(modalOf(dialog).style.position).toBe('');
    expect(modalOf(dialog).style.top).toBe('40px');
    expect(modalOf(dialog).style.width).toBe('520px');
    expect(within(dialog).getByRole('button', { name: 'Maximise' })).toBeInTheDocument();
  });

  it('is dragged by its header and stays inside the viewport', async () => {
    const { dialog } = await openDialog();
    pointerDrag(headerOf(dialog), { x: 400, y: 60 }, { x: 300, y: 160 });
    expect(styleOf(dialog)).toMatchObject({ left: `${BOX.left - 100}px`, top: `${BOX.top + 100}px`, width: '520px' });
    // Far beyond the top-left corner: clamped at 0, 0.
    pointerDrag(headerOf(dialog), { x: 300, y: 160 }, { x: -2000, y: -2000 });
    expect(styleOf(dialog)).toMatchObject({ left: '0px', top: '0px' });
  });

  it('does not drag from the body or from a header button', async () => {
    const { dialog } = await openDialog();
    pointerDrag(within(dialog).getByRole('textbox', { name: 'Name' }), { x: 400, y: 200 }, { x: 300, y: 300 });
    expect(modalOf(dialog).style.position).toBe('');
    pointerDrag(within(dialog).getByRole('button', { name: 'Maximise' }), { x: 700, y: 60 }, { x: 600, y: 160 });
    expect(modalOf(dialog).style.position).toBe('');
  });

  it('is resized from an edge and a corner, never below the minimum size', async () => {
    const { dialog } = await openDialog();
    const right = BOX.left + BOX.width;
    const bottom = BOX.top + BOX.height;
    // East edge: 3 px inside the right side, half-way down.
    pointerDrag(frameOf(dialog), { x: right - 3, y: BOX.top + 150 }, { x: right + 77, y: BOX.top + 150 });
    expect(styleOf(dialog)).toEqual({
      left: `${BOX.left}px`,
      top: `${BOX.top}px`,
      width: `${BOX.width + 80}px`,
      height: `${BOX.height}px`,
    });
    // South-west corner: the right and top sides stay.
    const newRight = right + 80;
    pointerDrag(frameOf(dialog), { x: BOX.left + 2, y: bottom - 2 }, { x: BOX.left - 48, y: bottom + 38 });
    expect(styleOf(dialog)).toEqual({
      left: `${BOX.left - 50}px`,
      top: `${BOX.top}px`,
      width: `${newRight - (BOX.left - 50)}px`,
      height: `${BOX.height + 40}px`,
    });
    // Shrinking far past the minimum stops at 320 × 160.
    const now = { left: BOX.left - 50, top: BOX.top, width: newRight - (BOX.left - 50), height: BOX.height + 40 };
    pointerDrag(frameOf(dialog), { x: now.left + now.width - 1, y: now.top + now.height - 1 }, { x: 0, y: 0 });
    expect(styleOf(dialog)).toMatchObject({
      width: '320px',
      height: '160px',
      left: `${now.left}px`,
      top: `${now.top}px`,
    });
  });

  it('neither moves nor resizes while its opening animation runs (a press then is only a press)', async () => {
    const { dialog } = await openDialog();
    const modal = modalOf(dialog);
    modal.classList.add('ant-zoom-appear', 'ant-zoom-appear-active');
    const right = BOX.left + BOX.width;
    const bottom = BOX.top + BOX.height;
    pointerDrag(frameOf(dialog), { x: right - 2, y: bottom - 2 }, { x: right - 2, y: bottom - 2 });
    pointerDrag(headerOf(dialog), { x: 400, y: 60 }, { x: 300, y: 160 });
    expect(modal.style.position).toBe('');
    // Once it has settled, the same press resizes.
    modal.classList.remove('ant-zoom-appear', 'ant-zoom-appear-active');
    pointerDrag(frameOf(dialog), { x: right - 2, y: bottom - 2 }, { x: right + 18, y: bottom - 2 });
    expect(styleOf(dialog)).toMatchObject({ width: `${BOX.width + 20}px` });
  });

  it('shows no footer when footer is null', async () => {
    const user = userEvent.setup();
    renderHarness({ footer: null });
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('button', { name: 'OK' })).toBeNull();
  });
});
