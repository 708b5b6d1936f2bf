// The .pptx reader of the template builder (extract-text.ts) on decks written here as their OOXML
// parts: what a slide's XML holds — placeholders, text boxes, groups, tables, escaped characters,
// line breaks, fields, bullets turned off — becomes the lines the template rules read; a cut-off
// or empty slide makes the file unreadable. Then the bounds on what any document decodes to.
import { Document, HeadingLevel, ImageRun, Packer, Paragraph } from 'docx';
import JSZip from 'jszip';
import { beforeAll, describe, expect, it } from 'vitest';
import { docxOfParagraphs, docxZipBomb, headingFloodText, paragraphFloodDocx, pdfOfPages } from '../../../../../../tests/security/attack-files.ts';
import { extractText, plainPageObjects, UnreadableFileError } from './extract-text.ts';
import {
  DocumentLimitError,
  MAX_PARAGRAPHS,
  MAX_PDF_PAGES,
  MAX_SLIDES,
  MAX_TEXT_CHARS,
  MAX_TEXT_LINES,
  MAX_UNPACKED_BYTES,
  MAX_XML_ELEMENTS,
  TOO_COMPLEX,
  TOO_LARGE_UNPACKED,
  TOO_MANY_CHARS,
  TOO_MANY_LINES,
  TOO_MANY_PAGES,
  TOO_MANY_PARAGRAPHS,
  TOO_MANY_SLIDES,
} from './limits.ts';

const NAMESPACES = 'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main"';

const run = (text: string) => `<a:r><a:rPr lang="en-US"/><a:t>${text}</a:t></a:r>`;
const paragraph = (inner: string, properties = '') => `<a:p>${properties}${inner}</a:p>`;
const shape = (placeholder: string, paragraphs: string[]) =>
  `<p:sp><p:nvSpPr><p:cNvPr id="2" name="s"/><p:cNvSpPr/><p:nvPr>${placeholder}</p:nvPr></p:nvSpPr><p:spPr/><p:txBody><a:bodyPr/><a:lstStyle/>${paragraphs.join('')}</p:txBody></p:sp>`;
const slide = (shapes: string) => `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><p:sld ${NAMESPACES}><p:cSld><p:spTree>${shapes}</p:spTree></p:cSld></p:sld>`;

async function deck(parts: Record<string, string>): Promise<Uint8Array> {
  const zip = new JSZip();
  zip.file('[Content_Types].xml', '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>');
  for (const [name, xml] of Object.entries(parts)) zip.file(name, xml);
  return zip.generateAsync({ type: 'uint8array' });
}

describe('reading a .pptx', () => {
  it('reads titles as headings, body paragraphs as items, and other text as lines, slide by slide in number order', async () => {
    const bytes = await deck({
      // Slide 10 comes after slide 2 (numbers, not names, order the deck).
      'ppt/slides/slide10.xml': slide(shape('<p:ph type="title"/>', [paragraph(run('Plan'))]) + shape('<p:ph idx="1"/>', [paragraph(run('Follow-up'))])),
      'ppt/slides/slide2.xml': slide(
        shape('<p:ph type="ctrTitle"/>', [paragraph(run('Objective &amp; exam'))]) +
          shape('<p:ph type="subTitle" idx="1"/>', [paragraph(run('Findings of the day'))]) +
          shape('<p:ph type="body" idx="2"/>', [
            paragraph(run('Weight') + run(' (kg)')),
            paragraph(run('Heart&#160;rate &lt;bpm&gt;')),
            paragraph(run('No bullet here'), '<a:pPr><a:buNone/></a:pPr>'),
            paragraph(run('Temperature') + '<a:br/>' + run('rectal')),
            paragraph('<a:fld id="{1}" type="slidenum"><a:t>7</a:t></a:fld>' + run(' mentation')),
            paragraph(''),
          ]) +
          // A group of shapes and a table: plain text.
          `<p:grpSp><p:nvGrpSpPr><p:cNvPr id="9" name="g"/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr><p:grpSpPr/>${shape('', [paragraph(run('Grouped note'))])}</p:grpSp>` +
          `<p:graphicFrame><a:graphic><a:graphicData><a:tbl><a:tr><a:tc><a:txBody><a:bodyPr/>${paragraph(run('Table cell'))}</a:txBody></a:tc></a:tr></a:tbl></a:graphicData></a:graphic></p:graphicFrame>` +
          shape('<p:ph type="sldNum" idx="12"/>', [paragraph(run('2'))]),
      ),
      'ppt/slides/slide1.xml': slide(shape('<p:ph type="title"/>', [paragraph(run('Subjective'))]) + shape('<p:ph type="obj" idx="1"/>', [paragraph(run('Chief complaint'))])),
      // Speaker notes and layouts are not slides.
      'ppt/notesSlides/notesSlide1.xml': slide(shape('<p:ph type="body" idx="1"/>', [paragraph(run('Say hello'))])),
      'ppt/slideLayouts/slideLayout1.xml': slide(shape('<p:ph type="title"/>', [paragraph(run('Click to edit'))])),
    });
    expect(await extractText(bytes, 'pptx')).toBe(
      [
        '## Subjective',
        '- Chief complaint',
        '## Objective & exam',
        'Findings of the day',
        '- Weight (kg)',
        '- Heart rate <bpm>',
        'No bullet here',
        '- Temperature rectal',
        '- 7 mentation',
        'Grouped note',
        'Table cell',
        '2',
        '## Plan',
        '- Follow-up',
      ].join('\n'),
    );
  });

  it('a deck with a cut-off or empty slide, or no zip at all, cannot be read', async () => {
    const whole = slide(shape('<p:ph type="title"/>', [paragraph(run('Subjective'))]));
    for (const cut of [whole.slice(0, whole.indexOf('Subjective') + 4), '']) {
      const broken = await deck({ 'ppt/slides/slide1.xml': cut });
      await expect(extractText(broken, 'pptx')).rejects.toThrow(new UnreadableFileError('This .pptx file cannot be read: it is damaged or not a .pptx file.'));
    }
    await expect(extractText(new TextEncoder().encode('not a zip'), 'pptx')).rejects.toBeInstanceOf(UnreadableFileError);
  });
});

