// Consent records (docs/consents.md): the clinic's consent forms (admins; each
// edit of the title or text a new version), the consents each visit needs, signing or declining
// them in person or through an e-mailed link (bound to the exact form text by its SHA-256), and
// withdrawing a signed consent. Every write is audited with before and after, scoped by the
// clinic in the caller's token, and idempotent under an Idempotency-Key (service.ts).
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import {
  CONSENT_MESSAGES as M,
  MAX_CONSENT_FORMS,
  consentFormCreateWire,
  consentFormUpdateWire,
  consentLinkSignWire,
  consentSendWire,
  consentSignWire,
  consentWithdrawWire,
  visitConsentAddWire,
} from '@vetchart/contracts/consents/consent';
import { requireAccess, requirePrincipal, type Principal, type PrincipalVariables } from '@vetchart/platform/access-token';
import type { Sql } from '@vetchart/platform/database';
import { HttpError, badRequest, notFound, parseInput, readBody } from '@vetchart/platform/http';
import { mailChecks } from '@vetchart/platform/mail-limits';
import { answeringRefusals, consumeAll } from '@vetchart/platform/rate-limit';
import type { ServiceDeps } from '@vetchart/platform/service';
import { idListQuery } from '@vetchart/platform/text-limits';
import { clinicContactDetails } from '../links/clinic-header.ts';
import { CONSENT_LINK_TTL_DAYS } from './consent-links.ts';
import { randomToken, sha256 } from '@vetchart/platform/secrets';
import { startFollowUp } from '../follow-ups/follow-up-store.ts';
import { clinicScope, idsOfQuery, pathId, recordAudit } from '../scope.ts';
import { latestSignedPlan, planOfVisit, storeSignature, type Header } from '../treatment-plans/plan-store.ts';
import { signerAddress } from '../treatment-plans/signing.ts';
import { activeClinicId } from '../visits/clinic-pet.ts';
import { CHART_VISIT, findClinicVisit } from '../visits/routes.ts';
import { VISIT_LOCKED } from '../visits/visit-status-machine.ts';
import { moveVisitAutomatically } from '../visits/visit-status-moves.ts';
import { lockVisitRow } from '../visits/visit-store.ts';
import {
  consentTextHash,
  formOfClinic,
  formsOfClinic,
  insertFormVersion,
  latestSignatures,
  missingConsents,
  signatureById,
  stateOf,
  toFormView,
  toSignatureView,
  visitConsents,
  type FormRow,
} from './consent-store.ts';

export const LINK_EXPIRED = 'Token has Expired.';
const READY_FOR_TREATMENT = 'Ready for Treatment';

const idsQuery = z.object({ ids: idListQuery(), visit_ids: idListQuery() });
const actorOf = (principal: Principal) => ({ userId: principal.userId, name: principal.fullName });
const adminOnly = (principal: Principal) => requireAccess(principal, { clientAdmin: true, superAdmin: true });

async function clinicForm(tx: Sql, clinicId: string, formId: string, lock = false): Promise<FormRow> {
  const form = await formOfClinic(tx, clinicId, pathId(formId, 'Consent form'), lock);
  if (!form) throw notFound(M.formNotFound);
  return form;
}

interface SignatureInput {
  visit: { id: string; organization_id: string; clinic_id: string; clinic_code: string | null };
  form: FormRow;
  /** The version signed: the form's current one in person, the link's through a link. */
  version: { id: string; version: number; title: string; body: string; text_sha256: string };
  signerName: string;
  signaturePng: string;
  declined: boolean;
  declineReason: string | null;
  channel: 'in_person' | 'link';
  linkId: string | null;
  actor: { userId: string | null; name: string };
  ip: string | null;
  userAgent: string | null;
}

/**
 * Records a signature or a decline inside the caller's transaction (the visit row locked): the
 * signature PNG, the hash of the exact text signed (checked against the version's stored hash),
 * the audit entry; and, when it was the last consent missing and the visit's plan is signed and
 * approved, the move to 'Ready for Treatment' the plan's signature could not make.
 */
