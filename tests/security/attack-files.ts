// The template builder's attack files, built at run time so the unit tests, the security
// suite and the benchmark send the same bytes: a .docx zip bomb, a .docx of a flood of paragraphs,
// a text of a flood of headings and a PDF of a great many pages. Each is small on the wire; what it
// costs is in what it decodes to. The service's caps (services/inventory/src/ai/soap/template/
// limits.ts) are what these are measured against.
import { Zip, ZipDeflate, zipSync, strToU8 } from 'fflate';

const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';
const PACKAGE_RELATIONSHIPS =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>';
const DOCUMENT_START = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>';
const DOCUMENT_END = '</w:body></w:document>';

const wordParagraph = (text: string) => `<w:p><w:r><w:t>${text}</w:t></w:r></w:p>`;

/** A .docx (the least Word and mammoth read: content types, the package's relationships, the document) of these paragraphs. */
export function docxOfParagraphs(paragraphs: string[]): Uint8Array {
  return zipSync(
    {
      '[Content_Types].xml': strToU8(CONTENT_TYPES),
      '_rels/.rels': strToU8(PACKAGE_RELATIONSHIPS),
      'word/document.xml': strToU8(DOCUMENT_START + paragraphs.map(wordParagraph).join('') + DOCUMENT_END),
    },
    { level: 9 },
  );
}

/** A .docx of `count` short paragraphs (the probe's: 60,000 in 8 KB). */
export function paragraphFloodDocx(count = 60_000): Uint8Array {
  return docxOfParagraphs(Array.from({ length: count }, () => 'Weight'));
}

/**
 * A .docx whose document part inflates to about `inflatedBytes` of paragraphs (the probe's: 41 MB
 * from 120 KB). The part is deflated as it is written, a megabyte at a time, so the builder never
 * holds it whole. `declaredBytes` makes the zip lie about the part's size (its local header and
 * central directory), as a bomb would to pass a check that trusts them.
 */
export function docxZipBomb(options: { inflatedBytes?: number; declaredBytes?: number } = {}): Uint8Array {
  const inflatedBytes = options.inflatedBytes ?? 64 * 1024 * 1024;
  const chunks: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else chunks.push(chunk);
  });
  for (const [name, text] of [
    ['[Content_Types].xml', CONTENT_TYPES],
    ['_rels/.rels', PACKAGE_RELATIONSHIPS],
  ] as const) {
    const part = new ZipDeflate(name, { level: 9 });
    zip.add(part);
    part.push(strToU8(text), true);
  }
  const document = new ZipDeflate('word/document.xml', { level: 9 });
  zip.add(document);
  document.push(strToU8(DOCUMENT_START));
  const megabyte = strToU8(wordParagraph('Weight').repeat(Math.ceil((1024 * 1024) / wordParagraph('Weight').length)));
  for (let written = 0; written < inflatedBytes; written += megabyte.length) document.push(megabyte);
  document.push(strToU8(DOCUMENT_END), true);
  zip.end();
  if (failure) throw failure;
  const bytes = concat(chunks);
  if (options.declaredBytes !== undefined) declareUncompressedSize(bytes, 'word/document.xml', options.declaredBytes);
  return bytes;
}

/** Rewrites the uncompressed size a zip declares for one entry, in its local header and its central directory record. */
function declareUncompressedSize(bytes: Uint8Array, name: string, size: number): void {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const encodedName = strToU8(name);
  const nameAt = (offset: number) => encodedName.every((byte, index) => bytes[offset + index] === byte);
  for (let offset = 0; offset + 46 < bytes.length; offset += 1) {
    const signature = view.getUint32(offset, true);
    // Local file header: size at 22, name at 30; central directory record: size at 24, name at 46.
    if (signature === 0x04034b50 && view.getUint16(offset + 26, true) === encodedName.length && nameAt(offset + 30)) view.setUint32(offset + 22, size, true);
    if (signature === 0x02014b50 && view.getUint16(offset + 28, true) === encodedName.length && nameAt(offset + 46)) view.setUint32(offset + 24, size, true);
  }
}

function concat(chunks: Uint8Array[]): Uint8Array {
  const bytes = new Uint8Array(chunks.reduce((total, chunk) => total + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  return bytes;
}

/** A text of `count` markdown heading lines (the probe's: 20,000 in 180 KB). */
export function headingFloodText(count = 20_000): string {
  return Array.from({ length: count }, (_, index) => `# H${index + 1}`).join('\n');
}

/**
 * A PDF of `pages` pages written by hand (a catalogue, one page tree, one shared content stream
 * that writes `text` in Helvetica, a line of the page for each of its lines, and an exact
 * cross-reference table): the probe's 10,000 pages are about 1 MB.
 */
export function pdfOfPages(pages = 10_000, text = 'Weight'): Uint8Array {
  const lines = text.split('\n').map((line) => `(${line.replace(/[()\\]/g, '\\$&')}) Tj 0 -14 Td`);
  const content = `BT /F1 12 Tf 72 720 Td ${lines.join(' ')} ET`;
  const firstPage = 5;
  const objects: string[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Count ${pages} /Kids [${Array.from({ length: pages }, (_, index) => `${firstPage + index} 0 R`).join(' ')}] >>`,
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  for (let page = 0; page < pages; page += 1) {
    objects.push('<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 3 0 R >>');
  }
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return strToU8(pdf);
}
