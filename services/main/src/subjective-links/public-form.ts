// The public subjective form a 'Send History Form' link opens (spec 003 sections 2.6, 3 and 4).
// No session: the token alone names one pet (and maybe one visit) of one
// clinic, and these two routes show and take only what that form needs.
//
// GET  /subjective-form?token=…   the form's data: the clinic header, species and medication names
//                                 stored on the link when staff sent it (they live in the auth and
//                                 inventory services), the pet, its parent and the pet's reminders
//                                 read here, and the SOAP cases.
// POST /subjective-form/submit    the answers, the AI consent and the drawn signature. In one
//                                 transaction: the signature is stored as a PNG file, the visit is
//                                 created when the link named none, the answers become the visit's
//                                 subjective note marked as filled by the pet parent, and the link is
//                                 closed, so a second submit is refused.
import type { Hono } from 'hono';
import { SUBJECTIVE_FORM_MESSAGES, subjectiveFormSubmitWire } from '@vetchart/contracts/subjective-form/subjective-form';
import type { PrincipalVariables } from '@vetchart/platform/access-token';
import type { Sql } from '@vetchart/platform/database';
import { HttpError, notFound, readBody } from '@vetchart/platform/http';
import type { ServiceDeps } from '@vetchart/platform/service';
import { changedFields } from '../charting/changes.ts';
import { contentParams, NOTE_COLUMNS, noteOfVisit, toSubjectiveView, type NoteRow } from '../charting/subjective-routes.ts';
import { SOAP_CASES } from '../charting/subjective-rules.ts';
import { clinicContactDetails } from '../links/clinic-header.ts';
import { todayIn, vaccineStatus } from '../reminders/vaccine-status.ts';
import { storeSignature } from '../treatment-plans/plan-store.ts';
import { defaultVisitName, lockVisitRow } from '../visits/routes.ts';
import { formHeaderSchema, type FormHeader } from './form-header.ts';
import { hashToken } from './routes.ts';

export const FORM_EXPIRED = 'Token has Expired.';
export const FORM_UNKNOWN = SUBJECTIVE_FORM_MESSAGES.unknown;
export const FORM_ALREADY_SUBMITTED = 'This form has already been submitted. Thank you!';
export const FORM_VISIT_CLOSED = 'This visit can no longer take answers online. Please contact the clinic.';
export const FORM_NOTE_EXISTS = "The clinic has already filled in this visit's check-in notes. Please tell them your answers at the visit.";
export const SIGNATURE_MISSING = SUBJECTIVE_FORM_MESSAGES.signature;
/** The reminder tables show at most this many rows each, with no pager (spec 003 section 2.6). */
const MAX_REMINDER_ROWS = 200;


interface LinkRow {
  id: string;
  organization_id: string;
  clinic_id: string;
  clinic_code: string;
  pet_id: string;
  visit_id: string | null;
  created_by: string;
  header: FormHeader | null;
  expires_at: Date | string;
  submitted_at: Date | string | null;
  expired: boolean;
}

/** The open link a token names: unknown 404, expired 410, already answered 409. */
async function openLink(sql: Sql, token: string, lock = false): Promise<LinkRow> {
  const [row] = await sql.query<LinkRow>(
    `SELECT id, organization_id, clinic_id, clinic_code, pet_id, visit_id, created_by, header, expires_at, submitted_at, expires_at <= now() AS expired
       FROM main.subjective_form_links WHERE token_hash = $1${lock ? ' FOR UPDATE' : ''}`,
    [hashToken(token)],
  );
  if (!row) throw notFound(FORM_UNKNOWN);
  if (row.submitted_at) throw new HttpError(409, FORM_ALREADY_SUBMITTED);
  // Genuine but expired: the page says how to reach the clinic that sent it (when the link carries its header).
  if (row.expired) throw new HttpError(410, FORM_EXPIRED, [], {}, clinicContactDetails(row.header?.clinic));
  return row;
}

interface PetRow {
  id: string;
  name: string;
  first_name: string | null;
  last_name: string | null;
  address_line1: string | null;
  address_line2: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
}

