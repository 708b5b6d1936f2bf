// Schedules, the pet search and Sync through the real Yoga app over the real services, with the
// sandbox Covetrus practice standing in for the partner: the spec's row rule (Sync until synced,
// then Open; Sync again after the practice changed), no duplicates, and tenant isolation. Demo
// Animal Hospital starts connected to the sandbox practice with Biscuit, Pepper and Rocco synced
// (the thirdparty demo seed); Other Pet Clinic has no practice system.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '@vetchart/host/testing';

let gateway: TestGateway;
const tokens: Record<string, string> = {};

const SCHEDULES = `query ($startDate: String!, $endDate: String!, $doctorId: String) {
  practiceSchedules(startDate: $startDate, endDate: $endDate, doctorId: $doctorId) { __typename
    ... on PracticeSchedule { appointments { appointmentId petName petParentName doctor appointmentType appointmentDate appointmentTime status sourceId canSync pet { id name } } }
    ... on Error { message } } }`;
const DOCTORS = `query { practiceDoctors { __typename ... on PracticeDoctorList { doctors { doctorId name } } ... on Error { message } } }`;
const PATIENTS = `query ($search: String) { practicePatients(search: $search) { __typename
  ... on PracticePatientList { patients { name parentName specie sourceId canSync pet { id } } } ... on Error { message } } }`;
const SYNC = `mutation ($input: SyncPetInput!) { syncPet(input: $input) { __typename
  ... on SyncPetSuccess { created pet { id name source sourceId } } ... on Error { message } } }`;

const day = (offset: number) => {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
};

beforeAll(async () => {
  gateway = await startTestGateway();
  for (const who of ['admin', 'vet', 'assistant']) tokens[who] = (await gateway.signIn(`${who}@demo.vet`)).accessToken;
  tokens.other = (await gateway.signIn('admin@other.vet')).accessToken;
});
afterAll(async () => gateway?.close());

describe('a clinic without a practice system', () => {
  it('says so, and asks for a sign-in', async () => {
    const result = await gateway.execute(SCHEDULES, { startDate: day(0), endDate: day(1) }, tokens.other);
    expect(result.data.practiceSchedules).toEqual({
      __typename: 'IntegrationNotConnectedError',
      message: 'No practice management system is connected yet. Connect one under Integrations.',
    });
    const anonymous = await gateway.execute(SCHEDULES, { startDate: day(0), endDate: day(1) });
    expect(anonymous.data.practiceSchedules.__typename).toBe('ForbiddenError');
  });
});

