// AI drafts through the real gateway and services: a save's AI fields become Visit.aiDrafts (the
// feature and provider named, the text saved), read for many visits in one upstream call; accepting
// one records who and when and shows on the node; a save that changes a draft's text ends it as
// edited; the SOAP canvas's finalize is refused naming the unreviewed part; and another clinic
// reads and accepts nothing (through the gateway and the service on its own).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '@vetchart/host/testing';

let gateway: TestGateway;
let vet: string;
let tech: string;
let other: string;
let maxId: string;

const RESULT = `__typename ... on Error { message } ... on InputValidationError { fieldErrors { path message } }`;
const DRAFT = `id record field label part feature featureLabel provider text status createdByName reviewedByName reviewedAt hasSources sourceText lines { text sources { kind label quote start end } }`;
const DRAFTS = `query ($id: ID!) { node(id: $id) { ... on Visit { id aiDrafts { ${DRAFT} } } } }`;
const SAVE_NOTE = `mutation ($input: SaveSubjectiveNoteInput!) { saveSubjectiveNote(input: $input) { ${RESULT} ... on SaveSubjectiveNoteSuccess { subjectiveNote { version } } } }`;
const SAVE_CANVAS = `mutation ($input: SaveSoapCanvasInput!) { saveSoapCanvas(input: $input) { ${RESULT} ... on SaveSoapCanvasSuccess { canvas { version } visit { aiDrafts { ${DRAFT} } } } } }`;
const ACCEPT = `mutation ($input: AcceptAiDraftInput!) { acceptAiDraft(input: $input) { ${RESULT} ... on AcceptAiDraftSuccess { aiDraft { ${DRAFT} } visit { id } } } }`;
const FINALIZE = `mutation ($input: FinalizeSoapCanvasInput!) { finalizeSoapCanvas(input: $input) { ${RESULT} } }`;

const NOTE_INPUT = {
  chiefComplaint: { complaint: 'Vomiting since last night', duration: 'ACUTE' },
  reasonForConsultation: { mainCaseIds: [3], otherCases: [] },
  additionalNotes: { triageNotes: 'Stable, mildly dehydrated' },
};
const TRIAGE_MARKS = [
  { field: 'chief_complaint.complaint', feature: 'TRIAGE_IMPORT', provider: 'rules' },
  { field: 'additional_notes.triage_notes', feature: 'TRIAGE_IMPORT', provider: 'rules' },
];

async function run<T = any>(query: string, variables: Record<string, unknown>, token = tech, field?: string): Promise<T> {
  const result = await gateway.execute(query, variables, token);
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  return field ? result.data[field] : result.data;
}

async function newVisit(token = tech): Promise<string> {
  const result = await run(`mutation ($input: CreateVisitInput!) { createVisit(input: $input) { ... on CreateVisitSuccess { visit { id } } } }`, { input: { petId: maxId } }, token);
  return result.createVisit.visit.id;
}

const rawId = (globalId: string) => Buffer.from(globalId, 'base64').toString().split(':')[1]!;

beforeAll(async () => {
  gateway = await startTestGateway();
  vet = (await gateway.signIn('vet@demo.vet')).accessToken;
  tech = (await gateway.signIn('tech@demo.vet')).accessToken;
  other = (await gateway.signIn('admin@other.vet')).accessToken;
  const pets = await run(`query { pets(search: "Max", first: 5) { edges { node { id name parent { lastName } } } } }`, {}, vet);
  maxId = pets.pets.edges.find((edge: any) => edge.node.name === 'Max' && edge.node.parent.lastName === 'Bennett').node.id;
}, 120_000);
afterAll(async () => gateway?.close());

