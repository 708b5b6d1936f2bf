// Every string a caller sends the main service has a length limit checked at the API, with a clear
// message (docs/rest-main.md, "Length limits"): per module, over-long values are refused with 400
// and each field's message, nothing is saved, and a value at the limit is taken.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ID_LIST_TOO_LONG, ID_TOO_LONG, SEARCH_TOO_LONG, USER_AGENT_TOO_LONG } from '@vetchart/platform/text-limits';
import { startMainHarness, type MainHarness } from './testing.ts';

let harness: MainHarness;
const clinic = { organizationId: randomUUID(), clinicId: randomUUID(), clinicCode: 'CLN-LIMITS' };
let vet: string;
let petId: string;
let parentId: string;

const long = (length: number) => 'x'.repeat(length);
const longId = long(101);
const NOTE = { chief_complaint: { complaint: 'Itchy', duration: 'Acute' }, reason_for_consultation: { main_case: [1] } };

beforeAll(async () => {
  harness = await startMainHarness();
  vet = await harness.tokenFor({ ...clinic, fullName: 'Vera Vet', roleName: 'veterinarian', permissions: ['Add new Pet', 'Edit Pet Details', 'Add Visit', 'Lock Visit Note'] });
  const parent = await harness.call('POST', '/pet-parents', {
    token: vet,
    body: { first_name: 'Olive', last_name: 'Park', phone_number: '5125550188', email: 'olive.limits@example.com', address: { addressLine1: '2 Elm St', city: 'Austin', state: 'TX', zip: '78701' } },
  });
  parentId = parent.body.id;
  const pet = await harness.call('POST', '/pets', {
    token: vet,
    body: { parent_id: parentId, name: 'Mochi', breed_id: randomUUID(), specie_id: randomUUID(), gender_id: randomUUID(), color: 'Grey', date_of_birth: '03/04/2021', weight: 9 },
  });
  expect(pet.status).toBe(201);
  petId = pet.body.id;
});
afterAll(async () => harness?.close());

async function newVisit(): Promise<string> {
  const visit = await harness.call('POST', '/visits', { token: vet, body: { pet_id: petId } });
  expect(visit.status).toBe(201);
  return visit.body.data.id;
}

