// Reading treatment plans and signed plans, and their REST shapes (docs/rest-main-treatment-plans.md):
// the working plan with each row's amounts and the totals computed from the stored cents, and a
// signed plan as the snapshot it stored.
import { createHash, randomBytes } from 'node:crypto';
import { planHeaderWire, type PlanHeader } from '@vetchart/contracts/treatment-plans/treatment-plan';
import type { Sql } from '@vetchart/platform/database';
import { createFileStorage, publicFileUrl } from '@vetchart/platform/file-storage';
import { badRequest } from '@vetchart/platform/http';
import type { ProductConfig } from '@vetchart/platform/config';
import { SIGNATURE_BOUNDS, boundsRefusal } from '@vetchart/contracts/files/image-bounds';
import { detectImage, parseDataUri } from '@vetchart/platform/image-check';
import type { DoseCheckView } from './dose-shapes.ts';
import { lineAmounts, planTotals, type PlanItem, type Totals } from './plan-rules.ts';

const iso = (value: Date | string) => new Date(value).toISOString();

export interface PlanRow {
  id: string;
  visit_id: string;
  pet_id: string;
  organization_id: string;
  clinic_id: string;
  items: PlanItem[];
  description: string;
  is_client_at_clinic: boolean;
  tax_rate: string | number;
  visit_modification_id: string | null;
  version: number;
  created_at: Date | string;
  updated_by_name: string;
  updated_at: Date | string;
}

const PLAN_COLUMNS = `id, visit_id, pet_id, organization_id, clinic_id, items, description, is_client_at_clinic, tax_rate,
  visit_modification_id, version, created_at, updated_by_name, updated_at`;

export async function planOfVisit(sql: Sql, visitId: string, lock = false): Promise<PlanRow | null> {
  const [row] = await sql.query<PlanRow>(`SELECT ${PLAN_COLUMNS} FROM main.treatment_plans WHERE visit_id = $1${lock ? ' FOR UPDATE' : ''}`, [visitId]);
  return row ?? null;
}

export async function plansOfClinic(sql: Sql, clinicId: string, query: { ids: string[]; visitIds: string[] }): Promise<PlanRow[]> {
  return sql.query<PlanRow>(
    `SELECT ${PLAN_COLUMNS} FROM main.treatment_plans WHERE clinic_id = $1 AND (id = ANY($2::uuid[]) OR visit_id = ANY($3::uuid[]))`,
    [clinicId, query.ids, query.visitIds],
  );
}

/** A row with its amounts (unit × quantity, the line's tax, their sum). */
export const pricedItem = (item: PlanItem, taxRate: number) => ({ ...withLabFields(item), ...lineAmounts(item, taxRate) });

/** A row with in_house / lab_code; rows saved before them read as false / null. */
export const withLabFields = <Item extends { in_house?: boolean; lab_code?: string | null }>(item: Item) => ({
  ...item,
  in_house: item.in_house === true,
  lab_code: item.lab_code ?? null,
});
export type PricedItem = ReturnType<typeof pricedItem>;

export const toPlanView = (row: PlanRow) => {
  const taxRate = Number(row.tax_rate);
  return {
    id: row.id,
    visit_id: row.visit_id,
    pet_id: row.pet_id,
    items: row.items.map((item) => pricedItem(item, taxRate)),
    description: row.description,
    is_client_at_clinic: row.is_client_at_clinic,
    tax_rate: taxRate,
    totals: planTotals(row.items, taxRate),
    // What the plan comes to without the declined rows, the figure the plan shows as
    // its Estimated Total as soon as a row is declined (and its Approved Total once signed).
    approved_totals: planTotals(row.items, taxRate, { approvedOnly: true }),
    version: row.version,
    visit_modification_id: row.visit_modification_id,
    created_at: iso(row.created_at),
    updated_by_name: row.updated_by_name,
    updated_at: iso(row.updated_at),
  };
};
export type PlanView = ReturnType<typeof toPlanView>;

/** The header a public page or a signed plan shows: gathered by the gateway from auth and inventory, kept as sent (the contract's). */
export const headerSchema = planHeaderWire;
export type Header = PlanHeader;

/** What a signature stores and its hash covers: everything the client saw and decided. */
export interface Snapshot {
  clinic: Header['clinic'];
  party: Header['party'];
  description: string;
  plan_version: number;
  items: PricedItem[];
  totals: Totals;
  approved_total_cents: number;
  signer_name: string;
  signed_at: string;
  channel: 'in_person' | 'link';
  decline_reason: string | null;
  /** SHA-256 of the signature image's bytes, so the hash covers the signature too (absent on plans signed before it was added). */
  signature_sha256?: string;
  /** The dose check of each medication row as signed, with its reason (absent on plans signed before it). */
  dose_checks?: Omit<DoseCheckView, 'fingerprint'>[];
}

export interface SignedRow {
  id: string;
  visit_id: string;
  plan_id: string;
  plan_version: number;
  snapshot: Snapshot;
  snapshot_sha256: string;
  signer_name: string;
  signature_file_id: string;
  storage_key: string;
  channel: 'in_person' | 'link';
  link_id: string | null;
  decline_reason: string | null;
  signed_at: Date | string;
}

const SIGNED_COLUMNS = `s.id, s.visit_id, s.plan_id, s.plan_version, s.snapshot, s.snapshot_sha256, s.signer_name, s.signature_file_id,
  f.storage_key, s.channel, s.link_id, s.decline_reason, s.signed_at`;
const SIGNED_FROM = `main.signed_treatment_plans s JOIN main.files f ON f.id = s.signature_file_id`;

