export { sanitizeHtml, isBlankHtml } from './sanitize';
export { RichText, type RichTextProps } from './RichText';
export { RichTextEditor, type RichTextEditorProps } from './RichTextEditor';
export { RichTextItem } from './RichTextItem';
