// Creating a visit, as POST /visits does and as the FHIR import does for an Encounter
// (fhir/fhir-import.ts): the visit in the first status, its first status log row, the parent's
// 'Last Visit Date', and the audit entry; all in the caller's transaction.
import type { Sql } from '@vetchart/platform/database';
import { recordAudit, type ClinicScope } from '../scope.ts';

/** Who creates the visit, and where: the clinic and the person of the access token. */
export interface VisitCreator extends ClinicScope {
  clinicCode: string;
  fullName: string;
}

export async function insertVisit(
  tx: Sql,
  creator: VisitCreator,
  petId: string,
  name: string,
  options: { createdAt?: string | null; auditDetail?: Record<string, unknown> } = {},
): Promise<string> {
  const [first] = await tx.query<{ id: number }>(`SELECT id FROM main.visit_statuses ORDER BY position LIMIT 1`);
  const [created] = await tx.query<{ id: string; created_at: Date | string }>(
    `INSERT INTO main.visits (organization_id, clinic_id, clinic_code, pet_id, name, status_id, created_by, last_modified_by, last_modified_by_name, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $7, $8, coalesce($9::timestamptz, clock_timestamp())) RETURNING id, created_at`,
    [creator.organizationId, creator.clinicId, creator.clinicCode, petId, name, first!.id, creator.userId, creator.fullName, options.createdAt ?? null],
  );
  await tx.query(`INSERT INTO main.visit_status_logs (visit_id, status_id, user_id, user_name) VALUES ($1, $2, $3, $4)`, [created!.id, first!.id, creator.userId, creator.fullName]);
  // The Pet Parents tab's 'Last Visit Date' is the day of the parent's latest visit (an imported past visit does not move it back).
  await tx.query(
    `UPDATE main.pet_parents SET last_visit = GREATEST(coalesce(last_visit, $2::timestamptz), $2::timestamptz) WHERE id = (SELECT parent_id FROM main.pets WHERE id = $1)`,
    [petId, created!.created_at],
  );
  await recordAudit(tx, creator, { action: 'visit.created', targetType: 'visit', targetId: created!.id, detail: { pet_id: petId, status_id: first!.id, ...options.auditDetail } });
  return created!.id;
}
