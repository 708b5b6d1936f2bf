// Reminders through the real gateway and services: the VaccinationReminder and OtherReminder
// nodes, the pet's lists at a constant upstream cost, the mutations with their typed errors (the
// spec's messages, a locked or read-only visit, a stale edit with the reminder as it is now), and
// tenant isolation (admin@other.vet against Demo Animal Hospital's pets and reminders).
import { randomUUID } from 'node:crypto';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '@vetchart/host/testing';

let gateway: TestGateway;
let admin: string;
let vet: string;
let other: string;
let petGlobalId: string;
let visitId: string;
let lists: { category: { id: string; name: string }; type: { id: string; name: string }; vaccine: { id: string; name: string }; manufacturer: { id: string; name: string } };
let otherCategoryId: string;
let otherLists: typeof lists;

const RESULT = `__typename ... on Error { message } ... on InputValidationError { fieldErrors { path message } }`;
const VACCINATION_FIELDS = `id vaccinationCategory vaccinationCategoryId vaccineType vaccineTypeId productName vaccineId manufacturerName manufacturerId
  lotNumber givenDate expirationDate reminderDate vaccineStatus source isEditable version visitId createdByName updatedByName`;
const ADD_VACCINATION = `mutation ($input: AddVaccinationReminderInput!) { addVaccinationReminder(input: $input) { ${RESULT}
  ... on AddVaccinationReminderSuccess { vaccinationReminder { ${VACCINATION_FIELDS} } } } }`;
const UPDATE_VACCINATION = `mutation ($input: UpdateVaccinationReminderInput!) { updateVaccinationReminder(input: $input) { ${RESULT}
  ... on UpdateVaccinationReminderSuccess { vaccinationReminder { id lotNumber version } }
  ... on VaccinationReminderStaleVersionError { changedByName changedAt current { id lotNumber version } } } }`;
const DELETE_VACCINATION = `mutation ($input: DeleteVaccinationReminderInput!) { deleteVaccinationReminder(input: $input) { ${RESULT}
  ... on DeleteVaccinationReminderSuccess { deletedId message } } }`;
const ADD_OTHER = `mutation ($input: AddOtherReminderInput!) { addOtherReminder(input: $input) { ${RESULT}
  ... on AddOtherReminderSuccess { otherReminder { id reminder date lastGivenDate version isEditable } } } }`;
const UPDATE_OTHER = `mutation ($input: UpdateOtherReminderInput!) { updateOtherReminder(input: $input) { ${RESULT}
  ... on UpdateOtherReminderSuccess { otherReminder { id date version } }
  ... on OtherReminderStaleVersionError { changedByName current { id date version } } } }`;
const DELETE_OTHER = `mutation ($input: DeleteOtherReminderInput!) { deleteOtherReminder(input: $input) { ${RESULT} ... on DeleteOtherReminderSuccess { deletedId message } } }`;
const PET_REMINDERS = `query ($id: ID!) { node(id: $id) { ... on Pet { name
  vaccinationReminders { totalCount edges { node { ${VACCINATION_FIELDS} } } }
  otherReminders { totalCount edges { node { id reminder date lastGivenDate } } } } } }`;

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
    first_name: 'Iris',
    last_name: 'Vale',
    phone_number: '5125550188',
    email: `iris.${name.toLowerCase()}.${randomUUID().slice(0, 6)}@example.com`,
    address: { addressLine1: '3 Birch Way', city: 'Austin', state: 'TX', zip: '78703' },
  });
  const pet = await post('/pets', { parent_id: parent.id, name, breed_id: randomUUID(), specie_id: randomUUID(), gender_id: randomUUID(), color: 'Gray', date_of_birth: '04/11/2019', weight: 8, problems: [] });
  return encodeGlobalID('Pet', pet.id);
}

