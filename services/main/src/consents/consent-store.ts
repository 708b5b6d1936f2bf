// Consent records (docs/consents.md): the clinic's forms and their versions, which forms a visit
// needs (the rule below), each one's state from its latest signature, and the gate that refuses
// finalizing and starting treatment until they are signed (assertRequiredConsentsSigned).
import { consentRequiredMessage, type ConsentGatedAction } from '@vetchart/contracts/consents/consent-gate';
import {
  type ConsentKind,
  type ConsentReason,
  type ConsentRequirement,
  type ConsentState,
} from '@vetchart/contracts/consents/consent';
import type { Sql } from '@vetchart/platform/database';
import { HttpError } from '@vetchart/platform/http';
import { publicFileUrl } from '@vetchart/platform/file-storage';
import { planTotals, canonicalJson, sha256Hex } from '../treatment-plans/plan-rules.ts';
import { planOfVisit } from '../treatment-plans/plan-store.ts';

const iso = (value: Date | string) => new Date(value).toISOString();

/** The hash a signature binds: SHA-256 of the canonical JSON of the form's kind, title, version and text. */
export const consentTextHash = (form: { kind: string; title: string; version: number; body: string }) =>
  sha256Hex(canonicalJson({ kind: form.kind, title: form.title, version: form.version, body: form.body }));

export interface FormRow {
  id: string;
  organization_id: string;
  clinic_id: string;
  kind: ConsentKind;
  requirement: ConsentRequirement;
  archived: boolean;
  version: number;
  version_id: string;
  title: string;
  body: string;
  text_sha256: string;
  updated_by_name: string;
  updated_at: Date | string;
}

const FORM_COLUMNS = `f.id, f.organization_id, f.clinic_id, f.kind, f.requirement, f.archived, f.version, v.id AS version_id, v.title, v.body, v.text_sha256,
  f.updated_by_name, f.updated_at`;
const FORM_FROM = `main.consent_forms f JOIN main.consent_form_versions v ON v.form_id = f.id AND v.version = f.version`;

export async function formsOfClinic(sql: Sql, clinicId: string, ids?: string[]): Promise<FormRow[]> {
  return sql.query<FormRow>(
    `SELECT ${FORM_COLUMNS} FROM ${FORM_FROM} WHERE f.clinic_id = $1 AND ($2::uuid[] IS NULL OR f.id = ANY($2::uuid[])) ORDER BY f.created_at, f.id`,
    [clinicId, ids ?? null],
  );
}

export async function formOfClinic(sql: Sql, clinicId: string, formId: string, lock = false): Promise<FormRow | null> {
  if (lock) await sql.query(`SELECT 1 FROM main.consent_forms WHERE id = $1 AND clinic_id = $2 FOR UPDATE`, [formId, clinicId]);
  const [row] = await sql.query<FormRow>(`SELECT ${FORM_COLUMNS} FROM ${FORM_FROM} WHERE f.clinic_id = $1 AND f.id = $2`, [clinicId, formId]);
  return row ?? null;
}

export const toFormView = (row: FormRow) => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  body: row.body,
  version: row.version,
  text_sha256: row.text_sha256,
  requirement: row.requirement,
  archived: row.archived,
  updated_at: iso(row.updated_at),
  updated_by_name: row.updated_by_name,
});

