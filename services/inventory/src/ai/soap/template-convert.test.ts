// POST /ai/template/convert over the real inventory service (the template builder):
// documents made in the test with real writers (a .docx with the `docx` package, a PDF with
// pdfkit, a .pptx as its OOXML zip with jszip, .txt and .md) are read by the maintained parsers
// and turned into templates by the rules; free text is answered success false with its raw text;
// the spec's file limits and messages; images and .doc with the plan's messages; with a language
// model (the local fake OpenAI server) its JSON is validated, an invalid answer gives the raw text.
// The caps on what a document decodes to: template/extract-text.test.ts and tests/security/decoded-bounds.test.ts.
import { randomUUID } from 'node:crypto';
import { Document, HeadingLevel, Packer, Paragraph } from 'docx';
import JSZip from 'jszip';
import PDFDocument from 'pdfkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../../../../../tests/support/fake-openai-server.mjs';
import { startInventoryHarness, type InventoryHarness } from '../../lookups/testing.ts';
import { createAiEngine } from '../engine.ts';
import { loadAiConfig } from '../provider.ts';
import { MODEL_INVALID, NOT_A_TEMPLATE, RULES_CONVERT_NOTICE } from './template/convert.ts';
import { MAX_PROMPT_LINES, PROMPT_TOO_MANY_LINES, TOO_MANY_CHARS } from './template/limits.ts';
import { parseTemplate } from './template/parse-template.ts';

let rules: InventoryHarness;
let openai: InventoryHarness;
let fake: FakeOpenAiServer;
let member: string;
let memberOpenai: string;
const clinic = { clinicId: randomUUID(), organizationId: randomUUID(), clinicCode: 'CLN-TPL' };

beforeAll(async () => {
  fake = await startFakeOpenAiServer();
  rules = await startInventoryHarness({ ai: createAiEngine(loadAiConfig({})) });
  openai = await startInventoryHarness({ ai: createAiEngine(loadAiConfig({ AI_PROVIDER: 'openai', AI_BASE_URL: fake.url, AI_CHAT_MODEL: 'gpt-test', AI_MAX_RETRIES: '0' })) });
  member = await rules.token({ ...clinic });
  memberOpenai = await openai.token({ ...clinic });
}, 60_000);

afterAll(async () => {
  await fake?.close();
  await rules?.close();
  await openai?.close();
});

async function convert(parts: { prompt?: string; files?: { name: string; bytes: Uint8Array | string; type?: string }[] }, options: { harness?: InventoryHarness; token?: string | null } = {}) {
  const form = new FormData();
  if (parts.prompt !== undefined) form.append('prompt', parts.prompt);
  for (const file of parts.files ?? []) form.append('file', new Blob([file.bytes as BlobPart], { type: file.type ?? 'application/octet-stream' }), file.name);
  const headers: Record<string, string> = {};
  const token = options.token === undefined ? member : options.token;
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await (options.harness ?? rules).request('/ai/template/convert', { method: 'POST', body: form, headers });
  return { status: response.status, body: (await response.json()) as any };
}

const wellness = [
  { section: 'Subjective', value: '', fields: [{ name: 'Chief complaint', hint: '' }, { name: 'History', hint: '' }] },
  { section: 'Objective', value: '', fields: [{ name: 'Weight', hint: '' }, { name: 'Temperature', hint: '' }, { name: 'Heart rate', hint: '' }] },
  { section: 'Plan', value: '', fields: [{ name: 'Vaccines', hint: '' }, { name: 'Follow-up', hint: '' }] },
];

async function docxOf(paragraphs: Paragraph[]): Promise<Uint8Array> {
  return new Uint8Array(await Packer.toBuffer(new Document({ sections: [{ children: paragraphs }] })));
}

async function pdfOf(lines: string[]): Promise<Uint8Array> {
  const document = new PDFDocument({ size: 'A4' });
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve) => document.on('end', () => resolve()));
  for (const line of lines) document.text(line);
  document.end();
  await done;
  return new Uint8Array(Buffer.concat(chunks));
}

