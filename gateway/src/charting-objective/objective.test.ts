// The physical exam step, the visit lock and the visit's history through the real gateway and
// services: the ObjectiveNote node and its mutation (feline-only grimace scale, rule outs from the
// clinic's diagnoses, versions and the stale-save error with the current note), entering the exam,
// the Veterinary PIN and lockVisit, the upstream call count of a visit history, and another
// clinic's admin kept out of all of it.
import { randomUUID } from 'node:crypto';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '@vetchart/host/testing';

let gateway: TestGateway;
let admin: string;
let vet: string;
let tech: string;
let other: string;
let catId: string;
let dogId: string;
let diagnoses: { id: string; name: string }[];

const RESULT = `__typename ... on Error { message } ... on InputValidationError { fieldErrors { path message } }`;
const NOTE_FIELDS = `id version bodyScore bodyScoreLabel painScore painScoreLabel dentalScore dentalScoreLabel muscleConditionScore muscleConditionLabel
  grimaceScale mentation medicalHistoryNotes updatedByName visitModificationId
  physicalExamResults { category categoryId result comment } ruleOuts { name category diagnosis { id name } }`;
const SAVE = `mutation ($input: SaveObjectiveNoteInput!) { saveObjectiveNote(input: $input) { ${RESULT}
  ... on SaveObjectiveNoteSuccess { objectiveNote { ${NOTE_FIELDS} } visit { id } }
  ... on ObjectiveNoteStaleVersionError { changedByName changedAt current { version painScore } } } }`;
const START = `mutation ($input: StartPhysicalExamInput!) { startPhysicalExam(input: $input) { ${RESULT} ... on StartPhysicalExamSuccess { moved visit { status { name } } } } }`;
const LOCK = `mutation ($input: LockVisitInput!) { lockVisit(input: $input) { ${RESULT} ... on LockVisitSuccess { visit { id isLocked } } } }`;
const SET_PIN = `mutation ($input: SetVeterinaryPinInput!) { setVeterinaryPin(input: $input) { ${RESULT} ... on SetVeterinaryPinSuccess { veterinaryPin { isSet updatedAt } } } }`;
const STATUS = `mutation ($input: UpdateVisitStatusInput!) { updateVisitStatus(input: $input) { ${RESULT} } }`;
const REASON = `mutation ($input: SaveModificationReasonInput!) { saveModificationReason(input: $input) { ${RESULT} ... on SaveModificationReasonSuccess { modificationReason { id } } } }`;
const VISIT = `query ($id: ID!) { node(id: $id) { ... on Visit { isLocked status { name } objectiveNote { ${NOTE_FIELDS} }
  statusLogs { userName event createdAt } modificationReasons { modificationReason createdByName } } } }`;

