// Rich text written in the product (a treatment plan's description) shown as HTML. The server
// sanitises what it stores; the page sanitises again on every render, so HTML that reached the
// database some other way can run no script and load nothing. Only the formatting the editor
// makes survives: paragraphs, line breaks, bold, italic, underline and lists, with no attributes.
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

const ALLOWED_TAGS = ['p', 'div', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li'];

export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR: [] });
}

export function SafeHtml({ html, className = '', id }: { html: string; className?: string; id?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div id={id} className={`rich-text ${className}`} dangerouslySetInnerHTML={{ __html: clean }} />;
}
