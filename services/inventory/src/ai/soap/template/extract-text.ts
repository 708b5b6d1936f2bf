// Text extraction for the template builder (PLAN-19 decision 6), each format with a maintained
// parser: PDF with Mozilla's pdf.js (pdfjs-dist, its legacy Node build), .docx with mammoth (its
// HTML, headings and list items kept as '#' and '-' lines), .pptx's slides' XML read with the
// @xmldom/xmldom DOM parser (in slide order; titles as headings, body paragraphs as items), .txt
// and .md as UTF-8. Old binary .doc and images are refused with the plan's messages (images only
// when no vision-capable model is configured; the route decides that).
//
// What a document decodes to is bounded (limits.ts): a zip's parts are inflated under a
// cap by zip-parts.ts (mammoth gets a zip rebuilt of only the XML parts read, never the upload), their
// paragraphs and XML elements are counted before any parser builds a tree of them, a PDF's pages
// are counted before any is read, and the text read is refused past its characters and lines.
//
// No pptx text parser on the npm registry fits: the maintained one (officeparser 8) needs Node
// 22.13 and its earlier lines depend on packages that do (file-type 22, pdfjs-dist 6), where the
// product runs on Node 20; the others are unmaintained. @xmldom/xmldom is mammoth's own XML
// parser, the same version.
import { DOMParser } from '@xmldom/xmldom';
import JSZip from 'jszip';
import mammoth from 'mammoth';
import {
  DocumentLimitError,
  MAX_PARAGRAPHS,
  MAX_PDF_PAGES,
  MAX_SLIDES,
  MAX_TEXT_CHARS,
  MAX_TEXT_LINES,
  MAX_XML_ELEMENTS,
  TOO_COMPLEX,
  TOO_MANY_CHARS,
  TOO_MANY_LINES,
  TOO_MANY_PAGES,
  TOO_MANY_PARAGRAPHS,
  TOO_MANY_SLIDES,
  assertTextBounds,
  countMatches,
  countTextLines,
} from './limits.ts';
import { readZipParts } from './zip-parts.ts';

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

/**
 * Page objects written in the file's plain text ('/Type /Page', not '/Pages'): enough of them to
 * refuse a long document before pdf.js builds its page tree (a 10,000-page file took it 0.3 s and
 * some 200 MB). Pages inside compressed object streams are not seen here; pdf.js's own count below
 * still refuses those.
 */
export function plainPageObjects(bytes: Uint8Array, stopAfter: number): number {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  const pageType = /\/Type\s*\/Page(?![A-Za-z])/g;
  let count = 0;
  while (count <= stopAfter && pageType.exec(text)) count += 1;
  return count;
}

