// The AI SOAP canvas and the SOAP templates through the real gateway and services
// (PLAN-19): the demo templates and their fields, create / update (stale) / status / delete and
// search; the canvas created once and then updated (a second tab's older save refused with who
// changed it), Visit.soapCanvas of many visits in one upstream call; Generate SOAP from the visit's
// records with the rules engine; the chat session; finalize refused to a non-vet and done by a vet
// (the Covetrus sandbox records the note, the visit becomes 'SOAP Finalized' and the note is
// locked); the template builder's upload route on the product's public port; and another clinic
// kept out of all of it (its veterinarian's finalize too: refused, nothing changed, nothing exported).
import { encodeGlobalID } from '@pothos/plugin-relay';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createFileStorage } from '@vetchart/platform/file-storage';
import { listOutbox } from '@vetchart/platform/mailer';
import type { RunningServer } from '@vetchart/platform/service';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenPublic } from '../public-app.ts';
import { TEMPLATE_CONVERT_MAX_BODY_BYTES } from '../soap-templates/template-builder-route.ts';
import { startTestGateway, type TestGateway } from '@vetchart/host/testing';
import { createGateway } from '../yoga.ts';
import { NOT_A_VET } from './finalize-soap-canvas.ts';
import { TRIAGE_TOO_SHORT } from './generate-soap-note.ts';
import { NO_SESSION } from './send-soap-canvas-chat-message.ts';
import { ageOf } from './soap-visit-data.ts';

let gateway: TestGateway;
let admin: string;
let vet: string;
let tech: string;
let other: string;
let superadmin: string;
let maxId: string;

const RESULT = `__typename ... on Error { message } ... on InputValidationError { fieldErrors { path message } }`;
const TEMPLATE = `id code name description status version createdByName updatedByName updatedAt content { section value fields { name hint } }`;
const CANVAS = `id templateCode template { code name } finalSoap prompt chatHistory { role content at } version isFinalized finalizedAt finalizedByName exportedTo updatedByName updatedAt practiceExport { id state attempts lastError partnerName partnerRecordId }`;
const TEMPLATES = `query ($status: SoapTemplateStatus, $search: String) { soapTemplates(status: $status, search: $search) { ${TEMPLATE} } }`;
const CREATE_TEMPLATE = `mutation ($input: CreateSoapTemplateInput!) { createSoapTemplate(input: $input) { ${RESULT} ... on CreateSoapTemplateSuccess { template { ${TEMPLATE} } } } }`;
const UPDATE_TEMPLATE = `mutation ($input: UpdateSoapTemplateInput!) { updateSoapTemplate(input: $input) { ${RESULT}
  ... on UpdateSoapTemplateSuccess { template { ${TEMPLATE} } } ... on SoapTemplateStaleVersionError { changedByName current { version name } } } }`;
const SET_STATUS = `mutation ($input: SetSoapTemplateStatusInput!) { setSoapTemplateStatus(input: $input) { ${RESULT} ... on SetSoapTemplateStatusSuccess { template { code status } } } }`;
const DELETE_TEMPLATE = `mutation ($input: DeleteSoapTemplateInput!) { deleteSoapTemplate(input: $input) { ${RESULT} ... on DeleteSoapTemplateSuccess { deletedCode } } }`;
const SAVE = `mutation ($input: SaveSoapCanvasInput!) { saveSoapCanvas(input: $input) { ${RESULT}
  ... on SaveSoapCanvasSuccess { canvas { ${CANVAS} } visit { id } } ... on SoapCanvasStaleVersionError { changedByName changedAt current { version finalSoap } } } }`;
const GENERATE = `mutation ($input: GenerateSoapNoteInput!) { generateSoapNote(input: $input) { ${RESULT}
  ... on GenerateSoapNoteSuccess { note { markdown sections { section text sources lines { text sources { kind label quote start end } } } emptySections provider notice } } } }`;
const CHAT = `mutation ($input: SendSoapCanvasChatMessageInput!) { sendSoapCanvasChatMessage(input: $input) { ${RESULT}
  ... on SendSoapCanvasChatMessageSuccess { reply provider notice canvas { version chatHistory { role content } } } } }`;
const FINALIZE = `mutation ($input: FinalizeSoapCanvasInput!) { finalizeSoapCanvas(input: $input) { ${RESULT}
  ... on FinalizeSoapCanvasSuccess { message canvas { ${CANVAS} } visit { id status { name } isReadOnly } } ... on PracticeSystemError { message } } }`;
const VISIT_CANVAS = `query ($id: ID!) { node(id: $id) { ... on Visit { id soapCanvas { ${CANVAS} } } } }`;

const TRIAGE =
  'Max has been vomiting twice a day for three days and is lethargic. Appetite is reduced and he drinks more water than usual. ' +
  'No diarrhea. Owner reports he ate part of a sock last week.';

async function run<T = any>(query: string, variables: Record<string, unknown>, token = tech, field?: string): Promise<T> {
  const result = await gateway.execute(query, variables, token);
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  return field ? result.data[field] : result.data;
}

