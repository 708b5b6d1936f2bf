// Document links (docs/documents.md): a random 256-bit token naming one PDF document of one visit,
// of which only the SHA-256 is stored, with an expiry and the header the document prints. Issued
// to staff (Download in the pet profile's Summaries, 1 hour) and e-mailed to the pet parent when
// a visit is finished (30 days); opened on the public port without a session.
import { randomBytes } from 'node:crypto';
import type { DocumentKindName } from '@vetchart/contracts/documents/document';
import { SUMMARY_STATUSES, summariesAvailable } from '@vetchart/contracts/documents/summary-statuses';
import type { Sql } from '@vetchart/platform/database';
import { HttpError, conflict, notFound } from '@vetchart/platform/http';
import { clinicContactDetails } from '../links/clinic-header.ts';
import { hashToken } from '../subjective-links/routes.ts';
import type { ClinicScope } from '../scope.ts';
import { headerSchema, type Header } from '../treatment-plans/plan-store.ts';

export type DocumentKind = DocumentKindName;

/** A staff member's Download: long enough to open and reload, short enough not to travel far. */
export const DOWNLOAD_LINK_TTL_MINUTES = 60;
/** The summary e-mailed to the pet parent is read later than a form is filled in. */
export const EMAILED_LINK_TTL_DAYS = 30;

export { SUMMARY_STATUSES, summariesAvailable };

export const SUMMARY_NOT_AVAILABLE = 'Summary not available for this visit';
export const NO_TREATMENT_PLAN = 'This visit has no treatment plan yet.';
export const LINK_EXPIRED = 'Token has Expired.';
export const LINK_UNKNOWN = 'This link is not valid.';

/**
 * What a document prints that other services own (the clinic's letterhead and time zone, the pet's
 * species and breed, the parent's address): the treatment plan's header, gathered by the gateway
 * from the staff session that issues the link (gateway/src/treatment-plans/plan-header.ts).
 */
export const documentHeaderSchema = headerSchema;
export type DocumentHeader = Header;

export interface IssuedLink {
  id: string;
  token: string;
  kind: DocumentKind;
  visit_id: string;
  expires_at: string;
}

export interface LinkVisit {
  id: string;
  status_name: string;
}

/**
 * Issues a link to one document of a visit the caller's clinic owns, inside the caller's
 * transaction. Refused when the visit's status does not allow summaries, and for the treatment
 * plan when the visit has neither a signed nor a working plan.
 */
export async function issueDocumentLink(
  tx: Sql,
  scope: ClinicScope,
  request: { visit: LinkVisit; kind: DocumentKind; header: DocumentHeader; channel: 'download' | 'email'; email?: string | null },
): Promise<IssuedLink> {
  if (!summariesAvailable(request.visit.status_name)) throw conflict(SUMMARY_NOT_AVAILABLE);
  let signedPlanId: string | null = null;
  if (request.kind === 'treatment_plan') {
    const [plan] = await tx.query<{ signed_plan_id: string | null; has_plan: boolean }>(
      `SELECT (SELECT s.id FROM main.signed_treatment_plans s WHERE s.visit_id = $1 ORDER BY s.signed_at DESC, s.id LIMIT 1) AS signed_plan_id,
              EXISTS (SELECT 1 FROM main.treatment_plans p WHERE p.visit_id = $1) AS has_plan`,
      [request.visit.id],
    );
    if (!plan?.signed_plan_id && !plan?.has_plan) throw conflict(NO_TREATMENT_PLAN);
    signedPlanId = plan.signed_plan_id;
  }
  const token = randomBytes(32).toString('base64url');
  const ttl = request.channel === 'download' ? `make_interval(mins => ${DOWNLOAD_LINK_TTL_MINUTES})` : `make_interval(days => ${EMAILED_LINK_TTL_DAYS})`;
  const [row] = await tx.query<{ id: string; expires_at: Date | string }>(
    `INSERT INTO main.document_links (token_hash, organization_id, clinic_id, visit_id, kind, signed_plan_id, header, channel, email, created_by, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9, $10, now() + ${ttl}) RETURNING id, expires_at`,
    [hashToken(token), scope.organizationId, scope.clinicId, request.visit.id, request.kind, signedPlanId, JSON.stringify(request.header), request.channel, request.email ?? null, scope.userId],
  );
  return { id: row!.id, token, kind: request.kind, visit_id: request.visit.id, expires_at: new Date(row!.expires_at).toISOString() };
}

export interface DocumentLinkRow {
  id: string;
  organization_id: string;
  clinic_id: string;
  visit_id: string;
  kind: DocumentKind;
  signed_plan_id: string | null;
  header: DocumentHeader;
  expires_at: string;
}

/** The link a token names; unknown tokens are 404, expired ones 410 'Token has Expired.'. */
export async function resolveDocumentLink(sql: Sql, token: string): Promise<DocumentLinkRow> {
  if (!token || token.length > 100) throw notFound(LINK_UNKNOWN);
  const [row] = await sql.query<Omit<DocumentLinkRow, 'expires_at'> & { expires_at: Date | string; expired: boolean }>(
    `SELECT id, organization_id, clinic_id, visit_id, kind, signed_plan_id, header, expires_at, expires_at <= now() AS expired
       FROM main.document_links WHERE token_hash = $1`,
    [hashToken(token)],
  );
  if (!row) throw notFound(LINK_UNKNOWN);
  // Genuine but expired: the page says how to reach the clinic that sent it.
  if (row.expired) {
    const header = typeof row.header === 'string' ? (JSON.parse(row.header) as DocumentHeader) : row.header;
    throw new HttpError(410, LINK_EXPIRED, [], {}, clinicContactDetails(header?.clinic));
  }
  const header = typeof row.header === 'string' ? (JSON.parse(row.header) as DocumentHeader) : row.header;
  return {
    id: row.id,
    organization_id: row.organization_id,
    clinic_id: row.clinic_id,
    visit_id: row.visit_id,
    kind: row.kind,
    signed_plan_id: row.signed_plan_id,
    header: documentHeaderSchema.parse(header),
    expires_at: new Date(row.expires_at).toISOString(),
  };
}