/** A deck as its OOXML zip: each slide a title placeholder, a body placeholder and a plain text box. */
async function pptxOf(slides: { title?: string; body?: string[]; text?: string[] }[]): Promise<Uint8Array> {
  const zip = new JSZip();
  zip.file('[Content_Types].xml', '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>');
  const paragraphs = (texts: string[]) => texts.map((text) => `<a:p><a:r><a:rPr lang="en-US"/><a:t>${text.replace(/&/g, '&amp;')}</a:t></a:r></a:p>`).join('');
  const shape = (placeholder: string, texts: string[] | undefined) =>
    texts ? `<p:sp><p:nvSpPr><p:cNvPr id="2" name="s"/><p:cNvSpPr/><p:nvPr>${placeholder}</p:nvPr></p:nvSpPr><p:txBody><a:bodyPr/>${paragraphs(texts)}</p:txBody></p:sp>` : '';
  slides.forEach((slide, index) => {
    zip.file(
      `ppt/slides/slide${index + 1}.xml`,
      `<?xml version="1.0"?><p:sld xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main"><p:cSld><p:spTree>${shape('<p:ph type="title"/>', slide.title ? [slide.title] : undefined)}${shape('<p:ph idx="1"/>', slide.body)}${shape('', slide.text)}</p:spTree></p:cSld></p:sld>`,
    );
  });
  return zip.generateAsync({ type: 'uint8array' });
}

describe('the rules engine turns documents into templates', () => {
  it("reads 'Section: field, field' lines of pasted text", async () => {
    const answer = await convert({ prompt: 'Template name: Wellness Exam\nSubjective: Chief complaint, History\nObjective: Weight, Temperature, Heart rate\nPlan: Vaccines, Follow-up' });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      success: true,
      json_data: { name: 'Wellness Exam', sections: wellness },
      raw_text: expect.stringContaining('Subjective: Chief complaint'),
      error: null,
      notice: RULES_CONVERT_NOTICE,
    });
  });

  it('reads headings with bullet and numbered lists of a .md file, hints after a colon, guidance text and sub-lists', async () => {
    const markdown = [
      '# Dental',
      'Description: Dental cleaning visit',
      '## Subjective',
      'Ask about chewing and breath.',
      '- Chief complaint',
      '- Diet: dry or wet food',
      '## Oral exam',
      '1. Tartar grade',
      '2. Gingivitis',
      '- Teeth',
      '  - Missing teeth',
      '  - Fractured teeth',
      'PLAN',
      '* Extractions',
    ].join('\n');
    const answer = await convert({ files: [{ name: 'dental.md', bytes: markdown, type: 'text/markdown' }] });
    expect(answer.status).toBe(200);
    expect(answer.body.data.success).toBe(true);
    expect(answer.body.data.json_data).toEqual({
      name: 'Dental',
      description: 'Dental cleaning visit',
      sections: [
        { section: 'Subjective', value: 'Ask about chewing and breath.', fields: [{ name: 'Chief complaint', hint: '' }, { name: 'Diet', hint: 'dry or wet food' }] },
        { section: 'Oral exam', value: '', fields: [{ name: 'Tartar grade', hint: '' }, { name: 'Gingivitis', hint: '' }] },
        { section: 'Oral exam › Teeth', value: '', fields: [{ name: 'Missing teeth', hint: '' }, { name: 'Fractured teeth', hint: '' }] },
        { section: 'PLAN', value: '', fields: [{ name: 'Extractions', hint: '' }] },
      ],
    });
  });

  it('reads a .txt file', async () => {
    const answer = await convert({ files: [{ name: 'wellness.txt', bytes: 'Subjective: Chief complaint, History\r\nObjective: Weight, Temperature, Heart rate\r\nPlan: Vaccines, Follow-up\r\n', type: 'text/plain' }] });
    expect(answer.body.data.json_data.sections).toEqual(wellness);
  });

  it('reads a Word document (.docx) with headings and bullets', async () => {
    const bytes = await docxOf([
      new Paragraph({ text: 'Sick Visit', heading: HeadingLevel.TITLE }),
      new Paragraph({ text: 'Subjective', heading: HeadingLevel.HEADING_1 }),
      new Paragraph({ text: 'Chief complaint', bullet: { level: 0 } }),
      new Paragraph({ text: 'Duration: how long', bullet: { level: 0 } }),
      new Paragraph({ text: 'Objective', heading: HeadingLevel.HEADING_1 }),
      new Paragraph({ text: 'Temperature', bullet: { level: 0 } }),
      new Paragraph({ text: 'Assessment: Diagnosis, Rule-outs' }),
    ]);
    const answer = await convert({ files: [{ name: 'sick visit.docx', bytes }] });
    expect(answer.status).toBe(200);
    expect(answer.body.data.success).toBe(true);
    expect(answer.body.data.json_data.sections).toEqual([
      { section: 'Subjective', value: '', fields: [{ name: 'Chief complaint', hint: '' }, { name: 'Duration', hint: 'how long' }] },
      { section: 'Objective', value: '', fields: [{ name: 'Temperature', hint: '' }] },
      { section: 'Assessment', value: '', fields: [{ name: 'Diagnosis', hint: '' }, { name: 'Rule-outs', hint: '' }] },
    ]);
  });

  it('reads a PDF', async () => {
    const bytes = await pdfOf(['Subjective: Chief complaint, History', 'Objective: Weight, Temperature, Heart rate', 'Plan: Vaccines, Follow-up']);
    const answer = await convert({ files: [{ name: 'Wellness.PDF', bytes, type: 'application/pdf' }] });
    expect(answer.status).toBe(200);
    expect(answer.body.data.json_data.sections).toEqual(wellness);
  });

  it('reads a PowerPoint deck (.pptx): slide titles are sections, body bullets their fields, slides in order', async () => {
    const bytes = await pptxOf([
      { title: 'Subjective', body: ['Chief complaint', 'History'] },
      { title: 'Objective', body: ['Weight', 'Temperature & pulse'] },
      { text: ['Plan: Vaccines, Follow-up'] },
    ]);
    const answer = await convert({ files: [{ name: 'deck.pptx', bytes }] });
    expect(answer.status).toBe(200);
    expect(answer.body.data.json_data.sections).toEqual([
      { section: 'Subjective', value: '', fields: [{ name: 'Chief complaint', hint: '' }, { name: 'History', hint: '' }] },
      { section: 'Objective', value: '', fields: [{ name: 'Weight', hint: '' }, { name: 'Temperature & pulse', hint: '' }] },
      { section: 'Plan', value: '', fields: [{ name: 'Vaccines', hint: '' }, { name: 'Follow-up', hint: '' }] },
    ]);
  });

  it('the prompt and the file are read together', async () => {
    const answer = await convert({ prompt: 'Plan: Vaccines, Follow-up', files: [{ name: 'a.txt', bytes: 'Subjective: Chief complaint, History' }] });
    expect(answer.body.data.json_data.sections.map((section: { section: string }) => section.section)).toEqual(['Plan', 'Subjective']);
  });

  it('free text that is not a template: success false with the raw text', async () => {
    const text = 'Max came in today because he has been vomiting since Monday. The owner thinks he ate something in the garden. We gave fluids.';
    const answer = await convert({ prompt: text });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ success: false, json_data: null, raw_text: text, error: NOT_A_TEMPLATE, notice: RULES_CONVERT_NOTICE });
  });
});