async function newVisit(petId = maxId, token = tech, name?: string): Promise<string> {
  const result = await run(`mutation ($input: CreateVisitInput!) { createVisit(input: $input) { ... on CreateVisitSuccess { visit { id } } } }`, { input: { petId, name } }, token);
  return result.createVisit.visit.id;
}

/** The demo clinic connected to the Covetrus sandbox (once per file) and a patient of it synced: the pet's id. */
async function covetrusPet(): Promise<string> {
  const connected = await run(`mutation ($input: ConnectIntegrationInput!) { connectIntegration(input: $input) { __typename ... on Error { message } } }`, {
    input: { integration: 'covetrus', clinicId: 'SANDBOX-CLINIC-1', accountId: 'SANDBOX-ACCOUNT-1' },
  }, admin);
  if (connected.connectIntegration.__typename !== 'ConnectIntegrationSuccess') expect(connected.connectIntegration.message).toMatch(/is already connected/);
  const synced = await run(`mutation ($input: SyncPetInput!) { syncPet(input: $input) { __typename ... on SyncPetSuccess { pet { id } } } }`, { input: { sourceId: 'CV-PT-3004' } }, tech);
  return synced.syncPet.pet.id;
}

/** The visit's canvas once its write-back to the practice system (run in the background) is WRITTEN. */
async function writtenBack(visitId: string) {
  let canvas: any;
  await expect
    .poll(async () => {
      canvas = (await run(VISIT_CANVAS, { id: visitId })).node.soapCanvas;
      return canvas.practiceExport?.state;
    }, { timeout: 30_000, interval: 250 })
    .toBe('WRITTEN');
  return canvas;
}

/** The SOAP records the practice system holds for the pet, read back by syncing it again. */
async function exportedSoapRecords(petId: string): Promise<Array<{ title: string; notes: string }>> {
  await run(`mutation ($input: SyncPetInput!) { syncPet(input: $input) { __typename } }`, { input: { sourceId: 'CV-PT-3004' } }, tech);
  const records = (await run(`query ($id: ID!) { node(id: $id) { ... on Pet { medicalRecords { title notes } } } }`, { id: petId })).node.medicalRecords;
  return records.filter((record: { title: string }) => record.title.startsWith('SOAP — '));
}
const exportedSoapTitles = async (petId: string) => (await exportedSoapRecords(petId)).map((record) => record.title);

/** A veterinarian of Other Pet Clinic, invited by its admin and signed up through the product: an access token. */
async function otherClinicVet(): Promise<string> {
  const roles = await run(`query { roles(first: 50) { edges { node { id name } } } }`, {}, other);
  const veterinarian = roles.roles.edges.find((edge: any) => edge.node.name === 'veterinarian').node.id;
  const clinicId = (await run(`query { viewer { clinics { id } } }`, {}, other)).viewer.clinics[0].id;
  const email = 'vet@other.vet';
  const invited = await run(`mutation ($input: InviteUsersInput!) { inviteUsers(input: $input) { ${RESULT} } }`, {
    input: { users: [{ firstName: 'Robin', lastName: 'Other', email, phone: '5035550142', roleId: veterinarian, clinicId }] },
  }, other);
  expect(invited.inviteUsers.__typename, JSON.stringify(invited)).toBe('InviteUsersSuccess');
  const [mail] = await listOutbox(gateway.db, { to: email });
  const link = new URL(mail!.links.find((candidate) => candidate.includes('/invite/'))!);
  const completed = await run(`mutation ($input: CompleteInviteInput!) { completeInvite(input: $input) { ${RESULT} } }`, {
    input: {
      orgCode: link.searchParams.get('code'), id: link.searchParams.get('id'), token: link.pathname.split('/invite/')[1],
      firstName: 'Robin', lastName: 'Other', password: 'Oth3r!vet', confirm: 'Oth3r!vet', role: 'veterinarian',
      veterinarianLicense: 'VET-OR-2201', state: 'OR',
      securityQuestion: 'What was the name of your first pet?', securityAnswer: 'Rex',
    },
  }, undefined);
  expect(completed.completeInvite.__typename, JSON.stringify(completed)).toBe('CompleteInviteSuccess');
  const token = (await gateway.signIn(email, 'Oth3r!vet')).accessToken;
  expect((await run(`query { viewer { role { name } } }`, {}, token)).viewer.role.name).toBe('veterinarian');
  return token;
}

async function demoTemplate(name: string) {
  const list = (await run(TEMPLATES, { search: name })).soapTemplates as any[];
  return list.find((template) => template.name === name);
}

