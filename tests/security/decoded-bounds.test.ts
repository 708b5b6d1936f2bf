// The template builder's upload (POST /template-builder/convert, open to every signed-in
// role) bounds what a document decodes to. The probe's attack files (attack-files.ts), small on the
// wire, are each refused with the cap's message, and a long but allowed template is answered; the
// product answers the next request as before. Before the fix these stalled the product for 8 s to
// minutes or took it past 3 GB of memory.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docxZipBomb, headingFloodText, paragraphFloodDocx, pdfOfPages } from './attack-files.ts';
import { startProbeProduct, type ProbeProduct } from './product.ts';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

let product: ProbeProduct;
let token: string;
beforeAll(async () => {
  product = await startProbeProduct();
  token = await product.signIn('tech@demo.vet');
});
afterAll(async () => product?.close());

async function convert(file: { name: string; type: string; bytes: Uint8Array | string }) {
  const form = new FormData();
  form.append('file', new Blob([file.bytes as BlobPart], { type: file.type }), file.name);
  const response = await fetch(`${product.url}/template-builder/convert`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  return { status: response.status, body: (await response.json()) as any };
}

describe('refused at the cap, with its message', () => {
  it.each([
    ['a .docx zip bomb (80 MB of XML in about 250 KB)', () => ({ name: 'bomb.docx', type: DOCX, bytes: docxZipBomb({ inflatedBytes: 80 * 1024 * 1024 }) }), 'This document is too large for a template: at most 20 MB unpacked.'],
    [
      'a .docx zip bomb that declares a small size',
      () => ({ name: 'bomb.docx', type: DOCX, bytes: docxZipBomb({ inflatedBytes: 80 * 1024 * 1024, declaredBytes: 1_000 }) }),
      'This document is too large for a template: at most 20 MB unpacked.',
    ],
    ['a .docx of 60,000 paragraphs (8 KB)', () => ({ name: 'paragraphs.docx', type: DOCX, bytes: paragraphFloodDocx(60_000) }), 'This document is too long for a template: at most 5000 paragraphs.'],
    ['a text of 20,000 headings (170 KB)', () => ({ name: 'headings.txt', type: 'text/plain', bytes: headingFloodText(20_000) }), 'This document is too long for a template: at most 5000 lines.'],
    ['a PDF of 10,000 pages (1.6 MB)', () => ({ name: 'pages.pdf', type: 'application/pdf', bytes: pdfOfPages(10_000) }), 'This document is too long for a template: at most 200 pages.'],
  ])('%s', async (_what, file, message) => {
    expect(await convert(file())).toEqual({ status: 422, body: { message } });
  });
});

it('a long template within the caps is answered, and the product still answers after the refusals', async () => {
  const sections = Array.from({ length: 1_500 }, (_, index) => `# Exam ${index + 1}\n- Weight: in kg\n- Temperature`).join('\n');
  const long = await convert({ name: 'long.md', type: 'text/markdown', bytes: sections });
  expect(long.status).toBe(200);
  expect(long.body.data).toMatchObject({ success: true, error: null });
  expect(long.body.data.json_data.sections).toHaveLength(50);

  const small = await convert({ name: 'wellness.txt', type: 'text/plain', bytes: 'Subjective: Chief complaint, History\nPlan: Vaccines, Follow-up' });
  expect(small.status).toBe(200);
  expect(small.body.data.json_data.sections.map((section: { section: string }) => section.section)).toEqual(['Subjective', 'Plan']);
});
