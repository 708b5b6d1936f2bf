// A pet's vaccination reminders and other (general) reminders (spec 002 sections 2.2, 3, 4, 5
// and 7 "Subjective, objective, reminders"; docs/reminders.md). Reads list them by pet (at most
// 200 of each per pet, no paging) or by ids; a vaccination carries its status computed here, in
// the time zone the caller names (the clinic's). Writes are made while charting a visit of the
// pet: they need 'Add Visit', go through lockVisitForWrite (a locked visit, or a read-only one
// without a reason for modification, refuses; a change or removal is also refused when the visit
// the reminder was charted on is locked, whichever visit the request names), name the version they were based on when they
// change a row, and are audited with the fields they changed. Rows from a third-party provider
// (source other than the product's own 'vea') are shown but never changed here.
import type { Context, Hono } from 'hono';
import {
  otherReminderCreateWire,
  otherReminderUpdateWire,
  VACCINATION_REMINDER_WIRE_NAMES,
  vaccinationReminderCreateWire,
  vaccinationReminderUpdateWire,
} from '@vetchart/contracts/reminders/reminder';
import { toWire } from '@vetchart/contracts/wire';
import type { z } from 'zod/mini';
import { requireAccess, requirePrincipal, type Principal, type PrincipalVariables } from '@vetchart/platform/access-token';
import type { Sql } from '@vetchart/platform/database';
import { badRequest, conflict, notFound, readBody } from '@vetchart/platform/http';
import type { ServiceDeps } from '@vetchart/platform/service';
import { ID_LIST_TOO_LONG, ID_TOO_LONG, MAX_ID_LENGTH, MAX_ID_LIST_LENGTH } from '@vetchart/platform/text-limits';
import { clinicScope, isUuid, pathId, recordAudit } from '../scope.ts';
import { activeClinicId, findClinicPet } from '../visits/clinic-pet.ts';
import { CHART_VISIT } from '../visits/routes.ts';
import { assertCurrentVersion, lockReminderOwnVisit, lockVisitForWrite } from '../visits/visit-guard.ts';
import { DATE_FIELDS, OTHER_REMINDER_FIELDS, VACCINATION_FIELDS, VISIT_REQUIRED } from './reminder-rules.ts';
import { requireTimeZone, todayIn, usDate, vaccineStatus } from './vaccine-status.ts';

/** The most reminders of each kind a pet's table shows (spec 002 section 9). */
export const MAX_REMINDERS_PER_PET = 200;
/** The product's own rows; anything else came from a third-party provider. */
export const OWN_SOURCE = 'vea';
export const VISIT_OF_ANOTHER_PET = 'This visit is not a visit of the pet the reminder belongs to.';

type Row = Record<string, unknown> & {
  id: string;
  pet_id: string;
  source: string;
  version: number;
  updated_by_name: string;
  updated_at: Date | string;
  created_at: Date | string;
};

interface ReminderKind {
  path: string;
  table: string;
  /** The audit's target type and action prefix. */
  auditName: string;
  /** The charted columns (the REST names of the body's fields). */
  fields: readonly string[];
  /** The body's fields the REST document names otherwise than their snake_case (the contract's). */
  wireNames: Readonly<Record<string, string>>;
  orderBy: string;
  createBody: z.ZodMiniType<Record<string, unknown> & { petId: string; visitId: string; visitModificationId?: string | null }>;
  updateBody: z.ZodMiniType<Record<string, unknown> & { visitId: string; visitModificationId?: string | null; basedOnVersion: number }>;
  /** What a row is called in 'X not found.' */
  what: string;
  notFound: string;
  thirdParty: (source: string) => string;
  deleted: string;
  /** The row as the REST reads answer it, given today's date in the caller's time zone. */
  view: (row: Row, today: string) => Record<string, unknown>;
}

const iso = (value: Date | string) => new Date(value).toISOString();
const dateOut = (value: unknown) => (typeof value === 'string' ? usDate(value) : null);

