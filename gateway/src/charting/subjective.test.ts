// The subjective step through the real gateway and services: SOAP cases, saveSubjectiveNote
// (first save, versioned update, the stale answer with the current note, the visit guard),
// saveVitals with its guard messages and units, Visit.subjectiveNote / Visit.vitals /
// Pet.vitalsHistory at a constant upstream cost, and another clinic kept out.
import { randomUUID } from 'node:crypto';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '@vetchart/host/testing';

let gateway: TestGateway;
let admin: string;
let nurse: string;
let vet: string;
let other: string;
let petGlobalId: string;

const RESULT = `__typename ... on Error { message } ... on InputValidationError { fieldErrors { path message } }`;
const NOTE_FIELDS = `id version updatedByName updatedAt modificationReasonId chiefComplaint { complaint duration }
  reasonForConsultation { mainCaseIds otherCases generalHealth vomiting { vomiting timesVomiting ateSomething dietChanges } diarrhea { diarrhea } }
  additionalNotes { appetite medications indoor triageNotes fleaComb } visit { id }`;
const VITALS_FIELDS = `id version temperature { value unit } respiratoryRate heartRate weight { value unit } updatedByName updatedAt visitCreatedAt`;
const SAVE_NOTE = `mutation ($input: SaveSubjectiveNoteInput!) { saveSubjectiveNote(input: $input) { ${RESULT}
  ... on SaveSubjectiveNoteSuccess { subjectiveNote { ${NOTE_FIELDS} } visit { id } }
  ... on SubjectiveNoteStaleVersionError { changedByName changedAt current { version chiefComplaint { duration } } } } }`;
const SAVE_VITALS = `mutation ($input: SaveVitalsInput!) { saveVitals(input: $input) { ${RESULT}
  ... on SaveVitalsSuccess { message vitals { ${VITALS_FIELDS} } }
  ... on VitalsStaleVersionError { changedByName current { version weight { value unit } } } } }`;
const CREATE_VISIT = `mutation ($input: CreateVisitInput!) { createVisit(input: $input) { __typename ... on CreateVisitSuccess { visit { id } } } }`;
const VISIT = `query ($id: ID!) { node(id: $id) { ... on Visit { id subjectiveNote { ${NOTE_FIELDS} } vitals { ${VITALS_FIELDS} } } } }`;

const NOTE_INPUT = {
  chiefComplaint: { complaint: 'Vomiting since last night', duration: 'ACUTE' },
  reasonForConsultation: { mainCaseIds: [3], otherCases: ['Lethargy'], vomiting: { vomiting: 'Yes', timesVomiting: '3 times', ateSomething: 'A sock' } },
  additionalNotes: { appetite: 'Poor', medications: ['Cerenia 16mg'], triageNotes: 'Stable' },
};

async function createPet(token: string, name: string): Promise<string> {
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${gateway.upstreams.main}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(response.status, path).toBe(201);
    return (await response.json()) as { id: string };
  };
  const parent = await post('/pet-parents', {
    first_name: 'Cora',
    last_name: 'Bell',
    phone_number: '5125550166',
    email: `cora.${name.toLowerCase()}@example.com`,
    address: { addressLine1: '7 Birch Road', city: 'Austin', state: 'TX', zip: '78703' },
  });
  const pet = await post('/pets', {
    parent_id: parent.id,
    name,
    breed_id: randomUUID(),
    specie_id: randomUUID(),
    gender_id: randomUUID(),
    color: 'Ginger',
    date_of_birth: '06/01/2019',
    weight: 11,
    problems: [],
  });
  return pet.id;
}

async function newVisit(token = nurse): Promise<string> {
  const created = await gateway.execute(CREATE_VISIT, { input: { petId: petGlobalId } }, token);
  expect(created.data.createVisit.__typename).toBe('CreateVisitSuccess');
  return created.data.createVisit.visit.id;
}

beforeAll(async () => {
  gateway = await startTestGateway();
  admin = (await gateway.signIn('admin@demo.vet')).accessToken;
  nurse = (await gateway.signIn('tech@demo.vet')).accessToken;
  vet = (await gateway.signIn('vet@demo.vet')).accessToken;
  other = (await gateway.signIn('admin@other.vet')).accessToken;
  petGlobalId = encodeGlobalID('Pet', await createPet(admin, 'Pickle'));
});
afterAll(async () => gateway?.close());