async function createVisit(petId: string, token = vet): Promise<string> {
  const created = await gateway.execute(`mutation ($input: CreateVisitInput!) { createVisit(input: $input) { __typename ... on CreateVisitSuccess { visit { id } } } }`, { input: { petId } }, token);
  return created.data.createVisit.visit.id;
}

async function first(field: string, token: string) {
  const result = await gateway.execute(`{ ${field}(first: 1) { edges { node { id name } } } }`, {}, token);
  expect(result.errors, field).toBeUndefined();
  return result.data[field].edges[0]?.node as { id: string; name: string };
}

const vaccination = (overrides: Record<string, unknown> = {}) => ({
  petId: petGlobalId,
  visitId,
  categoryId: lists.category.id,
  vaccineTypeId: lists.type.id,
  vaccineId: lists.vaccine.id,
  manufacturerId: lists.manufacturer.id,
  lotNumber: 'LOT-1',
  givenDate: '01/15/2025',
  expirationDate: '01/15/2099',
  reminderDate: '12/15/2098',
  ...overrides,
});

async function counts() {
  const [row] = await gateway.db.query(
    `SELECT (SELECT count(*) FROM main.vaccination_reminders WHERE deleted_at IS NULL)::int AS vaccinations,
            (SELECT count(*) FROM main.other_reminders WHERE deleted_at IS NULL)::int AS others,
            (SELECT coalesce(sum(version), 0) FROM main.vaccination_reminders)::int AS vaccination_versions,
            (SELECT coalesce(sum(version), 0) FROM main.other_reminders)::int AS other_versions`,
  );
  return row;
}

beforeAll(async () => {
  gateway = await startTestGateway();
  admin = (await gateway.signIn('admin@demo.vet')).accessToken;
  vet = (await gateway.signIn('vet@demo.vet')).accessToken;
  other = (await gateway.signIn('admin@other.vet')).accessToken;
  petGlobalId = await createPet(admin, 'Clover');
  visitId = await createVisit(petGlobalId);
  lists = {
    category: await first('vaccineCategories', admin),
    type: await first('vaccineTypes', admin),
    vaccine: await first('vaccines', admin),
    manufacturer: await first('manufacturers', admin),
  };
  const [category, type, manufacturer] = [await first('vaccineCategories', other), await first('vaccineTypes', other), await first('manufacturers', other)];
  // The other clinic starts without vaccines (only the demo clinic gets a few): it adds one.
  const vaccine =
    (await first('vaccines', other)) ??
    (
      await gateway.execute(
        `mutation ($input: AddVaccineInput!) { addVaccine(input: $input) { __typename ... on AddVaccineSuccess { vaccine { id name } } } }`,
        { input: { name: 'Elsewhere Rabies', specieIds: [], categoryId: category.id, manufacturerId: manufacturer.id, vaccineTypeId: type.id, application: 'Injectable', unit: 'ml', dosage: '1ml', volume: 10, cost: '12.00' } },
        other,
      )
    ).data.addVaccine.vaccine;
  otherLists = { category, type, vaccine, manufacturer };
  otherCategoryId = otherLists.category.id;
});
afterAll(async () => gateway?.close());