describe('the limits and messages', () => {
  it('neither text nor a file', async () => {
    for (const parts of [{}, { prompt: '   ' }]) {
      const answer = await convert(parts);
      expect(answer).toMatchObject({ status: 400, body: { message: 'Please provide either text input or upload a file' } });
    }
  });

  it('a file type outside the list', async () => {
    const answer = await convert({ files: [{ name: 'virus.exe', bytes: 'MZ' }] });
    expect(answer).toMatchObject({ status: 400, body: { message: 'File type not supported' } });
    expect((await convert({ files: [{ name: 'noextension', bytes: 'x' }] })).body.message).toBe('File type not supported');
  });

  it('a file over 10 MB (10485760 bytes); exactly 10 MB passes the size check (and is then read: 10 MB of text is past the character cap)', async () => {
    const over = await convert({ files: [{ name: 'big.txt', bytes: new Uint8Array(10_485_761).fill(0x61) }] });
    expect(over).toMatchObject({ status: 400, body: { message: 'File size must be less than 10MB' } });
    const limit = await convert({ files: [{ name: 'big.txt', bytes: new Uint8Array(10_485_760).fill(0x61) }] });
    expect(limit).toMatchObject({ status: 422, body: { message: TOO_MANY_CHARS } });
  }, 30_000);

  it(`a prompt of more than ${MAX_PROMPT_LINES} lines (blank lines not counted)`, async () => {
    const over = await convert({ prompt: 'a\n'.repeat(MAX_PROMPT_LINES + 1) });
    expect(over).toMatchObject({ status: 400, body: { message: PROMPT_TOO_MANY_LINES, errors: [{ path: 'prompt', message: PROMPT_TOO_MANY_LINES }] } });
    // The form sends each line break as CRLF: 17000 characters.
    const limit = await convert({ prompt: 'a\n\n'.repeat(1_000) + 'a\n'.repeat(MAX_PROMPT_LINES - 1_000) });
    expect(limit.status).toBe(200);
  });

  it("the 11 MB body limit is this route's only: another route keeps the service's 8 MB", async () => {
    const tooLarge = await convert({ files: [{ name: 'huge.txt', bytes: new Uint8Array(11 * 1024 * 1024 + 10).fill(0x61) }] });
    expect(tooLarge).toMatchObject({ status: 413, body: { message: 'The request is too large.' } });
    const other = await rules.request('/ai/soap-note', {
      method: 'POST',
      headers: { authorization: `Bearer ${member}`, 'content-type': 'application/json' },
      body: JSON.stringify({ triage_text: 'a'.repeat(9 * 1024 * 1024) }),
    });
    expect(other.status).toBe(413);
  }, 30_000);

  it('one file at a time', async () => {
    const answer = await convert({ files: [{ name: 'a.txt', bytes: 'A: b' }, { name: 'b.txt', bytes: 'C: d' }] });
    expect(answer).toMatchObject({ status: 400, body: { message: 'Upload one file at a time.' } });
  });

  it('an image without a vision-capable model', async () => {
    const answer = await convert({ files: [{ name: 'scan.png', bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]), type: 'image/png' }] });
    expect(answer).toMatchObject({ status: 422, body: { message: 'Images need a vision-capable AI model, which is not configured. Paste the text or upload a PDF or Word document.' } });
  });

  it('an old binary .doc', async () => {
    const answer = await convert({ files: [{ name: 'old.doc', bytes: new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]) }] });
    expect(answer).toMatchObject({ status: 422, body: { message: 'This .doc file cannot be read: save it as .docx and try again.' } });
  });

  it('a damaged .docx or PDF', async () => {
    expect(await convert({ files: [{ name: 'broken.docx', bytes: 'not a zip' }] })).toMatchObject({ status: 422, body: { message: 'This .docx file cannot be read: it is damaged or not a .docx file.' } });
    expect(await convert({ files: [{ name: 'broken.pdf', bytes: 'not a pdf' }] })).toMatchObject({ status: 422, body: { message: 'This PDF file cannot be read: it is damaged or not a PDF file.' } });
  });

  it('needs a signed-in clinic member', async () => {
    expect((await convert({ prompt: 'Plan: a, b' }, { token: null })).status).toBe(401);
  });
});