describe('with Covetrus connected (as the demo clinic starts)', () => {
  it("names the clinic's connected practice system, and none for another clinic", async () => {
    const query = `query { practiceSystems { source name } }`;
    expect((await gateway.execute(query, {}, tokens.vet)).data.practiceSystems).toEqual([{ source: 'covetrus', name: 'Covetrus' }]);
    expect((await gateway.execute(query, {}, tokens.other)).data.practiceSystems).toEqual([]);
    expect((await gateway.execute(query, {})).errors?.[0]?.message).toMatch(/not authorized/i);
  });

  it('starts with the appointments of the synced demo pets to Open and the others to Sync', async () => {
    const schedule = await gateway.execute(SCHEDULES, { startDate: day(-3), endDate: day(14) }, tokens.vet);
    expect(schedule.errors).toBeUndefined();
    const rows = schedule.data.practiceSchedules.appointments as { petName: string; sourceId: string; canSync: boolean; pet: { name: string } | null }[];
    expect(rows).toHaveLength(8);
    const opened = rows.filter((row) => row.pet);
    expect([...new Set(opened.map((row) => row.sourceId))].sort()).toEqual(['CV-PT-3001', 'CV-PT-3002', 'CV-PT-3005']);
    expect(opened.every((row) => !row.canSync && row.pet!.name === row.petName)).toBe(true);
    expect(rows.filter((row) => !row.pet).every((row) => row.canSync)).toBe(true);
  });

  it("lists the doctors and a doctor's appointments, Sync for a pet not synced yet", async () => {
    const doctors = await gateway.execute(DOCTORS, {}, tokens.assistant);
    expect(doctors.data.practiceDoctors.doctors.map((doctor: any) => doctor.name)).toEqual([
      'Dr. Elena Ramirez, DVM',
      'Dr. Marcus Okafor, DVM',
      'Dr. Priya Shah, DVM, DACVIM',
    ]);
    const schedule = await gateway.execute(SCHEDULES, { startDate: day(-3), endDate: day(14), doctorId: 'CV-DR-103' }, tokens.vet);
    expect(schedule.errors).toBeUndefined();
    const rows = schedule.data.practiceSchedules.appointments;
    expect(rows.map((row: any) => [row.petName, row.appointmentType, row.doctor, row.canSync, row.pet])).toEqual([
      ['Luna', 'Senior Wellness', 'Dr. Priya Shah, DVM, DACVIM', true, null],
      ['Rocco', 'Cardiology Consult', 'Dr. Priya Shah, DVM, DACVIM', false, { id: expect.any(String), name: 'Rocco' }],
    ]);
  });

  it('syncs a pet once (twice adds nothing), after which its rows show Open with the pet', async () => {
    const first = await gateway.execute(SYNC, { input: { sourceId: 'CV-PT-3004' } }, tokens.assistant);
    expect(first.data.syncPet).toMatchObject({ __typename: 'SyncPetSuccess', created: true, pet: { name: 'Luna', source: 'covetrus', sourceId: 'CV-PT-3004' } });
    const second = await gateway.execute(SYNC, { input: { source: 'covetrus', sourceId: 'CV-PT-3004' } }, tokens.vet);
    expect(second.data.syncPet).toMatchObject({ created: false, pet: { id: first.data.syncPet.pet.id } });
    const [{ n }] = await gateway.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM main.pets WHERE source = 'covetrus' AND source_id = 'CV-PT-3004'`);
    expect(n).toBe(1);

    const schedule = await gateway.execute(SCHEDULES, { startDate: day(-3), endDate: day(14), doctorId: 'CV-DR-103' }, tokens.vet);
    const luna = schedule.data.practiceSchedules.appointments.find((row: any) => row.sourceId === 'CV-PT-3004');
    expect(luna).toMatchObject({ canSync: false, pet: { id: first.data.syncPet.pet.id, name: 'Luna' } });
    const records = await gateway.execute(
      `query ($id: ID!) { node(id: $id) { ... on Pet { medicalRecords { date kind title } } } }`,
      { id: first.data.syncPet.pet.id },
      tokens.vet,
    );
    expect(records.data.node.medicalRecords).toEqual([
      { date: '2025-10-01', kind: 'lab', title: 'T4' },
      { date: '2024-12-10', kind: 'surgery', title: 'Dental cleaning with two extractions' },
    ]);
    const elsewhere = await gateway.execute(`query ($id: ID!) { node(id: $id) { ... on Pet { medicalRecords { title } } } }`, { id: first.data.syncPet.pet.id }, tokens.other);
    expect(elsewhere.data.node).toBeNull();
    const search = await gateway.execute(PATIENTS, { search: 'lu' }, tokens.vet);
    expect(search.data.practicePatients.patients).toEqual([
      { name: 'Luna', parentName: 'Sofia Alvarez', specie: 'Feline', sourceId: 'CV-PT-3004', canSync: false, pet: { id: first.data.syncPet.pet.id } },
    ]);
  });

  it('refuses an empty or unknown patient with typed errors', async () => {
    const empty = await gateway.execute(SYNC, { input: { sourceId: '' } }, tokens.vet);
    expect(empty.data.syncPet).toMatchObject({ __typename: 'InputValidationError', message: 'Please choose a patient to sync' });
    const unknown = await gateway.execute(SYNC, { input: { sourceId: 'CV-PT-0' } }, tokens.vet);
    expect(unknown.data.syncPet).toEqual({ __typename: 'NotFoundError', message: 'Covetrus has no patient CV-PT-0.' });
  });

  it("keeps Demo Animal Hospital's practice system and synced pets from another clinic", async () => {
    const schedule = await gateway.execute(SCHEDULES, { startDate: day(-3), endDate: day(14) }, tokens.other);
    expect(schedule.data.practiceSchedules.__typename).toBe('IntegrationNotConnectedError');
    const search = await gateway.execute(PATIENTS, { search: 'lu' }, tokens.other);
    expect(search.data.practicePatients.__typename).toBe('IntegrationNotConnectedError');
    const sync = await gateway.execute(SYNC, { input: { sourceId: 'CV-PT-3004' } }, tokens.other);
    expect(sync.data.syncPet.__typename).toBe('IntegrationNotConnectedError');
    const synced = await fetch(`${gateway.upstreams.main}/pets/synced?source=covetrus&source_ids=CV-PT-3004`, { headers: { authorization: `Bearer ${tokens.other}` } });
    expect((await synced.json()).data).toEqual([]);
  });
});
