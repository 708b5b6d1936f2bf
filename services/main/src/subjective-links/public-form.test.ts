// The public subjective form over the real main service and database: what a token shows (only
// its pet, its clinic's header and the pet's reminders), expiry, the submission landing in the
// visit's subjective note as filled by the pet parent (a new visit when the link named none), the
// signature kept as a PNG file, a second submit refused, and nothing written on a refusal.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOutbox, migrateOutbox } from '@vetchart/platform/mailer';
import { pngDataUri, startMainHarness, type MainHarness } from '../testing.ts';

let harness: MainHarness;
const clinic = { organizationId: randomUUID(), clinicId: randomUUID(), clinicCode: `CLN-SF-${randomUUID().slice(0, 6)}`, fullName: 'Vera Vet' };
const otherClinic = { organizationId: randomUUID(), clinicId: randomUUID(), clinicCode: `CLN-SFO-${randomUUID().slice(0, 6)}` };
let vet: string;
let other: string;
let petId: string;
let otherPetId: string;

const header = {
  clinic: { name: 'Happy Paws', logo_url: null, address_line1: '1 Main St', city: 'Austin', state: 'TX', zip: '78701', phone: '5125550100', email: 'desk@happypaws.test', time_zone: 'America/Chicago' },
  species: 'Feline',
  medications: ['Amoxicillin 250mg', 'Carprofen 75mg'],
};

const answers = {
  chief_complaint: { complaint: 'Vomiting since yesterday', duration: 'Acute' },
  reason_for_consultation: { main_case: [3], other_cases: ['Limping'], vomiting: { times_vomiting: '3', into_trash: 'yes' } },
  additional_notes: { water_intake: 'Normal', appetite: 'Abnormal', travel: 'no', medications: ['Carprofen 75mg'], flea_comb: 'yes', indoor: 50, other_pets: 'yes' },
};

async function addPet(token: string, name: string, email: string): Promise<string> {
  const parent = await harness.call('POST', '/pet-parents', {
    token,
    body: { first_name: 'Nora', last_name: 'Quinn', phone_number: '5125550123', email, address: { addressLine1: '4 Oak Lane', addressLine2: 'Unit 4', city: 'Austin', state: 'TX', zip: '78701' } },
  });
  expect(parent.status).toBe(201);
  const pet = await harness.call('POST', '/pets', {
    token,
    body: { parent_id: parent.body.id, name, breed_id: randomUUID(), specie_id: randomUUID(), gender_id: randomUUID(), color: 'Black', date_of_birth: '05/01/2022', weight: 12, problems: [] },
  });
  expect(pet.status).toBe(201);
  return pet.body.id;
}

/** Sends the form for a pet (and visit) and returns the token from the e-mail. */
async function sendForm(token: string, clinicCode: string, pet: string, extra: Record<string, unknown> = {}): Promise<string> {
  // A fresh address each time: the mails per parent are rate-limited.
  const email = `parent-${randomUUID().slice(0, 8)}@example.com`;
  const sent = await harness.call('POST', '/subjective-form/send', { token, body: { clinic_code: clinicCode, pet_id: pet, email, header, ...extra } });
  expect(sent.status).toBe(201);
  // Newest first.
  const mails = await listOutbox(harness.db, { to: sent.body.data.email });
  const link = mails[0]!.links.find((url) => url.includes('/subjective-form?token='))!;
  return new URL(link).searchParams.get('token')!;
}

beforeAll(async () => {
  harness = await startMainHarness();
  await migrateOutbox(harness.db);
  vet = await harness.tokenFor({ ...clinic, isClientAdmin: false, roleName: 'veterinarian', permissions: ['Add new Pet', 'Add Visit'] });
  other = await harness.tokenFor({ ...otherClinic, isClientAdmin: true, permissions: ['Add Visit', 'Add new Pet'] });
  petId = await addPet(vet, 'Juniper', 'nora.quinn@example.com');
  otherPetId = await addPet(other, 'Pepper', 'pepper.parent@example.com');
  // Reminders of each pet (charted in a visit in the product; written directly here).
  for (const [pet, scope, product] of [
    [petId, clinic, 'Rabies 3yr'],
    [otherPetId, otherClinic, 'Other clinic vaccine'],
  ] as const) {
    const visit = await harness.call('POST', '/visits', { token: pet === petId ? vet : other, body: { pet_id: pet } });
    await harness.db.query(
      `INSERT INTO main.vaccination_reminders (organization_id, clinic_id, pet_id, visit_id, vaccination_category, vaccine_type, product_name, manufacturers_name, lot_number,
         given_date, expiration_date, reminder_date, created_by, created_by_name, updated_by, updated_by_name)
       VALUES ($1, $2, $3, $4, 'Core', 'Rabies', $5, 'Zoetis', 'LOT-1', '2024-01-01', '2020-01-01', '2025-01-01', $6, 'Vera', $6, 'Vera')`,
      [scope.organizationId, scope.clinicId, pet, visit.body.data.id, product, randomUUID()],
    );
    await harness.db.query(
      `INSERT INTO main.other_reminders (organization_id, clinic_id, pet_id, visit_id, reminder, date, last_given_date, created_by, created_by_name, updated_by, updated_by_name)
       VALUES ($1, $2, $3, $4, $5, '2030-02-01', '2024-02-01', $6, 'Vera', $6, 'Vera')`,
      [scope.organizationId, scope.clinicId, pet, visit.body.data.id, `Heartworm test for ${product}`, randomUUID()],
    );
  }
});
afterAll(async () => harness?.close());