async function recordConsentSignature(tx: Sql, deps: ServiceDeps, input: SignatureInput) {
  const { visit, form, version } = input;
  const [latest] = (await latestSignatures(tx, visit.clinic_id, [visit.id])).filter((row) => row.form_id === form.id);
  if (stateOf(latest) === 'signed') throw new HttpError(409, M.alreadySigned);
  const hash = consentTextHash({ kind: form.kind, title: version.title, version: version.version, body: version.body });
  if (hash !== version.text_sha256) throw new Error(`consent form version ${version.id}: stored text does not match its hash`);
  const signature = await storeSignature(
    tx,
    deps.config,
    { organizationId: visit.organization_id, clinicId: visit.clinic_id, clinicCode: visit.clinic_code, userId: input.actor.userId, visitId: visit.id },
    input.signaturePng,
    'consent-signature',
  );
  const [row] = await tx.query<{ id: string }>(
    `INSERT INTO main.consent_signatures (organization_id, clinic_id, visit_id, form_id, form_version_id, text_sha256, declined, decline_reason, signer_name,
       signature_file_id, signature_sha256, channel, link_id, signed_by_user_id, signed_by_name, signed_ip, signed_user_agent)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17) RETURNING id`,
    [
      visit.organization_id,
      visit.clinic_id,
      visit.id,
      form.id,
      version.id,
      hash,
      input.declined,
      input.declined ? input.declineReason || null : null,
      input.signerName,
      signature.id,
      signature.sha256,
      input.channel,
      input.linkId,
      input.actor.userId,
      input.actor.userId ? input.actor.name : null,
      input.ip,
      input.userAgent,
    ],
  );
  const saved = (await signatureById(tx, row!.id))!;
  await recordAudit(
    tx,
    { clinicId: visit.clinic_id, organizationId: visit.organization_id, userId: input.actor.userId },
    {
      action: input.declined ? 'consent.declined' : 'consent.signed',
      targetType: 'consent_signature',
      targetId: saved.id,
      detail: {
        visit_id: visit.id,
        form_id: form.id,
        form_version: version.version,
        text_sha256: hash,
        signature_sha256: signature.sha256,
        channel: input.channel,
        link_id: input.linkId,
        signer_name: input.signerName,
        signed_ip: input.ip,
        signed_user_agent: input.userAgent,
        before: { state: stateOf(latest) },
        after: { state: input.declined ? 'declined' : 'signed', decline_reason: saved.decline_reason },
      },
    },
  );
  if (!input.declined && !(await missingConsents(tx, visit.clinic_id, visit.id)).length) {
    // Only an approval of the plan as it stands now starts treatment (a plan changed since needs a new signature).
    const signed = await latestSignedPlan(tx, visit.id);
    const working = await planOfVisit(tx, visit.id);
    if (signed && signed.decline_reason === null && working && signed.plan_version === working.version) {
      await moveVisitAutomatically(tx, visit.id, READY_FOR_TREATMENT, input.actor, 'consents signed');
    }
  }
  return saved;
}

/** The visit a staff write acts on, its row locked: another clinic's is not found, a locked one refuses. */
async function lockStaffVisit(tx: Sql, principal: Principal, visitId: string) {
  const visit = await findClinicVisit(tx, principal, visitId, true);
  if (visit.is_locked) throw new HttpError(409, VISIT_LOCKED);
  const [row] = await tx.query<{ organization_id: string; clinic_id: string }>(`SELECT organization_id, clinic_id FROM main.visits WHERE id = $1`, [visit.id]);
  return { ...visit, organization_id: row!.organization_id, clinic_id: row!.clinic_id };
}

/** Puts a form on a visit by hand (no-op when it is there already); answers whether it was added. */
async function addToVisit(tx: Sql, principal: Principal, visitId: string, formId: string): Promise<boolean> {
  const [added] = await tx.query<{ id: string }>(
    `INSERT INTO main.visit_consents (organization_id, clinic_id, visit_id, form_id, added_by, added_by_name) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (visit_id, form_id) DO NOTHING RETURNING id`,
    [principal.organizationId, activeClinicId(principal), visitId, formId, principal.userId, principal.fullName],
  );
  if (added) {
    await recordAudit(tx, clinicScope(principal), {
      action: 'visit_consent.added',
      targetType: 'visit',
      targetId: visitId,
      detail: { form_id: formId, before: null, after: { form_id: formId, added_by_name: principal.fullName } },
    });
  }
  return Boolean(added);
}

