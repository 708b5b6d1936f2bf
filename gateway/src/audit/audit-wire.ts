// The main service's audit log (GET /audit-log, docs/rest-main.md 'Audit log') as it sends it,
// parsed into the gateway's camelCase records; called through the main loader table
// (loaders/main.ts: `auditLog`, and `auditEntry` by ids).
import { z } from 'zod';

export const auditEntryWire = z
  .object({
    id: z.coerce.string(),
    actor_user_id: z.coerce.string().nullish(),
    action: z.string(),
    target_type: z.string(),
    target_id: z.coerce.string(),
    visit_id: z.coerce.string().nullish(),
    pet_id: z.coerce.string().nullish(),
    pet_name: z.string().nullish(),
    visit_name: z.string().nullish(),
    detail: z.unknown().optional(),
    created_at: z.string(),
  })
  .transform((raw) => ({
    /** The entry's id in the log (a bigint, as text). */
    id: raw.id,
    /** Null: a pet parent through an e-mailed link. */
    actorUserId: raw.actor_user_id ?? null,
    action: raw.action,
    targetType: raw.target_type,
    targetId: raw.target_id,
    visitId: raw.visit_id ?? null,
    petId: raw.pet_id ?? null,
    petName: raw.pet_name ?? null,
    visitName: raw.visit_name ?? null,
    detail: raw.detail && typeof raw.detail === 'object' ? (raw.detail as Record<string, unknown>) : {},
    createdAt: raw.created_at,
  }));
export type AuditEntryRecord = z.output<typeof auditEntryWire>;

export interface AuditFilter {
  petId?: string | null;
  visitId?: string | null;
  actorUserId?: string | null;
}

/** A page of the log: its entries, how many match, and the `after` of the next page (null on the last). */
export const auditPageWire = z
  .object({ data: z.array(auditEntryWire), meta: z.object({ total: z.coerce.number(), next_after: z.coerce.string().nullish() }) })
  .transform((raw) => ({ entries: raw.data, total: raw.meta.total, nextAfter: raw.meta.next_after ?? null }));
export type AuditPage = z.output<typeof auditPageWire>;

/** The most the service answers in one call (its limit's bound). */
export const MAX_AUDIT_CALL = 1000;
