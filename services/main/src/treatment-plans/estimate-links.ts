// 'Send Treatment by Email' (spec 002 section 2.6) and the public approval page it links to
// (spec 003 section 2.7, /treatment-plan-estimate/{token}). The link carries a random 256-bit
// token of which only the SHA-256 is kept, expiring after 7 days; it opens exactly one visit's
// plan at the version it was sent for, with the clinic header and the pet and parent block the
// gateway gathered when staff sent it (header), so the public page needs no staff session and no
// other service. A plan changed after sending needs a new link; once signed, the page is read-only.
import { createHash, randomBytes } from 'node:crypto';
import { randomToken } from '@vetchart/platform/secrets';
import type { Hono } from 'hono';
import { estimateApprovalWire, estimateChoicesWire, treatmentPlanSendWire } from '@vetchart/contracts/treatment-plans/treatment-plan';
import { requireAccess, requirePrincipal, type PrincipalVariables } from '@vetchart/platform/access-token';
import type { Sql } from '@vetchart/platform/database';
import { HttpError, badRequest, notFound, readBody } from '@vetchart/platform/http';
import { mailChecks } from '@vetchart/platform/mail-limits';
import { answeringRefusals, consumeAll } from '@vetchart/platform/rate-limit';
import type { ServiceDeps } from '@vetchart/platform/service';
import { clinicContactDetails } from '../links/clinic-header.ts';
import { startFollowUp } from '../follow-ups/follow-up-store.ts';
import { clinicScope, recordAudit } from '../scope.ts';
import { CHART_VISIT, lockVisitRow } from '../visits/routes.ts';
import { lockVisitForWrite } from '../visits/visit-guard.ts';
import { planTotals } from './plan-rules.ts';
import { planOfVisit, signedPlanById, pricedItem, toSignedView, type Header, type PlanRow, type SignedRow } from './plan-store.ts';
import { assertDosesReasoned } from './dose-check.ts';
import { LINK_CLOSED, PLAN_CHANGED, SIGNER_REQUIRED, recordSignature, signerAddress } from './signing.ts';

export const ESTIMATE_LINK_TTL_DAYS = 7;
export const LINK_EXPIRED = 'Token has Expired.';
export const LINK_UNKNOWN = 'This link is not valid.';
export const LINK_PLAN_CHANGED = 'This treatment plan has changed since this link was sent. Please ask the clinic for a new link.';
export const ALREADY_SIGNED = 'This treatment plan has already been signed.';
export const NO_PLAN_TO_SEND = 'Save the treatment plan before sending it.';

/** Tokens we issue are 43 characters; a longer one names no link. */
const MAX_TOKEN_LENGTH = 200;
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The public approval page a token opens. */
export const estimateUrl = (publicUrl: string, token: string) => `${publicUrl}/treatment-plan-estimate/${token}`;

/**
 * A reminder's copy of a sent link (follow-ups/estimate-follow-up.ts): only the token's hash is
 * kept, so the first link cannot be mailed again; the copy opens the same plan version with the
 * same header and choices and ends when the first one does, so no credential outlives it.
 */
export async function reissueEstimateLink(tx: Sql, linkId: string): Promise<{ id: string; token: string } | null> {
  const token = randomToken();
  const [copy] = await tx.query<{ id: string }>(
    `INSERT INTO main.treatment_plan_links (token_hash, organization_id, clinic_id, visit_id, plan_id, plan_version, email, header, choices, created_by, expires_at, reminder_of)
     SELECT $2, organization_id, clinic_id, visit_id, plan_id, plan_version, email, header, choices, created_by, expires_at, id
       FROM main.treatment_plan_links WHERE id = $1 AND expires_at > now() RETURNING id`,
    [linkId, hashToken(token)],
  );
  return copy ? { id: copy.id, token } : null;
}

/** A row's Approve / Decline on the public page, with when it was chosen. */
export type LinkChoices = Record<string, { approved: boolean; at: string }>;

interface LinkRow {
  id: string;
  visit_id: string;
  plan_id: string;
  plan_version: number;
  header: Header;
  choices: LinkChoices | null;
  expires_at: Date | string;
  expired: boolean;
}

/** The link a token names: unknown tokens are 404, expired ones 410 'Token has Expired.'. */
async function resolveLink(sql: Sql, token: string, lock = false): Promise<LinkRow> {
  const [row] = await sql.query<LinkRow>(
    `SELECT id, visit_id, plan_id, plan_version, header, choices, expires_at, expires_at <= now() AS expired
       FROM main.treatment_plan_links WHERE token_hash = $1${lock ? ' FOR UPDATE' : ''}`,
    [hashToken(token)],
  );
  if (!row) throw notFound(LINK_UNKNOWN);
  // Genuine but expired: the page says how to reach the clinic that sent it.
  if (row.expired) throw new HttpError(410, LINK_EXPIRED, [], {}, clinicContactDetails(row.header.clinic));
  return row;
}