/** The link's pet, still of the link's clinic, with its parent's name and address. */
async function petOfLink(sql: Sql, link: LinkRow): Promise<PetRow> {
  const [pet] = await sql.query<PetRow>(
    `SELECT p.id, p.name, pp.first_name, pp.last_name, pp.address_line1, pp.address_line2, pp.city, pp.state, pp.zip
       FROM main.pets p LEFT JOIN main.pet_parents pp ON pp.id = p.parent_id AND pp.deleted_at IS NULL
      WHERE p.id = $1 AND p.clinic_id = $2 AND p.deleted_at IS NULL`,
    [link.pet_id, link.clinic_id],
  );
  if (!pet) throw notFound(FORM_UNKNOWN);
  return pet;
}

const isoDay = (value: Date | string) => (typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10));

async function remindersOfPet(sql: Sql, link: LinkRow, timeZone: string) {
  const [vaccinations, others] = await Promise.all([
    sql.query<{ product_name: string; manufacturers_name: string; lot_number: string; expiration_date: Date | string; reminder_date: Date | string }>(
      `SELECT product_name, manufacturers_name, lot_number, expiration_date, reminder_date FROM main.vaccination_reminders
        WHERE pet_id = $1 AND clinic_id = $2 AND deleted_at IS NULL ORDER BY reminder_date DESC, id LIMIT ${MAX_REMINDER_ROWS}`,
      [link.pet_id, link.clinic_id],
    ),
    sql.query<{ reminder: string; date: Date | string }>(
      `SELECT reminder, date FROM main.other_reminders WHERE pet_id = $1 AND clinic_id = $2 AND deleted_at IS NULL ORDER BY date DESC, id LIMIT ${MAX_REMINDER_ROWS}`,
      [link.pet_id, link.clinic_id],
    ),
  ]);
  const today = todayIn(timeZone);
  return {
    vaccination_reminder: vaccinations.map((row) => ({
      vaccine_status: vaccineStatus(isoDay(row.expiration_date), today),
      product_name: row.product_name,
      manufacturers_name: row.manufacturers_name,
      lot_number: row.lot_number,
      expiration_date: isoDay(row.expiration_date),
      reminder_date: isoDay(row.reminder_date),
    })),
    other_reminder: others.map((row) => ({ reminder: row.reminder, date: isoDay(row.date) })),
  };
}

const validTimeZone = (zone: string | null | undefined): string => {
  if (!zone) return 'UTC';
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone;
  } catch {
    return 'UTC';
  }
};

async function audit(sql: Sql, link: LinkRow, entry: { action: string; targetType: string; targetId: string; detail: Record<string, unknown> }) {
  // The pet parent has no user id: the actor is empty and the detail names the link.
  await sql.query(
    `INSERT INTO main.audit_log (actor_user_id, organization_id, clinic_id, action, target_type, target_id, detail) VALUES (NULL, $1, $2, $3, $4, $5, $6::jsonb)`,
    [link.organization_id, link.clinic_id, entry.action, entry.targetType, entry.targetId, JSON.stringify({ ...entry.detail, link_id: link.id, actor: 'pet_parent' })],
  );
}

/** The link's visit, locked; or a new one (the first status, as 'Add Visit' makes it) when it named none. */
async function visitForAnswers(tx: Sql, link: LinkRow, parentName: string): Promise<string> {
  if (link.visit_id) {
    await lockVisitRow(tx, link.visit_id);
    const [visit] = await tx.query<{ id: string; is_locked: boolean; read_only: boolean }>(
      `SELECT v.id, v.is_locked, s.read_only FROM main.visits v JOIN main.visit_statuses s ON s.id = v.status_id
        WHERE v.id = $1 AND v.clinic_id = $2 AND v.pet_id = $3 AND v.deleted_at IS NULL`,
      [link.visit_id, link.clinic_id, link.pet_id],
    );
    if (!visit) throw notFound(FORM_UNKNOWN);
    if (visit.is_locked || visit.read_only) throw new HttpError(409, FORM_VISIT_CLOSED);
    return visit.id;
  }
  const [first] = await tx.query<{ id: number }>(`SELECT id FROM main.visit_statuses ORDER BY position LIMIT 1`);
  // Made on behalf of the staff member who sent the link; the log names the pet parent.
  const [created] = await tx.query<{ id: string }>(
    `INSERT INTO main.visits (organization_id, clinic_id, clinic_code, pet_id, name, status_id, created_by, last_modified_by, last_modified_by_name)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $7, $8) RETURNING id`,
    [link.organization_id, link.clinic_id, link.clinic_code, link.pet_id, await defaultVisitName(tx, link.pet_id, new Date()), first!.id, link.created_by, parentName],
  );
  await tx.query(`INSERT INTO main.visit_status_logs (visit_id, status_id, user_id, user_name) VALUES ($1, $2, $3, $4)`, [created!.id, first!.id, link.created_by, parentName]);
  await tx.query(`UPDATE main.pet_parents SET last_visit = clock_timestamp() WHERE id = (SELECT parent_id FROM main.pets WHERE id = $1)`, [link.pet_id]);
  await audit(tx, link, { action: 'visit.created', targetType: 'visit', targetId: created!.id, detail: { pet_id: link.pet_id, status_id: first!.id } });
  return created!.id;
}

