// The main service's audit log (GET /audit-log, docs/rest-main.md 'Audit log') as it answers it,
// each field named once; the gateway parses the service's answers with it
// (gateway/src/audit/audit-wire.ts).
import { z } from 'zod/mini';
import { answerId, answerNumber, orNull } from '../answer.ts';
import { wire } from '../wire.ts';

export const auditEntryAnswer = wire({
  /** The entry's id in the log (a bigint, as text). */
  id: answerId,
  /** Null: a pet parent through an e-mailed link. */
  actorUserId: orNull(answerId),
  action: z.string(),
  targetType: z.string(),
  targetId: answerId,
  visitId: orNull(answerId),
  petId: orNull(answerId),
  petName: orNull(z.string()),
  visitName: orNull(z.string()),
  /** What changed; anything but an object (none included) reads as {}. */
  detail: z.pipe(
    z.optional(z.unknown()),
    z.transform((detail) => (detail && typeof detail === 'object' ? (detail as Record<string, unknown>) : {})),
  ),
  createdAt: z.string(),
});
export type AuditEntry = z.output<typeof auditEntryAnswer>;

// The page's envelope ({ data, meta }) is read as one record: its entries, the total and the next page's `after`.
export const auditPageAnswer = z.pipe(
  z.object({ data: z.array(auditEntryAnswer), meta: wire({ total: answerNumber, nextAfter: orNull(answerId) }) }),
  z.transform(({ data, meta }) => ({ entries: data, total: meta.total, nextAfter: meta.nextAfter })),
);
export type AuditPage = z.output<typeof auditPageAnswer>;