describe('GET /subjective-form', () => {
  it("shows only the token's pet: the stored clinic header, the parent's name and address, its reminders, the medication names and the cases", async () => {
    const token = await sendForm(vet, clinic.clinicCode, petId);
    const opened = await harness.call('GET', `/subjective-form?token=${token}`);
    expect(opened.status).toBe(200);
    const data = opened.body.data;
    expect(data.clinic).toMatchObject({ name: 'Happy Paws', phone: '5125550100', email: 'desk@happypaws.test' });
    expect(data.pet).toEqual({
      id: petId,
      name: 'Juniper',
      species: 'Feline',
      parent: { first_name: 'Nora', last_name: 'Quinn', address: { address_line1: '4 Oak Lane', address_line2: 'Unit 4', city: 'Austin', state: 'TX', country: null, zip: '78701' } },
    });
    expect(data.reminders.vaccination_reminder).toEqual([
      { vaccine_status: 'Past Due, 01/01/2020', product_name: 'Rabies 3yr', manufacturers_name: 'Zoetis', lot_number: 'LOT-1', expiration_date: '2020-01-01', reminder_date: '2025-01-01' },
    ]);
    expect(data.reminders.other_reminder).toEqual([{ reminder: 'Heartworm test for Rabies 3yr', date: '2030-02-01' }]);
    expect(data.medications).toEqual(['Amoxicillin 250mg', 'Carprofen 75mg']);
    expect(data.cases.map((soapCase: { id: number }) => soapCase.id)).toEqual([1, 2, 3, 4]);
    // Nothing of the link itself, the e-mail or another pet.
    expect(JSON.stringify(data)).not.toMatch(/nora\.quinn@example\.com|Other clinic vaccine|token_hash/);
  });

  it('refuses an unknown token (404) and an expired one (410) with their messages', async () => {
    const token = await sendForm(vet, clinic.clinicCode, petId);
    expect(await harness.call('GET', `/subjective-form?token=${token}x`)).toMatchObject({ status: 404, body: { message: 'This link is not valid.' } });
    expect((await harness.call('GET', '/subjective-form')).status).toBe(404);
    await harness.db.query(`UPDATE main.subjective_form_links SET expires_at = now() - interval '1 minute' WHERE pet_id = $1`, [petId]);
    expect(await harness.call('GET', `/subjective-form?token=${token}`)).toMatchObject({ status: 410, body: { message: 'Token has Expired.' } });
    const submit = await harness.call('POST', '/subjective-form/submit', { body: { token, signature_png: pngDataUri(), subjective_note: answers } });
    expect(submit).toMatchObject({ status: 410, body: { message: 'Token has Expired.' } });
  });
});