export function registerPublicSubjectiveFormRoutes(app: Hono<{ Variables: PrincipalVariables }>, deps: ServiceDeps): void {
  app.get('/subjective-form', async (c) => {
    const token = c.req.query('token') ?? '';
    if (!token || token.length > 200) throw notFound(FORM_UNKNOWN);
    const link = await openLink(deps.db, token);
    const pet = await petOfLink(deps.db, link);
    const header = link.header ? formHeaderSchema.parse(link.header) : null;
    return c.json({
      data: {
        clinic: header?.clinic ?? null,
        pet: {
          id: pet.id,
          name: pet.name,
          species: header?.species ?? null,
          parent: {
            first_name: pet.first_name,
            last_name: pet.last_name,
            address: { address_line1: pet.address_line1, address_line2: pet.address_line2, city: pet.city, state: pet.state, country: null, zip: pet.zip },
          },
        },
        reminders: await remindersOfPet(deps.db, link, validTimeZone(header?.clinic.time_zone)),
        medications: header?.medications ?? [],
        cases: SOAP_CASES,
        expires_at: new Date(link.expires_at).toISOString(),
      },
    });
  });

  app.post('/subjective-form/submit', async (c) => {
    const body = await readBody(c, subjectiveFormSubmitWire);
    const saved = await deps.db.transaction(async (tx) => {
      const link = await openLink(tx, body.token, true);
      const pet = await petOfLink(tx, link);
      const parentName = `${[pet.first_name, pet.last_name].filter(Boolean).join(' ') || 'Pet parent'} (pet parent)`;
      const visitId = await visitForAnswers(tx, link, parentName);
      if (await noteOfVisit(tx, visitId, true)) throw new HttpError(409, FORM_NOTE_EXISTS);
      // Checked to be one PNG of at most 1 MB before anything is kept.
      const { id: signatureFileId } = await storeSignature(
        tx,
        deps.config,
        { organizationId: link.organization_id, clinicId: link.clinic_id, clinicCode: link.clinic_code, userId: null, visitId },
        body.signaturePng,
        'subjective-signature',
      );
      const [row] = await tx.query<NoteRow>(
        `INSERT INTO main.subjective_notes (visit_id, pet_id, organization_id, clinic_id, complaint, complaint_duration, main_case, other_cases,
           case_panels, additional_notes, created_by, updated_by, updated_by_name, filled_by, form_link_id, ai_consent, signature_file_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7::integer[], $8::text[], $9::jsonb, $10::jsonb, $11, $11, $12, 'pet_parent', $13, $14, $15)
         RETURNING ${NOTE_COLUMNS}`,
        [visitId, link.pet_id, link.organization_id, link.clinic_id, ...contentParams(body.subjectiveNote), link.created_by, parentName, link.id, body.aiConsent, signatureFileId],
      );
      await tx.query(`UPDATE main.subjective_form_links SET submitted_at = clock_timestamp(), submitted_visit_id = $2 WHERE id = $1`, [link.id, visitId]);
      const after = toSubjectiveView(row!);
      await audit(tx, link, {
        action: 'subjective_note.created',
        targetType: 'subjective_note',
        targetId: row!.id,
        detail: { visit_id: visitId, before: null, after: after.subjective_note, fields: changedFields({}, after.subjective_note), filled_by: 'pet_parent', ai_consent: body.aiConsent, signature_file_id: signatureFileId },
      });
      await audit(tx, link, { action: 'subjective_form.submitted', targetType: 'pet', targetId: link.pet_id, detail: { visit_id: visitId, note_id: row!.id } });
      return after;
    });
    return c.json({ message: 'Subjective form saved successfully', data: { visit_id: saved.visitation_id, note_id: saved.id } }, 201);
  });
}