async function pdfText(bytes: Uint8Array): Promise<string> {
  if (plainPageObjects(bytes, MAX_PDF_PAGES) > MAX_PDF_PAGES) throw new DocumentLimitError(TOO_MANY_PAGES);
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  // pdf.js takes ownership of the buffer it gets: hand it a copy.
  const document = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false, verbosity: 0 }).promise;
  try {
    // Refused whole rather than read in part: a template built from a long document's first pages would silently miss the rest.
    if (document.numPages > MAX_PDF_PAGES) throw new DocumentLimitError(TOO_MANY_PAGES);
    const pages: string[] = [];
    let characters = 0;
    let lines = 0;
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
      characters += text.length + 1;
      if (characters > MAX_TEXT_CHARS) throw new DocumentLimitError(TOO_MANY_CHARS);
      lines += countTextLines(text, MAX_TEXT_LINES);
      if (lines > MAX_TEXT_LINES) throw new DocumentLimitError(TOO_MANY_LINES);
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

// Every '<' in well-formed XML opens markup; those not followed by '/', '?' or '!' open an element.
const XML_ELEMENT = /<[^/?!]/g;
const WORD_PARAGRAPH = /<w:p[\s/>]/g;
const DRAWING_PARAGRAPH = /<a:p[\s/>]/g;

/** Refuses parts with more paragraphs or XML elements than the caps, before a parser builds a tree of them. */
function assertXmlBounds(parts: Iterable<string>, paragraph: RegExp): void {
  let paragraphs = 0;
  let elements = 0;
  for (const xml of parts) {
    paragraphs += countMatches(xml, paragraph, MAX_PARAGRAPHS);
    if (paragraphs > MAX_PARAGRAPHS) throw new DocumentLimitError(TOO_MANY_PARAGRAPHS);
  }
  for (const xml of parts) {
    elements += countMatches(xml, XML_ELEMENT, MAX_XML_ELEMENTS);
    if (elements > MAX_XML_ELEMENTS) throw new DocumentLimitError(TOO_COMPLEX);
  }
}

/** A Word package's XML parts and relationships: all mammoth reads but images, which it reads only to embed them. */
const WORD_XML_PART = /\.(xml|rels)$/i;
const NO_IMAGE = mammoth.images.imgElement(async () => ({ src: '' }));

/**
 * The document as text lines that keep its structure: mammoth turns Word's heading styles into
 * h1–h6 and its numbered and bulleted paragraphs into list items, written here as '# ' and '- '.
 */
async function docxText(bytes: Uint8Array): Promise<string> {
  const parts = await readZipParts(bytes, (names) => names.filter((name) => WORD_XML_PART.test(name)));
  assertXmlBounds([...parts.values()], WORD_PARAGRAPH);
  const bounded = new JSZip();
  for (const [name, xml] of parts) bounded.file(name, xml);
  const buffer = await bounded.generateAsync({ type: 'nodebuffer', compression: 'STORE' });
  const { value: html } = await mammoth.convertToHtml({ buffer }, { convertImage: NO_IMAGE });
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

/**
 * The nearest shape (p:sp) enclosing `node`, or null. `known` remembers the answer for every node
 * passed on the way up, so a slide's tree is climbed once, not once per paragraph (a deeply nested
 * slide made that quadratic).
 */
function enclosingShape(node: Node, known: Map<Node, Element | null>): Element | null {
  const passed: Node[] = [];
  let shape: Element | null = null;
  for (let parent = node.parentNode; parent; parent = parent.parentNode) {
    const remembered = known.get(parent);
    if (remembered !== undefined) {
      shape = remembered;
      break;
    }
    const element = parent as Element;
    if (element.namespaceURI === PRESENTATION_NS && element.localName === 'sp') {
      shape = element;
      break;
    }
    passed.push(parent);
  }
  for (const visited of passed) known.set(visited, shape);
  return shape;
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

const SLIDE_PART = /^ppt\/slides\/slide(\d+)\.xml$/;

/**
 * A deck's text in slide order: a slide's title placeholder as a '## ' heading, the paragraphs of
 * its body placeholders (bulleted on a slide unless marked a:buNone) as '- ' items, other text
 * (text boxes, tables, other placeholders) as plain lines. Speaker notes are not read.
 */
async function pptxText(bytes: Uint8Array): Promise<string> {
  const parts = await readZipParts(bytes, (names) => {
    const slideNames = names.filter((name) => SLIDE_PART.test(name));
    if (slideNames.length > MAX_SLIDES) throw new DocumentLimitError(TOO_MANY_SLIDES);
    return slideNames;
  });
  assertXmlBounds([...parts.values()], DRAWING_PARAGRAPH);
  const slides = [...parts.entries()].map(([name, xml]) => ({ xml, number: Number(SLIDE_PART.exec(name)![1]) })).sort((a, b) => a.number - b.number);
  const lines: string[] = [];
  for (const slide of slides) {
    const document = parseXml(slide.xml);
    const shapes = new Map<Node, Element | null>();
    // Once per shape, not per paragraph: finding a shape's placeholder searches all of its text.
    const kinds = new Map<Element | null, ShapeKind>();
    for (const paragraph of Array.from(document.getElementsByTagNameNS(DRAWING_NS, 'p'))) {
      const line = paragraphText(paragraph);
      if (!line) continue;
      const shape = enclosingShape(paragraph, shapes);
      const kind = kinds.get(shape) ?? kinds.set(shape, shapeKind(shape)).get(shape)!;
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
  let text: string;
  try {
    text = (await reading()).replace(/\r\n?/g, '\n');
  } catch (error) {
    if (error instanceof UnreadableFileError || error instanceof DocumentLimitError) throw error;
    throw new UnreadableFileError(FILE_NOT_READABLE(extension === 'pdf' ? 'PDF' : `.${extension}`));
  }
  assertTextBounds(text);
  return text;
}
