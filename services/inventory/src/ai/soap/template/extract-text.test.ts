// The .pptx reader of the template builder (extract-text.ts) on decks written here as their OOXML
// parts: what a slide's XML holds — placeholders, text boxes, groups, tables, escaped characters,
// line breaks, fields, bullets turned off — becomes the lines the template rules read; a cut-off
// or empty slide makes the file unreadable.
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { extractText, UnreadableFileError } from './extract-text.ts';

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