describe('POST /subjective-form/submit', () => {
  it("creates the visit when the link named none and lands the answers in its subjective note, filled by the pet parent, with the consent and the signature; a second submit is refused", async () => {
    const token = await sendForm(vet, clinic.clinicCode, petId);
    const visitsBefore = await harness.db.query(`SELECT id FROM main.visits WHERE pet_id = $1`, [petId]);
    const submitted = await harness.call('POST', '/subjective-form/submit', { body: { token, ai_consent: true, signature_png: pngDataUri(), subjective_note: answers } });
    expect(submitted.status).toBe(201);
    expect(submitted.body.message).toBe('Subjective form saved successfully');
    const visitId = submitted.body.data.visit_id;
    expect(visitsBefore.map((row) => (row as { id: string }).id)).not.toContain(visitId);

    // Staff read it like any note of their clinic's visit.
    const note = await harness.call('GET', `/visits/${visitId}/subjective`, { token: vet });
    expect(note.body.data).toMatchObject({
      pet_id: petId,
      filled_by: 'pet_parent',
      ai_consent: true,
      updated_by_name: 'Nora Quinn (pet parent)',
      subjective_note: {
        chief_complaint: { complaint: 'Vomiting since yesterday', duration: 'Acute' },
        reason_for_consultation: { main_case: [3], other_cases: ['Limping'], vomiting: { times_vomiting: '3', into_trash: 'yes' } },
        additional_notes: { appetite: 'Abnormal', medications: ['Carprofen 75mg'], indoor: 50 },
      },
    });
    const [file] = await harness.db.query<{ purpose: string; content_type: string; clinic_id: string }>(`SELECT purpose, content_type, clinic_id FROM main.files WHERE id = $1`, [
      note.body.data.signature_file_id,
    ]);
    expect(file).toEqual({ purpose: 'subjective-signature', content_type: 'image/png', clinic_id: clinic.clinicId });
    const actions = await harness.db.query<{ action: string; actor_user_id: string | null }>(
      `SELECT action, actor_user_id FROM main.audit_log WHERE detail->>'actor' = 'pet_parent' AND clinic_id = $1 ORDER BY id`,
      [clinic.clinicId],
    );
    expect(actions.map((row) => row.action)).toEqual(['visit.created', 'subjective_note.created', 'subjective_form.submitted']);

    const again = await harness.call('POST', '/subjective-form/submit', { body: { token, signature_png: pngDataUri(), subjective_note: answers } });
    expect(again).toMatchObject({ status: 409, body: { message: 'This form has already been submitted. Thank you!' } });
    expect(await harness.call('GET', `/subjective-form?token=${token}`)).toMatchObject({ status: 409 });
    expect(await harness.db.query(`SELECT count(*)::int AS n FROM main.subjective_notes WHERE pet_id = $1`, [petId])).toEqual([{ n: 1 }]);
  });

  it("answers into the link's visit, and refuses a visit whose note staff already began", async () => {
    const visit = await harness.call('POST', '/visits', { token: vet, body: { pet_id: petId } });
    const visitId = visit.body.data.id;
    const token = await sendForm(vet, clinic.clinicCode, petId, { visit_id: visitId });
    const submitted = await harness.call('POST', '/subjective-form/submit', { body: { token, signature_png: pngDataUri(), subjective_note: answers } });
    expect(submitted.status).toBe(201);
    expect(submitted.body.data.visit_id).toBe(visitId);
    expect((await harness.call('GET', `/visits/${visitId}/subjective`, { token: vet })).body.data).toMatchObject({ filled_by: 'pet_parent', ai_consent: false });

    const second = await sendForm(vet, clinic.clinicCode, petId, { visit_id: visitId });
    const refused = await harness.call('POST', '/subjective-form/submit', { body: { token: second, signature_png: pngDataUri(), subjective_note: answers } });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe("The clinic has already filled in this visit's check-in notes. Please tell them your answers at the visit.");
  });

  it('validates with the spec messages and writes nothing on a refusal (no signature, not a PNG, no duration or reason)', async () => {
    const token = await sendForm(vet, clinic.clinicCode, petId);
    const count = async () => (await harness.db.query<{ n: number }>(`SELECT (SELECT count(*) FROM main.files) + (SELECT count(*) FROM main.visits) AS n`))[0]!.n;
    const before = await count();
    const unsigned = await harness.call('POST', '/subjective-form/submit', { body: { token, subjective_note: answers } });
    expect(unsigned.status).toBe(400);
    expect(unsigned.body.errors).toContainEqual({ path: 'signature_png', message: 'Please sign in the signature field' });
    const gif = `data:image/png;base64,${Buffer.from('GIF89a not really').toString('base64')}`;
    expect((await harness.call('POST', '/subjective-form/submit', { body: { token, signature_png: gif, subjective_note: answers } })).status).toBe(400);
    const empty = await harness.call('POST', '/subjective-form/submit', { body: { token, signature_png: pngDataUri(), subjective_note: { chief_complaint: {}, reason_for_consultation: {} } } });
    expect(empty.body.errors).toEqual(
      expect.arrayContaining([
        { path: 'subjective_note.chief_complaint.duration', message: 'Select complaint duration' },
        { path: 'subjective_note.reason_for_consultation.main_case', message: 'Select reason for consultation' },
      ]),
    );
    expect(await count()).toBe(before);
    // The link is still open for a correct submission.
    expect((await harness.call('GET', `/subjective-form?token=${token}`)).status).toBe(200);
  });

  it("a token of another clinic's pet opens only that pet, and its answers land only in that clinic", async () => {
    const token = await sendForm(other, otherClinic.clinicCode, otherPetId);
    const opened = await harness.call('GET', `/subjective-form?token=${token}`);
    expect(opened.body.data.pet.id).toBe(otherPetId);
    expect(JSON.stringify(opened.body.data)).not.toMatch(/Juniper|Rabies 3yr/);
    const submitted = await harness.call('POST', '/subjective-form/submit', { body: { token, signature_png: pngDataUri(), subjective_note: answers } });
    expect(submitted.status).toBe(201);
    expect((await harness.call('GET', `/visits/${submitted.body.data.visit_id}/subjective`, { token: vet })).status).toBe(404);
    expect((await harness.call('GET', `/visits/${submitted.body.data.visit_id}/subjective`, { token: other })).body.data.pet_id).toBe(otherPetId);
  });
});