beforeAll(async () => {
  gateway = await startTestGateway();
  admin = (await gateway.signIn('admin@demo.vet')).accessToken;
  vet = (await gateway.signIn('vet@demo.vet')).accessToken;
  tech = (await gateway.signIn('tech@demo.vet')).accessToken;
  other = (await gateway.signIn('admin@other.vet')).accessToken;
  superadmin = (await gateway.signIn('superadmin@demo.vet')).accessToken;
  const pets = await run(`query { pets(search: "Max", first: 5) { edges { node { id name parent { lastName } } } } }`, {}, admin);
  maxId = pets.pets.edges.find((edge: any) => edge.node.name === 'Max' && edge.node.parent.lastName === 'Bennett').node.id;
}, 120_000);

afterAll(async () => {
  await gateway?.close();
});

describe('SOAP templates', () => {
  it("lists the demo clinic's templates with their sections' fields; a new clinic has none", async () => {
    const active = (await run(TEMPLATES, { status: 'ACTIVE' })).soapTemplates as any[];
    expect(active.map((template) => template.name).sort()).toEqual(['Dental', 'Lab Results Summary', 'Sick Visit', 'Wellness Exam']);
    for (const template of active) {
      expect(template.status).toBe('ACTIVE');
      expect(template.code).toMatch(/^TPL-/);
      expect(template.content.length).toBeGreaterThan(0);
      expect(template.content.some((section: any) => section.fields.length > 0)).toBe(true);
    }
    expect((await run(TEMPLATES, { status: 'INACTIVE' })).soapTemplates).toEqual([]);
    expect((await run(TEMPLATES, {}, other)).soapTemplates).toEqual([]);
  });

  it('creates, searches, updates (an older version refused), moves to Drafts and deletes a template', async () => {
    const missing = await run(CREATE_TEMPLATE, { input: { name: ' ', description: '', content: [{ section: 'Subjective', value: '' }] } }, tech, 'createSoapTemplate');
    expect(missing.__typename).toBe('InputValidationError');
    expect(missing.fieldErrors.map((error: any) => error.message)).toEqual(expect.arrayContaining(['Enter name', 'Enter description']));
    const emptyField = await run(
      CREATE_TEMPLATE,
      { input: { name: 'Ear check', description: 'Otitis visits', content: [{ section: 'Exam', value: '', fields: [{ name: ' ', hint: '' }] }] } },
      tech,
      'createSoapTemplate',
    );
    expect(emptyField.__typename).toBe('InputValidationError');
    expect(emptyField.fieldErrors.map((error: any) => error.message)).toContain('Field name cannot be empty');

    const created = await run(
      CREATE_TEMPLATE,
      {
        input: {
          name: 'Ear check',
          description: 'Otitis externa follow-ups',
          content: [
            { section: 'Subjective', value: 'History', fields: [{ name: 'Duration', hint: 'How long has the ear bothered the pet' }] },
            { section: 'Objective', value: 'Otoscopic exam' },
          ],
        },
      },
      tech,
      'createSoapTemplate',
    );
    expect(created.__typename).toBe('CreateSoapTemplateSuccess');
    const template = created.template;
    expect(template).toMatchObject({ name: 'Ear check', status: 'ACTIVE', version: 1 });
    expect(template.content[0]).toEqual({ section: 'Subjective', value: 'History', fields: [{ name: 'Duration', hint: 'How long has the ear bothered the pet' }] });
    expect(template.content[1].fields).toEqual([]);
    // Search: the name or the description, any case.
    expect((await run(TEMPLATES, { search: 'OTITIS' })).soapTemplates.map((row: any) => row.code)).toEqual([template.code]);
    expect((await run(TEMPLATES, { search: 'ear CH' })).soapTemplates.map((row: any) => row.code)).toEqual([template.code]);

    const updated = await run(
      UPDATE_TEMPLATE,
      { input: { code: template.code, name: 'Ear check v2', description: template.description, content: [{ section: 'Assessment', value: '' }], basedOnVersion: 1 } },
      admin,
      'updateSoapTemplate',
    );
    expect(updated).toMatchObject({ __typename: 'UpdateSoapTemplateSuccess', template: { name: 'Ear check v2', version: 2, content: [{ section: 'Assessment' }] } });
    const stale = await run(
      UPDATE_TEMPLATE,
      { input: { code: template.code, name: 'Older tab', description: 'x', content: [{ section: 'Plan', value: '' }], basedOnVersion: 1 } },
      tech,
      'updateSoapTemplate',
    );
    expect(stale).toMatchObject({ __typename: 'SoapTemplateStaleVersionError', current: { version: 2, name: 'Ear check v2' } });
    expect(stale.changedByName).not.toBe('');
    const noCode = await run(UPDATE_TEMPLATE, { input: { code: '', name: 'x', description: 'x', content: [{ section: 'x', value: '' }], basedOnVersion: 2 } }, tech, 'updateSoapTemplate');
    expect(noCode).toMatchObject({ __typename: 'InputValidationError', message: 'Template code required for update' });

    const drafted = await run(SET_STATUS, { input: { code: template.code, status: 'INACTIVE' } }, tech, 'setSoapTemplateStatus');
    expect(drafted).toMatchObject({ __typename: 'SetSoapTemplateStatusSuccess', template: { code: template.code, status: 'INACTIVE' } });
    expect((await run(TEMPLATES, { status: 'INACTIVE' })).soapTemplates.map((row: any) => row.code)).toEqual([template.code]);
    expect((await run(TEMPLATES, { status: 'ACTIVE' })).soapTemplates.map((row: any) => row.code)).not.toContain(template.code);

    expect(await run(DELETE_TEMPLATE, { input: { code: template.code } }, tech, 'deleteSoapTemplate')).toEqual({ __typename: 'DeleteSoapTemplateSuccess', deletedCode: template.code });
    expect((await run(TEMPLATES, {})).soapTemplates.map((row: any) => row.code)).not.toContain(template.code);
    expect((await run(DELETE_TEMPLATE, { input: { code: template.code } }, tech, 'deleteSoapTemplate')).__typename).toBe('NotFoundError');
  });
});

