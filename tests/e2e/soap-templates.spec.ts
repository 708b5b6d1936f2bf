// SOAP templates and the template builder (spec 003 sections 2.4, 2.5, 5,
// 8, 9): a template built in the builder from pasted text (a field renamed, one deleted after
// confirmation), from an uploaded Word document and from a PDF (both made here), each saved as a
// Public template; the input checks; a reply that is not a template; then on /d/soap-templates:
// search, the status switch, the grid/list choice surviving a reload, the sections edited in the
// builder's edit mode, and delete with confirmation. Every template this test makes is deleted.
import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, graphql, notice, sessionToken, signIn } from './support';

const suffix = Date.now().toString(36).slice(-6);
const shots = process.env.E2E_SCREENSHOTS_DIR ?? '/tmp';
// pdfkit is the gateway's PDF writer (documents); the test borrows it to make a PDF to upload.
const requireFromGateway = createRequire(new URL('../../gateway/package.json', import.meta.url));
const PDFDocument = requireFromGateway('pdfkit') as typeof import('pdfkit');

/** A PDF with one line per text line. */
function pdfOf(lines: string[]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 50 });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    for (const line of lines) doc.fontSize(12).text(line);
    doc.end();
  });
}

// A .docx is a zip of XML parts; this writes the three a Word reader needs, stored uncompressed.
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (data: Buffer) => {
  let crc = 0xffffffff;
  for (const byte of data) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
};

