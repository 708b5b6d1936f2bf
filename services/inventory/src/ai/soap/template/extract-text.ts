// Text extraction for the template builder (PLAN-19 decision 6), each format with a maintained
// parser: PDF with Mozilla's pdf.js (pdfjs-dist, its legacy Node build), .docx with mammoth (its
// HTML, headings and list items kept as '#' and '-' lines), .pptx unzipped with jszip and its
// slides' XML read with the @xmldom/xmldom DOM parser (in slide order; titles as headings, body
// paragraphs as items), .txt and .md as UTF-8. Old binary .doc and images are refused with the
// plan's messages (images only when no vision-capable model is configured; the route decides that).
//
// No pptx text parser on the npm registry fits: the maintained one (officeparser 8) needs Node
// 22.13 and its earlier lines depend on packages that do (file-type 22, pdfjs-dist 6), where the
// product runs on Node 20; the others are unmaintained. @xmldom/xmldom is mammoth's own XML
// parser, the same version.
import { DOMParser } from '@xmldom/xmldom';
import JSZip from 'jszip';
import mammoth from 'mammoth';

export const ALLOWED_EXTENSIONS = ['doc', 'docx', 'pptx', 'pdf', 'txt', 'md', 'png', 'jpg', 'jpeg', 'gif', 'bmp', 'webp', 'svg', 'tiff', 'ico'] as const;
export const IMAGE_EXTENSIONS = new Set(['png', 'jpg', 'jpeg', 'gif', 'bmp', 'webp', 'svg', 'tiff', 'ico']);
export const MAX_FILE_BYTES = 10_485_760;

export const FILE_TYPE_NOT_SUPPORTED = 'File type not supported';
export const FILE_TOO_LARGE = 'File size must be less than 10MB';
export const DOC_NOT_READABLE = 'This .doc file cannot be read: save it as .docx and try again.';
export const IMAGE_NEEDS_VISION = 'Images need a vision-capable AI model, which is not configured. Paste the text or upload a PDF or Word document.';
export const FILE_NOT_READABLE = (kind: string) => `This ${kind} file cannot be read: it is damaged or not a ${kind} file.`;

/** A file the builder cannot read, answered as 422 with the message. */
export class UnreadableFileError extends Error {
  override name = 'UnreadableFileError';
}

export function extensionOf(filename: string): string {
  const match = /\.([a-z0-9]+)$/i.exec(filename.trim());
  return match ? match[1]!.toLowerCase() : '';
}

async function pdfText(bytes: Uint8Array): Promise<string> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  // pdf.js takes ownership of the buffer it gets: hand it a copy.
  const document = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false, verbosity: 0 }).promise;
  try {
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      let text = '';
      for (const item of content.items) {
        if (!('str' in item)) continue;
        text += item.str;
        if (item.hasEOL) text += '\n';
      }
      pages.push(text);
      page.cleanup();
    }
    return pages.join('\n');
  } finally {
    await document.destroy();
  }
}

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const unescapeXml = (value: string) =>
  value.replace(/&(amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);/gi, (entity, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return XML_ENTITIES[name.toLowerCase()] ?? entity;
  });

/**
 * The document as text lines that keep its structure: mammoth turns Word's heading styles into
 * h1–h6 and its numbered and bulleted paragraphs into list items, written here as '# ' and '- '.
 */
async function docxText(bytes: Uint8Array): Promise<string> {
  const { value: html } = await mammoth.convertToHtml({ buffer: Buffer.from(bytes) });
  return unescapeXml(
    html
      .replace(/<h([1-6])[^>]*>/gi, (_tag, level: string) => `\n${'#'.repeat(Number(level))} `)
      .replace(/<li[^>]*>/gi, '\n- ')
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<\/(p|h[1-6]|li|tr|table|ul|ol)>/gi, '\n')
      .replace(/<(td|th)[^>]*>/gi, ' ')
      .replace(/<[^>]+>/g, ''),
  )
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n');
}

/** The OOXML namespaces of a slide: PresentationML (shapes, placeholders) and DrawingML (text). */
const PRESENTATION_NS = 'http://schemas.openxmlformats.org/presentationml/2006/main';
const DRAWING_NS = 'http://schemas.openxmlformats.org/drawingml/2006/main';

type ShapeKind = 'title' | 'body' | 'text';

/**
 * A slide's XML as a DOM. The parser's errors (a cut-off or empty part) make the file unreadable;
 * its warnings (a stray end tag) it recovers from.
 */
function parseXml(xml: string): Document {
  const fail = (message: unknown) => {
    throw new Error(`Invalid slide XML: ${String(message)}`);
  };
  return new DOMParser({ errorHandler: { warning: () => undefined, error: fail, fatalError: fail } }).parseFromString(xml, 'text/xml');
}