async function mainPost(token: string, path: string, body: unknown) {
  const response = await fetch(`${gateway.upstreams.main}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as any };
}

async function createPet(name: string, specieId: string): Promise<string> {
  const parent = await mainPost(admin, '/pet-parents', {
    first_name: 'Ida', last_name: 'Lane', phone_number: '5125550166', email: `ida.${name.toLowerCase()}@example.com`,
    address: { addressLine1: '7 Birch Ave', city: 'Austin', state: 'TX', zip: '78703' },
  });
  const pet = await mainPost(admin, '/pets', {
    parent_id: parent.body.id, name, breed_id: randomUUID(), specie_id: specieId, gender_id: randomUUID(), color: 'White', date_of_birth: '06/07/2020', weight: 11, problems: [],
  });
  expect(pet.status).toBe(201);
  return pet.body.id;
}

async function newVisit(petId: string, name = 'Exam'): Promise<string> {
  const result = await gateway.execute(
    `mutation ($input: CreateVisitInput!) { createVisit(input: $input) { ... on CreateVisitSuccess { visit { id } } } }`,
    { input: { petId: encodeGlobalID('Pet', petId), name } },
    vet,
  );
  return result.data.createVisit.visit.id;
}

const save = async (input: Record<string, unknown>, token = vet) => (await gateway.execute(SAVE, { input }, token)).data.saveObjectiveNote;

beforeAll(async () => {
  gateway = await startTestGateway();
  admin = (await gateway.signIn('admin@demo.vet')).accessToken;
  vet = (await gateway.signIn('vet@demo.vet')).accessToken;
  tech = (await gateway.signIn('tech@demo.vet')).accessToken;
  other = (await gateway.signIn('admin@other.vet')).accessToken;
  const species = await gateway.execute(`query { species(first: 50) { edges { node { id specie } } } }`, {}, admin);
  const id = (name: string) => {
    const node = species.data.species.edges.find((edge: { node: { specie: string } }) => edge.node.specie === name).node;
    return Buffer.from(node.id, 'base64').toString().split(':')[1]!;
  };
  catId = await createPet('Whiskers', id('Feline'));
  dogId = await createPet('Biscuit', id('Canine'));
  const list = await gateway.execute(`query { diagnoses(first: 3) { edges { node { id name } } } }`, {}, admin);
  diagnoses = list.data.diagnoses.edges.map((edge: { node: { id: string; name: string } }) => edge.node);
  expect(diagnoses.length).toBeGreaterThanOrEqual(2);
});
afterAll(async () => gateway?.close());

describe('physical exam', () => {
  it("enters the exam once, then saves a cat's exam with its grimace scale starting at 4, labels and rule outs from the clinic's diagnoses", async () => {
    const visitId = await newVisit(catId);
    const start = (await gateway.execute(START, { input: { visitId } }, tech)).data.startPhysicalExam;
    expect(start).toEqual({ __typename: 'StartPhysicalExamSuccess', moved: true, visit: { status: { name: 'Exam in Progress' } } });
    expect((await gateway.execute(START, { input: { visitId } }, tech)).data.startPhysicalExam.moved).toBe(false);

    const created = await save({
      visitId,
      bodyScore: 8,
      painScore: 4,
      dentalScore: 2,
      muscleConditionScore: 1,
      mentation: 'Depressed',
      medicalHistoryNotes: 'Sneezing since Monday.',
      physicalExamResults: [{ category: 'Eyes', result: 'Abnormal', comment: 'Discharge' }, { category: 'Heart', result: 'Normal' }],
      ruleOutDiagnosisIds: [diagnoses[0]!.id, diagnoses[1]!.id],
    });
    expect(created.__typename).toBe('SaveObjectiveNoteSuccess');
    expect(created.objectiveNote).toMatchObject({
      version: 1,
      bodyScore: 8,
      bodyScoreLabel: 'Too Heavy',
      painScoreLabel: 'Moderate',
      dentalScoreLabel: '2/4',
      muscleConditionLabel: 'Mild Loss',
      grimaceScale: 4,
      mentation: 'Depressed',
      updatedByName: expect.any(String),
      physicalExamResults: [
        { category: 'Eyes', categoryId: null, result: 'Abnormal', comment: 'Discharge' },
        { category: 'Heart', categoryId: null, result: 'Normal', comment: '' },
      ],
      ruleOuts: [
        { name: diagnoses[0]!.name, diagnosis: { id: diagnoses[0]!.id, name: diagnoses[0]!.name } },
        { name: diagnoses[1]!.name, diagnosis: { id: diagnoses[1]!.id, name: diagnoses[1]!.name } },
      ],
    });
    const node = await gateway.execute(`query ($id: ID!) { node(id: $id) { __typename ... on ObjectiveNote { version visit { id } } } }`, { id: created.objectiveNote.id }, tech);
    expect(node.data.node).toEqual({ __typename: 'ObjectiveNote', version: 1, visit: { id: visitId } });
    const visit = await gateway.execute(VISIT, { id: visitId }, tech);
    expect(visit.data.node.objectiveNote.id).toBe(created.objectiveNote.id);
    expect(visit.data.node.statusLogs.map((log: { event: string }) => log.event)).toEqual(['Exam in Progress', 'SOAP in Progress']);
  });

  it('refuses a grimace scale for a dog, scores out of range and an unknown diagnosis, with the input paths', async () => {
    const visitId = await newVisit(dogId);
    expect((await save({ visitId, grimaceScale: 4 })).fieldErrors).toEqual([{ path: 'grimaceScale', message: 'The feline grimace scale is only charted for feline pets.' }]);
    expect((await save({ visitId, bodyScore: 0 })).fieldErrors).toEqual([{ path: 'bodyScore', message: 'Body score must be a whole number from 1 to 9.' }]);
    expect((await save({ visitId, ruleOutDiagnosisIds: [encodeGlobalID('Diagnosis', randomUUID())] })).fieldErrors).toEqual([
      { path: 'ruleOutDiagnosisIds.0', message: 'Diagnosis not found.' },
    ]);
    const dupe = await save({ visitId, ruleOutDiagnosisIds: [diagnoses[0]!.id, diagnoses[0]!.id] });
    expect(dupe.fieldErrors).toEqual([{ path: 'ruleOutDiagnosisIds', message: `Rule outs are unique by name: ${diagnoses[0]!.name} is listed twice.` }]);
    const dog = await save({ visitId, bodyScore: 5 });
    expect(dog.objectiveNote).toMatchObject({ grimaceScale: null, bodyScoreLabel: 'Ideal', mentation: 'Bright' });
  });

  it('updates with basedOnVersion and answers a stale save with who changed it and the note as it is now', async () => {
    const visitId = await newVisit(dogId);
    await save({ visitId, painScore: 2 });
    expect((await save({ visitId, painScore: 7, basedOnVersion: 1 }, admin)).objectiveNote).toMatchObject({ version: 2, painScore: 7, painScoreLabel: 'Very Severe Pain' });
    const stale = await save({ visitId, painScore: 1, basedOnVersion: 1 });
    expect(stale.__typename).toBe('ObjectiveNoteStaleVersionError');
    expect(stale.message).toMatch(/^This note was changed by Morgan Hayes at /);
    expect(stale).toMatchObject({ changedByName: 'Morgan Hayes', current: { version: 2, painScore: 7 } });
    const createdTwice = await save({ visitId, painScore: 1 });
    expect(createdTwice.__typename).toBe('ObjectiveNoteStaleVersionError');
  });

  it('refuses a read-only visit until a reason is given, links the save to it, then locks with the PIN and refuses every write', async () => {
    const visitId = await newVisit(dogId);
    await save({ visitId, painScore: 2 });
    await gateway.execute(STATUS, { input: { id: visitId, statusId: 4 } }, vet);
    const readOnly = await save({ visitId, painScore: 3, basedOnVersion: 1 });
    expect(readOnly).toEqual({ __typename: 'ConflictError', message: 'This visit is read-only in its current status. Give a reason for modification before changing it.' });
    const reason = (await gateway.execute(REASON, { input: { visitId, modificationDate: '2026/11/22', modificationReason: 'Pain rescored' } }, vet)).data.saveModificationReason
      .modificationReason;
    const saved = await save({ visitId, painScore: 3, basedOnVersion: 1, visitModificationId: reason.id });
    expect(saved.objectiveNote).toMatchObject({ version: 2, visitModificationId: reason.id });

    const lock = (pin: string, token = vet) => gateway.execute(LOCK, { input: { visitId, pin } }, token);
    expect((await lock('1234')).data.lockVisit).toEqual({
      __typename: 'ConflictError',
      message: 'You have not set a Veterinary PIN yet. Set one under Settings, Veterinary PIN, before locking a visit.',
    });
    expect((await gateway.execute(`query { veterinaryPin { isSet } }`, {}, vet)).data.veterinaryPin.isSet).toBe(false);
    expect((await gateway.execute(SET_PIN, { input: { pin: '12' } }, vet)).data.setVeterinaryPin.fieldErrors).toEqual([{ path: 'pin', message: 'The Veterinary PIN is 4 characters.' }]);
    expect((await gateway.execute(SET_PIN, { input: { pin: '7Kq2' } }, vet)).data.setVeterinaryPin.veterinaryPin.isSet).toBe(true);
    expect((await gateway.execute(SET_PIN, { input: { pin: '8Kq2' } }, vet)).data.setVeterinaryPin.fieldErrors).toEqual([
      { path: 'password', message: 'Enter your password to change your Veterinary PIN.' },
    ]);
    expect((await lock('0000')).data.lockVisit).toEqual({ __typename: 'InputValidationError', message: 'The Veterinary PIN is not correct.', fieldErrors: [{ path: 'pin', message: 'The Veterinary PIN is not correct.' }] });
    expect((await lock('7Kq2', tech)).data.lockVisit.__typename).toBe('ForbiddenError');
    expect((await lock('7Kq2')).data.lockVisit).toEqual({ __typename: 'LockVisitSuccess', visit: { id: visitId, isLocked: true } });
    expect((await lock('7Kq2')).data.lockVisit).toEqual({ __typename: 'ConflictError', message: 'This visit is already locked.' });

    const locked = await save({ visitId, painScore: 4, basedOnVersion: 2, visitModificationId: reason.id }, admin);
    expect(locked).toEqual({ __typename: 'ConflictError', message: 'This visit is locked. Its notes can no longer be changed.' });
    // Directly against the service, too; and the main service will not lock without auth's proof.
    const direct = await fetch(`${gateway.upstreams.main}/visits/${Buffer.from(visitId, 'base64').toString().split(':')[1]}/objective-note`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${vet}`, 'content-type': 'application/json' },
      body: JSON.stringify({ pain_score: 5, based_on_version: 2, visit_modification_id: Buffer.from(reason.id, 'base64').toString().split(':')[1] }),
    });
    expect(direct.status).toBe(409);
    const visit = await gateway.execute(VISIT, { id: visitId }, vet);
    expect(visit.data.node).toMatchObject({ isLocked: true, objectiveNote: { version: 2, painScore: 3 }, modificationReasons: [{ modificationReason: 'Pain rescored' }] });
  });
});

