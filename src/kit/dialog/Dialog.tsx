import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent as ReactKeyboardEvent,
  type PointerEvent as ReactPointerEvent,
  type ReactNode,
} from 'react';
import { Button, Modal, type ButtonProps } from 'antd';
import CompressOutlined from '@ant-design/icons/CompressOutlined';
import ExpandOutlined from '@ant-design/icons/ExpandOutlined';
import { useTranslation } from 'react-i18next';
import { useInRouterContext, useLocation } from 'react-router-dom';
import { useTabs } from '@/stores/tabs';
import {
  DIALOG_TOP,
  MIN_DIALOG_SIZE,
  POINTER_THROTTLE_MS,
  clampRect,
  cursorFor,
  fittingHeight,
  hitTest,
  maximisedRect,
  moveRect,
  resizeRect,
  type Edge,
  type Rect,
  type Size,
} from './geometry';
import './dialog.css';
import { throttle } from '../throttle';
import { useLatest } from '../useLatest';

export type DialogProps = {
  open: boolean;
  title: ReactNode;
  /** Called by the close icon, the default cancel button and a route change. */
  onCancel: () => void;
  /** The default confirm button. */
  onOk?: () => void;
  /** Omitted: cancel and confirm buttons; null: no footer; else this footer. */
  footer?: ReactNode | null;
  /** Initial width (default 520). */
  width?: number | string;
  /** Initial top offset in px (SPEC §9: 40). */
  top?: number;
  /** Fixed height of the body in px (the lookup dialog: 500); the body scrolls inside it. */
  bodyHeight?: number;
  okText?: ReactNode;
  cancelText?: ReactNode;
  confirmLoading?: boolean;
  okButtonProps?: ButtonProps;
  cancelButtonProps?: ButtonProps;
  /** Smallest size when resizing. */
  minSize?: Size;
  resizable?: boolean;
  draggable?: boolean;
  maximizable?: boolean;
  destroyOnHidden?: boolean;
  /** A choice that must be made (the forced supplier picker): a route or tab change does not close it. */
  staysOnRouteChange?: boolean;
  /** Default true; false hides the close icon (a choice that must be made, e.g. the forced supplier picker). */
  closable?: boolean;
  afterClose?: () => void;
  className?: string;
  children?: ReactNode;
};

type Interaction = { mode: 'move' | Edge; x: number; y: number; rect: Rect };

const viewport = (): Size => ({ width: window.innerWidth, height: window.innerHeight });

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The controls Tab moves through inside an element, in order. */
function focusablesIn(root: HTMLElement | null): HTMLElement[] {
  if (!root) return [];
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => !el.closest('[aria-hidden="true"], [inert]') && el.tabIndex >= 0,
  );
}

const isControl = (el: Element) =>
  !!el.closest('button, a, input, textarea, select, [role="button"], [contenteditable="true"]');

/**
 * While antd's opening (or closing) animation scales the dialog, its measured box is the scaled
 * one: a press then would start a resize from that box (a click on a button near its corner shrank
 * the dialog to the minimum size and lost the click).
 */
const isAnimating = (frame: Element) =>
  /-(appear|enter|leave)(-|\s|$)/.test(frame.closest('.vsm-dialog')?.className ?? '');

/** Closes the dialog when the location it lives at changes (its own tab's address inside a tab). */
function LocationCloser({ onChange }: { onChange: () => void }) {
  const { pathname, search, hash } = useLocation();
  useCloseOnChange(`${pathname}${search}${hash}`, onChange);
  return null;
}

/** Closes the dialog when another tab of the shell becomes active. */
function TabCloser({ onChange }: { onChange: () => void }) {
  useCloseOnChange(
    useTabs((s) => s.activeKey),
    onChange,
  );
  return null;
}

function useCloseOnChange(key: string, onChange: () => void) {
  const first = useRef(key);
  const callback = useLatest(onChange);
  useEffect(() => {
    if (key === first.current) return;
    // The shell's first tab becoming active (no tab before) is the start, not a move elsewhere: a
    // dialog opened while the shell starts (the forced supplier picker) stays.
    const started = first.current !== '';
    first.current = key;
    if (started) callback.current();
  }, [callback, key]);
}