describe('with a language model', () => {
  it("the model's template, validated", async () => {
    fake.enqueue('chat', { content: { is_template: true, name: 'Wellness', description: 'Yearly visit', sections: [{ section: 'Exam', value: 'Nose to tail', fields: [{ name: 'Weight', hint: 'kg' }] }] } });
    const answer = await convert({ prompt: 'Make me a wellness template with an exam and the weight.' }, { harness: openai, token: memberOpenai });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      success: true,
      json_data: { name: 'Wellness', description: 'Yearly visit', sections: [{ section: 'Exam', value: 'Nose to tail', fields: [{ name: 'Weight', hint: 'kg' }] }] },
      raw_text: 'Make me a wellness template with an exam and the weight.',
      error: null,
      notice: null,
    });
  });

  it('an answer that is not a valid template gives the raw text', async () => {
    fake.enqueue('chat', { content: { is_template: true, name: '', description: '', sections: [{ section: '  ', value: '', fields: [] }] } });
    const invalid = await convert({ prompt: 'Subjective: a, b' }, { harness: openai, token: memberOpenai });
    expect(invalid.body.data).toEqual({ success: false, json_data: null, raw_text: 'Subjective: a, b', error: MODEL_INVALID, notice: null });
    fake.enqueue('chat', { content: 'not json at all' });
    const notJson = await convert({ prompt: 'Subjective: a, b' }, { harness: openai, token: memberOpenai });
    expect(notJson.body.data).toMatchObject({ success: false, json_data: null, error: MODEL_INVALID });
  });
});

describe('parseTemplate', () => {
  it('keeps the limits: at most 50 sections of at most 100 fields, names at most 120 characters', () => {
    const text = Array.from({ length: 60 }, (_, index) => `## Section ${index + 1}\n${Array.from({ length: 120 }, (_, f) => `- Field ${f + 1}`).join('\n')}`).join('\n');
    const parsed = parseTemplate(text)!;
    expect(parsed.sections).toHaveLength(50);
    expect(parsed.sections.every((section) => section.fields.length === 100)).toBe(true);
    expect(parseTemplate(`## ${'A'.repeat(10)}\n- ${'b'.repeat(60)}`)!.sections[0]!.fields[0]!.name).toHaveLength(60);
  });
});
