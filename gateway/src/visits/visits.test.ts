// Visits through the real gateway and services: the Visit node, the visit mutations with their
// typed errors, the history form e-mail, and tenant isolation (admin@other.vet against Demo
// Animal Hospital's pets and visits).
import { randomUUID } from 'node:crypto';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOutbox } from '@vetchart/platform/mailer';
import { startTestGateway, type TestGateway } from '@vetchart/host/testing';

let gateway: TestGateway;
let admin: string;
let vet: string;
let other: string;
let petGlobalId: string;
let petId: string;

const RESULT = `__typename ... on Error { message } ... on InputValidationError { fieldErrors { path message } }`;
const VISIT_FIELDS = `id name createdAt updatedAt status { statusId name } isReadOnly isLocked lastModifiedByName`;
const CREATE = `mutation ($input: CreateVisitInput!) { createVisit(input: $input) { ${RESULT} ... on CreateVisitSuccess { visit { ${VISIT_FIELDS} } } } }`;
const RENAME = `mutation ($input: RenameVisitInput!) { renameVisit(input: $input) { ${RESULT} ... on RenameVisitSuccess { visit { id name } } } }`;
const STATUS = `mutation ($input: UpdateVisitStatusInput!) { updateVisitStatus(input: $input) { ${RESULT} ... on UpdateVisitStatusSuccess { visit { id isReadOnly status { name } } } } }`;
const REASON = `mutation ($input: SaveModificationReasonInput!) { saveModificationReason(input: $input) { ${RESULT}
  ... on SaveModificationReasonSuccess { visitId modificationReason { modificationDate modificationReason createdByName } } } }`;
const SEND = `mutation ($input: SendHistoryFormInput!) { sendHistoryForm(input: $input) { ${RESULT} ... on SendHistoryFormSuccess { message email expiresAt } } }`;
const NODE = `query ($id: ID!) { node(id: $id) { __typename id ... on Visit { name status { name } } } }`;

/** A pet parent and a pet of the caller's clinic, made through the main service directly. */
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
    first_name: 'Hazel',
    last_name: 'Moore',
    phone_number: '5125550177',
    email: `hazel.${name.toLowerCase()}@example.com`,
    address: { addressLine1: '9 Cedar Road', city: 'Austin', state: 'TX', zip: '78702' },
  });
  const pet = await post('/pets', {
    parent_id: parent.id,
    name,
    breed_id: randomUUID(),
    specie_id: randomUUID(),
    gender_id: randomUUID(),
    color: 'Tan',
    date_of_birth: '02/10/2020',
    weight: 30,
    problems: [],
  });
  return pet.id;
}

beforeAll(async () => {
  gateway = await startTestGateway();
  admin = (await gateway.signIn('admin@demo.vet')).accessToken;
  vet = (await gateway.signIn('vet@demo.vet')).accessToken;
  other = (await gateway.signIn('admin@other.vet')).accessToken;
  petId = await createPet(admin, 'Rocket');
  petGlobalId = encodeGlobalID('Pet', petId);
});
afterAll(async () => gateway?.close());

async function counts() {
  const [row] = await gateway.db.query(
    `SELECT (SELECT count(*) FROM main.visits)::int AS visits,
            (SELECT count(*) FROM main.modification_reasons)::int AS reasons,
            (SELECT count(*) FROM main.subjective_form_links)::int AS links,
            (SELECT string_agg(name || ':' || status_id, ',' ORDER BY id) FROM main.visits) AS names`,
  );
  return row;
}