describe('the SOAP canvas', () => {
  it('is created once, then updated; an older save is refused with who changed it', async () => {
    const visitId = await newVisit();
    const template = await demoTemplate('Sick Visit');
    expect((await run(VISIT_CANVAS, { id: visitId })).node.soapCanvas).toBeNull();

    const noTemplate = await run(SAVE, { input: { visitId, finalSoap: '# Note', prompt: '' } }, tech, 'saveSoapCanvas');
    expect(noTemplate).toMatchObject({ __typename: 'InputValidationError', message: 'Please select a template before saving', fieldErrors: [{ path: 'templateCode' }] });
    const unknown = await run(SAVE, { input: { visitId, templateCode: 'TPL-NOPE0000', finalSoap: '', prompt: '' } }, tech, 'saveSoapCanvas');
    expect(unknown.__typename).toBe('InputValidationError');

    const created = await run(SAVE, { input: { visitId, templateCode: template.code, finalSoap: '## Subjective\nVomiting.', prompt: TRIAGE } }, tech, 'saveSoapCanvas');
    expect(created.__typename).toBe('SaveSoapCanvasSuccess');
    expect(created.canvas).toMatchObject({ templateCode: template.code, template: { code: template.code, name: 'Sick Visit' }, version: 1, isFinalized: false, prompt: TRIAGE, chatHistory: [] });
    // A second create (another tab that had no canvas yet) is the stale save.
    const again = await run(SAVE, { input: { visitId, templateCode: template.code, finalSoap: 'other tab', prompt: '' } }, vet, 'saveSoapCanvas');
    expect(again).toMatchObject({ __typename: 'SoapCanvasStaleVersionError', current: { version: 1, finalSoap: '## Subjective\nVomiting.' } });

    const updated = await run(SAVE, { input: { visitId, templateCode: template.code, finalSoap: '## Subjective\nVomiting, lethargy.', prompt: TRIAGE, basedOnVersion: 1 } }, vet, 'saveSoapCanvas');
    expect(updated).toMatchObject({ __typename: 'SaveSoapCanvasSuccess', canvas: { version: 2, finalSoap: '## Subjective\nVomiting, lethargy.' } });
    const older = await run(SAVE, { input: { visitId, templateCode: template.code, finalSoap: 'older tab', prompt: '', basedOnVersion: 1 } }, tech, 'saveSoapCanvas');
    expect(older.__typename).toBe('SoapCanvasStaleVersionError');
    expect(older.message).toMatch(/^This note was changed by .+ at .+ UTC/);
    expect(older.changedByName).toBe(updated.canvas.updatedByName);
    expect(older.current).toEqual({ version: 2, finalSoap: '## Subjective\nVomiting, lethargy.' });
    // The reload reads the saved text.
    expect((await run(VISIT_CANVAS, { id: visitId })).node.soapCanvas).toMatchObject({ version: 2, finalSoap: '## Subjective\nVomiting, lethargy.', prompt: TRIAGE });
    // The node id reads the same canvas.
    const node = await run(`query ($id: ID!) { node(id: $id) { ... on SoapCanvas { version templateCode } } }`, { id: updated.canvas.id });
    expect(node.node).toEqual({ version: 2, templateCode: template.code });
  });

  it('answers the same canvas to a create repeated with its Idempotency-Key', async () => {
    const visitId = await newVisit();
    const template = await demoTemplate('Wellness Exam');
    const headers = { 'idempotency-key': `canvas-create-${visitId.slice(-12)}` };
    const input = { visitId, templateCode: template.code, finalSoap: 'first', prompt: '' };
    const first = await gateway.execute(SAVE, { input }, tech, { headers });
    const again = await gateway.execute(SAVE, { input }, tech, { headers });
    expect(first.data.saveSoapCanvas).toMatchObject({ __typename: 'SaveSoapCanvasSuccess', canvas: { version: 1 } });
    expect(again.data.saveSoapCanvas).toMatchObject({ __typename: 'SaveSoapCanvasSuccess', canvas: { id: first.data.saveSoapCanvas.canvas.id, version: 1 } });
  });

  it("reads many visits' canvases in one upstream call", async () => {
    const template = await demoTemplate('Dental');
    const visits = [await newVisit(), await newVisit(), await newVisit()];
    for (const visitId of visits.slice(0, 2)) {
      await run(SAVE, { input: { visitId, templateCode: template.code, finalSoap: `note of ${visitId}`, prompt: '' } }, tech, 'saveSoapCanvas');
    }
    const query = `query ($ids: [ID!]!) { nodes(ids: $ids) { ... on Visit { id soapCanvas { finalSoap template { name } } } } }`;
    const one = await gateway.execute(query, { ids: visits.slice(0, 1) }, tech);
    const many = await gateway.execute(query, { ids: visits }, tech);
    expect(many.errors).toBeUndefined();
    expect(many.data.nodes.map((node: any) => node.soapCanvas?.finalSoap ?? null)).toEqual([`note of ${visits[0]}`, `note of ${visits[1]}`, null]);
    expect(many.data.nodes[0].soapCanvas.template.name).toBe('Dental');
    // Visits, canvases and templates: one call each, whatever the number of visits.
    expect(many.extensions?.upstreamCalls).toBe(one.extensions?.upstreamCalls);
  });

  it("generates a note from the triage text and the visit's records with the rules engine (stores nothing)", async () => {
    const visitId = await newVisit();
    const template = await demoTemplate('Sick Visit');
    const short = await run(GENERATE, { input: { visitId, templateCode: template.code, triageText: 'Vomiting for two days.' } }, tech, 'generateSoapNote');
    expect(short).toMatchObject({ __typename: 'InputValidationError', message: TRIAGE_TOO_SHORT, fieldErrors: [{ path: 'triageText' }] });

    const generated = await run(GENERATE, { input: { visitId, templateCode: template.code, triageText: TRIAGE } }, tech, 'generateSoapNote');
    expect(generated.__typename).toBe('GenerateSoapNoteSuccess');
    const note = generated.note;
    expect(note.provider).toBe('rules');
    expect(note.notice).toMatch(/^The built-in rules engine filled \d+ of \d+ sections/);
    expect(note.sections.map((section: any) => section.section)).toEqual(template.content.map((section: any) => section.section));
    expect(note.markdown).toMatch(/vomit/i);
    const filled = note.sections.filter((section: any) => section.text);
    expect(filled.length).toBeGreaterThan(0);
    expect(filled.some((section: any) => section.sources.some((source: string) => source.startsWith('triage')))).toBe(true);
    // Each filled section's lines are its text, and a triage line points at the triage text's words.
    for (const section of filled) expect(section.lines.map((line: any) => line.text).join('\n')).toBe(section.text);
    const spans = filled.flatMap((section: any) => section.lines.flatMap((line: any) => line.sources.filter((source: any) => source.kind === 'TRIAGE')));
    expect(spans.length).toBeGreaterThan(0);
    for (const span of spans) expect(TRIAGE.slice(span.start, span.end)).toBe(span.quote);
    expect(note.emptySections).toEqual(note.sections.filter((section: any) => !section.text).map((section: any) => section.section));
    expect((await run(VISIT_CANVAS, { id: visitId })).node.soapCanvas).toBeNull();
  });

  it("chats in the canvas's session and keeps the history on the canvas", async () => {
    const visitId = await newVisit();
    const noSession = await run(CHAT, { input: { visitId, message: 'Fill the subjective section.', basedOnVersion: 0 } }, tech, 'sendSoapCanvasChatMessage');
    expect(noSession).toEqual({ __typename: 'ConflictError', message: NO_SESSION });

    const template = await demoTemplate('Wellness Exam');
    await run(SAVE, { input: { visitId, templateCode: template.code, finalSoap: '', prompt: '' } }, tech, 'saveSoapCanvas');
    const sent = await run(CHAT, { input: { visitId, message: TRIAGE, basedOnVersion: 1 } }, tech, 'sendSoapCanvasChatMessage');
    expect(sent.__typename).toBe('SendSoapCanvasChatMessageSuccess');
    expect(sent.reply).not.toBe('');
    // Who wrote it: a final note saved as this reply is kept as its AI draft, with this provider.
    expect(sent.provider).toBe('rules');
    expect(sent.canvas.version).toBe(2);
    expect(sent.canvas.chatHistory).toEqual([
      { role: 'user', content: TRIAGE },
      { role: 'assistant', content: sent.reply },
    ]);
    const stale = await run(CHAT, { input: { visitId, message: 'And the plan?', basedOnVersion: 1 } }, tech, 'sendSoapCanvasChatMessage');
    expect(stale.__typename).toBe('SoapCanvasStaleVersionError');
  });

  it("finalizes only for a vet: exported to the practice system, the visit 'SOAP Finalized' and the note locked", async () => {
    const petId = await covetrusPet();
    const visitId = await newVisit(petId);
    const template = await demoTemplate('Sick Visit');

    const unsaved = await run(FINALIZE, { input: { visitId, basedOnVersion: 0 } }, vet, 'finalizeSoapCanvas');
    expect(unsaved).toEqual({ __typename: 'ConflictError', message: 'You must save the SOAP notes before exporting to PIMs' });
    const markdown = '## Subjective\nVomiting for three days.\n\n## Plan\nBland diet.';
    await run(SAVE, { input: { visitId, templateCode: template.code, finalSoap: markdown, prompt: TRIAGE } }, tech, 'saveSoapCanvas');

    // Admin and Super Admin hold no role whose name contains 'vet' (the demo's 'Veterinarian
    // Technician' and 'Veterinarian Assistant' do): refused by the gateway with the spec's text.
    for (const token of [admin, superadmin]) {
      expect(await run(FINALIZE, { input: { visitId, basedOnVersion: 1 } }, token, 'finalizeSoapCanvas')).toEqual({ __typename: 'ForbiddenError', message: NOT_A_VET });
    }
    const finalized = await run(FINALIZE, { input: { visitId, basedOnVersion: 1 } }, vet, 'finalizeSoapCanvas');
    expect(finalized).toMatchObject({
      __typename: 'FinalizeSoapCanvasSuccess',
      message: 'SOAP finalized. Export to the practice system is queued.',
      canvas: { isFinalized: true, finalSoap: markdown, practiceExport: { state: expect.stringMatching(/^(QUEUED|SENDING|WRITTEN)$/) } },
      visit: { id: visitId, status: { name: 'SOAP Finalized' }, isReadOnly: true },
    });
    // Written back in the background, read back and compared.
    expect(await writtenBack(visitId)).toMatchObject({ exportedTo: 'Covetrus', practiceExport: { attempts: 1, partnerName: 'Covetrus', partnerRecordId: expect.stringMatching(/^MR-/) } });
    expect(finalized.canvas.finalizedAt).not.toBeNull();
    expect(finalized.canvas.finalizedByName).not.toBe('');

    const locked = await run(SAVE, { input: { visitId, templateCode: template.code, finalSoap: 'changed', prompt: '', basedOnVersion: finalized.canvas.version } }, vet, 'saveSoapCanvas');
    expect(locked).toEqual({ __typename: 'ConflictError', message: 'Soap already finalized' });
    expect((await run(FINALIZE, { input: { visitId, basedOnVersion: finalized.canvas.version } }, vet, 'finalizeSoapCanvas')).__typename).toBe('ConflictError');

    // The practice system holds the note: the pet's next sync brings it into the medical records.
    expect(await exportedSoapTitles(petId)).toHaveLength(1);
  }, 60_000);

  it("exports only the note a rules-engine chat wrote, never what the engine says of itself", async () => {
    const petId = await covetrusPet();
    const visitName = 'Chatted note export';
    const visitId = await newVisit(petId, tech, visitName);
    const template = await demoTemplate('Sick Visit');
    await run(SAVE, { input: { visitId, templateCode: template.code, finalSoap: '', prompt: '' } }, tech, 'saveSoapCanvas');
    const sent = await run(CHAT, { input: { visitId, message: TRIAGE, basedOnVersion: 1 } }, tech, 'sendSoapCanvasChatMessage');
    expect(sent.notice).toMatch(/^I filled \d+ of \d+ sections of the Sick Visit template/);
    // The final-note modal starts from the latest reply; Finalize saves it and exports it.
    const reply = sent.canvas.chatHistory.at(-1).content;
    const saved = await run(SAVE, { input: { visitId, templateCode: template.code, finalSoap: reply, prompt: TRIAGE, basedOnVersion: sent.canvas.version } }, tech, 'saveSoapCanvas');
    const finalized = await run(FINALIZE, { input: { visitId, basedOnVersion: saved.canvas.version } }, vet, 'finalizeSoapCanvas');
    expect(finalized.__typename).toBe('FinalizeSoapCanvasSuccess');
    const framing = /rules engine|language model|I filled|Nothing found yet|Tell me more/;
    expect(finalized.canvas.finalSoap).toMatch(/^## /);
    expect(finalized.canvas.finalSoap).not.toMatch(framing);
    await writtenBack(visitId);
    const exported = (await exportedSoapRecords(petId)).find((record) => record.title === `SOAP — ${visitName}`);
    expect(exported?.notes).toBeTruthy();
    expect(exported!.notes).not.toMatch(framing);
  }, 60_000);

  it('computes the age Generate SOAP is given', () => {
    const now = new Date('2026-11-25T10:00:00Z');
    expect(ageOf('2020-02-03', now)).toBe('6 years');
    expect(ageOf('2025-10-01', now)).toBe('1 year');
    expect(ageOf('2026-04-25', now)).toBe('7 months');
    expect(ageOf('2026-11-24', now)).toBe('1 day');
    expect(ageOf('', now)).toBe('');
  });
});

describe('the template builder upload', () => {
  let url: string;
  let server: RunningServer;

  let yoga: ReturnType<typeof createGateway>;

  // The product's public port as it runs: the route mounted by createPublicApp, on a Node server
  // with the /graphql fast path (listenPublic).
  beforeAll(async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'vetchart-canvas-'));
    yoga = createGateway({ upstreams: gateway.upstreams, publicKey: gateway.keys.publicKey });
    server = await listenPublic({ gateway: yoga, storage: createFileStorage(dataDir), webDist: path.join(dataDir, 'no-web'), port: 0, hostname: '127.0.0.1' });
    url = `${server.url}/template-builder/convert`;
  });
  afterAll(async () => {
    await server?.close();
    await yoga?.dispose();
  });

  const form = (prompt: string, file?: { name: string; body: string | Uint8Array<ArrayBuffer> }) => {
    const data = new FormData();
    data.set('prompt', prompt);
    if (file) data.set('file', new Blob([file.body]), file.name);
    return data;
  };

  it('needs the signed-in caller as /graphql does', async () => {
    expect((await fetch(url, { method: 'POST', body: form('Subjective: complaint') })).status).toBe(401);
    const forged = await fetch(url, { method: 'POST', headers: { authorization: 'Bearer not-a-token' }, body: form('Subjective: complaint') });
    expect(forged.status).toBe(401);
    expect(await forged.json()).toEqual({ message: 'Invalid token.' });
  });

  it('turns pasted text and an uploaded text file into a template', async () => {
    const pasted = await fetch(url, { method: 'POST', headers: { authorization: `Bearer ${tech}` }, body: form('Subjective: chief complaint, duration\nObjective: temperature, heart rate') });
    expect(pasted.status).toBe(200);
    const body = (await pasted.json()) as any;
    expect(body.data.success).toBe(true);
    expect(body.data.json_data.sections.map((section: any) => section.section)).toEqual(['Subjective', 'Objective']);
    expect(body.data.json_data.sections[0].fields.map((field: any) => field.name)).toEqual(['chief complaint', 'duration'].map((name) => expect.stringMatching(new RegExp(name, 'i'))));

    const uploaded = await fetch(url, { method: 'POST', headers: { authorization: `Bearer ${tech}` }, body: form('', { name: 'dental.md', body: '# Dental\n\nFINDINGS:\n- Tartar\n- Gingivitis\n' }) });
    expect(uploaded.status).toBe(200);
    expect(((await uploaded.json()) as any).data.success).toBe(true);

    const nothing = await fetch(url, { method: 'POST', headers: { authorization: `Bearer ${tech}` }, body: form('') });
    expect(nothing.status).toBe(400);
    expect(((await nothing.json()) as any).message).toBe('Please provide either text input or upload a file');
    const exe = await fetch(url, { method: 'POST', headers: { authorization: `Bearer ${tech}` }, body: form('', { name: 'tool.exe', body: 'MZ' }) });
    expect(exe.status).toBe(400);
    expect(((await exe.json()) as any).message).toBe('File type not supported');
  });

  it('passes a 9 MB upload on to the AI engine and refuses a body over 11 MB on this route', async () => {
    const image = await fetch(url, { method: 'POST', headers: { authorization: `Bearer ${tech}` }, body: form('', { name: 'scan.png', body: new Uint8Array(9 * 1024 * 1024) }) });
    expect(image.status).toBe(422);
    expect(((await image.json()) as any).message).toBe('Images need a vision-capable AI model, which is not configured. Paste the text or upload a PDF or Word document.');

    const big = new Uint8Array(TEMPLATE_CONVERT_MAX_BODY_BYTES + 1024);
    const response = await fetch(url, { method: 'POST', headers: { authorization: `Bearer ${tech}` }, body: form('', { name: 'big.txt', body: big }) });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: 'File size must be less than 10MB' });
  });
});

