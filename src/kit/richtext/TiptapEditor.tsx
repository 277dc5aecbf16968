import { useEffect, useImperativeHandle, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Button, Form, Input, Tooltip } from 'antd';
import BoldOutlined from '@ant-design/icons/BoldOutlined';
import ClearOutlined from '@ant-design/icons/ClearOutlined';
import DeleteColumnOutlined from '@ant-design/icons/DeleteColumnOutlined';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import DeleteRowOutlined from '@ant-design/icons/DeleteRowOutlined';
import InsertRowBelowOutlined from '@ant-design/icons/InsertRowBelowOutlined';
import InsertRowRightOutlined from '@ant-design/icons/InsertRowRightOutlined';
import ItalicOutlined from '@ant-design/icons/ItalicOutlined';
import LinkOutlined from '@ant-design/icons/LinkOutlined';
import OrderedListOutlined from '@ant-design/icons/OrderedListOutlined';
import PictureOutlined from '@ant-design/icons/PictureOutlined';
import TableOutlined from '@ant-design/icons/TableOutlined';
import UnderlineOutlined from '@ant-design/icons/UnderlineOutlined';
import UnorderedListOutlined from '@ant-design/icons/UnorderedListOutlined';
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import { StarterKit } from '@tiptap/starter-kit';
import { TableKit } from '@tiptap/extension-table';
import { Image } from '@tiptap/extension-image';
import { useTranslation } from 'react-i18next';
import { acceptAttribute, checkFile, readHead, type Message } from '../upload/checks';
import { cleanPastedHtml } from './pasteClean';
import type { RichTextEditorProps } from './RichTextEditor';
import { isBlankHtml, sanitizeHtml } from './sanitize';
import './richtext.css';

const LINK = /^(?:https?:\/\/[^\s<>"]+|mailto:[^\s<>"]+@[^\s<>"]+)$/i;

const EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    code: false,
    codeBlock: false,
    link: { openOnClick: false, autolink: true, defaultProtocol: 'https' },
  }),
  TableKit.configure({ table: { resizable: false } }),
  // Pictures are data: URLs of the checked file (SPEC §5 jpeg/png of at most 1MB): no file store address a reader needs a token for.
  Image.configure({ allowBase64: true }),
];

const readAsDataUrl = (file: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });

/** Nothing written: one empty paragraph (the placeholder shows). */
const isEmptyDoc = (doc: ProseMirrorNode) =>
  doc.childCount === 1 && doc.firstChild!.isTextblock && doc.firstChild!.content.size === 0;