function zipOf(files: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(files)) {
    const data = Buffer.from(text, 'utf8');
    const nameBytes = Buffer.from(name, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const centralSize = centrals.reduce((sum, part) => sum + part.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(files).length, 8);
  end.writeUInt16LE(Object.keys(files).length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...centrals, end]);
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A Word document with one paragraph per line. */
function docxOf(lines: string[]): Buffer {
  const paragraphs = lines.map((line) => `<w:p><w:r><w:t xml:space="preserve">${escapeXml(line)}</w:t></w:r></w:p>`).join('');
  return zipOf({
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    '_rels/.rels':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    'word/document.xml': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${paragraphs}</w:body></w:document>`,
  });
}

const TEMPLATES = `query ($search: String) { soapTemplates(search: $search) { code name status content { section fields { name } } } }`;
interface SavedTemplate {
  code: string;
  name: string;
  status: string;
  content: { section: string; fields: { name: string }[] }[];
}

async function templatesMatching(page: Page, search: string): Promise<SavedTemplate[]> {
  const data = await graphql(page.request, await sessionToken(page), TEMPLATES, { search });
  return data.soapTemplates;
}

const chatInput = (page: Page) => page.getByRole('textbox', { name: 'Message the template builder' });
const lastTemplate = (page: Page) => page.getByRole('log', { name: 'Conversation' }).getByRole('listitem').filter({ has: page.getByRole('button', { name: /Save Template|Edit Template/ }) }).last();

/** Saves the newest template message under `name`. */
async function saveTemplate(page: Page, name: string, description: string): Promise<void> {
  const message = lastTemplate(page);
  await message.getByRole('button', { name: 'Save Template' }).click();
  const form = page.getByRole('form', { name: 'Save template' });
  await form.getByLabel('Template Name').fill(name);
  await form.getByLabel('Description').fill(description);
  await form.getByRole('button', { name: 'Save as Public Template' }).click();
  await expect(page.getByText(`Saved as ${name}`)).toBeVisible();
}

test.describe.configure({ mode: 'serial' });

const names = { text: `Sick Visit ${suffix}`, docx: `Dental Word ${suffix}`, pdf: `Wellness PDF ${suffix}`, quick: `Quick Check ${suffix}` };

test('the builder makes templates from pasted text, a Word document and a PDF', async ({ page }) => {
  await signIn(page, 'vet@demo.vet');
  await page.getByRole('link', { name: 'Template Builder' }).click();
  await expect(page).toHaveURL(/\/d\/template-builder$/);
  const viewer = await page.evaluate(() => JSON.parse(localStorage.getItem('vetchart.session') ?? '{}').viewer);
  const builder = page.getByRole('region', { name: 'Template Builder' });
  await expect(builder.getByText(viewer.user.fullName, { exact: true })).toBeVisible();
  await expect(builder.getByText(viewer.role.name, { exact: true })).toBeVisible();
  await expect(page.locator('footer')).toHaveCount(0);

  // The checks before sending.
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please provide either text input or upload a file' })).toBeVisible();
  await page.getByLabel('Attach').setInputFiles({ name: 'archive.zip', mimeType: 'application/zip', buffer: Buffer.from('PK') });
  await expect(page.getByRole('alert').filter({ hasText: 'File type not supported' })).toBeVisible();
  await page.getByLabel('Attach').setInputFiles({ name: 'huge.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(10_485_761) });
  await expect(page.getByRole('alert').filter({ hasText: 'File size must be less than 10MB' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Template Builder with a refused file');

  // Pasted text: Shift+Enter adds lines (the input grows), Enter sends.
  const input = chatInput(page);
  await input.click();
  await input.pressSequentially('Subjective: complaint, history');
  await input.press('Shift+Enter');
  await input.pressSequentially('Objective: temperature, heart rate');
  await input.press('Shift+Enter');
  await input.pressSequentially('Plan: medications, follow up');
  await expect(input).toHaveAttribute('rows', '3');
  await input.press('Enter');
  await expect(input).toHaveValue('');
  const textTemplate = lastTemplate(page);
  await expect(textTemplate.getByRole('heading', { name: 'Subjective' })).toBeVisible();
  await expect(textTemplate.getByText('Heart Rate')).toBeVisible();

  // Edit: rename a field (an empty name is refused), delete another after confirmation.
  await textTemplate.getByRole('button', { name: 'Edit Template' }).click();
  await textTemplate.getByRole('button', { name: 'Rename field Complaint' }).click();
  const fieldDialog = page.getByRole('dialog', { name: 'Edit Field' });
  await fieldDialog.getByLabel('Field Name').fill(' ');
  await fieldDialog.getByRole('button', { name: 'Save' }).click();
  await expect(fieldDialog.getByText('Field name cannot be empty')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Template Builder field modal with its message');
  await fieldDialog.getByLabel('Field Name').fill('Chief Complaint');
  await fieldDialog.getByLabel('Hint').fill('in the owner’s words');
  await fieldDialog.getByRole('button', { name: 'Save' }).click();
  await expect(textTemplate.getByText('Chief Complaint')).toBeVisible();
  await textTemplate.getByRole('button', { name: 'Delete field Follow Up' }).click();
  await page.getByRole('dialog', { name: 'Delete Field' }).getByRole('button', { name: 'Delete' }).click();
  await expect(textTemplate.getByText('Follow Up')).toHaveCount(0);
  await textTemplate.getByRole('button', { name: 'Rename section Plan' }).click();
  const sectionDialog = page.getByRole('dialog', { name: 'Rename Section' });
  await sectionDialog.getByLabel('Section Name').fill('');
  await sectionDialog.getByRole('button', { name: 'Save' }).click();
  await expect(sectionDialog.getByText('Section name cannot be empty')).toBeVisible();
  await sectionDialog.getByLabel('Section Name').fill('Treatment Plan');
  await sectionDialog.getByRole('button', { name: 'Save' }).click();
  await expect(textTemplate.getByRole('heading', { name: 'Treatment Plan' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Template Builder in edit mode');
  await page.screenshot({ path: `${shots}/template-builder-edit.png`, fullPage: true });
  await textTemplate.getByRole('button', { name: 'Done Editing' }).click();
  await saveTemplate(page, names.text, 'Pasted from the e2e test');

  const [fromText] = await templatesMatching(page, names.text);
  expect(fromText!.status).toBe('ACTIVE');
  expect(fromText!.content.map((section) => section.section)).toEqual(['Subjective', 'Objective', 'Treatment Plan']);
  expect(fromText!.content[0]!.fields.map((field) => field.name)).toEqual(['Chief Complaint', 'History']);
  expect(fromText!.content[2]!.fields.map((field) => field.name)).toEqual(['Medications']);

  // A Word document.
  await page.getByLabel('Attach').setInputFiles({
    name: 'dental.docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    buffer: docxOf(['Oral Exam: tartar grade, gingivitis, missing teeth', 'Anesthesia: premedication, induction agent']),
  });
  await expect(page.getByText('📎 dental.docx')).toBeVisible();
  await page.getByRole('button', { name: 'Send' }).click();
  const docxTemplate = lastTemplate(page);
  await expect(docxTemplate.getByRole('heading', { name: 'Oral Exam' })).toBeVisible();
  await expect(docxTemplate.getByText('Induction Agent')).toBeVisible();
  await saveTemplate(page, names.docx, 'From a Word document');

  // A PDF.
  await page.getByLabel('Attach').setInputFiles({ name: 'wellness.pdf', mimeType: 'application/pdf', buffer: await pdfOf(['History: diet, exercise', 'Vitals: weight, temperature, pulse']) });
  await page.getByRole('button', { name: 'Send' }).click();
  const pdfTemplate = lastTemplate(page);
  await expect(pdfTemplate.getByRole('heading', { name: 'Vitals' })).toBeVisible();
  await expect(pdfTemplate.getByText('Pulse')).toBeVisible();
  await saveTemplate(page, names.pdf, 'From a PDF');
  await page.screenshot({ path: `${shots}/template-builder-saved.png`, fullPage: true });

  // A reply that is not a template is shown as raw text.
  await chatInput(page).fill('hello there, nothing to see');
  await chatInput(page).press('Enter');
  await expect(page.getByText('(Non-template format detected)')).toBeVisible();
  await expect(page.getByRole('log', { name: 'Conversation' }).locator('pre').filter({ hasText: 'hello there, nothing to see' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Template Builder with saved templates');
});

test('the templates page searches, switches status, remembers the view, edits sections and deletes', async ({ page }) => {
  await signIn(page, 'vet@demo.vet');
  await page.getByRole('link', { name: 'Templates', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Create and manage your SOAP note templates' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Public Templates' })).toHaveAttribute('aria-selected', 'true');

  // Search (server-side, name or description, any case).
  await page.getByRole('searchbox', { name: /Search templates/ }).fill(suffix.toUpperCase());
  const cards = page.getByRole('list', { name: /Public Templates/ }).getByRole('listitem');
  await expect(cards).toHaveCount(3);
  // The card shortens the name to 16 characters, keeping the whole in its title.
  const wellness = cards.filter({ hasText: 'Wellness PDF' });
  await expect(wellness.locator(`[title="${names.pdf}"]`)).toBeVisible();
  await expect(wellness.getByRole('heading')).toHaveAccessibleName(names.pdf);
  await expectNoSeriousA11yViolations(page, 'Templates, grid');
  await page.screenshot({ path: `${shots}/soap-templates-grid.png`, fullPage: true });

  // The status switch: the template moves to Drafts.
  await wellness.getByRole('switch', { name: `Public: ${names.pdf}` }).click();
  await expect(notice(page, 'Template Status Updated.')).toBeVisible();
  await expect(cards).toHaveCount(2);
  await page.getByRole('tab', { name: 'Drafts' }).click();
  const drafts = page.getByRole('list', { name: /Drafts/ }).getByRole('listitem');
  await expect(drafts).toHaveCount(1);
  await expect(drafts.getByRole('switch')).toHaveAttribute('aria-checked', 'false');
  expect((await templatesMatching(page, names.pdf))[0]!.status).toBe('INACTIVE');

  // The list view is remembered after a reload.
  await page.getByRole('button', { name: 'List' }).click();
  await expect(page.getByRole('table')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('table')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Templates, list');
  await page.screenshot({ path: `${shots}/soap-templates-list.png`, fullPage: true });
  await page.getByRole('button', { name: 'Grid' }).click();

  // The create form's messages.
  await page.getByRole('button', { name: 'Create New Template' }).click();
  const createDialog = page.getByRole('dialog', { name: 'Create New Template' });
  await createDialog.getByRole('button', { name: 'Create' }).click();
  await expect(createDialog.getByText('Enter name')).toBeVisible();
  await expect(createDialog.getByText('Enter description')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Templates, create form with messages');
  await page.screenshot({ path: `${shots}/soap-templates-create.png` });
  await createDialog.getByLabel('Template Name').fill(names.quick);
  await createDialog.getByLabel('Description').fill('Made on the templates page');
  await createDialog.getByRole('button', { name: 'Create' }).click();
  await expect(notice(page, 'Template created')).toBeVisible();
  const quickCard = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: names.quick }) });
  await expect(quickCard).toBeVisible();
  await expect(quickCard.getByText('4 sections')).toBeVisible();

  // Edit details: the name and description change, the sections stay.
  await quickCard.getByRole('button', { name: `Actions for ${names.quick}` }).click();
  await page.getByRole('menuitem', { name: 'Edit details' }).click();
  const editDialog = page.getByRole('dialog', { name: 'Edit Template' });
  await expect(editDialog.getByLabel('Template Name')).toHaveValue(names.quick);
  await editDialog.getByLabel('Description').fill('Renamed description on the templates page');
  await editDialog.getByRole('button', { name: 'Save' }).click();
  await expect(notice(page, 'Template updated')).toBeVisible();
  await expect(quickCard.getByText('Renamed description on the')).toBeVisible();
  const [quick] = await templatesMatching(page, names.quick);
  expect(quick!.content.map((section) => section.section)).toEqual(['Subjective', 'Objective', 'Assessment', 'Plan']);

  // Edit sections: the builder opens in edit mode with the template and updates it.
  await page.getByRole('searchbox', { name: /Search templates/ }).fill(names.docx);
  await expect(page.getByRole('list', { name: /Public Templates matching/ }).getByRole('listitem')).toHaveCount(1);
  const docxCard = page.getByRole('list', { name: /Public Templates/ }).getByRole('listitem').filter({ hasText: 'Dental Word' });
  await docxCard.getByRole('button', { name: `Actions for ${names.docx}` }).click();
  await page.getByRole('menuitem', { name: 'Edit sections' }).click();
  await expect(page).toHaveURL(/\/d\/template-builder\?edit=true&templateCode=TPL-/);
  const edited = lastTemplate(page);
  await edited.getByRole('button', { name: 'Add field to Anesthesia' }).click();
  const addDialog = page.getByRole('dialog', { name: 'Add Field' });
  await addDialog.getByLabel('Field Name').fill('Recovery Notes');
  await addDialog.getByRole('button', { name: 'Save' }).click();
  await edited.getByRole('button', { name: 'Save Template' }).click();
  await expect(page.getByRole('form', { name: 'Save template' }).getByLabel('Template Name')).toHaveValue(names.docx);
  await page.getByRole('button', { name: 'Update Template' }).click();
  await expect(page.getByText(`Saved as ${names.docx}`)).toBeVisible();
  const [updated] = await templatesMatching(page, names.docx);
  expect(updated!.content.find((section) => section.section === 'Anesthesia')!.fields.map((field) => field.name)).toContain('Recovery Notes');

  // Delete with confirmation, every template this test made.
  await page.goto('/d/soap-templates');
  for (const [tab, name] of [['Public Templates', names.text], ['Public Templates', names.docx], ['Public Templates', names.quick], ['Drafts', names.pdf]] as const) {
    await page.getByRole('tab', { name: tab }).click();
    await page.getByRole('searchbox', { name: /Search templates/ }).fill(name);
    const shown = page.getByRole('list', { name: new RegExp(`${tab} matching`) }).getByRole('listitem');
    await expect(shown).toHaveCount(1);
    const card = shown.filter({ has: page.getByRole('heading', { name }) });
    await card.getByRole('button', { name: `Actions for ${name}` }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Template' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(card).toHaveCount(0);
    await expect(page.getByText(tab === 'Drafts' ? 'No drafts match' : 'No public templates match')).toBeVisible();
  }
  expect(await templatesMatching(page, suffix)).toEqual([]);
});

test('a created, edited, switched or deleted template shows at once, without the list being asked for again', async ({ page }) => {
  // The operation names of the GraphQL requests the page sends (fetchGraphQL names each one).
  const operations: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/graphql') operations.push(String(request.postDataJSON()?.operationName ?? ''));
  });
  const listQueries = () => operations.filter((name) => /^SoapTemplatesPage/.test(name)).length;
  const listAnswered = () => page.waitForResponse((response) => response.request().method() === 'POST' && response.request().postDataJSON()?.operationName === 'SoapTemplatesPageRefetchQuery');
  const name = `Store ${suffix}`;
  await signIn(page, 'vet@demo.vet', { at: '/d/soap-templates' });
  let answered = listAnswered();
  await page.getByRole('searchbox', { name: /Search templates/ }).fill(name);
  await answered;
  await expect(page.getByText('No public templates match')).toBeVisible();
  let listed = listQueries();

  await page.getByRole('button', { name: 'Create New Template' }).click();
  const createDialog = page.getByRole('dialog', { name: 'Create New Template' });
  await createDialog.getByLabel('Template Name').fill(name);
  await createDialog.getByLabel('Description').fill('Kept in the store');
  await createDialog.getByRole('button', { name: 'Create' }).click();
  await expect(notice(page, 'Template created')).toBeVisible();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  await expect(card).toBeVisible();

  await card.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Edit details' }).click();
  const editDialog = page.getByRole('dialog', { name: 'Edit Template' });
  await editDialog.getByLabel('Description').fill('Edited in the store');
  await editDialog.getByRole('button', { name: 'Save' }).click();
  await expect(notice(page, 'Template updated')).toBeVisible();
  await expect(card.getByText('Edited in the store')).toBeVisible();

  // Made a draft, it leaves the public templates.
  await card.getByRole('switch', { name: `Public: ${name}` }).click();
  await expect(notice(page, 'Template Status Updated.')).toBeVisible();
  await expect(card).toHaveCount(0);
  await expect(page.getByText('No public templates match')).toBeVisible();
  expect(listQueries()).toBe(listed);

  // The Drafts tab is asked for (a tab change); the delete then is not followed by another list.
  answered = listAnswered();
  await page.getByRole('tab', { name: 'Drafts' }).click();
  await answered;
  await expect(card).toBeVisible();
  listed = listQueries();
  await card.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete Template' }).getByRole('button', { name: 'Delete' }).click();
  await expect(notice(page, 'Template deleted')).toBeVisible();
  await expect(card).toHaveCount(0);
  await expect(page.getByText('No drafts match')).toBeVisible();
  expect(listQueries()).toBe(listed);
  for (const operation of ['useCreateSoapTemplateMutation', 'useUpdateSoapTemplateMutation', 'useSetSoapTemplateStatusMutation', 'useDeleteSoapTemplateMutation']) expect(operations).toContain(operation);
});