describe('AI drafts', () => {
  it('keeps a save’s AI fields as drafts, accepts one (who and when), ends another by an edit', async () => {
    const visitId = await newVisit();
    const saved = await run(SAVE_NOTE, { input: { visitId, ...NOTE_INPUT, aiDrafts: TRIAGE_MARKS } }, tech, 'saveSubjectiveNote');
    expect(saved.__typename, JSON.stringify(saved)).toBe('SaveSubjectiveNoteSuccess');
    const [complaint, triage] = (await run(DRAFTS, { id: visitId })).node.aiDrafts;
    expect(complaint).toMatchObject({
      record: 'SUBJECTIVE_NOTE',
      field: 'chief_complaint.complaint',
      label: 'Complaint',
      part: 'Subjective: Complaint',
      feature: 'TRIAGE_IMPORT',
      featureLabel: 'Triage import',
      provider: 'rules engine',
      text: 'Vomiting since last night',
      status: 'DRAFT',
      createdByName: expect.any(String),
      reviewedByName: null,
    });
    expect(triage).toMatchObject({ part: 'Subjective: Triage notes', status: 'DRAFT' });

    const accepted = await run(ACCEPT, { input: { aiDraftId: complaint.id } }, vet, 'acceptAiDraft');
    expect(accepted.__typename, JSON.stringify(accepted)).toBe('AcceptAiDraftSuccess');
    expect(accepted.aiDraft).toMatchObject({ id: complaint.id, status: 'ACCEPTED', reviewedByName: expect.stringMatching(/\S/), reviewedAt: expect.any(String) });
    expect((await run(`query ($id: ID!) { node(id: $id) { ... on AiDraft { status } } }`, { id: complaint.id })).node).toEqual({ status: 'ACCEPTED' });

    const edited = await run(SAVE_NOTE, { input: { visitId, ...NOTE_INPUT, additionalNotes: { triageNotes: 'Stable; 5% dehydrated' }, basedOnVersion: 1 } }, vet, 'saveSubjectiveNote');
    expect(edited.__typename).toBe('SaveSubjectiveNoteSuccess');
    expect((await run(DRAFTS, { id: visitId })).node.aiDrafts.map((draft: any) => draft.status)).toEqual(['ACCEPTED', 'EDITED']);
  });

  it('reads the drafts of many visits in one upstream call', async () => {
    const visits = [await newVisit(), await newVisit(), await newVisit()];
    for (const visitId of visits) await run(SAVE_NOTE, { input: { visitId, ...NOTE_INPUT, aiDrafts: TRIAGE_MARKS } });
    const one = await gateway.execute(`query ($ids: [ID!]!) { nodes(ids: $ids) { ... on Visit { aiDrafts { id } } } }`, { ids: visits.slice(0, 1) }, tech);
    const many = await gateway.execute(`query ($ids: [ID!]!) { nodes(ids: $ids) { ... on Visit { aiDrafts { id } } } }`, { ids: visits }, tech);
    expect(many.data.nodes.map((node: any) => node.aiDrafts.length)).toEqual([2, 2, 2]);
    expect(many.extensions?.upstreamCalls).toBe(one.extensions?.upstreamCalls);
  });

  it("refuses to finalize a SOAP canvas whose generated note is unreviewed, naming it; accepted, the refusal is gone", async () => {
    const visitId = await newVisit();
    const templates = (await run(`query { soapTemplates(status: ACTIVE) { code name } }`, {})).soapTemplates as any[];
    const templateCode = templates.find((template) => template.name === 'Sick Visit').code;
    const saved = await run(SAVE_CANVAS, {
      input: {
        visitId,
        templateCode,
        finalSoap: '## Subjective\nVomiting.\n',
        prompt: 'Vomiting',
        aiDrafts: [
          {
            field: 'final_soap',
            feature: 'GENERATE_SOAP',
            provider: 'rules',
            sources: { input: 'Vomiting', lines: [{ text: '- Reported: vomiting', sources: [{ kind: 'TRIAGE', label: 'Triage text', quote: 'Vomiting', start: 0, end: 8 }] }] },
          },
        ],
      },
    }, vet, 'saveSoapCanvas');
    expect(saved.__typename, JSON.stringify(saved)).toBe('SaveSoapCanvasSuccess');
    const [draft] = saved.visit.aiDrafts;
    expect(draft).toMatchObject({ record: 'SOAP_CANVAS', part: 'SOAP note', featureLabel: 'Generate SOAP', status: 'DRAFT' });
    // The draft keeps where its lines came from, for the editor to show after a reload.
    expect(draft).toMatchObject({ hasSources: true, sourceText: 'Vomiting', lines: [{ text: '- Reported: vomiting', sources: [{ kind: 'TRIAGE', label: 'Triage text', quote: 'Vomiting', start: 0, end: 8 }] }] });
    const refused = await run(FINALIZE, { input: { visitId, basedOnVersion: 1 } }, vet, 'finalizeSoapCanvas');
    expect(refused).toMatchObject({ __typename: 'ConflictError', message: 'Review the AI drafts before finalizing: SOAP note. Accept or edit each one.' });
    await run(ACCEPT, { input: { aiDraftId: draft.id } }, vet);
    const next = await run(FINALIZE, { input: { visitId, basedOnVersion: 1 } }, vet, 'finalizeSoapCanvas');
    expect(next.message ?? '').not.toMatch(/AI drafts/);
  });
});

describe('tenant isolation', () => {
  it("keeps another clinic out of the demo clinic's AI drafts", async () => {
    const visitId = await newVisit();
    await run(SAVE_NOTE, { input: { visitId, ...NOTE_INPUT, aiDrafts: TRIAGE_MARKS } });
    const [draft] = (await run(DRAFTS, { id: visitId })).node.aiDrafts;
    const read = await gateway.execute(DRAFTS, { id: visitId }, other);
    expect(read.data?.node ?? null).toBeNull();
    expect((await run(`query ($id: ID!) { node(id: $id) { id } }`, { id: draft.id }, other)).node).toBeNull();
    const accept = await run(ACCEPT, { input: { aiDraftId: draft.id } }, other, 'acceptAiDraft');
    expect(accept).toMatchObject({ __typename: 'NotFoundError', message: 'AI draft not found.' });
    // The service on its own too.
    const direct = await fetch(`${gateway.upstreams.main}/ai-drafts?visit_ids=${rawId(visitId)}`, { headers: { authorization: `Bearer ${other}` } });
    expect(((await direct.json()) as any).data).toEqual([]);
    // Nothing changed.
    expect((await run(DRAFTS, { id: visitId })).node.aiDrafts[0].status).toBe('DRAFT');
  });
});