describe('vaccination reminders', () => {
  let reminderId: string;

  it("refuses a vaccination missing its fields with the spec's messages on the input's fields", async () => {
    const result = await gateway.execute(
      ADD_VACCINATION,
      { input: vaccination({ categoryId: otherCategoryId, vaccineTypeId: '', vaccineId: lists.category.id, manufacturerId: 'nope', lotNumber: ' ', givenDate: '', expirationDate: '', reminderDate: '' }) },
      vet,
    );
    expect(result.data.addVaccinationReminder).toMatchObject({ __typename: 'InputValidationError' });
    expect(result.data.addVaccinationReminder.fieldErrors).toEqual([
      { path: 'categoryId', message: 'Select vaccination category' },
      { path: 'vaccineTypeId', message: 'Select vaccination type' },
      { path: 'vaccineId', message: 'Select product name' },
      { path: 'manufacturerId', message: "Select manufacturer's name" },
      { path: 'lotNumber', message: 'Enter lot number' },
      { path: 'givenDate', message: 'Select given date' },
      { path: 'expirationDate', message: 'Select expiry date' },
      { path: 'reminderDate', message: 'Select reminder date' },
    ]);
  });

  it("adds a vaccination with the names of the clinic's lists and its status, and loads it as a node", async () => {
    const result = await gateway.execute(ADD_VACCINATION, { input: vaccination() }, vet);
    const added = result.data.addVaccinationReminder;
    expect(added.__typename).toBe('AddVaccinationReminderSuccess');
    expect(added.vaccinationReminder).toMatchObject({
      vaccinationCategory: lists.category.name,
      vaccinationCategoryId: lists.category.id,
      vaccineType: lists.type.name,
      vaccineTypeId: lists.type.id,
      productName: lists.vaccine.name,
      vaccineId: lists.vaccine.id,
      manufacturerName: lists.manufacturer.name,
      manufacturerId: lists.manufacturer.id,
      lotNumber: 'LOT-1',
      givenDate: '01/15/2025',
      vaccineStatus: 'Current, 01/15/2099',
      source: 'vea',
      isEditable: true,
      version: 1,
      visitId,
    });
    reminderId = added.vaccinationReminder.id;
    const node = await gateway.execute(`query ($id: ID!) { node(id: $id) { __typename ... on VaccinationReminder { lotNumber vaccineStatus } } }`, { id: reminderId }, admin);
    expect(node.data.node).toEqual({ __typename: 'VaccinationReminder', lotNumber: 'LOT-1', vaccineStatus: 'Current, 01/15/2099' });
  });

  it("judges the status in the clinic's time zone", async () => {
    await gateway.db.query(`UPDATE auth.clinics SET timezone = 'Pacific/Kiritimati' WHERE clinic_code = (SELECT clinic_code FROM main.visits LIMIT 1)`);
    try {
      // UTC+14: from 10:00 UTC on it is already tomorrow there, so an expiration of today (UTC) turns Past Due.
      const kiritimatiToday = new Intl.DateTimeFormat('en-US', { timeZone: 'Pacific/Kiritimati', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
      const utcToday = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
      const added = await gateway.execute(ADD_VACCINATION, { input: vaccination({ givenDate: '01/01/2024', expirationDate: utcToday, lotNumber: 'TZ' }) }, vet);
      const status = added.data.addVaccinationReminder.vaccinationReminder.vaccineStatus;
      expect(status).toBe(`${kiritimatiToday === utcToday ? 'Current' : 'Past Due'}, ${utcToday}`);
      const removed = await gateway.execute(DELETE_VACCINATION, { input: { id: added.data.addVaccinationReminder.vaccinationReminder.id, visitId } }, vet);
      expect(removed.data.deleteVaccinationReminder.__typename).toBe('DeleteVaccinationReminderSuccess');
    } finally {
      await gateway.db.query(`UPDATE auth.clinics SET timezone = 'UTC' WHERE clinic_code = (SELECT clinic_code FROM main.visits LIMIT 1)`);
    }
  });

  it('edits based on the current version; an edit based on an older one gets who saved and the vaccination as it is now', async () => {
    const edited = await gateway.execute(UPDATE_VACCINATION, { input: { ...vaccination({ lotNumber: 'LOT-2' }), petId: undefined, id: reminderId, basedOnVersion: 1 } }, admin);
    expect(edited.data.updateVaccinationReminder).toMatchObject({ __typename: 'UpdateVaccinationReminderSuccess', vaccinationReminder: { lotNumber: 'LOT-2', version: 2 } });
    const stale = await gateway.execute(UPDATE_VACCINATION, { input: { ...vaccination({ lotNumber: 'LOT-OLD' }), petId: undefined, id: reminderId, basedOnVersion: 1 } }, vet);
    expect(stale.data.updateVaccinationReminder).toMatchObject({
      __typename: 'VaccinationReminderStaleVersionError',
      message: expect.stringMatching(/^This note was changed by .+ at /),
      changedAt: expect.any(String),
      current: { id: reminderId, lotNumber: 'LOT-2', version: 2 },
    });
  });

  it('refuses writes in a read-only visit without a reason (ConflictError), and accepts them under one', async () => {
    await gateway.execute(`mutation ($input: UpdateVisitStatusInput!) { updateVisitStatus(input: $input) { __typename } }`, { input: { id: visitId, statusId: 4 } }, vet);
    const refused = await gateway.execute(DELETE_VACCINATION, { input: { id: reminderId, visitId } }, vet);
    expect(refused.data.deleteVaccinationReminder).toEqual({
      __typename: 'ConflictError',
      message: 'This visit is read-only in its current status. Give a reason for modification before changing it.',
    });
    const reason = await gateway.execute(
      `mutation ($input: SaveModificationReasonInput!) { saveModificationReason(input: $input) { ... on SaveModificationReasonSuccess { modificationReason { id } } } }`,
      { input: { visitId, modificationDate: '2026/03/01', modificationReason: 'Booster recorded late' } },
      vet,
    );
    const visitModificationId = reason.data.saveModificationReason.modificationReason.id;
    const added = await gateway.execute(ADD_VACCINATION, { input: vaccination({ lotNumber: 'LOT-LATE', visitModificationId }) }, vet);
    expect(added.data.addVaccinationReminder.__typename).toBe('AddVaccinationReminderSuccess');
    const [row] = await gateway.db.query<{ visit_modification_id: string }>(`SELECT visit_modification_id FROM main.vaccination_reminders WHERE lot_number = 'LOT-LATE'`);
    expect(encodeGlobalID('ModificationReason', row!.visit_modification_id)).toBe(visitModificationId);
    // Moving back out of a read-only status needs the reason too.
    const reopened = await gateway.execute(`mutation ($input: UpdateVisitStatusInput!) { updateVisitStatus(input: $input) { __typename } }`, { input: { id: visitId, statusId: 1, visitModificationId } }, vet);
    expect(reopened.data.updateVisitStatus.__typename).toBe('UpdateVisitStatusSuccess');
  });

  it("lists the pet's reminders for the same upstream calls with 1 or 20 of them, and later visits see them", async () => {
    const cost = async () => {
      const result = await gateway.execute(PET_REMINDERS, { id: petGlobalId }, admin);
      expect(result.errors).toBeUndefined();
      return { calls: result.extensions?.upstreamCalls, count: result.data.node.vaccinationReminders.totalCount as number };
    };
    const few = await cost();
    for (let index = 0; index < 18; index += 1) {
      expect((await gateway.execute(ADD_VACCINATION, { input: vaccination({ lotNumber: `BULK-${index}` }) }, vet)).data.addVaccinationReminder.__typename).toBe('AddVaccinationReminderSuccess');
    }
    for (let index = 0; index < 20; index += 1) {
      await gateway.execute(ADD_OTHER, { input: { petId: petGlobalId, visitId, reminder: `Recheck ${index}`, date: '06/01/2026', lastGivenDate: '06/01/2025' } }, vet);
    }
    const many = await cost();
    expect(many.count).toBe(few.count + 18);
    expect(many.count).toBeGreaterThanOrEqual(20);
    expect(many.calls).toBe(few.calls);
    const laterVisit = await createVisit(petGlobalId);
    const fromLater = await gateway.execute(
      `query ($id: ID!) { node(id: $id) { ... on Visit { pet { vaccinationReminders { totalCount } otherReminders { totalCount } } } } }`,
      { id: laterVisit },
      vet,
    );
    expect(fromLater.data.node.pet).toEqual({ vaccinationReminders: { totalCount: many.count }, otherReminders: { totalCount: 20 } });
  });

  it('deletes with the server message', async () => {
    const deleted = await gateway.execute(DELETE_VACCINATION, { input: { id: reminderId, visitId } }, vet);
    expect(deleted.data.deleteVaccinationReminder).toEqual({ __typename: 'DeleteVaccinationReminderSuccess', deletedId: reminderId, message: 'The vaccination reminder was deleted.' });
    expect((await gateway.execute(`query ($id: ID!) { node(id: $id) { id } }`, { id: reminderId }, admin)).data.node).toBeNull();
    const again = await gateway.execute(DELETE_VACCINATION, { input: { id: reminderId, visitId } }, vet);
    expect(again.data.deleteVaccinationReminder).toEqual({ __typename: 'NotFoundError', message: 'Vaccination reminder not found.' });
  });
});

describe('other reminders', () => {
  it("adds, edits, refuses a stale edit and deletes, with the spec's messages", async () => {
    const empty = await gateway.execute(ADD_OTHER, { input: { petId: petGlobalId, visitId, reminder: '', date: '', lastGivenDate: '' } }, vet);
    expect(empty.data.addOtherReminder.fieldErrors).toEqual([
      { path: 'reminder', message: 'Enter reminder' },
      { path: 'date', message: 'Select date' },
      { path: 'lastGivenDate', message: 'Select last given date' },
    ]);
    const added = await gateway.execute(ADD_OTHER, { input: { petId: petGlobalId, visitId, reminder: 'Heartworm test', date: '06/01/2026', lastGivenDate: '06/01/2025' } }, vet);
    const reminder = added.data.addOtherReminder.otherReminder;
    expect(reminder).toMatchObject({ reminder: 'Heartworm test', date: '06/01/2026', lastGivenDate: '06/01/2025', version: 1, isEditable: true });
    const input = { id: reminder.id, visitId, reminder: 'Heartworm test', date: '07/01/2026', lastGivenDate: '06/01/2025', basedOnVersion: 1 };
    expect((await gateway.execute(UPDATE_OTHER, { input }, admin)).data.updateOtherReminder).toMatchObject({ otherReminder: { date: '07/01/2026', version: 2 } });
    expect((await gateway.execute(UPDATE_OTHER, { input: { ...input, date: '08/01/2026' } }, vet)).data.updateOtherReminder).toMatchObject({
      __typename: 'OtherReminderStaleVersionError',
      current: { id: reminder.id, date: '07/01/2026', version: 2 },
    });
    expect((await gateway.execute(DELETE_OTHER, { input: { id: reminder.id, visitId } }, vet)).data.deleteOtherReminder).toEqual({
      __typename: 'DeleteOtherReminderSuccess',
      deletedId: reminder.id,
      message: 'The reminder was deleted.',
    });
  });
});

describe('tenant isolation and anonymous callers', () => {
  it("keeps another clinic out: its admin sees none of this clinic's reminders and changes nothing", async () => {
    const [vaccinationRow] = await gateway.db.query<{ id: string }>(`SELECT id FROM main.vaccination_reminders WHERE deleted_at IS NULL LIMIT 1`);
    const [otherRow] = await gateway.db.query<{ id: string }>(`SELECT id FROM main.other_reminders WHERE deleted_at IS NULL LIMIT 1`);
    const vaccinationId = encodeGlobalID('VaccinationReminder', vaccinationRow!.id);
    const otherReminderId = encodeGlobalID('OtherReminder', otherRow!.id);
    const before = await counts();
    expect((await gateway.execute(`query ($id: ID!) { node(id: $id) { id } }`, { id: vaccinationId }, other)).data.node).toBeNull();
    expect((await gateway.execute(`query ($id: ID!) { node(id: $id) { id } }`, { id: otherReminderId }, other)).data.node).toBeNull();
    expect((await gateway.execute(PET_REMINDERS, { id: petGlobalId }, other)).data.node).toBeNull();
    // Its own pet and visit, but this clinic's reminders.
    const ownPet = await createPet(other, 'Elsewhere');
    const ownVisit = await createVisit(ownPet, other);
    expect((await gateway.execute(PET_REMINDERS, { id: ownPet }, other)).data.node).toMatchObject({ vaccinationReminders: { totalCount: 0 }, otherReminders: { totalCount: 0 } });
    // With its own vaccine lists, so that only the pet, visit or reminder of this clinic is what fails.
    const theirs = (overrides: Record<string, unknown> = {}) =>
      vaccination({ categoryId: otherLists.category.id, vaccineTypeId: otherLists.type.id, vaccineId: otherLists.vaccine.id, manufacturerId: otherLists.manufacturer.id, ...overrides });
    const attempts = [
      gateway.execute(ADD_VACCINATION, { input: theirs() }, other).then((r) => r.data.addVaccinationReminder.__typename),
      gateway.execute(ADD_VACCINATION, { input: theirs({ petId: ownPet }) }, other).then((r) => r.data.addVaccinationReminder.__typename),
      gateway.execute(ADD_VACCINATION, { input: theirs({ visitId: ownVisit }) }, other).then((r) => r.data.addVaccinationReminder.__typename),
      gateway.execute(UPDATE_VACCINATION, { input: { ...theirs(), petId: undefined, id: vaccinationId, basedOnVersion: 1 } }, other).then((r) => r.data.updateVaccinationReminder.__typename),
      gateway.execute(UPDATE_VACCINATION, { input: { ...theirs(), petId: undefined, id: vaccinationId, visitId: ownVisit, basedOnVersion: 1 } }, other).then((r) => r.data.updateVaccinationReminder.__typename),
      gateway.execute(DELETE_VACCINATION, { input: { id: vaccinationId, visitId } }, other).then((r) => r.data.deleteVaccinationReminder.__typename),
      gateway.execute(DELETE_VACCINATION, { input: { id: vaccinationId, visitId: ownVisit } }, other).then((r) => r.data.deleteVaccinationReminder.__typename),
      gateway.execute(ADD_OTHER, { input: { petId: petGlobalId, visitId, reminder: 'x', date: '06/01/2026', lastGivenDate: '06/01/2025' } }, other).then((r) => r.data.addOtherReminder.__typename),
      gateway.execute(UPDATE_OTHER, { input: { id: otherReminderId, visitId: ownVisit, reminder: 'x', date: '06/01/2026', lastGivenDate: '06/01/2025', basedOnVersion: 1 } }, other).then((r) => r.data.updateOtherReminder.__typename),
      gateway.execute(DELETE_OTHER, { input: { id: otherReminderId, visitId: ownVisit } }, other).then((r) => r.data.deleteOtherReminder.__typename),
    ];
    for (const outcome of await Promise.all(attempts)) expect(outcome).toBe('NotFoundError');
    // Adding to its own pet with this clinic's vaccine category: not one of its lists, so not chosen.
    const foreignList = await gateway.execute(ADD_VACCINATION, { input: vaccination({ petId: ownPet, visitId: ownVisit }) }, other);
    expect(foreignList.data.addVaccinationReminder.fieldErrors).toContainEqual({ path: 'categoryId', message: 'Select vaccination category' });
    expect(await counts()).toEqual(before);
  });

  it('refuses the mutations to anonymous callers and answers them no reminders', async () => {
    expect((await gateway.execute(ADD_VACCINATION, { input: vaccination() })).data.addVaccinationReminder.__typename).toBe('ForbiddenError');
    expect((await gateway.execute(DELETE_OTHER, { input: { id: encodeGlobalID('OtherReminder', randomUUID()), visitId } })).data.deleteOtherReminder.__typename).toBe('ForbiddenError');
    expect((await gateway.execute(PET_REMINDERS, { id: petGlobalId })).data?.node ?? null).toBeNull();
  });
});