// What a document decodes to is bounded, checked before or while decoding, and a document
// past a cap is refused with the cap's message. The attack files are the probe's (tests/security/
// attack-files.ts); each took from 8 s to minutes, or gigabytes, before. The time budgets are far
// above what the refusals take here (well under a second once pdf.js is loaded) so they never flake.
describe('bounds on what a document decodes to', () => {
  const BUDGET_MS = 5_000;
  async function refusal(bytes: Uint8Array, extension: string): Promise<{ message: string; ms: number }> {
    const started = performance.now();
    const error = await extractText(bytes, extension).then(
      () => new Error('read, not refused'),
      (reason: Error) => reason,
    );
    return { message: error instanceof DocumentLimitError ? error.message : `${error.name}: ${error.message}`, ms: performance.now() - started };
  }

  beforeAll(async () => {
    // pdf.js loads on the first PDF: not part of any refusal's time.
    await extractText(pdfOfPages(1), 'pdf');
  });

  it('a .docx zip bomb is refused while it inflates, at the cap', async () => {
    const bomb = docxZipBomb({ inflatedBytes: 4 * MAX_UNPACKED_BYTES });
    const before = process.memoryUsage().rss;
    const { message, ms } = await refusal(bomb, 'docx');
    console.info(`docx bomb of ${bomb.length} bytes: rss ${Math.round(before / 1e6)} MB before, ${Math.round(process.memoryUsage().rss / 1e6)} MB after`);
    expect(message).toBe(TOO_LARGE_UNPACKED);
    expect(ms).toBeLessThan(BUDGET_MS);
  });

  it('a .docx zip bomb that declares a small size is counted as it inflates, not by what it declares', async () => {
    const bomb = docxZipBomb({ inflatedBytes: 4 * MAX_UNPACKED_BYTES, declaredBytes: 1_000 });
    const before = process.memoryUsage().rss;
    const { message, ms } = await refusal(bomb, 'docx');
    console.info(`docx bomb declaring 1000 bytes: refused in ${Math.round(ms)} ms; rss ${Math.round(before / 1e6)} MB before, ${Math.round(process.memoryUsage().rss / 1e6)} MB after`);
    expect(message).toBe(TOO_LARGE_UNPACKED);
    expect(ms).toBeLessThan(BUDGET_MS);
  });

  it('a .docx of 60,000 paragraphs is refused before mammoth reads it', async () => {
    const { message, ms } = await refusal(paragraphFloodDocx(60_000), 'docx');
    expect(message).toBe(TOO_MANY_PARAGRAPHS);
    expect(ms).toBeLessThan(BUDGET_MS);
  });

  it('a .docx of few paragraphs but too many XML elements is refused before mammoth reads it', async () => {
    const runs = '<w:r><w:t>a</w:t></w:r>'.repeat(MAX_XML_ELEMENTS / 2);
    const bytes = docxOfParagraphs([`</w:t></w:r>${runs}<w:r><w:t>Weight`]);
    expect((await refusal(bytes, 'docx')).message).toBe(TOO_COMPLEX);
  });

  it('a .docx at the paragraph cap is read', async () => {
    const text = await extractText(docxOfParagraphs(Array.from({ length: MAX_PARAGRAPHS }, (_, index) => `Line ${index}`)), 'docx');
    expect(text.split('\n').filter(Boolean)).toHaveLength(MAX_PARAGRAPHS);
  });

  it('a .docx with an image is read without its image', async () => {
    const { png } = await import('../../../../../../tests/security/images.ts');
    const bytes = new Uint8Array(
      await Packer.toBuffer(
        new Document({
          sections: [{ children: [new Paragraph({ text: 'Subjective', heading: HeadingLevel.HEADING_1 }), new Paragraph({ children: [new ImageRun({ type: 'png', data: png(), transformation: { width: 10, height: 10 } })] }), new Paragraph({ text: 'Weight', bullet: { level: 0 } })] }],
        }),
      ),
    );
    expect((await extractText(bytes, 'docx')).trim()).toBe('# Subjective\n\n- Weight');
  });

  it(`a deck of more than ${MAX_SLIDES} slides is refused before any slide is read`, async () => {
    const slides = Object.fromEntries(Array.from({ length: MAX_SLIDES + 1 }, (_, index) => [`ppt/slides/slide${index + 1}.xml`, slide(shape('<p:ph type="title"/>', [paragraph(run('Exam'))]))]));
    expect((await refusal(await deck(slides), 'pptx')).message).toBe(TOO_MANY_SLIDES);
  });

  it('a deck of too many paragraphs is refused before its slides are parsed', async () => {
    const bytes = await deck({ 'ppt/slides/slide1.xml': slide(shape('<p:ph idx="1"/>', Array.from({ length: MAX_PARAGRAPHS + 1 }, () => paragraph(run('Weight'))))) });
    expect((await refusal(bytes, 'pptx')).message).toBe(TOO_MANY_PARAGRAPHS);
  });

  it.each([
    ['in one shape', 0, MAX_PARAGRAPHS],
    ['nested 30,000 elements deep', 30_000, 4_000],
  ])('a deck of as many paragraphs as the caps allow, %s, is read in linear time', async (_what, depth, count) => {
    const paragraphs = Array.from({ length: count }, () => paragraph(run('Weight')));
    const nested = ['<a:x>'.repeat(depth) + paragraphs.join('') + '</a:x>'.repeat(depth)];
    const bytes = await deck({ 'ppt/slides/slide1.xml': slide(shape('<p:ph idx="1"/>', nested)) });
    const started = performance.now();
    const text = await extractText(bytes, 'pptx');
    expect(performance.now() - started).toBeLessThan(BUDGET_MS);
    expect(text.split('\n')).toHaveLength(count);
  });

  it('a PDF of 10,000 pages is refused before any page is read', async () => {
    const { message, ms } = await refusal(pdfOfPages(10_000), 'pdf');
    expect(message).toBe(TOO_MANY_PAGES);
    expect(ms).toBeLessThan(BUDGET_MS);
  });

  it('counts the page objects a PDF writes in plain text, so a long one is refused before pdf.js builds its page tree', () => {
    expect(plainPageObjects(pdfOfPages(10_000), MAX_PDF_PAGES)).toBe(MAX_PDF_PAGES + 1);
    expect(plainPageObjects(pdfOfPages(MAX_PDF_PAGES), MAX_PDF_PAGES)).toBe(MAX_PDF_PAGES);
    // '/Pages' (the page tree's nodes) is not a page.
    expect(plainPageObjects(new TextEncoder().encode('<< /Type /Pages /Count 3 >> << /Type/Page >> << /Type /PageLabel >>'), 10)).toBe(1);
  });

  it(`a PDF of ${MAX_PDF_PAGES} pages is read`, async () => {
    const text = await extractText(pdfOfPages(MAX_PDF_PAGES, 'Weight'), 'pdf');
    expect(text.split('\n').filter(Boolean)).toHaveLength(MAX_PDF_PAGES);
  });

  it('a PDF is refused at the page where its text passes the character cap', async () => {
    // 150 pages of 40 lines of 50 characters: past 200,000 characters at page 99 (and 3,960 lines).
    const { message } = await refusal(pdfOfPages(150, Array.from({ length: 40 }, () => 'x'.repeat(50)).join('\n')), 'pdf');
    expect(message).toBe(TOO_MANY_CHARS);
  });

  it('a .txt or .md past the character or line cap is refused; at the caps it is read', async () => {
    const encode = (text: string) => new TextEncoder().encode(text);
    expect((await refusal(encode('a'.repeat(MAX_TEXT_CHARS + 1)), 'txt')).message).toBe(TOO_MANY_CHARS);
    expect((await refusal(encode('a\n'.repeat(MAX_TEXT_LINES + 1)), 'md')).message).toBe(TOO_MANY_LINES);
    expect((await refusal(encode(headingFloodText(20_000)), 'txt')).message).toBe(TOO_MANY_LINES);
    // Blank lines are not counted.
    expect(await extractText(encode('a\n\n'.repeat(MAX_TEXT_LINES)), 'txt')).toHaveLength(3 * MAX_TEXT_LINES);
    expect(await extractText(encode('a'.repeat(MAX_TEXT_CHARS)), 'md')).toHaveLength(MAX_TEXT_CHARS);
  });
});