describe('visits', () => {
  let visitId: string;

  it('creates a visit in the first status and loads it as a node', async () => {
    const created = await gateway.execute(CREATE, { input: { petId: petGlobalId } }, vet);
    expect(created.data.createVisit).toMatchObject({
      __typename: 'CreateVisitSuccess',
      visit: {
        name: `Visit ${new Date().toISOString().slice(0, 10)}`,
        status: { statusId: 1, name: 'SOAP in Progress' },
        isReadOnly: false,
        isLocked: false,
        lastModifiedByName: expect.any(String),
      },
    });
    visitId = created.data.createVisit.visit.id;
    const node = await gateway.execute(NODE, { id: visitId }, admin);
    expect(node.data.node).toMatchObject({ __typename: 'Visit', id: visitId, status: { name: 'SOAP in Progress' } });
    const statuses = await gateway.execute(`{ visitStatuses { statusId name } }`, {}, vet);
    expect(statuses.data.visitStatuses[0]).toEqual({ statusId: 1, name: 'SOAP in Progress' });
  });

  it('refuses an empty name and an unknown pet with typed errors', async () => {
    const empty = await gateway.execute(RENAME, { input: { id: visitId, name: '  ' } }, vet);
    expect(empty.data.renameVisit).toEqual({
      __typename: 'InputValidationError',
      message: 'You cannot do a name update without specifying a name.',
      fieldErrors: [{ path: 'name', message: 'You cannot do a name update without specifying a name.' }],
    });
    const unknownPet = await gateway.execute(CREATE, { input: { petId: encodeGlobalID('Pet', randomUUID()) } }, vet);
    expect(unknownPet.data.createVisit).toMatchObject({ __typename: 'NotFoundError', message: 'Pet not found.' });
    const wrongType = await gateway.execute(CREATE, { input: { petId: visitId } }, vet);
    expect(wrongType.data.createVisit.__typename).toBe('NotFoundError');
  });

  it('renames, changes the status and saves a modification reason', async () => {
    const renamed = await gateway.execute(RENAME, { input: { id: visitId, name: 'Annual wellness' } }, vet);
    expect(renamed.data.renameVisit).toMatchObject({ __typename: 'RenameVisitSuccess', visit: { id: visitId, name: 'Annual wellness' } });
    const status = await gateway.execute(STATUS, { input: { id: visitId, statusId: 9 } }, vet);
    expect(status.data.updateVisitStatus).toMatchObject({ visit: { isReadOnly: true, status: { name: 'SOAP Finalized' } } });
    const badReason = await gateway.execute(REASON, { input: { visitId, modificationDate: '23/11/2026', modificationReason: '' } }, vet);
    expect(badReason.data.saveModificationReason).toMatchObject({
      __typename: 'InputValidationError',
      fieldErrors: [
        { path: 'modificationDate', message: 'The modification date must be a date written YYYY/MM/DD.' },
        { path: 'modificationReason', message: 'Please enter the reason for the modification.' },
      ],
    });
    const reason = await gateway.execute(REASON, { input: { visitId, modificationDate: '2026/11/20', modificationReason: 'Late lab result' } }, vet);
    expect(reason.data.saveModificationReason).toMatchObject({
      __typename: 'SaveModificationReasonSuccess',
      visitId,
      modificationReason: { modificationDate: '2026/11/20', modificationReason: 'Late lab result' },
    });
  });

  it("e-mails the history form link to the pet's parent", async () => {
    const sent = await gateway.execute(SEND, { input: { petId: petGlobalId, visitId } }, vet);
    expect(sent.data.sendHistoryForm).toMatchObject({ __typename: 'SendHistoryFormSuccess', message: 'Subjective form sent!', email: 'hazel.rocket@example.com' });
    const [mail] = await listOutbox(gateway.db, { to: 'hazel.rocket@example.com' });
    expect(mail!.links.some((link) => /\/subjective-form\?token=[A-Za-z0-9_-]{43}$/.test(link))).toBe(true);
  });

  it("lists the pet's visit history newest first for the same upstream cost at 1 and 10 rows", async () => {
    for (let index = 0; index < 10; index += 1) {
      expect((await gateway.execute(CREATE, { input: { petId: petGlobalId, name: `Recheck ${index}` } }, vet)).data.createVisit.__typename).toBe('CreateVisitSuccess');
    }
    const history = (first: number) =>
      gateway.execute(
        `query ($id: ID!, $first: Int) { node(id: $id) { ... on Pet { name visits(first: $first) { totalCount
          edges { node { ${VISIT_FIELDS} pet { id name } } } pageInfo { hasNextPage endCursor } } } } }`,
        { id: petGlobalId, first },
        admin,
      );
    const one = await history(1);
    const ten = await history(10);
    expect(one.errors).toBeUndefined();
    expect(ten.data.node.visits.totalCount).toBe(11);
    expect(ten.data.node.visits.edges).toHaveLength(10);
    expect(ten.data.node.visits.edges[0].node).toMatchObject({ name: 'Recheck 9', pet: { id: petGlobalId, name: 'Rocket' } });
    expect(ten.data.node.visits.pageInfo.hasNextPage).toBe(true);
    expect(one.extensions?.upstreamCalls).toBe(ten.extensions?.upstreamCalls);
    const rest = await gateway.execute(
      `query ($id: ID!, $after: String) { node(id: $id) { ... on Pet { visits(first: 10, after: $after) { edges { node { name } } } } } }`,
      { id: petGlobalId, after: ten.data.node.visits.pageInfo.endCursor },
      admin,
    );
    expect(rest.data.node.visits.edges.map((edge: { node: { name: string } }) => edge.node.name)).toEqual(['Annual wellness']);
    expect((await gateway.execute(`query ($id: ID!) { node(id: $id) { id } }`, { id: petGlobalId }, other)).data.node).toBeNull();
  });

  it("keeps another clinic out: its admin finds none of this clinic's pets or visits and changes nothing", async () => {
    const before = await counts();
    expect((await gateway.execute(NODE, { id: visitId }, other)).data.node).toBeNull();
    expect((await gateway.execute(CREATE, { input: { petId: petGlobalId } }, other)).data.createVisit.__typename).toBe('NotFoundError');
    expect((await gateway.execute(RENAME, { input: { id: visitId, name: 'Mine now' } }, other)).data.renameVisit.__typename).toBe('NotFoundError');
    expect((await gateway.execute(STATUS, { input: { id: visitId, statusId: 1 } }, other)).data.updateVisitStatus.__typename).toBe('NotFoundError');
    expect(
      (await gateway.execute(REASON, { input: { visitId, modificationDate: '2026/11/20', modificationReason: 'x' } }, other)).data.saveModificationReason
        .__typename,
    ).toBe('NotFoundError');
    expect((await gateway.execute(SEND, { input: { petId: petGlobalId } }, other)).data.sendHistoryForm.__typename).toBe('NotFoundError');
    expect(await counts()).toEqual(before);
  });

  it('refuses the mutations to anonymous callers', async () => {
    const result = await gateway.execute(CREATE, { input: { petId: petGlobalId } });
    expect(result.data.createVisit.__typename).toBe('ForbiddenError');
  });

  it('answers the pet with a null history when the visits cannot be loaded', async () => {
    // A real failure of the main service's visit list (its table is briefly missing), not a mock.
    await gateway.db.query(`ALTER TABLE main.visits RENAME TO visits_away`);
    try {
      const result = await gateway.execute(`query ($id: ID!) { node(id: $id) { ... on Pet { name visits(first: 10) { totalCount } } } }`, { id: petGlobalId }, admin);
      expect(result.data.node).toEqual({ name: 'Rocket', visits: null });
      expect(result.errors).toHaveLength(1);
    } finally {
      await gateway.db.query(`ALTER TABLE main.visits_away RENAME TO visits`);
    }
  });
});

