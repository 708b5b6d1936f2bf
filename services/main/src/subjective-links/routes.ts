// 'Send History Form' (spec 001 section 2.6): e-mails the pet parent a link to the public
// subjective form. The link carries a random 256-bit token; only its SHA-256 is stored, with an
// expiry, and it opens exactly one pet's (and visit's) form. GET /subjective-form/link resolves a
// token for the public form page (spec 003 section 2.6) without a login.
import { createHash, randomBytes } from 'node:crypto';
import type { Hono } from 'hono';
import { subjectiveFormSendWire } from '@vetchart/contracts/subjective-form/subjective-form';
import { requireAccess, requirePrincipal, type PrincipalVariables } from '@vetchart/platform/access-token';
import type { Sql } from '@vetchart/platform/database';
import { HttpError, badRequest, notFound, readBody } from '@vetchart/platform/http';
import { mailChecks } from '@vetchart/platform/mail-limits';
import { answeringRefusals, consumeAll } from '@vetchart/platform/rate-limit';
import type { ServiceDeps } from '@vetchart/platform/service';
import { clinicScope, recordAudit } from '../scope.ts';
import { findClinicPet } from '../visits/clinic-pet.ts';
import { ADD_VISIT, findClinicVisit } from '../visits/routes.ts';
import { subjectiveFormMail } from './form-mail.ts';

/** How long an e-mailed subjective form link stays valid. */
export const SUBJECTIVE_LINK_TTL_DAYS = 7;
export const NO_PARENT_EMAIL = "This pet's parent has no e-mail address: add one to the pet parent before sending the history form.";
const EXPIRED = 'Token has Expired.';
const UNKNOWN = 'This link is not valid.';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface SubjectiveLink {
  pet_id: string;
  visit_id: string | null;
  clinic_id: string;
  clinic_code: string;
  expires_at: string;
}

/** The pet (and visit) a token opens; unknown tokens are 404, expired ones 410 'Token has Expired.'. */
export async function resolveSubjectiveLink(sql: Sql, token: string): Promise<SubjectiveLink> {
  const [row] = await sql.query<{ pet_id: string; visit_id: string | null; clinic_id: string; clinic_code: string; expires_at: Date | string; expired: boolean }>(
    `SELECT pet_id, visit_id, clinic_id, clinic_code, expires_at, expires_at <= now() AS expired
       FROM main.subjective_form_links WHERE token_hash = $1`,
    [hashToken(token)],
  );
  if (!row) throw notFound(UNKNOWN);
  if (row.expired) throw new HttpError(410, EXPIRED);
  return { pet_id: row.pet_id, visit_id: row.visit_id, clinic_id: row.clinic_id, clinic_code: row.clinic_code, expires_at: new Date(row.expires_at).toISOString() };
}

export function registerSubjectiveLinkRoutes(app: Hono<{ Variables: PrincipalVariables }>, deps: ServiceDeps): void {
  const auth = requirePrincipal(deps);

  app.post('/subjective-form/send', auth, async (c) => {
    const principal = c.var.principal;
    // Asking the parent for the history belongs to starting a visit.
    requireAccess(principal, { anyPermission: [ADD_VISIT] });
    const body = await readBody(c, subjectiveFormSendWire);
    if (body.clinicCode !== principal.clinicCode) throw notFound('Not found.');
    const token = randomBytes(32).toString('base64url');
    const sent = await answeringRefusals(() => deps.db.transaction(async (tx) => {
      const pet = await findClinicPet(tx, principal, body.petId);
      const visit = body.visitId ? await findClinicVisit(tx, principal, body.visitId) : null;
      if (visit && visit.pet_id !== pet.id) throw notFound('Visit not found.');
      const email = body.email ?? pet.parent_email;
      if (!email) throw badRequest(NO_PARENT_EMAIL, [{ path: 'email', message: NO_PARENT_EMAIL }]);
      // E-mails per parent and per staff member (platform/mail-limits.ts); a refusal is a 429 and writes nothing.
      await consumeAll(tx, mailChecks(deps.config, 'history-form', { to: email, senderUserId: principal.userId }));
      const [link] = await tx.query<{ id: string; expires_at: Date | string }>(
        `INSERT INTO main.subjective_form_links (token_hash, organization_id, clinic_id, clinic_code, pet_id, visit_id, email, created_by, expires_at, header)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, now() + make_interval(days => $9::int), $10::jsonb) RETURNING id, expires_at`,
        [hashToken(token), principal.organizationId, principal.clinicId, principal.clinicCode, pet.id, visit?.id ?? null, email, principal.userId, SUBJECTIVE_LINK_TTL_DAYS, body.header ? JSON.stringify(body.header) : null],
      );
      await recordAudit(tx, clinicScope(principal), {
        action: 'subjective_form.sent',
        targetType: 'pet',
        targetId: pet.id,
        detail: { link_id: link!.id, visit_id: visit?.id ?? null, email },
      });
      // Queued in the transaction: the link's mail goes out only if the link was kept.
      const url = `${deps.config.publicUrl}/subjective-form?token=${token}`;
      await deps.mailer.send(
        subjectiveFormMail({ to: email, petName: pet.name, parentFirstName: pet.parent_first_name, url, ttlDays: SUBJECTIVE_LINK_TTL_DAYS }),
        tx,
      );
      return { id: link!.id, email, expires_at: new Date(link!.expires_at).toISOString(), pet_id: pet.id, visit_id: visit?.id ?? null, pet };
    }));
    const { pet: _pet, ...data } = sent;
    return c.json({ message: 'Subjective form sent!', data }, 201);
  });

  app.get('/subjective-form/link', async (c) => {
    const token = c.req.query('token') ?? '';
    if (!token || token.length > 200) throw notFound(UNKNOWN);
    return c.json({ data: await resolveSubjectiveLink(deps.db, token) });
  });
}
