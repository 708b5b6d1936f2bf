// The demo clinics' SOAP templates (PLAN-18 decision 7): Demo Animal Hospital starts with
// 'Wellness Exam', 'Sick Visit', 'Dental' and 'Lab Results Summary'. Section names follow the
// template preview's rules (result-rules.ts), so 'Fetch' fills them from the visit's records; the
// values are what a section shows when nothing was recorded for it; the fields (PLAN-19
// decision 2) are what the AI canvas fills in each section. A clinic with templates is left alone.
import type { Database } from '@vetchart/platform/database';

const SEED_USER = '00000000-0000-0000-0000-000000000000';

const TEMPLATES: { name: string; description: string; content: { section: string; value: string; fields: { name: string; hint: string }[] }[] }[] = [
  {
    name: 'Wellness Exam',
    description: 'Annual or preventive visit of a healthy pet.',
    content: [
      { section: 'Subjective / History', value: 'Presented for a wellness examination. Owner reports no concerns.', fields: [{ name: 'Chief complaint', hint: 'Record the chief complaint.' }, { name: 'Diet', hint: 'Record the diet.' }, { name: 'Medications', hint: 'Record the medications.' }, { name: 'Owner concerns', hint: 'Record the owner concerns.' }] },
      { section: 'Objective / Physical Exam', value: 'Bright, alert and responsive. Physical examination within normal limits.', fields: [{ name: 'Weight', hint: 'Record the weight.' }, { name: 'Temperature', hint: 'Record the temperature.' }, { name: 'Heart rate', hint: 'Record the heart rate.' }, { name: 'Respiratory rate', hint: 'Record the respiratory rate.' }, { name: 'Body condition score', hint: 'Record the body condition score.' }] },
      { section: 'Assessment', value: 'Healthy adult pet.', fields: [{ name: 'Overall health', hint: 'Record the overall health.' }, { name: 'Problems noted', hint: 'Record the problems noted.' }] },
      { section: 'Diagnostics / Lab Results', value: 'No diagnostics performed.', fields: [{ name: 'Tests performed', hint: 'Record the tests performed.' }, { name: 'Findings', hint: 'Record the findings.' }] },
      { section: 'Treatments and Services', value: 'Wellness examination.', fields: [{ name: 'Vaccines given', hint: 'Record the vaccines given.' }, { name: 'Services', hint: 'Record the services.' }] },
      { section: 'Medications', value: 'None prescribed.', fields: [{ name: 'Prescribed', hint: 'Record the prescribed.' }, { name: 'Dosage', hint: 'Record the dosage.' }] },
      { section: 'Plan / Home Care Instructions', value: 'Continue current diet and parasite prevention. Recheck in 12 months.', fields: [{ name: 'Diet', hint: 'Record the diet.' }, { name: 'Parasite prevention', hint: 'Record the parasite prevention.' }, { name: 'Next visit', hint: 'Record the next visit.' }] },
    ],
  },
  {
    name: 'Sick Visit',
    description: 'A pet presented for an illness or injury.',
    content: [
      { section: 'Chief Complaint / History', value: '', fields: [{ name: 'Presenting complaint', hint: 'Record the presenting complaint.' }, { name: 'Duration', hint: 'Record the duration.' }, { name: 'Appetite', hint: 'Record the appetite.' }, { name: 'Vomiting or diarrhea', hint: 'Record the vomiting or diarrhea.' }] },
      { section: 'Objective / Physical Exam', value: '', fields: [{ name: 'Weight', hint: 'Record the weight.' }, { name: 'Temperature', hint: 'Record the temperature.' }, { name: 'Hydration', hint: 'Record the hydration.' }, { name: 'Abdominal palpation', hint: 'Record the abdominal palpation.' }] },
      { section: 'Assessment / Diagnosis', value: '', fields: [{ name: 'Diagnosis', hint: 'Record the diagnosis.' }, { name: 'Rule outs', hint: 'Record the rule outs.' }] },
      { section: 'Lab Results', value: '', fields: [{ name: 'Tests', hint: 'Record the tests.' }, { name: 'Abnormal values', hint: 'Record the abnormal values.' }] },
      { section: 'Treatments and Procedures', value: '', fields: [{ name: 'Treatments', hint: 'Record the treatments.' }, { name: 'Procedures', hint: 'Record the procedures.' }] },
      { section: 'Medications Prescribed', value: '', fields: [{ name: 'Medication', hint: 'Record the medication.' }, { name: 'Dose and frequency', hint: 'Record the dose and frequency.' }] },
      { section: 'Plan / Recommendations', value: 'Recheck if signs persist or worsen.', fields: [{ name: 'Home care', hint: 'Record the home care.' }, { name: 'Recheck', hint: 'Record the recheck.' }] },
    ],
  },
  {
    name: 'Dental',
    description: 'Dental examination, cleaning and extractions under anesthesia.',
    content: [
      { section: 'History', value: '', fields: [{ name: 'Dental home care', hint: 'Record the dental home care.' }, { name: 'Previous dental work', hint: 'Record the previous dental work.' }] },
      { section: 'Oral Exam', value: '', fields: [{ name: 'Tartar grade', hint: 'Record the tartar grade.' }, { name: 'Gingivitis', hint: 'Record the gingivitis.' }, { name: 'Missing or fractured teeth', hint: 'Record the missing or fractured teeth.' }] },
      { section: 'Assessment', value: '', fields: [{ name: 'Periodontal disease stage', hint: 'Record the periodontal disease stage.' }] },
      { section: 'Procedures Performed', value: 'Dental scaling and polishing under general anesthesia.', fields: [{ name: 'Scaling and polishing', hint: 'Record the scaling and polishing.' }, { name: 'Extractions', hint: 'Record the extractions.' }, { name: 'Dental radiographs', hint: 'Record the dental radiographs.' }] },
      { section: 'Anesthesia Notes', value: 'Premedication, induction and recovery uneventful.', fields: [{ name: 'Premedication', hint: 'Record the premedication.' }, { name: 'Induction', hint: 'Record the induction.' }, { name: 'Monitoring', hint: 'Record the monitoring.' }, { name: 'Recovery', hint: 'Record the recovery.' }] },
      { section: 'Medications Dispensed', value: '', fields: [{ name: 'Pain relief', hint: 'Record the pain relief.' }, { name: 'Antibiotics', hint: 'Record the antibiotics.' }] },
      { section: 'Home Care Instructions', value: 'Soft food for 3 days. Daily tooth brushing once healed.', fields: [{ name: 'Feeding', hint: 'Record the feeding.' }, { name: 'Tooth brushing', hint: 'Record the tooth brushing.' }, { name: 'Recheck', hint: 'Record the recheck.' }] },
    ],
  },
  {
    name: 'Lab Results Summary',
    description: 'Reference-lab and in-house results with their interpretation.',
    content: [
      { section: 'Reason for Testing', value: '', fields: [{ name: 'Clinical signs', hint: 'Record the clinical signs.' }, { name: 'Screening', hint: 'Record the screening.' }] },
      { section: 'Lab Results', value: '', fields: [{ name: 'Reference lab', hint: 'Record the reference lab results.' }, { name: 'In-house', hint: 'Record the in-house results.' }] },
      { section: 'Interpretation', value: 'Results reviewed with the pet parent.', fields: [{ name: 'Summary', hint: 'Record the summary.' }, { name: 'Trends', hint: 'Record the trends.' }] },
      { section: 'Diagnosis / Rule Outs', value: '', fields: [{ name: 'Diagnosis', hint: 'Record the diagnosis.' }, { name: 'Rule outs', hint: 'Record the rule outs.' }] },
      { section: 'Recommendations', value: '', fields: [{ name: 'Further tests', hint: 'Record the further tests.' }, { name: 'Treatment', hint: 'Record the treatment.' }] },
    ],
  },
];

export async function seedSoapTemplatesDemo(db: Database, clinics: { clinicId: string; organizationId: string }[]): Promise<void> {
  for (const clinic of clinics) {
    await db.transaction(async (tx) => {
      const [seeded] = await tx.query(`SELECT 1 FROM main.soap_templates WHERE clinic_id = $1 LIMIT 1`, [clinic.clinicId]);
      if (seeded) return;
      for (const template of TEMPLATES) {
        await tx.query(
          `INSERT INTO main.soap_templates (code, organization_id, clinic_id, name, description, status, content, created_by, created_by_name, updated_by, updated_by_name)
           VALUES ('TPL-' || upper(substr(replace(gen_random_uuid()::text, '-', ''), 1, 10)), $1, $2, $3, $4, 'active', $5::jsonb, $6, 'Demo', $6, 'Demo')`,
          [clinic.organizationId, clinic.clinicId, template.name, template.description, JSON.stringify(template.content), SEED_USER],
        );
      }
    });
  }
}