/** The stored values of a row, dates MM/DD/YYYY: what the audit keeps and every view starts from. */
function stored(kind: ReminderKind, row: Row): Record<string, unknown> {
  const fields = Object.fromEntries(kind.fields.map((field) => [field, DATE_FIELDS.has(field) ? dateOut(row[field]) : row[field]]));
  return {
    id: row.id,
    pet_id: row.pet_id,
    visit_id: row.visit_id ?? null,
    source: row.source,
    ...fields,
    is_editable: row.source === OWN_SOURCE,
    visit_modification_id: row.visit_modification_id ?? null,
    version: row.version,
    created_by_name: row.created_by_name,
    updated_by_name: row.updated_by_name,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

const VACCINATIONS: ReminderKind = {
  path: '/vaccination-reminders',
  table: 'main.vaccination_reminders',
  auditName: 'vaccination_reminder',
  fields: VACCINATION_FIELDS,
  wireNames: VACCINATION_REMINDER_WIRE_NAMES,
  orderBy: 'r.given_date DESC, r.created_at DESC, r.id',
  createBody: vaccinationReminderCreateWire,
  updateBody: vaccinationReminderUpdateWire,
  what: 'Vaccination reminder',
  notFound: 'Vaccination reminder not found.',
  thirdParty: (source) => `This vaccination comes from a third-party provider (${source}) and cannot be edited or deleted here.`,
  deleted: 'The vaccination reminder was deleted.',
  view: (row, today) => ({
    ...stored(VACCINATIONS, row),
    type: 'vaccine_reminder',
    vaccine_status: vaccineStatus(String(row.expiration_date), today),
  }),
};

const OTHER_REMINDERS: ReminderKind = {
  path: '/other-reminders',
  table: 'main.other_reminders',
  auditName: 'other_reminder',
  fields: OTHER_REMINDER_FIELDS,
  wireNames: {},
  orderBy: 'r.date DESC, r.created_at DESC, r.id',
  createBody: otherReminderCreateWire,
  updateBody: otherReminderUpdateWire,
  what: 'Reminder',
  notFound: 'Reminder not found.',
  thirdParty: (source) => `This reminder comes from a third-party provider (${source}) and cannot be edited or deleted here.`,
  deleted: 'The reminder was deleted.',
  view: (row) => ({ ...stored(OTHER_REMINDERS, row), type: 'reminder' }),
};

/** The body's charted values (camelCase, as the contract reads them) in the order of the kind's columns. */
function columnValues(kind: ReminderKind, body: Record<string, unknown>): unknown[] {
  const sent = toWire(body, kind.wireNames) as Record<string, unknown>;
  return kind.fields.map((field) => sent[field]);
}

function selectColumns(kind: ReminderKind): string {
  const fields = kind.fields.map((field) => (DATE_FIELDS.has(field) ? `to_char(r.${field}, 'YYYY-MM-DD') AS ${field}` : `r.${field}`));
  return [
    'r.id',
    'r.pet_id',
    'r.visit_id',
    'r.source',
    ...fields,
    'r.visit_modification_id',
    'r.version',
    'r.created_by_name',
    'r.updated_by_name',
    'r.created_at',
    'r.updated_at',
  ].join(', ');
}

async function findReminder(sql: Sql, kind: ReminderKind, principal: Principal, id: string): Promise<Row> {
  const [row] = await sql.query<Row>(
    `SELECT ${selectColumns(kind)} FROM ${kind.table} r WHERE r.id = $1 AND r.clinic_id = $2 AND r.deleted_at IS NULL FOR UPDATE OF r`,
    [id, activeClinicId(principal)],
  );
  if (!row) throw notFound(kind.notFound);
  return row;
}

/** Today in the time zone the caller names (`time_zone`, an IANA name; UTC when absent). */
const requestToday = (c: Context) => todayIn(requireTimeZone(c.req.query('time_zone')));

function idList(value: string | undefined): string[] | null {
  if (!value) return null;
  if (value.length > MAX_ID_LIST_LENGTH) throw badRequest(ID_LIST_TOO_LONG);
  return value.split(',').map((id) => id.trim()).filter(Boolean);
}

function registerKind(app: Hono<{ Variables: PrincipalVariables }>, deps: ServiceDeps, kind: ReminderKind): void {
  const auth = requirePrincipal(deps);
  const columns = kind.fields.join(', ');

  // GET ?pet_ids=a,b: each pet's rows (at most 200 each), newest first; ?ids=…: the gateway's loader.
  app.get(kind.path, auth, async (c) => {
    const principal = c.var.principal;
    const clinicId = activeClinicId(principal);
    const today = requestToday(c);
    const petIds = idList(c.req.query('pet_ids'));
    const ids = idList(c.req.query('ids'));
    if (!petIds && !ids) throw badRequest('Name the pets (pet_ids) or the reminders (ids) to list.');
    const rows = await deps.db.query<Row>(
      `SELECT * FROM (
         SELECT ${selectColumns(kind)}, row_number() OVER (PARTITION BY r.pet_id ORDER BY ${kind.orderBy}) AS position
           FROM ${kind.table} r
          WHERE r.clinic_id = $1 AND r.deleted_at IS NULL
            AND ($2::uuid[] IS NULL OR r.pet_id = ANY($2::uuid[])) AND ($3::uuid[] IS NULL OR r.id = ANY($3::uuid[]))
       ) listed WHERE position <= $4 ORDER BY pet_id, position`,
      [clinicId, petIds?.filter(isUuid) ?? null, ids?.filter(isUuid) ?? null, MAX_REMINDERS_PER_PET],
    );
    return c.json({ data: rows.map((row) => kind.view(row, today)) });
  });

  app.post(kind.path, auth, async (c) => {
    const principal = c.var.principal;
    requireAccess(principal, { anyPermission: [CHART_VISIT] });
    const today = requestToday(c);
    const body = await readBody(c, kind.createBody);
    const row = await deps.db.transaction(async (tx) => {
      const { visit, modificationId } = await lockVisitForWrite(tx, principal, body.visitId, body.visitModificationId);
      const pet = await findClinicPet(tx, principal, body.petId);
      if (visit.pet_id !== pet.id) throw badRequest(VISIT_OF_ANOTHER_PET, [{ path: 'visit_id', message: VISIT_OF_ANOTHER_PET }]);
      const values = columnValues(kind, body);
      const placeholders = kind.fields.map((field, index) => `$${index + 9}${DATE_FIELDS.has(field) ? '::date' : ''}`).join(', ');
      const [created] = await tx.query<{ id: string }>(
        `INSERT INTO ${kind.table} (organization_id, clinic_id, pet_id, visit_id, visit_modification_id, created_by, created_by_name, updated_by, updated_by_name, ${columns})
         VALUES ($1, $2, $3, $4, $5, $6, $7, $6, $8, ${placeholders}) RETURNING id`,
        [principal.organizationId, principal.clinicId, pet.id, visit.id, modificationId, principal.userId, principal.fullName, principal.fullName, ...values],
      );
      const after = await findReminder(tx, kind, principal, created!.id);
      await recordAudit(tx, clinicScope(principal), {
        action: `${kind.auditName}.created`,
        targetType: kind.auditName,
        targetId: after.id,
        detail: { before: null, after: stored(kind, after), fields: [...kind.fields], visit_id: visit.id, visit_modification_id: modificationId },
      });
      return after;
    });
    return c.json({ data: kind.view(row, today) }, 201);
  });

  app.patch(`${kind.path}/:id`, auth, async (c) => {
    const principal = c.var.principal;
    requireAccess(principal, { anyPermission: [CHART_VISIT] });
    const today = requestToday(c);
    const id = pathId(c.req.param('id'), kind.what);
    const body = await readBody(c, kind.updateBody);
    const row = await deps.db.transaction(async (tx) => {
      const { visit, modificationId } = await lockVisitForWrite(tx, principal, body.visitId, body.visitModificationId);
      const before = await findReminder(tx, kind, principal, id);
      if (before.pet_id !== visit.pet_id) throw badRequest(VISIT_OF_ANOTHER_PET, [{ path: 'visit_id', message: VISIT_OF_ANOTHER_PET }]);
      await lockReminderOwnVisit(tx, principal, (before.visit_id as string | null) ?? null, visit.id);
      if (before.source !== OWN_SOURCE) throw conflict(kind.thirdParty(before.source));
      assertCurrentVersion(before, body.basedOnVersion, () => kind.view(before, today));
      const values = columnValues(kind, body);
      const assignments = kind.fields.map((field, index) => `${field} = $${index + 5}${DATE_FIELDS.has(field) ? '::date' : ''}`).join(', ');
      await tx.query(
        `UPDATE ${kind.table} SET ${assignments}, visit_modification_id = $2, updated_by = $3, updated_by_name = $4,
                version = version + 1, updated_at = clock_timestamp() WHERE id = $1`,
        [before.id, modificationId, principal.userId, principal.fullName, ...values],
      );
      const after = await findReminder(tx, kind, principal, before.id);
      const [was, is] = [stored(kind, before), stored(kind, after)];
      await recordAudit(tx, clinicScope(principal), {
        action: `${kind.auditName}.updated`,
        targetType: kind.auditName,
        targetId: after.id,
        detail: { before: was, after: is, fields: kind.fields.filter((field) => was[field] !== is[field]), visit_id: visit.id, visit_modification_id: modificationId },
      });
      return after;
    });
    return c.json({ data: kind.view(row, today) });
  });

  // DELETE ?visit_id=…[&visit_modification_id=…]: marks the row deleted.
  app.delete(`${kind.path}/:id`, auth, async (c) => {
    const principal = c.var.principal;
    requireAccess(principal, { anyPermission: [CHART_VISIT] });
    const id = pathId(c.req.param('id'), kind.what);
    const visitId = c.req.query('visit_id');
    if (!visitId) throw badRequest(VISIT_REQUIRED, [{ path: 'visit_id', message: VISIT_REQUIRED }]);
    if (visitId.length > MAX_ID_LENGTH) throw badRequest(ID_TOO_LONG, [{ path: 'visit_id', message: ID_TOO_LONG }]);
    await deps.db.transaction(async (tx) => {
      const { visit, modificationId } = await lockVisitForWrite(tx, principal, visitId, c.req.query('visit_modification_id'));
      const before = await findReminder(tx, kind, principal, id);
      if (before.pet_id !== visit.pet_id) throw badRequest(VISIT_OF_ANOTHER_PET, [{ path: 'visit_id', message: VISIT_OF_ANOTHER_PET }]);
      await lockReminderOwnVisit(tx, principal, (before.visit_id as string | null) ?? null, visit.id);
      if (before.source !== OWN_SOURCE) throw conflict(kind.thirdParty(before.source));
      await tx.query(
        `UPDATE ${kind.table} SET deleted_at = clock_timestamp(), visit_modification_id = $2, updated_by = $3, updated_by_name = $4,
                version = version + 1, updated_at = clock_timestamp() WHERE id = $1`,
        [before.id, modificationId, principal.userId, principal.fullName],
      );
      await recordAudit(tx, clinicScope(principal), {
        action: `${kind.auditName}.deleted`,
        targetType: kind.auditName,
        targetId: before.id,
        detail: { before: stored(kind, before), after: null, fields: [...kind.fields], visit_id: visit.id, visit_modification_id: modificationId },
      });
    });
    return c.json({ data: { id, message: kind.deleted } });
  });
}

export function registerReminderRoutes(app: Hono<{ Variables: PrincipalVariables }>, deps: ServiceDeps): void {
  registerKind(app, deps, VACCINATIONS);
  registerKind(app, deps, OTHER_REMINDERS);
}