interface LinkRow {
  id: string;
  organization_id: string;
  clinic_id: string;
  visit_id: string;
  form_id: string;
  form_version_id: string;
  header: Header;
  expires_at: Date | string;
  expired: boolean;
}

async function resolveLink(sql: Sql, token: string, lock = false): Promise<LinkRow> {
  if (!token || token.length > 200) throw notFound(M.linkUnknown);
  const [row] = await sql.query<LinkRow>(
    `SELECT id, organization_id, clinic_id, visit_id, form_id, form_version_id, header, expires_at, expires_at <= now() AS expired
       FROM main.consent_links WHERE token_hash = $1${lock ? ' FOR UPDATE' : ''}`,
    [sha256(token)],
  );
  if (!row) throw notFound(M.linkUnknown);
  if (row.expired) throw new HttpError(410, LINK_EXPIRED, [], {}, clinicContactDetails(row.header.clinic));
  return row;
}

async function versionOfLink(sql: Sql, link: LinkRow) {
  const [version] = await sql.query<{ id: string; version: number; title: string; body: string; text_sha256: string }>(
    `SELECT id, version, title, body, text_sha256 FROM main.consent_form_versions WHERE id = $1`,
    [link.form_version_id],
  );
  return version!;
}

export function registerConsentRoutes(app: Hono<{ Variables: PrincipalVariables }>, deps: ServiceDeps): void {
  const auth = requirePrincipal(deps);

  // --- The clinic's forms (clinic settings; everyone in the clinic reads them, admins write)

  app.get('/consent-forms', auth, async (c) => {
    const query = parseInput(idsQuery, c.req.query());
    const ids = query.ids ? idsOfQuery(query.ids) : undefined;
    if (query.ids && !ids?.length) return c.json({ data: [] });
    return c.json({ data: (await formsOfClinic(deps.db, activeClinicId(c.var.principal), ids)).map(toFormView) });
  });

  app.post('/consent-forms', auth, async (c) => {
    const principal = c.var.principal;
    adminOnly(principal);
    const body = await readBody(c, consentFormCreateWire);
    const clinicId = activeClinicId(principal);
    const form = await deps.db.transaction(async (tx) => {
      const [count] = await tx.query<{ n: number }>(`SELECT count(*)::int AS n FROM main.consent_forms WHERE clinic_id = $1`, [clinicId]);
      if (count!.n >= MAX_CONSENT_FORMS) throw badRequest(M.tooManyForms, [{ path: 'kind', message: M.tooManyForms }]);
      const [created] = await tx.query<{ id: string }>(
        `INSERT INTO main.consent_forms (organization_id, clinic_id, kind, requirement, created_by, updated_by_name) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
        [principal.organizationId, clinicId, body.kind, body.requirement, principal.userId, principal.fullName],
      );
      await insertFormVersion(tx, { id: created!.id, kind: body.kind, version: 1, title: body.title, body: body.body }, actorOf(principal));
      const row = (await formOfClinic(tx, clinicId, created!.id))!;
      await recordAudit(tx, clinicScope(principal), {
        action: 'consent_form.created',
        targetType: 'consent_form',
        targetId: row.id,
        detail: { before: null, after: toFormView(row) },
      });
      return row;
    });
    return c.json({ data: toFormView(form) }, 201);
  });

  app.put('/consent-forms/:id', auth, async (c) => {
    const principal = c.var.principal;
    adminOnly(principal);
    const body = await readBody(c, consentFormUpdateWire);
    const clinicId = activeClinicId(principal);
    const form = await deps.db.transaction(async (tx) => {
      const before = await clinicForm(tx, clinicId, c.req.param('id'), true);
      if (body.basedOnVersion !== before.version) throw new HttpError(409, M.formChanged, [], {}, { current: toFormView(before) });
      const textChanged = body.title !== before.title || body.body !== before.body;
      const version = textChanged ? before.version + 1 : before.version;
      await tx.query(
        `UPDATE main.consent_forms SET requirement = $2, archived = $3, version = $4, updated_by_name = $5, updated_at = clock_timestamp() WHERE id = $1`,
        [before.id, body.requirement, body.archived, version, principal.fullName],
      );
      // A new text is a new version: signatures keep naming the version they were signed on.
      if (textChanged) await insertFormVersion(tx, { id: before.id, kind: before.kind, version, title: body.title, body: body.body }, actorOf(principal));
      const after = (await formOfClinic(tx, clinicId, before.id))!;
      await recordAudit(tx, clinicScope(principal), {
        action: 'consent_form.updated',
        targetType: 'consent_form',
        targetId: before.id,
        detail: { before: toFormView(before), after: toFormView(after), new_version: textChanged },
      });
      return after;
    });
    return c.json({ data: toFormView(form) });
  });

  // --- A visit's consents

  app.get('/visit-consents', auth, async (c) => {
    const clinicId = activeClinicId(c.var.principal);
    const visitIds = idsOfQuery(parseInput(idsQuery, c.req.query()).visit_ids);
    const own = visitIds.length
      ? (await deps.db.query<{ id: string }>(`SELECT id FROM main.visits WHERE clinic_id = $1 AND id = ANY($2::uuid[]) AND deleted_at IS NULL`, [clinicId, visitIds])).map((row) => row.id)
      : [];
    const rows = [];
    for (const visitId of own) rows.push(...(await visitConsents(deps.db, clinicId, visitId)));
    return c.json({ data: rows });
  });

  app.get('/consent-signatures', auth, async (c) => {
    const clinicId = activeClinicId(c.var.principal);
    const ids = idsOfQuery(parseInput(idsQuery, c.req.query()).ids);
    const rows = [];
    for (const id of ids) {
      const row = await signatureById(deps.db, id, clinicId);
      if (row) rows.push(toSignatureView(row));
    }
    return c.json({ data: rows });
  });

  app.get('/visits/:id/consents', auth, async (c) => {
    const visit = await findClinicVisit(deps.db, c.var.principal, c.req.param('id'));
    return c.json({ data: await visitConsents(deps.db, activeClinicId(c.var.principal), visit.id) });
  });

  app.post('/visits/:id/consents', auth, async (c) => {
    const principal = c.var.principal;
    requireAccess(principal, { anyPermission: [CHART_VISIT] });
    const body = await readBody(c, visitConsentAddWire);
    const clinicId = activeClinicId(principal);
    const rows = await deps.db.transaction(async (tx) => {
      const visit = await lockStaffVisit(tx, principal, c.req.param('id'));
      const form = await clinicForm(tx, clinicId, body.formId);
      if (form.archived) throw new HttpError(409, M.formArchived);
      if (!(await addToVisit(tx, principal, visit.id, form.id))) throw new HttpError(409, M.alreadyOnVisit);
      return visitConsents(tx, clinicId, visit.id);
    });
    return c.json({ data: rows }, 201);
  });

  const signInPerson = async (c: Context<{ Variables: PrincipalVariables }, '/visits/:id/consents/:formId/sign'>) => {
    const principal = c.var.principal;
    requireAccess(principal, { anyPermission: [CHART_VISIT] });
    const body = await readBody(c, consentSignWire);
    const clinicId = activeClinicId(principal);
    const signed = await deps.db.transaction(async (tx) => {
      const visit = await lockStaffVisit(tx, principal, c.req.param('id'));
      const form = await clinicForm(tx, clinicId, c.req.param('formId'));
      if (form.archived) throw new HttpError(409, M.formArchived);
      if (body.formVersion !== form.version) throw new HttpError(409, M.formChanged);
      // A form signed that the visit did not yet list is now on it.
      await addToVisit(tx, principal, visit.id, form.id);
      return recordConsentSignature(tx, deps, {
        visit,
        form,
        version: { id: form.version_id, version: form.version, title: form.title, body: form.body, text_sha256: form.text_sha256 },
        signerName: body.signerName,
        signaturePng: body.signaturePng,
        declined: body.declined,
        declineReason: body.declineReason ?? null,
        channel: 'in_person',
        linkId: null,
        actor: actorOf(principal),
        ip: signerAddress(c),
        userAgent: body.userAgent ?? c.req.header('user-agent') ?? null,
      });
    });
    return c.json({ data: toSignatureView(signed) }, 201);
  };
  app.post('/visits/:id/consents/:formId/sign', auth, signInPerson);

  // Withdrawing is the signer's right whatever the visit's status or lock: it never changes the
  // notes, and the gate refuses finalizing again until the consent is signed anew.
  app.post('/consent-signatures/:id/withdraw', auth, async (c) => {
    const principal = c.var.principal;
    requireAccess(principal, { anyPermission: [CHART_VISIT] });
    const body = await readBody(c, consentWithdrawWire);
    const clinicId = activeClinicId(principal);
    const withdrawn = await deps.db.transaction(async (tx) => {
      const before = await signatureById(tx, pathId(c.req.param('id'), 'Consent signature'), clinicId);
      if (!before) throw notFound(M.signatureNotFound);
      await lockVisitRow(tx, before.visit_id);
      if (before.declined) throw new HttpError(409, M.declinedNotWithdrawn);
      const inserted = await tx.query(
        `INSERT INTO main.consent_withdrawals (signature_id, organization_id, clinic_id, reason, withdrawn_by, withdrawn_by_name) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (signature_id) DO NOTHING RETURNING signature_id`,
        [before.id, principal.organizationId, clinicId, body.reason, principal.userId, principal.fullName],
      );
      if (!inserted.length) throw new HttpError(409, M.alreadyWithdrawn);
      const after = (await signatureById(tx, before.id))!;
      await recordAudit(tx, clinicScope(principal), {
        action: 'consent.withdrawn',
        targetType: 'consent_signature',
        targetId: before.id,
        detail: {
          visit_id: before.visit_id,
          form_id: before.form_id,
          before: { state: 'signed', withdrawn_at: null },
          after: { state: 'withdrawn', withdrawn_at: after.withdrawn_at, withdrawn_by_name: after.withdrawn_by_name, reason: after.withdraw_reason },
        },
      });
      return after;
    });
    return c.json({ data: toSignatureView(withdrawn) });
  });

  // --- The e-mailed link

  app.post('/visits/:id/consents/:formId/send', auth, async (c) => {
    const principal = c.var.principal;
    requireAccess(principal, { anyPermission: [CHART_VISIT] });
    const body = await readBody(c, consentSendWire);
    const clinicId = activeClinicId(principal);
    const token = randomToken();
    const sent = await answeringRefusals(() =>
      deps.db.transaction(async (tx) => {
        const visit = await lockStaffVisit(tx, principal, c.req.param('id'));
        const form = await clinicForm(tx, clinicId, c.req.param('formId'));
        if (form.archived) throw new HttpError(409, M.formArchived);
        const [latest] = (await latestSignatures(tx, clinicId, [visit.id])).filter((row) => row.form_id === form.id);
        if (stateOf(latest) === 'signed') throw new HttpError(409, M.alreadySigned);
        await addToVisit(tx, principal, visit.id, form.id);
        await consumeAll(tx, mailChecks(deps.config, 'consent', { to: body.email, senderUserId: principal.userId }));
        const [link] = await tx.query<{ id: string; expires_at: Date | string }>(
          `INSERT INTO main.consent_links (token_hash, organization_id, clinic_id, visit_id, form_id, form_version_id, email, header, created_by, expires_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9, now() + make_interval(days => $10::int)) RETURNING id, expires_at`,
          [sha256(token), visit.organization_id, clinicId, visit.id, form.id, form.version_id, body.email, JSON.stringify(body.header), principal.userId, CONSENT_LINK_TTL_DAYS],
        );
        // Reminders follow until it is signed, declined or expires (docs/follow-ups.md).
        await startFollowUp(tx, { kind: 'consent', subjectId: link!.id, organizationId: visit.organization_id, clinicId, visitId: visit.id, email: body.email, expiresAt: link!.expires_at });
        await recordAudit(tx, clinicScope(principal), {
          action: 'consent.link_sent',
          targetType: 'consent_form',
          targetId: form.id,
          detail: { visit_id: visit.id, link_id: link!.id, form_version: form.version, email: body.email, before: null, after: { link_id: link!.id } },
        });
        const url = `${deps.config.publicUrl}/consent/${token}`;
        const pet = body.header.party.pet_name || 'your pet';
        const clinic = body.header.clinic.name || 'Your clinic';
        const greeting = body.header.party.parent_name ? `Hello ${body.header.party.parent_name},` : 'Hello,';
        // Queued in the transaction: the mail goes out only if the link was kept.
        await deps.mailer.send(
          {
            to: body.email,
            subject: `${form.title} for ${pet} from ${clinic}`,
            text: `${greeting}\n\n${clinic} asks for your consent for ${pet}: ${form.title}. Please read it and sign it here:\n\n${url}\n\nThe link is valid for ${CONSENT_LINK_TTL_DAYS} days.`,
          },
          tx,
        );
        return { email: body.email, expires_at: new Date(link!.expires_at).toISOString() };
      }),
    );
    return c.json({ data: sent }, 201);
  });

  // Public: what the consent page shows for a token, and nothing else.
  app.get('/consent-link', async (c) => {
    const link = await resolveLink(deps.db, c.req.query('token') ?? '');
    const version = await versionOfLink(deps.db, link);
    const [form] = await deps.db.query<{ kind: FormRow['kind'] }>(`SELECT kind FROM main.consent_forms WHERE id = $1`, [link.form_id]);
    const [latest] = (await latestSignatures(deps.db, link.clinic_id, [link.visit_id])).filter((row) => row.form_id === link.form_id);
    const shown = latest && stateOf(latest) === 'signed' ? toSignatureView(latest) : null;
    return c.json({
      data: {
        clinic: { name: link.header.clinic.name ?? '' },
        pet_name: link.header.party.pet_name ?? '',
        parent_name: link.header.party.parent_name ?? '',
        form: {
          id: link.form_id,
          kind: form!.kind,
          title: version.title,
          body: version.body,
          version: version.version,
          text_sha256: version.text_sha256,
        },
        expires_at: new Date(link.expires_at).toISOString(),
        signature: shown,
      },
    });
  });

  app.post('/consent-link/sign', async (c) => {
    const body = await readBody(c, consentLinkSignWire);
    const signed = await deps.db.transaction(async (tx) => {
      const link = await resolveLink(tx, body.token, true);
      await lockVisitRow(tx, link.visit_id);
      const [visit] = await tx.query<{ id: string; organization_id: string; clinic_id: string; clinic_code: string; is_locked: boolean }>(
        `SELECT id, organization_id, clinic_id, clinic_code, is_locked FROM main.visits WHERE id = $1 AND deleted_at IS NULL`,
        [link.visit_id],
      );
      if (!visit) throw notFound(M.linkUnknown);
      if (visit.is_locked) throw new HttpError(409, M.linkClosed);
      const form = (await formOfClinic(tx, link.clinic_id, link.form_id))!;
      const version = await versionOfLink(tx, link);
      if (body.formVersion !== version.version) throw new HttpError(409, M.formChanged);
      return recordConsentSignature(tx, deps, {
        visit,
        form,
        version,
        signerName: body.signerName,
        signaturePng: body.signaturePng,
        declined: body.declined,
        declineReason: body.declineReason ?? null,
        channel: 'link',
        linkId: link.id,
        actor: { userId: null, name: `${body.signerName} (pet parent)` },
        ip: signerAddress(c),
        userAgent: body.userAgent ?? c.req.header('user-agent') ?? null,
      });
    });
    return c.json({ data: toSignatureView(signed) }, 201);
  });
}
