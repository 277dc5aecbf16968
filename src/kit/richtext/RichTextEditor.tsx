import { lazy, Suspense, type Ref } from 'react';
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
  /** What antd Form focuses and scrolls to. */
  ref?: Ref<RichTextHandle>;
}

/** The field instance antd Form reads: its element (rc-util getDOM) and focus. */
export interface RichTextHandle {
  readonly nativeElement: HTMLElement | null;
  focus: () => void;
}

// Tiptap and ProseMirror load with the first editor shown, not with the screens that only read rich text.
const TiptapEditor = lazy(() => import('./TiptapEditor'));

/** The rich text editor (kit/richtext/TiptapEditor.tsx), loaded on first use. */
export function RichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<div className="vsm-rte vsm-rte-loading" aria-busy="true" />}>
      <TiptapEditor {...props} />
    </Suspense>
  );
}
