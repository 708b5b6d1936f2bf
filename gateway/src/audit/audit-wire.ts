// The main service's audit log (GET /audit-log, docs/rest-main.md 'Audit log') as it sends it,
// parsed into the gateway's camelCase records with the audit contract
// (packages/contracts/src/audit/audit-entry.ts); called through the main loader table
// (loaders/main.ts: `auditLog`, and `auditEntry` by ids).
import { auditEntryAnswer, auditPageAnswer } from '@vetchart/contracts/audit/audit-entry';
import type { z } from 'zod/mini';

export const auditEntryWire = auditEntryAnswer;
export type AuditEntryRecord = z.output<typeof auditEntryWire>;

export interface AuditFilter {
  petId?: string | null;
  visitId?: string | null;
  actorUserId?: string | null;
}

/** A page of the log: its entries, how many match, and the `after` of the next page (null on the last). */
export const auditPageWire = auditPageAnswer;
export type AuditPage = z.output<typeof auditPageWire>;

/** The most the service answers in one call (its limit's bound). */
export const MAX_AUDIT_CALL = 1000;
