import {
  useEffect,
  useImperativeHandle,
  useRef,
  useState,
  type ClipboardEvent,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { Button, Form, Input, Tooltip } from 'antd';
import {
  BoldOutlined,
  ClearOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  UnderlineOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { isBlankHtml, sanitizeHtml } from './sanitize';
import './richtext.css';

export interface RichTextEditorProps {
  /** Sanitized HTML ('' when empty); an antd Form control (value/onChange). */
  value?: string;
  onChange?: (html: string) => void;
  /** Full i18n key ('ns:key') of the text shown while empty. */
  placeholderKey?: string;
  disabled?: boolean;
  id?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  'aria-required'?: boolean | 'true' | 'false';
  /** The editable element (antd Form focuses and scrolls to it). */
  ref?: Ref<HTMLDivElement>;
}

type Format = 'bold' | 'italic' | 'underline' | 'insertUnorderedList' | 'insertOrderedList';

const FORMATS: { command: Format; labelKey: string; icon: ReactNode }[] = [
  { command: 'bold', labelKey: 'bold', icon: <BoldOutlined /> },
  { command: 'italic', labelKey: 'italic', icon: <ItalicOutlined /> },
  { command: 'underline', labelKey: 'underline', icon: <UnderlineOutlined /> },
  { command: 'insertUnorderedList', labelKey: 'bulletList', icon: <UnorderedListOutlined /> },
  { command: 'insertOrderedList', labelKey: 'numberedList', icon: <OrderedListOutlined /> },
];

const LINK = /^(?:https?:\/\/[^\s<>"]+|mailto:[^\s<>"]+@[^\s<>"]+)$/i;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** execCommand is deprecated but still the only editing primitive every browser has (jsdom has none). */
function exec(command: string, arg?: string): boolean {
  const doc = document as Document & { execCommand?: Document['execCommand'] };
  return typeof doc.execCommand === 'function' ? doc.execCommand(command, false, arg) : false;
}

function commandState(command: Format): boolean {
  const doc = document as Document & { queryCommandState?: Document['queryCommandState'] };
  try {
    return typeof doc.queryCommandState === 'function' ? doc.queryCommandState(command) : false;
  } catch {
    return false;
  }
}

interface ToolProps {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  pressed?: boolean;
  disabled?: boolean;
}

function Tool({ label, icon, onClick, pressed, disabled }: ToolProps) {
  return (
    <Tooltip title={label} mouseEnterDelay={0.6}>
      <Button
        type={pressed ? 'primary' : 'text'}
        ghost={pressed}
        size="small"
        icon={icon}
        aria-label={label}
        aria-pressed={pressed ?? false}
        disabled={disabled}
        // Keep the selection in the editor while the mouse presses a tool.
        onMouseDown={(e) => e.preventDefault()}
        onClick={onClick}
      />
    </Tooltip>
  );
}

/**
 * A small rich text editor: a contentEditable area and a toolbar (bold, italic, underline, lists,
 * link, clear formatting). What it reports is always sanitized (kit/richtext/sanitize.ts); pasted
 * HTML is sanitized before it enters the editor. Ctrl+B/I/U are the browser's own, Ctrl+K adds a
 * link; the toolbar is reachable with Tab and its buttons with the arrow keys.
 */
export function RichTextEditor({ value, onChange, placeholderKey, disabled, id, ref, ...aria }: RichTextEditorProps) {
  const { t } = useTranslation('richtext');
  const { status } = Form.Item.useStatus();
  const editorRef = useRef<HTMLDivElement>(null);
  const toolbarRef = useRef<HTMLDivElement>(null);
  const emittedRef = useRef<string | null>(null);
  const rangeRef = useRef<Range | null>(null);
  const [active, setActive] = useState<Partial<Record<Format, boolean>>>({});
  const [linking, setLinking] = useState(false);
  const [linkUrl, setLinkUrl] = useState('https://');
  const [linkInvalid, setLinkInvalid] = useState(false);
  useImperativeHandle(ref, () => editorRef.current!, []);

  // Outside values (a loaded record, a form reset) replace the content; our own echo does not.
  useEffect(() => {
    const editor = editorRef.current;
    const next = value ?? '';
    if (!editor || next === emittedRef.current) return;
    editor.innerHTML = sanitizeHtml(next);
    emittedRef.current = next;
  }, [value]);

  const emit = () => {
    const editor = editorRef.current;
    if (!editor) return;
    if (editor.textContent === '' && !editor.querySelector('img, hr')) editor.innerHTML = '';
    const html = isBlankHtml(editor.innerHTML) ? '' : sanitizeHtml(editor.innerHTML);
    if (html === emittedRef.current) return;
    emittedRef.current = html;
    onChange?.(html);
  };

  const refreshActive = () => setActive(Object.fromEntries(FORMATS.map((f) => [f.command, commandState(f.command)])));

  const saveSelection = () => {
    const selection = window.getSelection();
    const editor = editorRef.current;
    if (!selection || selection.rangeCount === 0 || !editor) return;
    const range = selection.getRangeAt(0);
    if (editor.contains(range.commonAncestorContainer)) rangeRef.current = range.cloneRange();
  };

  const restoreSelection = () => {
    const editor = editorRef.current;
    if (!editor) return;
    editor.focus();
    const selection = window.getSelection();
    if (rangeRef.current && selection) {
      selection.removeAllRanges();
      selection.addRange(rangeRef.current);
    }
  };

  const insertHtml = (html: string) => {
    restoreSelection();
    if (exec('insertHTML', html)) return;
    const selection = window.getSelection();
    const editor = editorRef.current!;
    const range =
      selection && selection.rangeCount > 0 && editor.contains(selection.getRangeAt(0).commonAncestorContainer)
        ? selection.getRangeAt(0)
        : null;
    if (!range) {
      editor.insertAdjacentHTML('beforeend', html);
      return;
    }
    range.deleteContents();
    range.insertNode(range.createContextualFragment(html));
    range.collapse(false);
  };

  const run = (command: string) => {
    if (disabled) return;
    restoreSelection();
    exec(command);
    if (command === 'removeFormat') exec('unlink');
    saveSelection();
    emit();
    refreshActive();
  };

  const openLink = () => {
    if (disabled) return;
    saveSelection();
    setLinkUrl('https://');
    setLinkInvalid(false);
    setLinking(true);
  };

  const closeLink = () => {
    setLinking(false);
    restoreSelection();
  };

  const applyLink = () => {
    const url = linkUrl.trim();
    if (!LINK.test(url)) {
      setLinkInvalid(true);
      return;
    }
    setLinking(false);
    const range = rangeRef.current;
    if (range && !range.collapsed) {
      restoreSelection();
      if (!exec('createLink', url)) {
        const anchor = document.createElement('a');
        anchor.href = url;
        anchor.appendChild(range.extractContents());
        range.insertNode(anchor);
      }
    } else {
      insertHtml(`<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`);
    }
    emit();
  };

  const onPaste = (event: ClipboardEvent<HTMLDivElement>) => {
    event.preventDefault();
    if (disabled) return;
    const html = event.clipboardData.getData('text/html');
    const text = event.clipboardData.getData('text/plain');
    saveSelection();
    insertHtml(html ? sanitizeHtml(html) : escapeHtml(text).replace(/\r?\n/g, '<br>'));
    emit();
  };

  const onEditorKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
      event.preventDefault();
      openLink();
    }
  };

  const onToolbarKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const buttons = [...(toolbarRef.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (at < 0) return;
    event.preventDefault();
    const step = event.key === 'ArrowRight' ? 1 : -1;
    buttons[(at + step + buttons.length) % buttons.length]?.focus();
  };

  const classes = ['vsm-rte', status === 'error' ? 'vsm-rte-invalid' : '', disabled ? 'vsm-rte-disabled' : '']
    .filter(Boolean)
    .join(' ');

  return (
    <div className={classes}>
      <div
        ref={toolbarRef}
        className="vsm-rte-toolbar"
        role="toolbar"
        aria-label={t('toolbar')}
        onKeyDown={onToolbarKeyDown}
      >
        {FORMATS.map((f) => (
          <Tool
            key={f.command}
            label={t(f.labelKey)}
            icon={f.icon}
            pressed={!!active[f.command]}
            disabled={disabled}
            onClick={() => run(f.command)}
          />
        ))}
        <Tool label={t('link')} icon={<LinkOutlined />} disabled={disabled} onClick={openLink} />
        <Tool label={t('clear')} icon={<ClearOutlined />} disabled={disabled} onClick={() => run('removeFormat')} />
      </div>
      {linking && (
        <div className="vsm-rte-link">
          <Input
            size="small"
            autoFocus
            aria-label={t('linkUrl')}
            value={linkUrl}
            status={linkInvalid ? 'error' : undefined}
            placeholder={t('linkInvalid')}
            onChange={(e) => {
              setLinkUrl(e.target.value);
              setLinkInvalid(false);
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                applyLink();
              } else if (e.key === 'Escape') {
                e.preventDefault();
                e.stopPropagation();
                closeLink();
              }
            }}
          />
          <Button size="small" type="primary" onClick={applyLink}>
            {t('linkApply')}
          </Button>
          <Button size="small" onClick={closeLink}>
            {t('linkCancel')}
          </Button>
          {linkInvalid && (
            <span role="alert" className="ant-form-item-explain-error">
              {t('linkInvalid')}
            </span>
          )}
        </div>
      )}
      <div
        ref={editorRef}
        id={id}
        className="vsm-richtext vsm-rte-content"
        role="textbox"
        aria-multiline="true"
        aria-disabled={disabled || undefined}
        aria-invalid={status === 'error' || undefined}
        {...aria}
        tabIndex={disabled ? -1 : 0}
        contentEditable={!disabled}
        suppressContentEditableWarning
        data-placeholder={placeholderKey ? t(placeholderKey) : ''}
        onInput={emit}
        onBlur={() => {
          saveSelection();
          emit();
        }}
        onKeyUp={() => {
          saveSelection();
          refreshActive();
        }}
        onMouseUp={() => {
          saveSelection();
          refreshActive();
        }}
        onKeyDown={onEditorKeyDown}
        onPaste={onPaste}
        onDrop={(e) => e.preventDefault()}
      />
    </div>
  );
}
