// AuditEntry and Query.auditLog: the admin's audit screen — who did what to which
// record when, newest first, filtered by patient, visit and person. The main service keeps the log
// and answers only the caller's clinic to its admins (GET /audit-log); the gateway adds the
// people's names (the User loader: one auth call a page) and the readable labels.
// The connection pages by keyset: a cursor is an entry's id, so entries written while an admin
// pages never shift the pages after the first.
import { decodeGlobalID, encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../builder.ts';
import { NotFoundError } from '../errors.ts';
import { ADMIN_SCOPES } from '../users-roles/user-scopes.ts';
import { UserType } from '../users-roles/user.ts';
import { AuditFieldError, auditRefusal } from './audit-errors.ts';
import type { AuditEntryRecord, AuditFilter } from './audit-wire.ts';
import { actionLabel, actorKindOf, actorName, changesOf, contextOf, movesStatus, recordLabel, visitStatusNames, type AuditChange } from './audit-presentation.ts';

export const AUDIT_PAGE_SIZE = 20;
export const MAX_AUDIT_PAGE_SIZE = 100;

const AuditActorKindEnum = builder.enumType('AuditActorKind', {
  description: 'STAFF: a user of the clinic; PET_PARENT: a pet parent through an e-mailed link; SYSTEM: the product itself (the e-check-in scheduler, the lab poller).',
  values: { STAFF: { value: 'staff' }, PET_PARENT: { value: 'pet_parent' }, SYSTEM: { value: 'system' } } as const,
});

const AuditChangeType = builder.objectRef<AuditChange>('AuditChange').implement({
  description: "One field an entry changed: its value before and after, as text (JSON for structured values, at most 2000 characters).",
  fields: (t) => ({
    field: t.exposeString('field'),
    before: t.exposeString('before', { nullable: true, description: 'Null: no value, or the log did not record the earlier value (pet and pet parent edits record the values written).' }),
    after: t.exposeString('after', { nullable: true }),
  }),
});

const globalIdOrNull = (typename: string, id: string | null) => (id ? encodeGlobalID(typename, id) : null);

export const AuditEntryType = builder.node(builder.objectRef<AuditEntryRecord>('AuditEntry'), {
  description: "An entry of the clinic's audit log (admins only; another clinic's entry answers null).",
  id: { resolve: (entry) => entry.id },
  loadMany: async (ids, context) => {
    // node(id:) reaches here without the field's scope check: the service refuses non-admins (403).
    if (!context.principal || !(context.principal.isClientAdmin || context.principal.isSuperAdmin)) return ids.map(() => null);
    const wanted = ids.filter((id) => /^[1-9]\d{0,17}$/.test(id));
    // One batched read; an entry the service does not return (another clinic's) answers null.
    const found = await context.loaders.main.auditEntry.loadMany(wanted);
    const failed = found.find((entry) => entry instanceof Error && !(entry instanceof NotFoundError));
    if (failed) throw failed;
    const byId = new Map(found.flatMap((entry) => (entry instanceof Error ? [] : [[entry.id, entry] as const])));
    return ids.map((id) => byId.get(id) ?? null);
  },
  fields: (t) => ({
    entryId: t.exposeString('id', { description: "The entry's number in the log." }),
    createdAt: t.exposeString('createdAt', { description: 'When (ISO 8601, UTC).' }),
    actorKind: t.field({ type: AuditActorKindEnum, resolve: actorKindOf }),
    actor: t.field({
      type: UserType,
      nullable: true,
      description: 'The person who acted; null for a pet parent, the product itself, or someone no longer in the organization.',
      resolve: async (entry, _args, context) => {
        if (actorKindOf(entry) !== 'staff') return null;
        const user = await UserType.getDataloader(context).load(entry.actorUserId!).catch(() => null);
        return user && !(user instanceof Error) ? user : null;
      },
    }),
    actorName: t.string({
      description: "Who: the person's name, 'Pet parent (e-mailed link)', 'VetChart (automatic)' or 'Former user'.",
      resolve: (entry, _args, context) => actorName(context, entry),
    }),
    action: t.exposeString('action', { description: "What, as logged: e.g. 'visit.status_changed'." }),
    actionLabel: t.string({ description: "What, readable: e.g. 'Visit status changed'.", resolve: (entry) => actionLabel(entry.action) }),
    targetType: t.exposeString('targetType', { description: "The record's kind: e.g. 'vitals'." }),
    targetId: t.exposeString('targetId'),
    recordLabel: t.string({ description: "The record's kind, readable: e.g. 'Subjective note'.", resolve: (entry) => recordLabel(entry.targetType) }),
    petId: t.id({ nullable: true, description: "The pet's global id (Pet), when the entry is about a pet.", resolve: (entry) => globalIdOrNull('Pet', entry.petId) }),
    petName: t.exposeString('petName', { nullable: true, description: "The pet's name now (a deleted pet's too)." }),
    visitId: t.id({ nullable: true, description: "The visit's global id (Visit), when the entry is about a visit.", resolve: (entry) => globalIdOrNull('Visit', entry.visitId) }),
    visitName: t.exposeString('visitName', { nullable: true }),
    changes: t.field({
      type: [AuditChangeType],
      description: 'The fields changed with their values before and after; a status move names the statuses.',
      resolve: async (entry, _args, context) => changesOf(entry, movesStatus(entry) ? await visitStatusNames(context) : undefined),
    }),
    context: t.string({ description: "What else the entry records (a document link's kind, a reason, an e-mail address), 'key: value; …'; empty when nothing.", resolve: contextOf }),
  }),
});

/** A filter's global id as the service's id; a global id of another type is refused, never dropped. */
export function filterId(globalId: string | null | undefined, typename: string, message: string): string | null {
  if (!globalId) return null;
  try {
    const decoded = decodeGlobalID(String(globalId));
    if (decoded.typename === typename) return decoded.id;
  } catch {
    // not a global id at all: refused below
  }
  throw new AuditFieldError(message);
}

export const FILTER_MESSAGES = { pet: 'The patient filter must be a pet.', visit: 'The visit filter must be a visit.', actor: 'The person filter must be a user.' };

export function auditFilter(args: { petId?: unknown; visitId?: unknown; actorId?: unknown }): AuditFilter {
  return {
    petId: filterId(args.petId as string | null, 'Pet', FILTER_MESSAGES.pet),
    visitId: filterId(args.visitId as string | null, 'Visit', FILTER_MESSAGES.visit),
    actorUserId: filterId(args.actorId as string | null, 'User', FILTER_MESSAGES.actor),
  };
}

const CURSOR_PREFIX = 'AuditEntry:';
const toCursor = (id: string) => Buffer.from(`${CURSOR_PREFIX}${id}`).toString('base64');
function fromCursor(cursor: string | null | undefined): string | null {
  if (!cursor) return null;
  const text = Buffer.from(cursor, 'base64').toString('utf8');
  const id = text.startsWith(CURSOR_PREFIX) ? text.slice(CURSOR_PREFIX.length) : '';
  if (!/^[1-9]\d{0,17}$/.test(id)) throw new AuditFieldError('after is not a cursor of the audit log.');
  return id;
}

builder.queryField('auditLog', (t) =>
  t.connection(
    {
      type: AuditEntryType,
      description:
        "The clinic's audit log, newest first (admins only): who did what to which record when. Filters: the patient (petId), the visit (visitId), the person (actorId), combined. Pages forward only (first ≤ 100, default 20; after: the endCursor of the page before).",
      authScopes: ADMIN_SCOPES,
      args: {
        petId: t.arg.id(),
        visitId: t.arg.id(),
        actorId: t.arg.id(),
      },
      resolve: async (_root, args, context) => {
        if (args.last != null || args.before != null) throw new AuditFieldError('The audit log pages forward only: use first and after.');
        const first = args.first ?? AUDIT_PAGE_SIZE;
        if (first < 1 || first > MAX_AUDIT_PAGE_SIZE) throw new AuditFieldError(`first must be from 1 to ${MAX_AUDIT_PAGE_SIZE}.`);
        const filter = auditFilter(args);
        const after = fromCursor(args.after);
        try {
          const page = await context.loaders.main.auditLog({ filter, limit: first, after });
          const edges = page.entries.map((entry) => ({ cursor: toCursor(entry.id), node: entry }));
          return {
            edges,
            pageInfo: { hasNextPage: page.nextAfter !== null, hasPreviousPage: after !== null, startCursor: edges[0]?.cursor ?? null, endCursor: edges.at(-1)?.cursor ?? null },
            totalCount: page.total,
          };
        } catch (error) {
          throw auditRefusal(error);
        }
      },
    },
    { name: 'AuditEntryConnection' },
    { name: 'AuditEntryEdge' },
  ),
);