describe('tenant isolation', () => {
  it("keeps another clinic out of the demo clinic's templates and canvases", async () => {
    const template = await demoTemplate('Sick Visit');
    const visitId = await newVisit();
    await run(SAVE, { input: { visitId, templateCode: template.code, finalSoap: 'private note', prompt: TRIAGE } }, tech, 'saveSoapCanvas');

    expect((await run(TEMPLATES, { search: 'Sick' }, other)).soapTemplates).toEqual([]);
    expect((await run(`query ($id: ID!) { node(id: $id) { id } }`, { id: template.id }, other)).node).toBeNull();
    const update = await run(UPDATE_TEMPLATE, { input: { code: template.code, name: 'Mine', description: 'x', content: [{ section: 'S', value: '' }], basedOnVersion: template.version } }, other, 'updateSoapTemplate');
    expect(update.__typename).toBe('NotFoundError');
    expect((await run(SET_STATUS, { input: { code: template.code, status: 'INACTIVE' } }, other, 'setSoapTemplateStatus')).__typename).toBe('NotFoundError');
    expect((await run(DELETE_TEMPLATE, { input: { code: template.code } }, other, 'deleteSoapTemplate')).__typename).toBe('NotFoundError');

    const read = await gateway.execute(VISIT_CANVAS, { id: visitId }, other);
    expect(read.data?.node ?? null).toBeNull();
    const canvasNode = encodeGlobalID('SoapCanvas', Buffer.from(visitId, 'base64').toString().split(':')[1]!);
    expect((await run(`query ($id: ID!) { node(id: $id) { id } }`, { id: canvasNode }, other)).node).toBeNull();
    const saved = await run(SAVE, { input: { visitId, templateCode: template.code, finalSoap: 'overwrite', prompt: '', basedOnVersion: 1 } }, other, 'saveSoapCanvas');
    expect(saved.__typename).toBe('NotFoundError');
    const generated = await run(GENERATE, { input: { visitId, templateCode: template.code, triageText: TRIAGE } }, other, 'generateSoapNote');
    expect(generated.__typename).toBe('NotFoundError');
    const chat = await run(CHAT, { input: { visitId, message: 'hello there', basedOnVersion: 1 } }, other, 'sendSoapCanvasChatMessage');
    expect(chat.__typename).toBe('NotFoundError');
    // The other clinic's admin is not a vet: refused before anything is read.
    expect((await run(FINALIZE, { input: { visitId, basedOnVersion: 1 } }, other, 'finalizeSoapCanvas')).__typename).toBe('ForbiddenError');
    // The service on its own too.
    const direct = await fetch(`${gateway.upstreams.main}/soap-canvases?visit_ids=${Buffer.from(visitId, 'base64').toString().split(':')[1]}`, { headers: { authorization: `Bearer ${other}` } });
    expect(((await direct.json()) as any).data).toEqual([]);

    // Nothing changed.
    expect((await run(VISIT_CANVAS, { id: visitId })).node.soapCanvas).toMatchObject({ finalSoap: 'private note', version: 1 });
    expect((await demoTemplate('Sick Visit')).version).toBe(template.version);
  });

  it("refuses finalize to another clinic's veterinarian: nothing changes and nothing is exported", { timeout: 60_000 }, async () => {
    const otherVet = await otherClinicVet();
    const petId = await covetrusPet();
    const visitName = 'Isolation finalize';
    const visitId = await newVisit(petId, tech, visitName);
    const template = await demoTemplate('Sick Visit');
    await run(SAVE, { input: { visitId, templateCode: template.code, finalSoap: '## Plan\nPrivate plan.', prompt: TRIAGE } }, tech, 'saveSoapCanvas');
    const visitState = `query ($id: ID!) { node(id: $id) { ... on Visit { status { name } isReadOnly soapCanvas { version isFinalized finalizedAt exportedTo finalSoap } } } }`;
    const before = (await run(visitState, { id: visitId })).node;
    expect(before.soapCanvas).toMatchObject({ version: 1, isFinalized: false });
    const titles = await exportedSoapTitles(petId);

    // A vet, so past the role check: the visit is not theirs to see.
    const refused = await run(FINALIZE, { input: { visitId, basedOnVersion: 1 } }, otherVet, 'finalizeSoapCanvas');
    expect(refused.__typename).toBe('NotFoundError');
    const direct = await fetch(`${gateway.upstreams.main}/visits/${Buffer.from(visitId, 'base64').toString().split(':')[1]}/soap-canvas/finalize`, {
      method: 'POST',
      headers: { authorization: `Bearer ${otherVet}`, 'content-type': 'application/json' },
      body: JSON.stringify({ based_on_version: 1 }),
    });
    expect(direct.status).toBe(404);

    expect((await run(visitState, { id: visitId })).node).toEqual(before);
    expect(await exportedSoapTitles(petId)).toEqual(titles);
    // The note was finalizable all along: the clinic's own vet finalizes it. The practice lists
    // the newest written record first, and a same-day record keeps that order in ours.
    expect((await run(FINALIZE, { input: { visitId, basedOnVersion: 1 } }, vet, 'finalizeSoapCanvas')).__typename).toBe('FinalizeSoapCanvasSuccess');
    const written = await writtenBack(visitId);
    expect(await exportedSoapTitles(petId)).toEqual([`SOAP — ${visitName}`, ...titles]);
    // Its write-back is the clinic's alone: another clinic reads nothing of it and cannot retry it.
    const exportId = written.practiceExport.id;
    expect((await run(`query ($id: ID!) { node(id: $id) { id } }`, { id: exportId }, otherVet)).node).toBeNull();
    const listed = (await run(`query { practiceExports(first: 50) { edges { node { id } } } }`, {}, otherVet)).practiceExports.edges.map((edge: any) => edge.node.id);
    expect(listed).not.toContain(exportId);
    const retried = await run(`mutation ($input: RetryPracticeExportInput!) { retryPracticeExport(input: $input) { __typename ... on Error { message } } }`, { input: { practiceExportId: exportId } }, otherVet);
    expect(retried.retryPracticeExport.__typename).toBe('NotFoundError');
    expect((await run(`query ($id: ID!) { node(id: $id) { ... on PracticeExport { state } } }`, { id: exportId })).node.state).toBe('WRITTEN');
  });
});