/** The signature this link shows: one given through it, or one of the very version it was sent for. */
async function signatureOfLink(sql: Sql, link: LinkRow): Promise<SignedRow | null> {
  const [row] = await sql.query<{ id: string }>(
    `SELECT id FROM main.signed_treatment_plans WHERE visit_id = $1 AND (link_id = $2 OR plan_version = $3) ORDER BY signed_at DESC, id LIMIT 1`,
    [link.visit_id, link.id, link.plan_version],
  );
  return row ? signedPlanById(sql, row.id) : null;
}

function estimateView(link: LinkRow, plan: PlanRow, signed: SignedRow | null) {
  const expiresAt = new Date(link.expires_at).toISOString();
  if (signed) {
    const view = toSignedView(signed);
    return {
      clinic: view.clinic,
      party: view.party,
      description: view.description,
      plan_version: view.plan_version,
      items: view.items,
      totals: view.totals,
      approved_totals: view.approved_totals,
      expires_at: expiresAt,
      signed: view,
    };
  }
  const taxRate = Number(plan.tax_rate);
  // The rows with the pet parent's choices so far: the total leaves out what they declined.
  const choices = link.choices ?? {};
  const shown = plan.items
    .filter((item) => !item.removed)
    .map((item) => {
      const choice = choices[item.id];
      return choice && choice.approved !== item.approved ? { ...item, approved: choice.approved, approved_at: choice.at } : item;
    });
  return {
    clinic: link.header.clinic,
    party: link.header.party,
    description: plan.description,
    plan_version: plan.version,
    items: shown.map((item) => pricedItem(item, taxRate)),
    totals: planTotals(shown, taxRate),
    approved_totals: planTotals(shown, taxRate, { approvedOnly: true }),
    expires_at: expiresAt,
    signed: null,
  };
}

async function planOfLink(sql: Sql, link: LinkRow, lock = false): Promise<PlanRow> {
  const plan = await planOfVisit(sql, link.visit_id, lock);
  if (!plan || plan.id !== link.plan_id) throw notFound(LINK_UNKNOWN);
  return plan;
}