describe('upstream calls', () => {
  it('loads a visit history with exam notes, rule outs, status logs and reasons for the same upstream calls at 1 and 8 visits', async () => {
    const petId = await createPet('Pepper', randomUUID());
    const history = async () =>
      gateway.execute(
        `query ($id: ID!) { node(id: $id) { ... on Pet { visits(first: 10) { edges { node { id name isLocked
          objectiveNote { painScoreLabel ruleOuts { name diagnosis { name } } } statusLogs { event } modificationReasons { modificationReason } } } } } } }`,
        { id: encodeGlobalID('Pet', petId) },
        vet,
      );
    const chart = async () => {
      const visitId = await newVisit(petId);
      await gateway.execute(START, { input: { visitId } }, vet);
      await save({ visitId, painScore: 5, ruleOutDiagnosisIds: [diagnoses[0]!.id, diagnoses[1]!.id] });
      await gateway.execute(REASON, { input: { visitId, modificationDate: '2026/11/23', modificationReason: 'Recheck' } }, vet);
    };
    await chart();
    const one = await history();
    for (let index = 0; index < 7; index += 1) await chart();
    const eight = await history();
    expect(one.errors).toBeUndefined();
    expect(eight.errors).toBeUndefined();
    expect(eight.data.node.visits.edges).toHaveLength(8);
    expect(eight.data.node.visits.edges[0].node.objectiveNote.ruleOuts).toHaveLength(2);
    expect(eight.data.node.visits.edges[0].node.statusLogs).toHaveLength(2);
    expect(one.extensions?.upstreamCalls).toBe(eight.extensions?.upstreamCalls);
  });
});