/** The latest signature of each visit (the signed plan), or signatures by id. */
export async function signedPlans(sql: Sql, clinicId: string, query: { ids: string[]; visitIds: string[] }): Promise<SignedRow[]> {
  const byIds = query.ids.length
    ? await sql.query<SignedRow>(`SELECT ${SIGNED_COLUMNS} FROM ${SIGNED_FROM} WHERE s.clinic_id = $1 AND s.id = ANY($2::uuid[])`, [clinicId, query.ids])
    : [];
  const latest = query.visitIds.length
    ? await sql.query<SignedRow>(
        `SELECT DISTINCT ON (s.visit_id) ${SIGNED_COLUMNS} FROM ${SIGNED_FROM}
          WHERE s.clinic_id = $1 AND s.visit_id = ANY($2::uuid[]) ORDER BY s.visit_id, s.signed_at DESC, s.id`,
        [clinicId, query.visitIds],
      )
    : [];
  return [...byIds, ...latest];
}

export async function latestSignedPlan(sql: Sql, visitId: string, planVersion?: number): Promise<SignedRow | null> {
  const [row] = await sql.query<SignedRow>(
    `SELECT ${SIGNED_COLUMNS} FROM ${SIGNED_FROM} WHERE s.visit_id = $1 AND ($2::int IS NULL OR s.plan_version = $2::int)
      ORDER BY s.signed_at DESC, s.id LIMIT 1`,
    [visitId, planVersion ?? null],
  );
  return row ?? null;
}

export async function signedPlanById(sql: Sql, id: string): Promise<SignedRow | null> {
  const [row] = await sql.query<SignedRow>(`SELECT ${SIGNED_COLUMNS} FROM ${SIGNED_FROM} WHERE s.id = $1`, [id]);
  return row ?? null;
}

export const toSignedView = (row: SignedRow) => ({
  id: row.id,
  visit_id: row.visit_id,
  plan_id: row.plan_id,
  plan_version: row.plan_version,
  signer_name: row.signer_name,
  signed_at: iso(row.signed_at),
  channel: row.channel,
  signature_file_id: row.signature_file_id,
  signature_url: publicFileUrl(row.storage_key),
  decline_reason: row.decline_reason,
  description: row.snapshot.description,
  clinic: row.snapshot.clinic,
  party: row.snapshot.party,
  items: row.snapshot.items.map(withLabFields),
  totals: row.snapshot.totals,
  // The signed rows' approved subtotal, tax and total, from the snapshot's own rows
  // (its total is approved_total_cents; the snapshot, and so its hash, stays as signed).
  approved_totals: planTotals(row.snapshot.items, row.snapshot.totals.tax_rate, { approvedOnly: true }),
  approved_total_cents: row.snapshot.approved_total_cents,
  dose_checks: row.snapshot.dose_checks ?? [],
  snapshot: row.snapshot,
  snapshot_sha256: row.snapshot_sha256,
});

export const MAX_SIGNATURE_BYTES = 1_048_576;
export const SIGNATURE_REQUIRED = 'Please sign the treatment plan.';
const SIGNATURE_NOT_PNG = 'The signature must be a PNG image of at most 1 MB.';

/**
 * Stores a drawn signature (a data:image/png;base64 URI, checked to be one well-formed PNG of at
 * most 1 MB and SIGNATURE_BOUNDS pixels) in the file storage and main.files; returns the file's
 * id and the SHA-256 of the image's bytes.
 */
export async function storeSignature(
  sql: Sql,
  config: ProductConfig,
  owner: { organizationId: string; clinicId: string; clinicCode: string | null; userId: string | null; visitId: string },
  dataUri: string,
  purpose: 'treatment-plan-signature' | 'subjective-signature' | 'consent-signature' = 'treatment-plan-signature',
): Promise<{ id: string; sha256: string }> {
  const parsed = parseDataUri(dataUri.trim());
  if (!parsed) throw badRequest(SIGNATURE_NOT_PNG, [{ path: 'signature_png', message: SIGNATURE_NOT_PNG }]);
  if (parsed.size > MAX_SIGNATURE_BYTES) throw badRequest(SIGNATURE_NOT_PNG, [{ path: 'signature_png', message: SIGNATURE_NOT_PNG }]);
  const bytes = Buffer.from(parsed.base64, 'base64');
  const image = detectImage(bytes);
  if (image?.extension !== 'png') throw badRequest(SIGNATURE_NOT_PNG, [{ path: 'signature_png', message: SIGNATURE_NOT_PNG }]);
  // Every anonymous view of the signed plan's PDF decodes it: a few KB must not stand for 144 MB.
  const tooManyPixels = boundsRefusal(image, SIGNATURE_BOUNDS);
  if (tooManyPixels) throw badRequest(tooManyPixels, [{ path: 'signature_png', message: tooManyPixels }]);
  const key = `${randomBytes(24).toString('base64url')}.png`;
  await createFileStorage(config.dataDir).put(key, bytes, 'image/png');
  const [row] = await sql.query<{ id: string }>(
    `INSERT INTO main.files (storage_key, organization_id, clinic_id, clinic_code, uploaded_by, purpose, name, content_type, size_bytes)
     VALUES ($1, $2, $3, $4, $5, $6, $7, 'image/png', $8) RETURNING id`,
    // Named after the visit, as the spec's upload is.
    [key, owner.organizationId, owner.clinicId, owner.clinicCode, owner.userId, purpose, `${owner.visitId}.png`, bytes.length],
  );
  return { id: row!.id, sha256: createHash('sha256').update(bytes).digest('hex') };
}