/**
 * The reusable dialog of SPEC §2 on antd's Modal: dragged by its header, resized from its eight
 * edges and corners, maximised and restored from header buttons. Only the close icon (or the
 * cancel button) closes it: a mask click and Escape do not. It closes when the route changes.
 * antd keeps focus inside while open and gives it back to the opener on close.
 */
export function Dialog({
  open,
  title,
  onCancel,
  onOk,
  footer,
  width = 520,
  top = DIALOG_TOP,
  bodyHeight,
  okText,
  cancelText,
  confirmLoading,
  okButtonProps,
  cancelButtonProps,
  minSize = MIN_DIALOG_SIZE,
  resizable = true,
  draggable = true,
  maximizable = true,
  destroyOnHidden = true,
  closable = true,
  staysOnRouteChange = false,
  afterClose,
  className,
  children,
}: DialogProps) {
  const { t } = useTranslation('dialog');
  const inRouter = useInRouterContext();
  // null: antd's own layout (centred, `top` from the top); a rect once moved or resized.
  const [rect, setRect] = useState<Rect | null>(null);
  const [maximised, setMaximised] = useState(false);
  const [view, setView] = useState<Size>(viewport);
  const [wasOpen, setWasOpen] = useState(open);
  const frameRef = useRef<HTMLDivElement>(null);
  const stopRef = useRef<(() => void) | null>(null);

  // Every opening starts at the default place and size.
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setRect(null);
      setMaximised(false);
    }
  }

  useEffect(() => {
    if (!open) return;
    const onResize = () => {
      const next = viewport();
      setView(next);
      setRect((r) => (r ? clampRect(r, next, minSize) : r));
    };
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [open, minSize]);

  useEffect(() => () => stopRef.current?.(), []);

  const measure = useCallback((): Rect | null => {
    const el = frameRef.current;
    if (!el) return null;
    const b = el.getBoundingClientRect();
    return { left: b.left, top: b.top, width: b.width, height: b.height };
  }, []);

  const onPointerDown = (e: ReactPointerEvent<HTMLDivElement>) => {
    if (e.button !== 0 || maximised || isAnimating(e.currentTarget)) return;
    const box = measure();
    if (!box) return;
    const target = e.target as Element;
    const edge = resizable ? hitTest(box, { x: e.clientX, y: e.clientY }) : null;
    const onHeader = draggable && !!target.closest('.vsm-dialog-header') && !isControl(target);
    if (!edge && !onHeader) return;
    e.preventDefault();
    const start: Interaction = { mode: edge ?? 'move', x: e.clientX, y: e.clientY, rect: box };
    const apply = throttle((x: number, y: number) => {
      const dx = x - start.x;
      const dy = y - start.y;
      const vp = viewport();
      setRect(
        start.mode === 'move'
          ? moveRect(start.rect, dx, dy, vp)
          : resizeRect(start.rect, start.mode, dx, dy, minSize, vp),
      );
    }, POINTER_THROTTLE_MS);
    const onMove = (ev: PointerEvent) => apply.run(ev.clientX, ev.clientY);
    const onUp = (ev: PointerEvent) => {
      apply.run(ev.clientX, ev.clientY);
      apply.flush();
      stop();
    };
    const stop = () => {
      apply.cancel();
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onUp);
      window.removeEventListener('pointercancel', stop);
      document.body.classList.remove('vsm-dialog-dragging');
      document.body.style.removeProperty('cursor');
      stopRef.current = null;
    };
    stopRef.current?.();
    stopRef.current = stop;
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', onUp);
    window.addEventListener('pointercancel', stop);
    document.body.classList.add('vsm-dialog-dragging');
    document.body.style.cursor = edge ? cursorFor(edge) : 'move';
    setRect(box);
  };

  const onPointerHover = (e: ReactPointerEvent<HTMLDivElement>) => {
    const el = frameRef.current;
    if (!el || e.buttons || stopRef.current) return;
    const box = resizable && !maximised ? measure() : null;
    el.style.cursor = box ? cursorFor(hitTest(box, { x: e.clientX, y: e.clientY })) : '';
  };

  // Once open, the field marked data-autofocus has the focus unless the user moved it to another
  // control. React's autoFocus runs at mount, while antd may still hide the dialog (always so when
  // motion is off: the user asked the system for reduced motion), and antd then focuses its close
  // icon.
  const focusMarkedField = (opened: boolean) => {
    if (!opened) return;
    const frame = frameRef.current;
    const active = document.activeElement;
    if (!frame || (active && frame.contains(active) && !active.matches('.ant-modal-close'))) return;
    // antd puts data-* of a compound input (Input.Search) on its wrapper: its first control then.
    const marked = frame.querySelector<HTMLElement>('[data-autofocus]');
    (marked?.matches(FOCUSABLE) ? marked : focusablesIn(marked)[0])?.focus();
  };

  // antd pulls a focus that left the dialog back in; this keeps Tab from leaving it at all
  // (from the last control to the first, and Shift+Tab the other way).
  const onKeyDown = (e: ReactKeyboardEvent<HTMLDivElement>) => {
    if (e.key !== 'Tab') return;
    const items = focusablesIn(frameRef.current);
    if (!items.length) return;
    const first = items[0];
    const last = items[items.length - 1];
    if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    } else if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last.focus();
    }
  };

  const toggleMaximised = () => {
    setMaximised((m) => !m);
    setView(viewport());
  };

  const shown = maximised ? maximisedRect(view) : rect;
  const style: CSSProperties = shown
    ? { position: 'absolute', left: shown.left, top: shown.top, margin: 0, paddingBottom: 0 }
    : { top };
  // The body scrolls between the header and the footer, so the dialog fits the viewport and its
  // buttons stay in view however long the content grows (issue 34: a form with a grid at 1366×768).
  const bodyStyle: CSSProperties =
    bodyHeight !== undefined && !shown
      ? { height: bodyHeight, flex: '0 1 auto', minHeight: 0, overflow: 'auto' }
      : { flex: '1 1 auto', minHeight: 0, overflow: 'auto' };
  const containerStyle: CSSProperties = shown
    ? { height: shown.height, display: 'flex', flexDirection: 'column' }
    : { maxHeight: fittingHeight(top), display: 'flex', flexDirection: 'column' };

  const titleNode = (
    <div className="vsm-dialog-title">
      <span className="vsm-dialog-title-text">{title}</span>
      {maximizable && (
        <Button
          type="text"
          size="small"
          className="vsm-dialog-maximise"
          aria-label={maximised ? t('restore') : t('maximise')}
          title={maximised ? t('restore') : t('maximise')}
          icon={maximised ? <CompressOutlined /> : <ExpandOutlined />}
          onClick={toggleMaximised}
        />
      )}
    </div>
  );

  return (
    <>
      {open && inRouter && !staysOnRouteChange && <LocationCloser onChange={onCancel} />}
      {open && !staysOnRouteChange && <TabCloser onChange={onCancel} />}
      <Modal
        open={open}
        title={titleNode}
        onCancel={onCancel}
        onOk={onOk}
        footer={footer}
        okText={okText ?? t('confirm')}
        cancelText={cancelText ?? t('cancel')}
        confirmLoading={confirmLoading}
        okButtonProps={okButtonProps}
        cancelButtonProps={cancelButtonProps}
        closable={closable ? { 'aria-label': t('close') } : false}
        mask={{ closable: false }}
        keyboard={false}
        width={shown ? shown.width : width}
        style={style}
        className={[
          'vsm-dialog',
          shown ? 'vsm-dialog-placed' : '',
          maximised ? 'vsm-dialog-maximised' : '',
          className ?? '',
        ]
          .filter(Boolean)
          .join(' ')}
        classNames={{ header: 'vsm-dialog-header', body: 'vsm-dialog-body' }}
        styles={{
          body: bodyStyle,
          container: containerStyle,
        }}
        destroyOnHidden={destroyOnHidden}
        afterClose={afterClose}
        afterOpenChange={focusMarkedField}
        modalRender={(node) => (
          <div
            ref={frameRef}
            className="vsm-dialog-frame"
            data-maximised={maximised || undefined}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerHover}
            onKeyDown={onKeyDown}
          >
            {node}
          </div>
        )}
      >
        {children}
      </Modal>
    </>
  );
}
