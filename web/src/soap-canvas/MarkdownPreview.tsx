// The Preview tab of the SOAP canvas editor (spec 003 section 2.3): the note's markdown rendered
// with `marked`. No HTML written in a note runs: raw HTML blocks and inline tags are shown as text
// (escaped by the renderer), and the output is sanitised again with DOMPurify to plain formatting
// (no attributes but a link's href, no scripts, styles, frames or images). Loaded only by the editor.
import DOMPurify from 'dompurify';
import { Marked } from 'marked';
import { useMemo } from 'react';

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#39;');

const markdown = new Marked({
  gfm: true,
  breaks: true,
  renderer: {
    // A note's own HTML is text, never markup.
    html: ({ text }) => escapeHtml(text),
  },
});

const ALLOWED_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'del', 's', 'ul', 'ol', 'li', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'code', 'pre', 'hr', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'a'];

/** The note's markdown as safe HTML. */
export function renderNoteMarkdown(source: string): string {
  const html = markdown.parse(source, { async: false });
  return DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR: ['href'], ALLOWED_URI_REGEXP: /^(?:https?:|mailto:)/i });
}

export function MarkdownPreview({ source, id }: { source: string; id?: string }) {
  const html = useMemo(() => renderNoteMarkdown(source), [source]);
  if (!source.trim()) return <p className="text-sm text-slate-500">Nothing to preview yet.</p>;
  return <div id={id} className="rich-text soap-note-preview max-w-none text-slate-900" dangerouslySetInnerHTML={{ __html: html }} />;
}