// The lock and the read-only statuses hold through GraphQL too (on a pet of their
// own, so the history counts above are not changed).
describe('locked and read-only visits', () => {
  let lockPetId: string;
  beforeAll(async () => {
    lockPetId = encodeGlobalID('Pet', await createPet(admin, 'Latch'));
  });

  // The lock and the read-only statuses hold through GraphQL too.
  it('refuses to rename, move or give a reason for a locked visit, with the service\'s words', async () => {
    const created = await gateway.execute(CREATE, { input: { petId: lockPetId, name: 'Locked checkup' } }, vet);
    const lockedId = created.data.createVisit.visit.id;
    const reason = await gateway.execute(REASON, { input: { visitId: lockedId, modificationDate: '2026/11/28', modificationReason: 'Before the lock' } }, vet);
    expect(reason.data.saveModificationReason.__typename).toBe('SaveModificationReasonSuccess');
    const reasonId = (await gateway.execute(`query ($id: ID!) { node(id: $id) { ... on Visit { modificationReasons { id } } } }`, { id: lockedId }, vet)).data.node.modificationReasons[0].id;
    // Set-up: the Veterinary PIN lock itself is tested in charting-objective.
    await gateway.db.query(`UPDATE main.visits SET is_locked = true, status_id = 6 WHERE name = 'Locked checkup'`);
    const before = await counts();
    const locked = { __typename: 'ConflictError', message: 'This visit is locked. Its notes can no longer be changed.' };
    expect((await gateway.execute(RENAME, { input: { id: lockedId, name: 'Renamed', visitModificationId: reasonId } }, vet)).data.renameVisit).toMatchObject(locked);
    expect((await gateway.execute(STATUS, { input: { id: lockedId, statusId: 9 } }, vet)).data.updateVisitStatus).toMatchObject(locked);
    expect((await gateway.execute(STATUS, { input: { id: lockedId, statusId: 1, visitModificationId: reasonId } }, vet)).data.updateVisitStatus).toMatchObject(locked);
    expect(
      (await gateway.execute(REASON, { input: { visitId: lockedId, modificationDate: '2026/11/28', modificationReason: 'After the lock' } }, vet)).data.saveModificationReason,
    ).toMatchObject(locked);
    expect(await counts()).toEqual(before);
  });

  it('moves a read-only visit back, or renames it, only under a reason for modification', async () => {
    const created = await gateway.execute(CREATE, { input: { petId: lockPetId, name: 'Finalized checkup' } }, vet);
    const finalizedId = created.data.createVisit.visit.id;
    expect((await gateway.execute(STATUS, { input: { id: finalizedId, statusId: 9 } }, vet)).data.updateVisitStatus).toMatchObject({ visit: { isReadOnly: true } });
    const readOnly = { __typename: 'ConflictError', message: 'This visit is read-only in its current status. Give a reason for modification before changing it.' };
    expect((await gateway.execute(STATUS, { input: { id: finalizedId, statusId: 1 } }, vet)).data.updateVisitStatus).toMatchObject(readOnly);
    expect((await gateway.execute(RENAME, { input: { id: finalizedId, name: 'Quiet rename' } }, vet)).data.renameVisit).toMatchObject(readOnly);
    await gateway.execute(REASON, { input: { visitId: finalizedId, modificationDate: '2026/11/28', modificationReason: 'Wrong status' } }, vet);
    const reasonId = (await gateway.execute(`query ($id: ID!) { node(id: $id) { ... on Visit { modificationReasons { id } } } }`, { id: finalizedId }, vet)).data.node.modificationReasons[0].id;
    const reopened = await gateway.execute(STATUS, { input: { id: finalizedId, statusId: 1, visitModificationId: reasonId } }, vet);
    expect(reopened.data.updateVisitStatus).toMatchObject({ __typename: 'UpdateVisitStatusSuccess', visit: { isReadOnly: false, status: { name: 'SOAP in Progress' } } });
  });
});
