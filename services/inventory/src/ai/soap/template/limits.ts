// The template builder's bounds on what a document decodes to (docs/rest-inventory-ai-soap.md
// says why each figure): a template is a few pages, so each cap is far above any real one and far
// below what stalls the service or fills its memory. Each is checked before or while the work is
// done, and the document is refused (422) at the cap, never after decoding it whole.

/** The bytes a .docx's or .pptx's parts may inflate to, counted while inflating (their declared sizes are not trusted). */
export const MAX_UNPACKED_BYTES = 20 * 1024 * 1024;
/** The entries a .docx or .pptx zip may list (Word's few-page document has about 15; a 200-slide deck about 1,000). */
export const MAX_ZIP_ENTRIES = 10_000;
/** The XML elements of the parts mammoth (docx) or the DOM parser (pptx) reads: their work and memory grow with it. */
export const MAX_XML_ELEMENTS = 50_000;
/** Paragraphs of a .docx (w:p) or of a deck's slides (a:p). */
export const MAX_PARAGRAPHS = 5_000;
export const MAX_SLIDES = 200;
export const MAX_PDF_PAGES = 200;
/** The text read from a document (any format), and the lines of it that are not blank. */
export const MAX_TEXT_CHARS = 200_000;
export const MAX_TEXT_LINES = 5_000;
/** Lines of the pasted prompt (its 20000 characters are the route's own limit). */
export const MAX_PROMPT_LINES = 5_000;

const tooLong = (limit: string) => `This document is too long for a template: at most ${limit}.`;
export const TOO_MANY_PAGES = tooLong(`${MAX_PDF_PAGES} pages`);
export const TOO_MANY_SLIDES = tooLong(`${MAX_SLIDES} slides`);
export const TOO_MANY_PARAGRAPHS = tooLong(`${MAX_PARAGRAPHS} paragraphs`);
export const TOO_MANY_CHARS = tooLong(`${MAX_TEXT_CHARS} characters`);
export const TOO_MANY_LINES = tooLong(`${MAX_TEXT_LINES} lines`);
export const TOO_LARGE_UNPACKED = `This document is too large for a template: at most ${MAX_UNPACKED_BYTES / 1024 / 1024} MB unpacked.`;
export const TOO_MANY_ZIP_ENTRIES = `This document is too large for a template: at most ${MAX_ZIP_ENTRIES} files inside it.`;
export const TOO_COMPLEX = `This document is too complex for a template: at most ${MAX_XML_ELEMENTS} XML elements.`;
export const PROMPT_TOO_MANY_LINES = `Text must be at most ${MAX_PROMPT_LINES} lines.`;

/** A document past one of the caps, answered as 422 with the message. */
export class DocumentLimitError extends Error {
  override name = 'DocumentLimitError';
}

/** How many lines of `text` hold more than white space, counting no further than `stopAfter`. */
export function countTextLines(text: string, stopAfter = Number.POSITIVE_INFINITY): number {
  let count = 0;
  let blank = true;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code === 10) {
      if (!blank && ++count > stopAfter) return count;
      blank = true;
    } else if (blank && !isWhiteSpace(code)) blank = false;
  }
  return blank ? count : count + 1;
}

const isWhiteSpace = (code: number) => code === 32 || code === 9 || code === 13 || code === 11 || code === 12 || code === 0xa0 || code === 0xfeff || (code >= 0x2000 && code <= 0x200a) || code === 0x3000 || code === 0x2028 || code === 0x2029 || code === 0x1680 || code === 0x202f || code === 0x205f;

/** Refuses text read from a document past the character or line cap. */
export function assertTextBounds(text: string): void {
  if (text.length > MAX_TEXT_CHARS) throw new DocumentLimitError(TOO_MANY_CHARS);
  if (countTextLines(text, MAX_TEXT_LINES) > MAX_TEXT_LINES) throw new DocumentLimitError(TOO_MANY_LINES);
}

/** Occurrences of `pattern` (a global regular expression) in `text`, counting no further than `stopAfter`. */
export function countMatches(text: string, pattern: RegExp, stopAfter: number): number {
  let count = 0;
  pattern.lastIndex = 0;
  while (pattern.exec(text) && ++count <= stopAfter);
  pattern.lastIndex = 0;
  return count;
}
