import DOMPurify from 'dompurify';
import { marked } from 'marked';
import { useMemo } from 'react';

/**
 * Turns a message's markdown into HTML that is safe to insert: marked renders it (line breaks kept),
 * then DOMPurify removes scripts, event handlers, `javascript:` links and any other active content, so
 * no HTML from the model or a person can run.
 */
export function chatMarkdownHtml(text: string): string {
  const html = marked.parse(text, { async: false, gfm: true, breaks: true });
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'] });
}

/** Props of {@link ChatMarkdown}. */
export interface ChatMarkdownProps {
  text: string;
  className?: string;
}

/** A message rendered as sanitized markdown. */
export function ChatMarkdown({ text, className }: ChatMarkdownProps) {
  const html = useMemo(() => chatMarkdownHtml(text), [text]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
