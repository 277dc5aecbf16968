import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { showServerText, useServerTextConverter } from '@/i18n/serverText';
import { sanitizeHtml } from './sanitize';
import './richtext.css';

export interface RichTextProps {
  /** HTML from a user or the server; it is sanitized here, whatever its source. */
  html: string | null | undefined;
  className?: string;
}

/**
 * The text of sanitized markup as the user reads server text (showServerText: Traditional in zh-HK,
 * the server's English where it has it in en-US). Text nodes only: links, images and other attributes
 * keep the server's own value.
 */
function withServerText(safe: string): string {
  const template = document.createElement('template');
  template.innerHTML = safe;
  const walker = document.createTreeWalker(template.content, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode())
    node.nodeValue = showServerText(node.nodeValue ?? '');
  return template.innerHTML;
}

/** Shows rich text (a notice body, a mail template). The only place of the app that writes raw HTML. */
export function RichText({ html, className }: RichTextProps) {
  const { i18n } = useTranslation();
  // In zh-HK the first pass starts loading the converter; the text is made again once it is in.
  const converterIn = useServerTextConverter();
  const script = i18n.language === 'zh-HK' && !converterIn ? 'zh-HK (converter loading)' : i18n.language;
  const safe = useMemo(() => {
    const clean = sanitizeHtml(html ?? '');
    return script === 'zh-CN' ? clean : withServerText(clean);
  }, [html, script]);
  return (
    <div
      className={className ? `vsm-richtext ${className}` : 'vsm-richtext'}
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}