/** The nearest enclosing element of `node` with this namespace and local name, or null. */
function ancestor(node: Node, namespace: string, localName: string): Element | null {
  for (let parent = node.parentNode; parent; parent = parent.parentNode) {
    const element = parent as Element;
    if (element.namespaceURI === namespace && element.localName === localName) return element;
  }
  return null;
}

const childElements = (element: Element, namespace: string, localName: string): Element[] =>
  Array.from(element.childNodes).filter((node): node is Element => node.nodeType === 1 && (node as Element).namespaceURI === namespace && (node as Element).localName === localName);

/**
 * What a shape's text is: its placeholder (p:nvSpPr/p:nvPr/p:ph) says — a title (title, ctrTitle),
 * a body (body, obj, or a placeholder without a type), or other text (a subtitle, a footer, a date,
 * a slide number); text outside any placeholder (a text box, a table) is plain text.
 */
function shapeKind(shape: Element | null): ShapeKind {
  const placeholder = shape
    ?.getElementsByTagNameNS(PRESENTATION_NS, 'nvPr')[0]
    ?.getElementsByTagNameNS(PRESENTATION_NS, 'ph')[0];
  if (!placeholder) return 'text';
  const type = placeholder.getAttribute('type') || '';
  if (type === 'title' || type === 'ctrTitle') return 'title';
  return type === '' || type === 'body' || type === 'obj' ? 'body' : 'text';
}

/** A paragraph's text: its runs' and fields' a:t in order, a line break (a:br) as a space. */
function paragraphText(paragraph: Element): string {
  let text = '';
  const walk = (node: Node) => {
    for (const child of Array.from(node.childNodes)) {
      if (child.nodeType !== 1) continue;
      const element = child as Element;
      if (element.namespaceURI === DRAWING_NS && element.localName === 't') text += element.textContent ?? '';
      else if (element.namespaceURI === DRAWING_NS && element.localName === 'br') text += ' ';
      else walk(element);
    }
  };
  walk(paragraph);
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * A deck's text in slide order: a slide's title placeholder as a '## ' heading, the paragraphs of
 * its body placeholders (bulleted on a slide unless marked a:buNone) as '- ' items, other text
 * (text boxes, tables, other placeholders) as plain lines. Speaker notes are not read.
 */
async function pptxText(bytes: Uint8Array): Promise<string> {
  const zip = await JSZip.loadAsync(bytes);
  const slides = Object.keys(zip.files)
    .map((name) => ({ name, number: Number(/^ppt\/slides\/slide(\d+)\.xml$/.exec(name)?.[1] ?? NaN) }))
    .filter((slide) => Number.isFinite(slide.number))
    .sort((a, b) => a.number - b.number);
  const lines: string[] = [];
  for (const slide of slides) {
    const document = parseXml(await zip.file(slide.name)!.async('string'));
    for (const paragraph of Array.from(document.getElementsByTagNameNS(DRAWING_NS, 'p'))) {
      const line = paragraphText(paragraph);
      if (!line) continue;
      const kind = shapeKind(ancestor(paragraph, PRESENTATION_NS, 'sp'));
      const properties = childElements(paragraph, DRAWING_NS, 'pPr')[0];
      const bulleted = !properties || childElements(properties, DRAWING_NS, 'buNone').length === 0;
      if (kind === 'title') lines.push(`## ${line}`);
      else if (kind === 'body' && bulleted) lines.push(`- ${line}`);
      else lines.push(line);
    }
  }
  return lines.join('\n');
}

/** The text of a document the builder reads (pdf, docx, pptx, txt, md). */
export async function extractText(bytes: Uint8Array, extension: string): Promise<string> {
  const reading = async () => {
    switch (extension) {
      case 'pdf':
        return pdfText(bytes);
      case 'docx':
        return docxText(bytes);
      case 'pptx':
        return pptxText(bytes);
      case 'txt':
      case 'md':
        return new TextDecoder('utf-8').decode(bytes).replace(/^\uFEFF/, '');
      case 'doc':
        throw new UnreadableFileError(DOC_NOT_READABLE);
      default:
        throw new UnreadableFileError(FILE_TYPE_NOT_SUPPORTED);
    }
  };
  try {
    return (await reading()).replace(/\r\n?/g, '\n');
  } catch (error) {
    if (error instanceof UnreadableFileError) throw error;
    throw new UnreadableFileError(FILE_NOT_READABLE(extension === 'pdf' ? 'PDF' : `.${extension}`));
  }
}
