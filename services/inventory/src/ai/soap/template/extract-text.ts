// Text extraction for the template builder (PLAN-19 decision 6), each format with a maintained
// parser: PDF with Mozilla's pdf.js (pdfjs-dist, its legacy Node build), .docx with mammoth (its HTML, headings and list items kept as '#' and '-' lines), .pptx
// with jszip and the slides' <a:t> runs (in slide order; titles as headings, body paragraphs as items), .txt and .md as
// UTF-8. Old binary .doc and images are refused with the plan's messages (images only when no
// vision-capable model is configured; the route decides that).
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

/**
 * A deck's text in slide order: a slide's title placeholder as a '## ' heading, the paragraphs of
 * its body placeholders (bulleted on a slide unless marked buNone) as '- ' items, other text boxes
 * as plain lines.
 */
async function pptxText(bytes: Uint8Array): Promise<string> {
  const zip = await JSZip.loadAsync(bytes);
  const slides = Object.keys(zip.files)
    .map((name) => ({ name, number: Number(/^ppt\/slides\/slide(\d+)\.xml$/.exec(name)?.[1] ?? NaN) }))
    .filter((slide) => Number.isFinite(slide.number))
    .sort((a, b) => a.number - b.number);
  const lines: string[] = [];
  for (const slide of slides) {
    const xml = await zip.file(slide.name)!.async('string');
    for (const shape of xml.split(/<\/p:sp>/)) {
      const placeholder = /<p:ph\b[^>]*>/.exec(shape)?.[0];
      const type = placeholder ? /\btype="([a-zA-Z]+)"/.exec(placeholder)?.[1] : undefined;
      const kind = !placeholder ? 'text' : type === 'title' || type === 'ctrTitle' ? 'title' : type === undefined || type === 'body' || type === 'obj' ? 'body' : 'text';
      for (const paragraph of shape.split(/<\/a:p>/)) {
        const runs = [...paragraph.matchAll(/<a:t(?:\s[^>]*)?>([^<]*)<\/a:t>/g)].map((match) => unescapeXml(match[1]!));
        const line = runs.join('').trim();
        if (!line) continue;
        if (kind === 'title') lines.push(`## ${line}`);
        else if (kind === 'body' && !/<a:buNone\s*\/>/.test(paragraph)) lines.push(`- ${line}`);
        else lines.push(line);
      }
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