describe('length limits at the API', () => {
  it('visits: refuses an over-long pet id and visit search, and takes a name of 100 characters', async () => {
    const refused = await harness.call('POST', '/visits', { token: vet, body: { pet_id: longId, clinic_id: longId } });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([
      { path: 'pet_id', message: ID_TOO_LONG },
      { path: 'clinic_id', message: ID_TOO_LONG },
    ]);
    const search = await harness.call('GET', `/visits?q=${long(201)}&pet_id=${longId}`, { token: vet });
    expect(search.status).toBe(400);
    expect(search.body.errors).toEqual([
      { path: 'q', message: SEARCH_TOO_LONG },
      { path: 'pet_id', message: ID_TOO_LONG },
    ]);
    const named = await harness.call('POST', '/visits', { token: vet, body: { pet_id: petId, name: long(100) } });
    expect(named.status).toBe(201);
  });

  it('subjective note and vitals: refuses over-long ids, answers and units, saves nothing, and takes 2000-character answers', async () => {
    const visitId = await newVisit();
    const refused = await harness.call('POST', '/subjective', {
      token: vet,
      body: { obj_visit_id: longId, visit_modification_id: longId, subjective_note: { ...NOTE, chief_complaint: { complaint: long(2001), duration: 'Acute' } } },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([
      { path: 'obj_visit_id', message: ID_TOO_LONG },
      { path: 'visit_modification_id', message: ID_TOO_LONG },
      { path: 'subjective_note.chief_complaint.complaint', message: 'Must be at most 2000 characters.' },
    ]);
    const vitals = await harness.call('PUT', `/visits/${visitId}/vitals`, {
      token: vet,
      body: { pet_id: petId, temperature: { value: 101, unit: long(21) }, heart_rate: { value: 80, unit: long(21) } },
    });
    expect(vitals.status).toBe(400);
    expect(vitals.body.errors).toEqual([
      { path: 'temperature.unit', message: 'Choose the temperature unit (fahrenheit or celsius).' },
      { path: 'heart_rate.unit', message: 'Heart rate is counted per minute (bpm).' },
    ]);
    expect((await harness.call('GET', `/visits/${visitId}/subjective`, { token: vet })).body.data).toBeNull();
    const batch = await harness.call('GET', `/subjective-notes?visit_ids=${long(4001)}`, { token: vet });
    expect(batch.status).toBe(400);
    expect(batch.body.errors).toEqual([{ path: 'visit_ids', message: ID_LIST_TOO_LONG }]);

    const atLimit = await harness.call('POST', '/subjective', {
      token: vet,
      body: { obj_visit_id: visitId, subjective_note: { ...NOTE, chief_complaint: { complaint: long(2000), duration: 'Acute' }, additional_notes: { triage_notes: long(2000) } } },
    });
    expect(atLimit.status).toBe(201);
  });

  it('objective note: refuses over-long exam and rule-out texts with their messages, saves nothing, and takes them at the limit', async () => {
    const visitId = await newVisit();
    const refused = await harness.call('POST', `/visits/${visitId}/objective-note`, {
      token: vet,
      body: {
        physicalexamresult: [{ category: { id: longId, category: long(201) }, result: 'Normal' }],
        ruleouts: [{ diagnosis_id: longId, name: long(301), category: long(301), description: long(5001), symptoms: long(5001) }],
        visit_modification_id: longId,
      },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([
      { path: 'physicalexamresult.0.category.id', message: ID_TOO_LONG },
      { path: 'physicalexamresult.0.category.category', message: 'A body category can be at most 200 characters.' },
      { path: 'ruleouts.0.diagnosis_id', message: ID_TOO_LONG },
      { path: 'ruleouts.0.name', message: 'A rule out can be at most 300 characters.' },
      { path: 'ruleouts.0.category', message: 'A category can be at most 300 characters.' },
      { path: 'ruleouts.0.description', message: 'A description can be at most 5000 characters.' },
      { path: 'ruleouts.0.symptoms', message: 'The symptoms can be at most 5000 characters.' },
      { path: 'visit_modification_id', message: ID_TOO_LONG },
    ]);
    expect((await harness.call('GET', `/visits/${visitId}/objective-note`, { token: vet })).body.data).toBeNull();
    const lock = await harness.call('POST', `/visits/${visitId}/lock`, { token: vet, body: { lock_proof: long(4001) } });
    expect(lock.status).toBe(400);

    const atLimit = await harness.call('POST', `/visits/${visitId}/objective-note`, {
      token: vet,
      body: {
        medical_history_notes: long(20000),
        physicalexamresult: [{ category: { category: long(200) }, result: 'Normal', comment: long(2000) }],
        ruleouts: [{ name: long(300), category: long(300), description: long(5000), symptoms: long(5000) }],
      },
    });
    expect(atLimit.status).toBe(201);
  });

  it('treatment result and plan: refuses over-long rows, dosages, decisions and user agents, and takes rows at the limit', async () => {
    const visitId = await newVisit();
    const row = (fields: Record<string, unknown>) => ({ plan_item_id: null, catalogue_id: null, code: 'SVC-1', name: 'Sick Exam', ...fields });
    const refused = await harness.call('POST', `/visits/${visitId}/treatment-result`, {
      token: vet,
      body: {
        result: {
          services: [row({ code: long(201), name: long(501), dosage: long(501), comment: long(5001) })],
          diagnosis: [{ name: 'Gastroenteritis', category: long(501), description: long(5001) }],
          additional_care_text: long(50_001),
        },
        template_content: [{ section: long(501), value: long(50_001) }],
      },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([
      { path: 'result.diagnosis.0.category', message: 'A category can be at most 500 characters.' },
      { path: 'result.diagnosis.0.description', message: 'A description can be at most 5000 characters.' },
      { path: 'result.services.0.code', message: 'A code can be at most 200 characters.' },
      { path: 'result.services.0.name', message: 'A name can be at most 500 characters.' },
      { path: 'result.services.0.dosage', message: 'A dosage can be at most 500 characters.' },
      { path: 'result.services.0.comment', message: 'A comment can be at most 5000 characters.' },
      { path: 'result.additional_care_text', message: 'A text can be at most 50000 characters.' },
      { path: 'template_content.0.section', message: 'A name can be at most 500 characters.' },
      { path: 'template_content.0.value', message: 'A text can be at most 50000 characters.' },
    ]);
    const atLimit = await harness.call('POST', `/visits/${visitId}/treatment-result`, {
      token: vet,
      body: { result: { services: [row({ code: long(200), name: long(500), dosage: long(500), comment: long(5000) })], additional_care_text: long(50_000) } },
    });
    expect(atLimit.status).toBe(201);

    const plan = await harness.call('POST', `/visits/${visitId}/treatment-plan`, {
      token: vet,
      body: { items: [{ id: longId, kind: 'SERVICE', catalogue_id: longId, quantity: 1, selected_dosage: { dosage: long(101), unit: long(101) } }] },
    });
    expect(plan.status).toBe(400);
    expect(plan.body.errors).toEqual([
      { path: 'items.0.id', message: ID_TOO_LONG },
      { path: 'items.0.catalogue_id', message: ID_TOO_LONG },
      { path: 'items.0.selected_dosage.dosage', message: 'A dosage can be at most 100 characters.' },
      { path: 'items.0.selected_dosage.unit', message: 'A unit can be at most 100 characters.' },
    ]);
    expect((await harness.call('GET', `/visits/${visitId}/treatment-plan`, { token: vet })).body.data).toBeNull();
    const sign = await harness.call('POST', `/visits/${visitId}/treatment-plan/sign`, {
      token: vet,
      body: {
        plan_version: 1,
        signature_png: 'data:image/png;base64,AAAA',
        decisions: [{ item_id: longId, approved: true }],
        signer_name: 'Olive Park',
        header: { clinic: { name: long(201) }, party: { pet_name: long(201) } },
        user_agent: long(1001),
      },
    });
    expect(sign.status).toBe(400);
    expect(sign.body.errors).toEqual([
      { path: 'decisions.0.item_id', message: ID_TOO_LONG },
      { path: 'header.clinic.name', message: 'A name can be at most 200 characters.' },
      { path: 'header.party.pet_name', message: 'A name can be at most 200 characters.' },
      { path: 'user_agent', message: USER_AGENT_TOO_LONG },
    ]);
  });

  it('reminders: refuses an over-long pet id, visit id and id list', async () => {
    const refused = await harness.call('POST', '/other-reminders', { token: vet, body: { pet_id: longId, visit_id: longId, visit_modification_id: longId, reminder: long(501), date: '01/02/2026', last_given_date: '01/01/2026' } });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([
      { path: 'visit_id', message: ID_TOO_LONG },
      { path: 'visit_modification_id', message: ID_TOO_LONG },
      { path: 'reminder', message: 'A reminder can be at most 500 characters.' },
      { path: 'pet_id', message: ID_TOO_LONG },
    ]);
    const list = await harness.call('GET', `/other-reminders?ids=${long(4001)}`, { token: vet });
    expect(list.status).toBe(400);
    expect(list.body.message).toBe(ID_LIST_TOO_LONG);
  });

  it('pets: refuses too many or over-long problems and an over-long owner filter, and takes 50 problems of 100 characters', async () => {
    const tooMany = await harness.call('PATCH', `/pets/${petId}`, { token: vet, body: { problems: Array.from({ length: 51 }, (_, i) => `${i}`) } });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors).toEqual([{ path: 'problems', message: 'At most 50 problems.' }]);
    const tooLong = await harness.call('PATCH', `/pets/${petId}`, { token: vet, body: { problems: [long(101)] } });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.errors).toEqual([{ path: 'problems.0', message: 'Problems must be a list of names of at most 100 characters.' }]);
    const filter = await harness.call('GET', `/pets?parent_id=${longId}`, { token: vet });
    expect(filter.status).toBe(400);
    expect(filter.body.errors).toEqual([{ path: 'parent_id', message: ID_TOO_LONG }]);
    const atLimit = await harness.call('PATCH', `/pets/${petId}`, { token: vet, body: { problems: Array.from({ length: 50 }, (_, i) => `${i}`.padEnd(100, 'x')) } });
    expect(atLimit.status).toBe(200);
  });

  it('SOAP templates: refuses an over-long search, status and id list', async () => {
    const refused = await harness.call('GET', `/soap-templates?q=${long(201)}&status=${long(21)}&ids=${long(4001)}`, { token: vet });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([
      { path: 'status', message: 'A status can be at most 20 characters.' },
      { path: 'q', message: SEARCH_TOO_LONG },
      { path: 'ids', message: ID_LIST_TOO_LONG },
    ]);
  });

  it('subjective form links: refuses over-long ids and header names, and sends nothing', async () => {
    const refused = await harness.call('POST', '/subjective-form/send', {
      token: vet,
      body: { clinic_code: longId, pet_id: longId, visit_id: longId, header: { clinic: { name: long(201), city: long(501) }, medications: [long(301)] } },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([
      { path: 'clinic_code', message: ID_TOO_LONG },
      { path: 'pet_id', message: ID_TOO_LONG },
      { path: 'visit_id', message: ID_TOO_LONG },
      { path: 'header.clinic.name', message: 'A name can be at most 200 characters.' },
      { path: 'header.clinic.city', message: 'Must be at most 500 characters.' },
      { path: 'header.medications.0', message: 'A medication name can be at most 300 characters.' },
    ]);
    const [sent] = await harness.db.query<{ count: number }>(`SELECT count(*)::int AS count FROM main.subjective_form_links`);
    expect(sent!.count).toBe(0);
  });
});
