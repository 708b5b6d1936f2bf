// Rich text written in the product (a treatment plan's description) shown as HTML. The server
// sanitises what it stores; the page sanitises again on every render, so HTML that reached the
// database some other way can run no script and load nothing. Only plain formatting survives, the
// tags the main service keeps (services/main/src/treatment-plans/plan-rules.ts), with no attributes.
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

const ALLOWED_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'h1', 'h2', 'h3', 'h4', 'blockquote'];

export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR: [] });
}

export function SafeHtml({ html, className = '', id }: { html: string; className?: string; id?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div id={id} className={`rich-text ${className}`} dangerouslySetInnerHTML={{ __html: clean }} />;
}