/** The editor's HTML as the form sees it: sanitized, '' when nothing shows. */
function htmlOf(editor: Editor): string {
  // Without the empty paragraph the editor keeps after a heading or table to type into (StarterKit's TrailingNode).
  const html = sanitizeHtml(editor.getHTML()).replace(/(?:<p><\/p>)+$/, '');
  return isBlankHtml(html) ? '' : html;
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
 * The rich text editor on Tiptap 3 (ProseMirror): headings, bold/italic/underline, lists, links,
 * tables and pictures (checked by the kit's upload rules, SPEC §5), in a toolbar reachable with Tab
 * and its buttons with the arrow keys; Ctrl+B/I/U format, Ctrl+K adds a link. Pasted Word and Excel
 * HTML is cleaned (pasteClean.ts); what it reports is always sanitized (sanitize.ts).
 */
export default function TiptapEditor({
  value,
  onChange,
  placeholderKey,
  disabled,
  id,
  ref,
  ...aria
}: RichTextEditorProps) {
  const { t } = useTranslation(['richtext', 'upload', 'errors']);
  const { status } = Form.Item.useStatus();
  const toolbarRef = useRef<HTMLDivElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const emittedRef = useRef<string>(value ?? '');
  const onChangeRef = useRef(onChange);
  const openLinkRef = useRef<() => void>(() => undefined);
  const [linking, setLinking] = useState(false);
  const [linkUrl, setLinkUrl] = useState('https://');
  const [linkInvalid, setLinkInvalid] = useState(false);
  const [imageError, setImageError] = useState<Message | null>(null);
  const attributesRef = useRef<Record<string, string>>({});

  const editor = useEditor({
    extensions: EXTENSIONS,
    content: sanitizeHtml(value ?? ''),
    editable: !disabled,
    // Tiptap's own <style> tag would need CSP 'unsafe-inline': its rules are in richtext.css.
    injectCSS: false,
    editorProps: {
      attributes: (state) => ({
        ...attributesRef.current,
        class: `vsm-richtext vsm-rte-content${isEmptyDoc(state.doc) ? ' vsm-rte-empty' : ''}`,
      }),
      transformPastedHTML: cleanPastedHtml,
      handleKeyDown: (_view, event) => {
        if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
          event.preventDefault();
          openLinkRef.current();
          return true;
        }
        return false;
      },
    },
    onUpdate: ({ editor: e }) => {
      const html = htmlOf(e);
      if (html === emittedRef.current) return;
      emittedRef.current = html;
      onChangeRef.current?.(html);
    },
  });

  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive('bold') ?? false,
      italic: e?.isActive('italic') ?? false,
      underline: e?.isActive('underline') ?? false,
      bulletList: e?.isActive('bulletList') ?? false,
      orderedList: e?.isActive('orderedList') ?? false,
      heading2: e?.isActive('heading', { level: 2 }) ?? false,
      heading3: e?.isActive('heading', { level: 3 }) ?? false,
      link: e?.isActive('link') ?? false,
      table: e?.isActive('table') ?? false,
    }),
  });

  // Read when antd Form focuses or scrolls to the field: the view can be absent (not yet mounted, or unmounted while a Suspense boundary hid it).
  useImperativeHandle(
    ref,
    () => ({
      get nativeElement() {
        return editor && !editor.isDestroyed ? editor.view.dom : null;
      },
      focus: () => {
        if (editor && !editor.isDestroyed) editor.commands.focus();
      },
    }),
    [editor],
  );

  // Outside values (a loaded record, a form reset) replace the content; our own echo does not.
  useEffect(() => {
    const next = value ?? '';
    if (!editor || editor.isDestroyed || next === emittedRef.current) return;
    editor.commands.setContent(sanitizeHtml(next), { emitUpdate: false });
    emittedRef.current = next;
  }, [editor, value]);

  useEffect(() => {
    if (editor && !editor.isDestroyed) editor.setEditable(!disabled, false);
  }, [editor, disabled]);

  const invalid = status === 'error';
  // The editable element's name, state and placeholder follow the props (ProseMirror owns that element).
  const attributes: Record<string, string> = {
    role: 'textbox',
    'aria-multiline': 'true',
    'data-placeholder': placeholderKey ? t(placeholderKey) : '',
  };
  if (id) attributes.id = id;
  if (disabled) attributes['aria-disabled'] = 'true';
  if (invalid) attributes['aria-invalid'] = 'true';
  for (const [name, v] of Object.entries(aria)) if (v !== undefined) attributes[name] = String(v);
  const attributesKey = JSON.stringify(attributes);
  useEffect(() => {
    attributesRef.current = JSON.parse(attributesKey) as Record<string, string>;
    // ProseMirror reads the attributes again on its next update.
    if (editor && !editor.isDestroyed) editor.view.updateState(editor.state);
  }, [editor, attributesKey]);

  const run = (command: (e: Editor) => void) => {
    if (!editor || disabled) return;
    command(editor);
  };

  const openLink = () => {
    if (!editor || disabled) return;
    setLinkUrl(editor.getAttributes('link').href ?? 'https://');
    setLinkInvalid(false);
    setLinking(true);
  };
  // The editor's key handler and update callback were given once: they read the latest through refs.
  useEffect(() => {
    onChangeRef.current = onChange;
    openLinkRef.current = openLink;
  });

  const closeLink = () => {
    setLinking(false);
    editor?.commands.focus();
  };

  const applyLink = () => {
    const url = linkUrl.trim();
    if (!LINK.test(url) || !editor) {
      setLinkInvalid(true);
      return;
    }
    setLinking(false);
    const chain = editor.chain().focus();
    if (editor.state.selection.empty && !editor.isActive('link'))
      chain.insertContent({ type: 'text', text: url, marks: [{ type: 'link', attrs: { href: url } }] }).run();
    else chain.extendMarkRange('link').setLink({ href: url }).run();
  };

  const insertImage = async (file: File) => {
    const facts = { name: file.name, type: file.type, size: file.size, head: await readHead(file) };
    const check = checkFile(facts, { accept: 'image' });
    if (!check.ok) {
      setImageError(check.message);
      return;
    }
    setImageError(null);
    const src = await readAsDataUrl(file);
    editor?.chain().focus().setImage({ src, alt: file.name }).run();
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

  const tool = (key: string, icon: ReactNode, command: (e: Editor) => void, pressed?: boolean) => (
    <Tool key={key} label={t(key)} icon={icon} pressed={pressed} disabled={disabled} onClick={() => run(command)} />
  );
  const heading = (level: 2 | 3) => <span className="vsm-rte-heading-icon">{`H${level - 1}`}</span>;
  const classes = ['vsm-rte', invalid ? 'vsm-rte-invalid' : '', disabled ? 'vsm-rte-disabled' : '']
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
        {tool('heading1', heading(2), (e) => e.chain().focus().toggleHeading({ level: 2 }).run(), active?.heading2)}
        {tool('heading2', heading(3), (e) => e.chain().focus().toggleHeading({ level: 3 }).run(), active?.heading3)}
        {tool('bold', <BoldOutlined />, (e) => e.chain().focus().toggleBold().run(), active?.bold)}
        {tool('italic', <ItalicOutlined />, (e) => e.chain().focus().toggleItalic().run(), active?.italic)}
        {tool('underline', <UnderlineOutlined />, (e) => e.chain().focus().toggleUnderline().run(), active?.underline)}
        {tool(
          'bulletList',
          <UnorderedListOutlined />,
          (e) => e.chain().focus().toggleBulletList().run(),
          active?.bulletList,
        )}
        {tool(
          'numberedList',
          <OrderedListOutlined />,
          (e) => e.chain().focus().toggleOrderedList().run(),
          active?.orderedList,
        )}
        <Tool label={t('link')} icon={<LinkOutlined />} pressed={active?.link} disabled={disabled} onClick={openLink} />
        {tool('table', <TableOutlined />, (e) =>
          e.chain().focus().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run(),
        )}
        <Tool
          label={t('image')}
          icon={<PictureOutlined />}
          disabled={disabled}
          onClick={() => fileRef.current?.click()}
        />
        {active?.table && (
          <>
            {tool('addRow', <InsertRowBelowOutlined />, (e) => e.chain().focus().addRowAfter().run())}
            {tool('addColumn', <InsertRowRightOutlined />, (e) => e.chain().focus().addColumnAfter().run())}
            {tool('deleteRow', <DeleteRowOutlined />, (e) => e.chain().focus().deleteRow().run())}
            {tool('deleteColumn', <DeleteColumnOutlined />, (e) => e.chain().focus().deleteColumn().run())}
            {tool('deleteTable', <DeleteOutlined />, (e) => e.chain().focus().deleteTable().run())}
          </>
        )}
        {tool('clear', <ClearOutlined />, (e) => e.chain().focus().unsetAllMarks().unsetLink().clearNodes().run())}
        <input
          ref={fileRef}
          type="file"
          className="vsm-rte-file"
          aria-label={t('image')}
          accept={acceptAttribute('image')}
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) void insertImage(file);
          }}
        />
      </div>
      {imageError && (
        <div role="alert" className="vsm-rte-message ant-form-item-explain-error">
          {t(imageError.key, imageError.params)}
        </div>
      )}
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
      <EditorContent editor={editor} />
    </div>
  );
}