export function registerEstimateLinkRoutes(app: Hono<{ Variables: PrincipalVariables }>, deps: ServiceDeps): void {
  const auth = requirePrincipal(deps);

  app.post('/visits/:id/treatment-plan/send', auth, async (c) => {
    const principal = c.var.principal;
    requireAccess(principal, { anyPermission: [CHART_VISIT] });
    const body = await readBody(c, treatmentPlanSendWire);
    const token = randomBytes(32).toString('base64url');
    const sent = await answeringRefusals(() =>
      deps.db.transaction(async (tx) => {
        // Sending asks the client to sign: refused for a locked or read-only visit like any plan write.
        const { visit } = await lockVisitForWrite(tx, principal, c.req.param('id'), null);
        const plan = await planOfVisit(tx, visit.id);
        if (!plan || !plan.items.some((item) => !item.removed)) throw new HttpError(409, NO_PLAN_TO_SEND);
        await assertDosesReasoned(tx, plan, 'the plan is sent for signature');
        await consumeAll(tx, mailChecks(deps.config, 'treatment-plan', { to: body.email, senderUserId: principal.userId }));
        const [link] = await tx.query<{ id: string; expires_at: Date | string }>(
          `INSERT INTO main.treatment_plan_links (token_hash, organization_id, clinic_id, visit_id, plan_id, plan_version, email, header, created_by, expires_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9, now() + make_interval(days => $10::int)) RETURNING id, expires_at`,
          [hashToken(token), plan.organization_id, plan.clinic_id, visit.id, plan.id, plan.version, body.email, JSON.stringify(body.header), principal.userId, ESTIMATE_LINK_TTL_DAYS],
        );
        await recordAudit(tx, clinicScope(principal), {
          action: 'treatment_plan.estimate_sent',
          targetType: 'treatment_plan',
          targetId: plan.id,
          detail: { visit_id: visit.id, link_id: link!.id, plan_version: plan.version, email: body.email },
        });
        // Reminders follow until it is signed, declined or expired (follow-ups/, docs/follow-ups.md).
        await startFollowUp(tx, { kind: 'estimate', subjectId: link!.id, organizationId: plan.organization_id, clinicId: plan.clinic_id, visitId: visit.id, email: body.email, expiresAt: link!.expires_at });
        const url = estimateUrl(deps.config.publicUrl, token);
        const pet = body.header.party.pet_name || 'your pet';
        const clinic = body.header.clinic.name || 'Your clinic';
        const greeting = body.header.party.parent_name ? `Hello ${body.header.party.parent_name},` : 'Hello,';
        // Queued in the transaction: the mail goes out only if the link was kept.
        await deps.mailer.send(
          {
            to: body.email,
            subject: `Treatment plan for ${pet} from ${clinic}`,
            text: `${greeting}\n\n${clinic} has prepared a treatment plan for ${pet}. Please review it, approve or decline each item, and sign it here:\n\n${url}\n\nThe link is valid for ${ESTIMATE_LINK_TTL_DAYS} days.`,
          },
          tx,
        );
        return { id: link!.id, email: body.email, expires_at: new Date(link!.expires_at).toISOString(), visit_id: visit.id, plan_version: plan.version };
      }),
    );
    return c.json({ data: sent }, 201);
  });

  // Public: what the approval page shows for a token, and nothing else.
  app.get('/treatment-plan-estimate', async (c) => {
    const token = c.req.query('token') ?? '';
    if (!token || token.length > MAX_TOKEN_LENGTH) throw notFound(LINK_UNKNOWN);
    const link = await resolveLink(deps.db, token);
    const plan = await planOfLink(deps.db, link);
    const signed = await signatureOfLink(deps.db, link);
    if (!signed && plan.version !== link.plan_version) throw notFound(LINK_PLAN_CHANGED);
    return c.json({ data: estimateView(link, plan, signed) });
  });

  // Public: the pet parent's Approve / Decline of rows before signing, kept with the
  // link so a reload keeps them; answers the page as it shows now, priced without declined rows.
  // Nothing of the plan itself changes until they sign.
  app.post('/treatment-plan-estimate/choices', async (c) => {
    const body = await readBody(c, estimateChoicesWire);
    const view = await deps.db.transaction(async (tx) => {
      const link = await resolveLink(tx, body.token, true);
      const plan = await planOfLink(tx, link);
      if (await signatureOfLink(tx, link)) throw new HttpError(409, ALREADY_SIGNED);
      if (plan.version !== link.plan_version) throw new HttpError(409, LINK_PLAN_CHANGED);
      if (body.planVersion !== plan.version) throw new HttpError(409, PLAN_CHANGED);
      const rows = new Map(plan.items.filter((item) => !item.removed).map((item) => [item.id, item]));
      const choices: LinkChoices = { ...(link.choices ?? {}) };
      const now = new Date().toISOString();
      body.decisions.forEach((decision, index) => {
        const row = rows.get(decision.itemId.toLowerCase());
        if (!row) throw badRequest('This row is not in the treatment plan.', [{ path: `decisions.${index}.item_id`, message: 'This row is not in the treatment plan.' }]);
        // A choice keeps the time it was made until it changes.
        if (choices[row.id]?.approved !== decision.approved) choices[row.id] = { approved: decision.approved, at: now };
      });
      await tx.query(`UPDATE main.treatment_plan_links SET choices = $2::jsonb WHERE id = $1`, [link.id, JSON.stringify(choices)]);
      return estimateView({ ...link, choices }, plan, null);
    });
    return c.json({ data: view });
  });

  // Public: the client approves (or declines) the plan the link shows, with their signature.
  app.post('/treatment-plan-estimate/approve', async (c) => {
    const body = await readBody(c, estimateApprovalWire);
    const signed = await deps.db.transaction(async (tx) => {
      const link = await resolveLink(tx, body.token, true);
      await lockVisitRow(tx, link.visit_id);
      const [visit] = await tx.query<{ id: string; status_id: number; is_locked: boolean; read_only: boolean; clinic_code: string }>(
        `SELECT v.id, v.status_id, v.is_locked, s.read_only, v.clinic_code FROM main.visits v JOIN main.visit_statuses s ON s.id = v.status_id
          WHERE v.id = $1 AND v.deleted_at IS NULL`,
        [link.visit_id],
      );
      if (!visit) throw notFound(LINK_UNKNOWN);
      const plan = await planOfLink(tx, link, true);
      if (await signatureOfLink(tx, link)) throw new HttpError(409, ALREADY_SIGNED);
      if (plan.version !== link.plan_version) throw new HttpError(409, LINK_PLAN_CHANGED);
      if (body.planVersion !== plan.version) throw new HttpError(409, PLAN_CHANGED);
      // The clinic locked the visit or moved it on since sending: the client cannot sign it any more.
      if (visit.is_locked || visit.read_only) throw new HttpError(409, LINK_CLOSED);
      const signerName = body.signerName || link.header.party.parent_name;
      if (!signerName) throw badRequest(SIGNER_REQUIRED, [{ path: 'signer_name', message: SIGNER_REQUIRED }]);
      return recordSignature(tx, deps, {
        visit,
        plan,
        header: link.header,
        signerName,
        signaturePng: body.signaturePng,
        decisions: body.decisions,
        declineReason: null,
        channel: 'link',
        linkId: link.id,
        actor: { userId: null, name: `${signerName} (pet parent)` },
        clinicCode: visit.clinic_code,
        ip: signerAddress(c),
        userAgent: body.userAgent ?? c.req.header('user-agent') ?? null,
        visitModificationId: null,
      });
    });
    return c.json({ data: toSignedView(signed) }, 201);
  });
}
