import { useMemo } from 'react';
import { sanitizeHtml } from './sanitize';
import './richtext.css';

export interface RichTextProps {
  /** HTML from a user or the server; it is sanitized here, whatever its source. */
  html: string | null | undefined;
  className?: string;
}

/** Shows rich text (a notice body, a mail template). The only place of the app that writes raw HTML. */
export function RichText({ html, className }: RichTextProps) {
  const safe = useMemo(() => sanitizeHtml(html ?? ''), [html]);
  return (
    <div
      className={className ? `vsm-richtext ${className}` : 'vsm-richtext'}
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}
