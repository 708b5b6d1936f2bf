// The demo clinics' consent forms: one of each kind, in the wording a clinic would use, so the
// Plan step's consents panel has something to show on first sign-in (docs/consents.md).
import type { ConsentKind, ConsentRequirement } from '@vetchart/contracts/consents/consent';
import type { Database } from '@vetchart/platform/database';
import { consentTextHash } from './consent-store.ts';

const DEMO_FORMS: { kind: ConsentKind; title: string; requirement: ConsentRequirement; body: string }[] = [
  {
    kind: 'treatment_estimate',
    title: 'Treatment estimate consent',
    // The demo's signed estimate already states that costs are approximate and the client is
    // liable for all fees (spec 002): staff add this form where a separate signature is wanted.
    requirement: 'by_hand',
    body: [
      'I have reviewed the treatment plan estimate for my pet and I authorize the clinic to perform the services I approved.',
      'I understand that the estimate is approximate: the final charges depend on the care my pet actually needs and may be higher or lower. The clinic will contact me before any treatment that would make the total exceed the estimate by more than 10%, except in an emergency.',
      'I accept that I am responsible for all fees for the services provided, and that payment is due when my pet is discharged.',
    ].join('\n\n'),
  },
  {
    kind: 'anaesthesia_procedure',
    title: 'Anaesthesia consent',
    requirement: 'when_plan_needs',
    body: [
      'I am the owner or authorized agent of the pet named on this visit, and I authorize the veterinarians and staff of the clinic to administer sedation or general anaesthesia and to perform the procedures in the approved treatment plan.',
      'I understand that every anaesthetic and surgical procedure carries some risk, including, rarely, serious complications or death, even in a healthy animal and with the best care. The risks, the expected benefits and the alternatives have been explained to me, and I have had the chance to ask questions.',
      'I understand that pre-anaesthetic blood tests and intravenous fluids lower the risk, and that the veterinarian may recommend them. If an unexpected condition is found during the procedure, the clinic will try to reach me at the phone number on file; if I cannot be reached, I authorize the veterinarian to do what is necessary for my pet\'s wellbeing.',
      'I confirm that my pet has had no food since midnight before the procedure, unless the clinic told me otherwise, and that I have told the clinic about every medication and supplement my pet receives.',
    ].join('\n\n'),
  },
  {
    kind: 'ai_recording',
    title: 'AI recording consent',
    // Dictation is not tied to a visit on the server: staff add it to the visits they dictate.
    requirement: 'by_hand',
    body: [
      "I consent to the use of voice-enabled AI technology during my pet's exam to assist with accurate documentation.",
      'I understand that audio of the consultation may be recorded and securely transcribed for medical record purposes only. The recording is not shared with anyone outside the clinic and its documentation service, and the veterinarian reviews every note the AI drafts before it becomes part of my pet\'s record.',
      'I may refuse or withdraw this consent at any time by telling the clinic staff; my pet\'s care does not depend on it.',
    ].join('\n\n'),
  },
];

const SEED_NAME = 'Demo';

export async function seedConsentFormsDemo(db: Database, clinics: { clinicId: string; organizationId: string }[]): Promise<void> {
  for (const clinic of clinics) {
    await db.transaction(async (tx) => {
      const [seeded] = await tx.query(`SELECT 1 FROM main.consent_forms WHERE clinic_id = $1 LIMIT 1`, [clinic.clinicId]);
      if (seeded) return;
      for (const [index, form] of DEMO_FORMS.entries()) {
        // A millisecond apart, so that they list in this order: the column's clock_timestamp() can
        // give two rows of one transaction the same time on the embedded database, and forms of
        // the same time list in the order of their random ids.
        const [row] = await tx.query<{ id: string }>(
          `INSERT INTO main.consent_forms (organization_id, clinic_id, kind, requirement, updated_by_name, created_at)
           VALUES ($1, $2, $3, $4, $5, now() + $6 * interval '1 millisecond') RETURNING id`,
          [clinic.organizationId, clinic.clinicId, form.kind, form.requirement, SEED_NAME, index],
        );
        await tx.query(
          `INSERT INTO main.consent_form_versions (form_id, version, title, body, text_sha256, created_by_name) VALUES ($1, 1, $2, $3, $4, $5)`,
          [row!.id, form.title, form.body, consentTextHash({ kind: form.kind, title: form.title, version: 1, body: form.body }), SEED_NAME],
        );
      }
    });
  }
}