describe('tenant isolation', () => {
  it("keeps another clinic's admin out of every new query and mutation, changing nothing", async () => {
    const visitId = await newVisit(catId);
    const created = await save({ visitId, painScore: 2 });
    const count = async () =>
      (
        await gateway.db.query(
          `SELECT (SELECT count(*) FROM main.objective_notes)::int AS notes, (SELECT count(*) FROM main.visit_status_logs)::int AS logs,
                  (SELECT count(*) FROM main.visits WHERE is_locked)::int AS locked, (SELECT max(version) FROM main.objective_notes)::int AS version`,
        )
      )[0];
    const before = await count();
    expect((await gateway.execute(VISIT, { id: visitId }, other)).data.node).toBeNull();
    expect((await gateway.execute(`query ($id: ID!) { node(id: $id) { id } }`, { id: created.objectiveNote.id }, other)).data.node).toBeNull();
    expect((await save({ visitId, painScore: 9 }, other)).__typename).toBe('NotFoundError');
    expect((await save({ visitId, painScore: 9, basedOnVersion: 1 }, other)).__typename).toBe('NotFoundError');
    expect((await gateway.execute(START, { input: { visitId } }, other)).data.startPhysicalExam.__typename).toBe('NotFoundError');
    await gateway.execute(SET_PIN, { input: { pin: '5555' } }, other);
    expect((await gateway.execute(LOCK, { input: { visitId, pin: '5555' } }, other)).data.lockVisit.__typename).toBe('NotFoundError');
    expect(await count()).toEqual(before);
  });

  it('refuses the mutations to anonymous callers', async () => {
    const visitId = encodeGlobalID('Visit', randomUUID());
    expect((await gateway.execute(SAVE, { input: { visitId } })).data.saveObjectiveNote.__typename).toBe('ForbiddenError');
    expect((await gateway.execute(LOCK, { input: { visitId, pin: '1234' } })).data.lockVisit.__typename).toBe('ForbiddenError');
  });
});