/** Writes a form's version row (the caller has set consent_forms.version to it). */
export async function insertFormVersion(tx: Sql, form: { id: string; kind: string; version: number; title: string; body: string }, actor: { userId: string | null; name: string }) {
  const hash = consentTextHash(form);
  await tx.query(
    `INSERT INTO main.consent_form_versions (form_id, version, title, body, text_sha256, created_by, created_by_name) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [form.id, form.version, form.title, form.body, hash, actor.userId, actor.name],
  );
  return hash;
}

export interface SignatureRow {
  id: string;
  visit_id: string;
  form_id: string;
  kind: ConsentKind;
  title: string;
  body: string;
  version: number;
  text_sha256: string;
  declined: boolean;
  decline_reason: string | null;
  signer_name: string;
  storage_key: string;
  signature_sha256: string;
  channel: 'in_person' | 'link';
  signed_at: Date | string;
  signed_by_name: string | null;
  withdrawn_at: Date | string | null;
  withdrawn_by_name: string | null;
  withdraw_reason: string | null;
}

const SIGNATURE_COLUMNS = `s.id, s.visit_id, s.form_id, f.kind, v.title, v.body, v.version, s.text_sha256, s.declined, s.decline_reason, s.signer_name,
  file.storage_key, s.signature_sha256, s.channel, s.signed_at, s.signed_by_name, w.withdrawn_at, w.withdrawn_by_name, w.reason AS withdraw_reason`;
const SIGNATURE_FROM = `main.consent_signatures s JOIN main.consent_forms f ON f.id = s.form_id JOIN main.consent_form_versions v ON v.id = s.form_version_id
  JOIN main.files file ON file.id = s.signature_file_id LEFT JOIN main.consent_withdrawals w ON w.signature_id = s.id`;

/** The latest signature (or decline) of each of the visits' forms. */
export async function latestSignatures(sql: Sql, clinicId: string, visitIds: string[]): Promise<SignatureRow[]> {
  return sql.query<SignatureRow>(
    `SELECT DISTINCT ON (s.visit_id, s.form_id) ${SIGNATURE_COLUMNS} FROM ${SIGNATURE_FROM}
      WHERE s.clinic_id = $1 AND s.visit_id = ANY($2::uuid[]) ORDER BY s.visit_id, s.form_id, s.signed_at DESC, s.id`,
    [clinicId, visitIds],
  );
}

export async function signatureById(sql: Sql, id: string, clinicId?: string): Promise<SignatureRow | null> {
  const [row] = await sql.query<SignatureRow>(`SELECT ${SIGNATURE_COLUMNS} FROM ${SIGNATURE_FROM} WHERE s.id = $1 AND ($2::uuid IS NULL OR s.clinic_id = $2::uuid)`, [
    id,
    clinicId ?? null,
  ]);
  return row ?? null;
}

/** Every signature of the clinic's visits, declines and withdrawals included (the documents print them). */
export async function signaturesOfVisit(sql: Sql, clinicId: string, visitId: string): Promise<SignatureRow[]> {
  return sql.query<SignatureRow>(`SELECT ${SIGNATURE_COLUMNS} FROM ${SIGNATURE_FROM} WHERE s.clinic_id = $1 AND s.visit_id = $2 ORDER BY s.signed_at, s.id`, [clinicId, visitId]);
}

export const toSignatureView = (row: SignatureRow) => ({
  id: row.id,
  visit_id: row.visit_id,
  form_id: row.form_id,
  kind: row.kind,
  form_title: row.title,
  form_version: row.version,
  form_body: row.body,
  text_sha256: row.text_sha256,
  // Computed again from the version's stored text: a changed text would no longer match.
  hash_verified: consentTextHash({ kind: row.kind, title: row.title, version: row.version, body: row.body }) === row.text_sha256,
  signature_sha256: row.signature_sha256,
  signature_url: publicFileUrl(row.storage_key),
  declined: row.declined,
  decline_reason: row.decline_reason,
  signer_name: row.signer_name,
  channel: row.channel,
  signed_at: iso(row.signed_at),
  signed_by_name: row.signed_by_name,
  withdrawn_at: row.withdrawn_at ? iso(row.withdrawn_at) : null,
  withdrawn_by_name: row.withdrawn_by_name,
  withdraw_reason: row.withdraw_reason,
});

export function stateOf(signature: SignatureRow | undefined): ConsentState {
  if (!signature) return 'required';
  if (signature.declined) return 'declined';
  return signature.withdrawn_at ? 'withdrawn' : 'signed';
}

/**
 * A plan row that needs the anaesthesia or procedure consent: its name or category names an
 * anaesthetic, a sedation or a procedure (docs/consents.md lists the words).
 */
export const PROCEDURE_WORDS =
  /\b(an(a)?esthe\w*|sedat\w*|surg\w*|procedures?|dental\w*|spay\w*|neuter\w*|castrat\w*|extractions?|biops(y|ies)|ovariohysterectomy|euthanasia|intubat\w*|propofol|isoflurane|sevoflurane|alfaxalone|ketamine|dexmedetomidine)\b/i;

/**
 * Which of the clinic's forms the visit needs, and why (docs/consents.md):
 * - a form whose requirement is 'always': every visit;
 * - 'when_plan_needs', a treatment-estimate form: the plan's kept, approved rows have a price (total above 0);
 * - 'when_plan_needs', an anaesthesia or procedure form: a kept, approved plan row is a procedure (PROCEDURE_WORDS);
 * - any form staff added to the visit by hand (an AI recording form has no plan rule: staff add it
 *   when they dictate, unless the clinic needs it on every visit).
 * Archived forms are needed only where added by hand or already signed on the visit.
 */
export async function requiredForms(sql: Sql, clinicId: string, visitId: string): Promise<{ form: FormRow; reasons: ConsentReason[] }[]> {
  const forms = await formsOfClinic(sql, clinicId);
  if (!forms.length) return [];
  const plan = await planOfVisit(sql, visitId);
  const rows = plan ? plan.items.filter((item) => !item.removed && item.approved) : [];
  const priced = plan ? planTotals(rows, Number(plan.tax_rate)).total_cents > 0 : false;
  const procedure = rows.some((item) => PROCEDURE_WORDS.test(`${item.name} ${item.category ?? ''}`));
  const added = new Set(
    (await sql.query<{ form_id: string }>(`SELECT form_id FROM main.visit_consents WHERE visit_id = $1 AND clinic_id = $2`, [visitId, clinicId])).map((row) => row.form_id),
  );
  const needed: { form: FormRow; reasons: ConsentReason[] }[] = [];
  for (const form of forms) {
    const reasons: ConsentReason[] = [];
    if (!form.archived) {
      if (form.requirement === 'always') reasons.push('always_required');
      const byPlan = form.requirement === 'when_plan_needs';
      if (byPlan && form.kind === 'treatment_estimate' && priced) reasons.push('plan_has_price');
      if (byPlan && form.kind === 'anaesthesia_procedure' && procedure) reasons.push('plan_has_procedure');
    }
    if (added.has(form.id)) reasons.push('added_by_hand');
    if (reasons.length) needed.push({ form, reasons });
  }
  return needed;
}

/** The visit's consents as the Plan step lists them. */
export async function visitConsents(sql: Sql, clinicId: string, visitId: string) {
  const needed = await requiredForms(sql, clinicId, visitId);
  const signatures = new Map((await latestSignatures(sql, clinicId, [visitId])).map((row) => [row.form_id, row]));
  const links = new Map(
    (
      // The links staff sent (a reminder's copy of one is not a new sending: docs/follow-ups.md).
      await sql.query<{ id: string; form_id: string; email: string; created_at: Date | string }>(
        `SELECT DISTINCT ON (form_id) id, form_id, email, created_at FROM main.consent_links
          WHERE visit_id = $1 AND clinic_id = $2 AND reminder_of IS NULL ORDER BY form_id, created_at DESC`,
        [visitId, clinicId],
      )
    ).map((row) => [row.form_id, row]),
  );
  return needed.map(({ form, reasons }) => {
    const signature = signatures.get(form.id);
    const link = links.get(form.id);
    return {
      visit_id: visitId,
      form: toFormView(form),
      state: stateOf(signature),
      reasons,
      signature: signature ? toSignatureView(signature) : null,
      sent_to: link?.email ?? null,
      sent_at: link ? iso(link.created_at) : null,
      sent_link_id: link?.id ?? null,
    };
  });
}

/** The titles of the visit's required forms that are not signed now (never signed, declined or withdrawn). */
export async function missingConsents(sql: Sql, clinicId: string, visitId: string): Promise<string[]> {
  const needed = await requiredForms(sql, clinicId, visitId);
  if (!needed.length) return [];
  const signatures = new Map((await latestSignatures(sql, clinicId, [visitId])).map((row) => [row.form_id, row]));
  return needed.filter(({ form }) => stateOf(signatures.get(form.id)) !== 'signed').map(({ form }) => form.title);
}

/**
 * The consent gate (docs/consents.md): refuses `action` with 409 and the message naming the
 * missing forms ('Consent required before finalizing: Anaesthesia consent.') until every consent
 * the visit needs is signed and not withdrawn. Called inside the caller's transaction.
 */
export async function assertRequiredConsentsSigned(tx: Sql, clinicId: string, visitId: string, action: ConsentGatedAction): Promise<void> {
  const missing = await missingConsents(tx, clinicId, visitId);
  if (missing.length) throw new HttpError(409, consentRequiredMessage(action, missing));
}

/**
 * Which gated action a staff member's status move is (PATCH /visits/:id/status): to 'SOAP
 * Finalized' is finalizing; from an open status to any other read-only status ('Ready for
 * Treatment', 'Dx Ordered', ...) is starting treatment; every other move is not gated.
 */
export function consentGateOfMove(from: { name: string; readOnly: boolean }, to: { name: string; readOnly: boolean }): ConsentGatedAction | null {
  if (to.name === 'SOAP Finalized' && from.name !== to.name) return 'finalize';
  if (!from.readOnly && to.readOnly) return 'start_treatment';
  return null;
}