describe('SOAP cases', () => {
  it('lists the four cases', async () => {
    const result = await gateway.execute(`{ soapCases { caseId name label } }`, {}, nurse);
    expect(result.data.soapCases).toEqual([
      { caseId: 1, name: 'skin_case', label: 'Skin Case' },
      { caseId: 2, name: 'general_health', label: 'General Health' },
      { caseId: 3, name: 'vomiting', label: 'Vomiting' },
      { caseId: 4, name: 'diarrhea', label: 'Diarrhea' },
    ]);
  });
});

describe('subjective note and vitals', () => {
  let visitId: string;
  let noteId: string;
  let vitalsId: string;

  it("answers the spec's messages at the input's paths", async () => {
    visitId = await newVisit();
    const invalid = await gateway.execute(SAVE_NOTE, { input: { visitId, chiefComplaint: { complaint: 'x' }, reasonForConsultation: { mainCaseIds: [] } } }, nurse);
    expect(invalid.data.saveSubjectiveNote).toEqual({
      __typename: 'InputValidationError',
      message: 'Select complaint duration',
      fieldErrors: [
        { path: 'chiefComplaint.duration', message: 'Select complaint duration' },
        { path: 'reasonForConsultation.mainCaseIds', message: 'Select reason for consultation' },
      ],
    });
  });

  it('creates the note on the first save and shows it on the visit', async () => {
    const saved = await gateway.execute(SAVE_NOTE, { input: { visitId, ...NOTE_INPUT } }, nurse);
    expect(saved.data.saveSubjectiveNote).toMatchObject({
      __typename: 'SaveSubjectiveNoteSuccess',
      visit: { id: visitId },
      subjectiveNote: {
        version: 1,
        chiefComplaint: { complaint: 'Vomiting since last night', duration: 'ACUTE' },
        reasonForConsultation: { mainCaseIds: [3], otherCases: ['Lethargy'], generalHealth: null, vomiting: { timesVomiting: '3 times', dietChanges: null }, diarrhea: null },
        additionalNotes: { appetite: 'Poor', medications: ['Cerenia 16mg'], indoor: null, fleaComb: null },
        modificationReasonId: null,
        visit: { id: visitId },
      },
    });
    noteId = saved.data.saveSubjectiveNote.subjectiveNote.id;
    const visit = await gateway.execute(VISIT, { id: visitId }, admin);
    expect(visit.data.node).toMatchObject({ subjectiveNote: { id: noteId, version: 1 }, vitals: null });
    const node = await gateway.execute(`query ($id: ID!) { node(id: $id) { __typename ... on SubjectiveNote { version visit { id } } } }`, { id: noteId }, admin);
    expect(node.data.node).toEqual({ __typename: 'SubjectiveNote', version: 1, visit: { id: visitId } });
  });

  it('updates with the version and answers an older version with who changed the note and the note as it is now', async () => {
    const updated = await gateway.execute(SAVE_NOTE, { input: { visitId, basedOnVersion: 1, ...NOTE_INPUT, chiefComplaint: { duration: 'WORSENING' } } }, vet);
    expect(updated.data.saveSubjectiveNote.subjectiveNote).toMatchObject({ id: noteId, version: 2, chiefComplaint: { complaint: null, duration: 'WORSENING' } });
    const stale = await gateway.execute(SAVE_NOTE, { input: { visitId, basedOnVersion: 1, ...NOTE_INPUT } }, nurse);
    expect(stale.data.saveSubjectiveNote).toMatchObject({
      __typename: 'SubjectiveNoteStaleVersionError',
      message: expect.stringMatching(/^This note was changed by .+ at \d\d\/\d\d\/\d{4}, /),
      changedByName: updated.data.saveSubjectiveNote.subjectiveNote.updatedByName,
      current: { version: 2, chiefComplaint: { duration: 'WORSENING' } },
    });
    const secondFirst = await gateway.execute(SAVE_NOTE, { input: { visitId, ...NOTE_INPUT } }, nurse);
    expect(secondFirst.data.saveSubjectiveNote.__typename).toBe('SubjectiveNoteStaleVersionError');
  });

  it("saves vitals only after the subjective note and with the pet, with the spec's messages", async () => {
    const empty = await newVisit();
    const first = await gateway.execute(SAVE_VITALS, { input: { visitId: empty, petId: petGlobalId, weight: { value: 10, unit: 'lbs' } } }, nurse);
    expect(first.data.saveVitals).toEqual({ __typename: 'ConflictError', message: 'You have to save at least the Subjective section first' });
    const noPet = await gateway.execute(SAVE_VITALS, { input: { visitId, weight: { value: 10, unit: 'lbs' } } }, nurse);
    expect(noPet.data.saveVitals).toEqual({
      __typename: 'InputValidationError',
      message: 'Missing required data for saving vitals',
      fieldErrors: [{ path: 'petId', message: 'Missing required data for saving vitals' }],
    });
  });

  it('saves vitals with normalised units, then by version', async () => {
    const saved = await gateway.execute(
      SAVE_VITALS,
      { input: { visitId, petId: petGlobalId, temperature: { value: 102.1, unit: 'F' }, respiratoryRate: 30, heartRate: 140, weight: { value: 11.2, unit: 'lb(s)' } } },
      nurse,
    );
    expect(saved.data.saveVitals).toMatchObject({
      __typename: 'SaveVitalsSuccess',
      message: 'Vitals saved successfully',
      vitals: { version: 1, temperature: { value: 102.1, unit: 'fahrenheit' }, respiratoryRate: 30, heartRate: 140, weight: { value: 11.2, unit: 'lbs' }, updatedByName: expect.any(String) },
    });
    vitalsId = saved.data.saveVitals.vitals.id;
    const updated = await gateway.execute(SAVE_VITALS, { input: { visitId, petId: petGlobalId, basedOnVersion: 1, weight: { value: 5.1, unit: 'kilograms' } } }, vet);
    expect(updated.data.saveVitals.vitals).toMatchObject({ id: vitalsId, version: 2, weight: { value: 5.1, unit: 'kg' }, temperature: null });
    const stale = await gateway.execute(SAVE_VITALS, { input: { visitId, petId: petGlobalId, basedOnVersion: 1, weight: { value: 9, unit: 'kg' } } }, nurse);
    expect(stale.data.saveVitals).toMatchObject({ __typename: 'VitalsStaleVersionError', current: { version: 2, weight: { value: 5.1, unit: 'kg' } } });
    // A first save (no basedOnVersion: the panel loaded no vitals) over saved ones: the same refusal, naming who saved them.
    const over = await gateway.execute(SAVE_VITALS, { input: { visitId, petId: petGlobalId, weight: { value: 9, unit: 'kg' } } }, nurse);
    expect(over.data.saveVitals).toMatchObject({ __typename: 'VitalsStaleVersionError', changedByName: updated.data.saveVitals.vitals.updatedByName, current: { version: 2 } });
    expect(over.data.saveVitals.message).toMatch(/^This note was changed by .+ at /);
    const visit = await gateway.execute(VISIT, { id: visitId }, admin);
    expect(visit.data.node.vitals).toMatchObject({ id: vitalsId, version: 2 });
  });

  it('refuses a read-only visit until a reason for modification is given, then links the save to it', async () => {
    const status = await gateway.execute(
      `mutation ($input: UpdateVisitStatusInput!) { updateVisitStatus(input: $input) { __typename } }`,
      { input: { id: visitId, statusId: 4 } },
      vet,
    );
    expect(status.data.updateVisitStatus.__typename).toBe('UpdateVisitStatusSuccess');
    const refused = await gateway.execute(SAVE_NOTE, { input: { visitId, basedOnVersion: 2, ...NOTE_INPUT } }, vet);
    expect(refused.data.saveSubjectiveNote).toEqual({
      __typename: 'ConflictError',
      message: 'This visit is read-only in its current status. Give a reason for modification before changing it.',
    });
    const reason = await gateway.execute(
      `mutation ($input: SaveModificationReasonInput!) { saveModificationReason(input: $input) { ... on SaveModificationReasonSuccess { modificationReason { id } } } }`,
      { input: { visitId, modificationDate: '2026/11/24', modificationReason: 'Owner remembered the sock' } },
      vet,
    );
    const modificationId = reason.data.saveModificationReason.modificationReason.id;
    const saved = await gateway.execute(SAVE_NOTE, { input: { visitId, basedOnVersion: 2, visitModificationId: modificationId, ...NOTE_INPUT } }, vet);
    expect(saved.data.saveSubjectiveNote.subjectiveNote).toMatchObject({ version: 3, modificationReasonId: modificationId });
    const vitals = await gateway.execute(SAVE_VITALS, { input: { visitId, petId: petGlobalId, basedOnVersion: 2, visitModificationId: modificationId, heartRate: 120 } }, vet);
    expect(vitals.data.saveVitals.vitals).toMatchObject({ version: 3, heartRate: 120 });
  });

  it("loads a pet's visits with their notes and vitals, and the vitals trend, for the same upstream cost at 1 and 12 visits", async () => {
    for (let index = 0; index < 10; index += 1) {
      const id = await newVisit();
      await gateway.execute(SAVE_NOTE, { input: { visitId: id, ...NOTE_INPUT } }, nurse);
      await gateway.execute(SAVE_VITALS, { input: { visitId: id, petId: petGlobalId, weight: { value: 11 + index / 10, unit: 'lbs' }, temperature: { value: 101, unit: 'F' } } }, nurse);
    }
    const screen = (first: number) =>
      gateway.execute(
        `query ($id: ID!, $first: Int) { node(id: $id) { ... on Pet {
          visits(first: $first) { edges { node { id subjectiveNote { id chiefComplaint { duration } } vitals { weight { value unit } updatedByName } } } }
          vitalsHistory(first: $first) { totalCount edges { node { visitCreatedAt weight { value unit } temperature { value unit } visit { id } } } } } } }`,
        { id: petGlobalId, first },
        admin,
      );
    const one = await screen(1);
    const many = await screen(12);
    expect(many.errors).toBeUndefined();
    expect(many.data.node.visits.edges).toHaveLength(12);
    expect(many.data.node.vitalsHistory.totalCount).toBe(11);
    expect(many.data.node.vitalsHistory.edges[0].node).toMatchObject({ weight: { value: 11.9, unit: 'lbs' }, temperature: { value: 101, unit: 'fahrenheit' } });
    expect(many.data.node.visits.edges.filter((edge: any) => edge.node.subjectiveNote).length).toBe(11);
    // The pet, its visits, their notes, their vitals, the trend (with its visits from the visit loader).
    expect(one.extensions?.upstreamCalls).toBe(many.extensions?.upstreamCalls);
    expect(many.extensions?.upstreamCalls).toBe(6);
  });

  it("keeps another clinic out: its admin finds no note or vitals and saves nothing", async () => {
    const before = await gateway.db.query(`SELECT id, version FROM main.subjective_notes UNION ALL SELECT id, version FROM main.vitals ORDER BY id`);
    const node = (id: string) => gateway.execute(`query ($id: ID!) { node(id: $id) { id } }`, { id }, other);
    expect((await node(noteId)).data.node).toBeNull();
    expect((await node(vitalsId)).data.node).toBeNull();
    expect((await gateway.execute(VISIT, { id: visitId }, other)).data.node).toBeNull();
    const history = await gateway.execute(`query ($id: ID!) { node(id: $id) { ... on Pet { vitalsHistory(first: 5) { totalCount } } } }`, { id: petGlobalId }, other);
    expect(history.data.node).toBeNull();
    expect((await gateway.execute(SAVE_NOTE, { input: { visitId, basedOnVersion: 3, ...NOTE_INPUT } }, other)).data.saveSubjectiveNote.__typename).toBe('NotFoundError');
    expect((await gateway.execute(SAVE_NOTE, { input: { visitId: await newVisit(), ...NOTE_INPUT } }, other)).data.saveSubjectiveNote.__typename).toBe('NotFoundError');
    expect((await gateway.execute(SAVE_VITALS, { input: { visitId, petId: petGlobalId, basedOnVersion: 3, heartRate: 90 } }, other)).data.saveVitals.__typename).toBe('NotFoundError');
    expect(await gateway.db.query(`SELECT id, version FROM main.subjective_notes UNION ALL SELECT id, version FROM main.vitals ORDER BY id`)).toEqual(before);
  });

  it('refuses the saves to anonymous callers', async () => {
    expect((await gateway.execute(SAVE_NOTE, { input: { visitId, ...NOTE_INPUT } })).data.saveSubjectiveNote.__typename).toBe('ForbiddenError');
    expect((await gateway.execute(SAVE_VITALS, { input: { visitId, heartRate: 90 } })).data.saveVitals.__typename).toBe('ForbiddenError');
  });
});
