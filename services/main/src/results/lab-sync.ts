// The work main does with the clinic's reference lab through the LabLink the host hands it
// (PLAN-18 decisions 5 and 6, docs/rest-main-results.md):
// - sending an order: the route writes the order 'queued' with its send job
//   ('main.lab.send-order', platform/jobs.ts) in one transaction, tries once right after commit,
//   and the job retries (doubling waits) until the lab took it. The lab knows the order by our id
//   (client_order_id) and answers the existing order for a repeated one: a retry never makes two.
// - polling: for each clinic with an active lab, the results updated since the clinic's cursor
//   (main.lab_poll_cursors) and the statuses of its open orders. A poller claims a clinic's
//   cursor with one conditional UPDATE (a lease), so two pollers never advance one cursor at once;
//   results are upserted on (clinic, provider, partner_result_id) and replaced only by a newer
//   partner_updated_at, so two processes or a restart double nothing.
import type { Database, Sql } from '@vetchart/platform/database';
import { enqueueJob, type JobHandlers } from '@vetchart/platform/jobs';
import { randomUUID } from 'node:crypto';
import { isUuid, recordAudit } from '../scope.ts';
import { moveVisitAutomatically } from '../visits/visit-status-moves.ts';
import { LabLinkError, type LabLink, type LabPartnerOrder, type LabPartnerResult } from './links.ts';
import { unreachableMessage } from './result-rules.ts';
import type { OrderRow } from './result-store.ts';
import { startPeriodicTask, type PeriodicTask } from '@vetchart/platform/periodic-task';

export const LAB_SEND_ORDER_JOB = 'main.lab.send-order';
/** Who the lab's own changes are made by (a visit's status log and audit entries). */
export const LAB_ACTOR = { userId: '00000000-0000-0000-0000-000000000000', name: 'Lab results' };
const SEND_TIMEOUT_MS = 10_000;
const LEASE_SECONDS = 120;

/** Rejects after ms with the lab's "could not be reached" error. */
async function withTimeout<T>(promise: Promise<T>, ms: number, app: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      promise,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new LabLinkError(unreachableMessage(app), 'unreachable')), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** The message staff see for a failed lab call: the lab's own for a refusal, else '<App> could not be reached...'. */
export function labErrorMessage(error: unknown, app: string): string {
  if (error instanceof LabLinkError && error.message) return error.message;
  return unreachableMessage(app);
}

export async function enqueueOrderSend(tx: Sql, orderId: string): Promise<void> {
  await enqueueJob(tx, LAB_SEND_ORDER_JOB, { order_id: orderId });
}

/**
 * Sends a queued order to the lab once. Sent: the row takes the lab's order id, status and links.
 * Not sent: last_error is kept and the error rethrown (the job retries it). An order no longer
 * queued (sent by another attempt, cancelled) is left alone.
 */
export async function sendOrder(db: Database, labLink: LabLink, orderId: string): Promise<OrderRow> {
  const [order] = await db.query<OrderRow>(`SELECT * FROM main.lab_orders WHERE id = $1`, [orderId]);
  if (!order) throw new Error(`lab order ${orderId} not found`);
  if (order.status !== 'queued') return order;
  let placed: LabPartnerOrder;
  try {
    placed = await withTimeout(
      labLink.placeOrder(order.clinic_id, {
        client_order_id: order.id,
        visit_id: order.visit_id,
        patient: order.patient as never,
        tests: order.tests.map((test) => ({ code: test.code, name: test.name, treatment_id: test.treatment_id })),
        ordered_by: order.created_by_name,
      }),
      SEND_TIMEOUT_MS,
      order.provider_name,
    );
  } catch (error) {
    const message = labErrorMessage(error, order.provider_name);
    const [kept] = await db.query<OrderRow>(`UPDATE main.lab_orders SET last_error = $2, updated_at = clock_timestamp() WHERE id = $1 RETURNING *`, [order.id, message]);
    throw Object.assign(new LabLinkError(message, error instanceof LabLinkError ? error.kind : 'unreachable'), { order: kept ?? order });
  }
  return db.transaction(async (tx) => {
    const [sent] = await tx.query<OrderRow>(
      `UPDATE main.lab_orders SET status = $2, partner_order_id = $3, links = $4::jsonb, last_error = NULL, updated_at = clock_timestamp()
        WHERE id = $1 AND status = 'queued' RETURNING *`,
      [order.id, placed.status, placed.partner_order_id, JSON.stringify(placed.links ?? [])],
    );
    if (!sent) return (await tx.query<OrderRow>(`SELECT * FROM main.lab_orders WHERE id = $1`, [order.id]))[0]!;
    await recordAudit(
      tx,
      { clinicId: order.clinic_id, organizationId: order.organization_id, userId: LAB_ACTOR.userId },
      {
        action: 'lab_order.sent',
        targetType: 'lab_order',
        targetId: order.id,
        detail: { visit_id: order.visit_id, before: { status: 'queued' }, after: { status: sent.status, partner_order_id: sent.partner_order_id }, fields: ['status', 'partner_order_id', 'links'] },
      },
    );
    return sent;
  });
}

/** The send job's handler (the host adds it to its job runner, like echeckinJobHandlers); deps is ServiceDeps or anything with its db. */
export function labJobHandlers(deps: { db: Database }, labLink: LabLink | undefined): JobHandlers {
  const db = deps.db;
  return {
    [LAB_SEND_ORDER_JOB]: async (payload: { order_id: string }) => {
      // No lab link in this process: fail, so the job is retried by a process that has one.
      if (!labLink) throw new Error('no lab link in this process');
      await sendOrder(db, labLink, payload.order_id);
    },
  };
}

// --- Results and order statuses --------------------------------------------------------

const STATUS_RANK: Record<string, number> = { queued: 0, pending: 1, submitted: 2, in_progress: 3, completed: 4, cancelled: 5 };

/** After its orders changed: submitted at the lab → 'Dx Ordered'; all orders final → 'Results Ready'. */
async function advanceVisit(tx: Sql, visitId: string): Promise<void> {
  const orders = await tx.query<{ status: string }>(`SELECT status FROM main.lab_orders WHERE visit_id = $1 AND status <> 'cancelled'`, [visitId]);
  if (!orders.length) return;
  if (orders.some((order) => STATUS_RANK[order.status]! >= STATUS_RANK.submitted!)) await moveVisitAutomatically(tx, visitId, 'Dx Ordered', LAB_ACTOR, 'lab results');
  if (orders.every((order) => order.status === 'completed')) await moveVisitAutomatically(tx, visitId, 'Results Ready', LAB_ACTOR, 'lab results');
}

/** Applies the lab's statuses of our orders; answers how many changed. */
export async function applyOrderStatuses(tx: Sql, clinicId: string, orders: LabPartnerOrder[]): Promise<number> {
  let changed = 0;
  for (const order of orders) {
    const [previous] = await tx.query<{ status: string }>(`SELECT status FROM main.lab_orders WHERE clinic_id = $1 AND partner_order_id = $2 FOR UPDATE`, [clinicId, order.partner_order_id]);
    const [row] = await tx.query<{ id: string; visit_id: string; status: string; organization_id: string }>(
      `UPDATE main.lab_orders SET status = $3, links = CASE WHEN jsonb_array_length($4::jsonb) > 0 THEN $4::jsonb ELSE links END, updated_at = clock_timestamp()
        WHERE clinic_id = $1 AND partner_order_id = $2 AND status <> $3 AND status <> 'cancelled'
        RETURNING id, visit_id, status, organization_id`,
      [clinicId, order.partner_order_id, order.status, JSON.stringify(order.links ?? [])],
    );
    if (!row) continue;
    changed += 1;
    await recordAudit(
      tx,
      { clinicId, organizationId: row.organization_id, userId: LAB_ACTOR.userId },
      { action: 'lab_order.status_changed', targetType: 'lab_order', targetId: row.id, detail: { visit_id: row.visit_id, before: { status: previous?.status ?? null }, after: { status: order.status }, fields: ['status'] } },
    );
    await advanceVisit(tx, row.visit_id);
  }
  return changed;
}

/** Upserts the lab's results; answers how many were new and how many replaced by a newer version. */
export async function ingestResults(
  tx: Sql,
  clinic: { clinic_id: string; organization_id: string; provider: string; provider_name: string },
  results: LabPartnerResult[],
): Promise<{ created: number; updated: number }> {
  let created = 0;
  let updated = 0;
  for (const result of results) {
    const [order] =
      result.client_order_id && isUuid(result.client_order_id)
        ? await tx.query<{ id: string; visit_id: string; pet_id: string }>(`SELECT id, visit_id, pet_id FROM main.lab_orders WHERE id = $1 AND clinic_id = $2`, [
            result.client_order_id,
            clinic.clinic_id,
          ])
        : [];
    const values = [
      clinic.organization_id,
      clinic.clinic_id,
      clinic.provider,
      clinic.provider_name,
      result.partner_result_id,
      result.partner_order_id,
      result.client_order_id,
      result.identifier ?? '',
      result.status,
      order?.visit_id ?? null,
      order?.pet_id ?? null,
      order?.id ?? null,
      JSON.stringify(result.patient),
      result.test_date,
      result.final_result_date,
      JSON.stringify(result.tests ?? []),
      result.report_available,
      result.updated_at,
    ];
    const [inserted] = await tx.query<{ id: string; visit_id: string | null }>(
      `INSERT INTO main.lab_results (organization_id, clinic_id, provider, provider_name, partner_result_id, partner_order_id, client_order_id, identifier, status,
         visit_id, pet_id, lab_order_id, patient, test_date, final_result_date, tests, report_available, partner_updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13::jsonb, $14::date, $15::date, $16::jsonb, $17, $18::timestamptz)
       ON CONFLICT (clinic_id, provider, partner_result_id) DO NOTHING RETURNING id, visit_id`,
      values,
    );
    if (inserted) {
      created += 1;
      await tx.query(
        `INSERT INTO main.lab_result_history (lab_result_id, action, description, visit_id, actor_id, actor_name) VALUES ($1, 'received', $2, $3, $4, $5)`,
        [
          inserted.id,
          inserted.visit_id ? `Received from ${clinic.provider_name} for the order.` : `Received from ${clinic.provider_name} without an order (orphaned result).`,
          inserted.visit_id,
          LAB_ACTOR.userId,
          LAB_ACTOR.name,
        ],
      );
      continue;
    }
    // Known already: replaced only by a newer version; where it is assigned stays as it is.
    const [replaced] = await tx.query<{ id: string }>(
      `UPDATE main.lab_results SET identifier = $4, status = $5, patient = $6::jsonb, test_date = $7::date, final_result_date = $8::date, tests = $9::jsonb,
         report_available = $10, partner_updated_at = $11::timestamptz, partner_order_id = COALESCE($12, partner_order_id), updated_at = clock_timestamp()
       WHERE clinic_id = $1 AND provider = $2 AND partner_result_id = $3 AND partner_updated_at < $11::timestamptz RETURNING id`,
      [
        clinic.clinic_id,
        clinic.provider,
        result.partner_result_id,
        result.identifier ?? '',
        result.status,
        JSON.stringify(result.patient),
        result.test_date,
        result.final_result_date,
        JSON.stringify(result.tests ?? []),
        result.report_available,
        result.updated_at,
        result.partner_order_id,
      ],
    );
    if (replaced) updated += 1;
  }
  return { created, updated };
}

export interface ClinicPoll {
  clinic_id: string;
  /** False when another poller held the clinic's cursor: nothing was read. */
  polled: boolean;
  created: number;
  updated: number;
  orders_changed: number;
}

/**
 * One poll of one clinic: claims its cursor (a lease), reads the lab outside any transaction,
 * writes what came in one transaction with the new cursor, and releases the lease. Lab errors are
 * thrown after the lease is released.
 */
export async function pollClinic(db: Database, labLink: LabLink, clinic: { clinic_id: string; organization_id: string; provider: string; provider_name: string }): Promise<ClinicPoll> {
  const owner = randomUUID();
  await db.query(`INSERT INTO main.lab_poll_cursors (clinic_id, provider) VALUES ($1, $2) ON CONFLICT (clinic_id) DO NOTHING`, [clinic.clinic_id, clinic.provider]);
  const [claimed] = await db.query<{ since: string | null; provider: string }>(
    `UPDATE main.lab_poll_cursors SET lease_owner = $2, lease_until = clock_timestamp() + make_interval(secs => $3)
      WHERE clinic_id = $1 AND (lease_until IS NULL OR lease_until < clock_timestamp()) RETURNING since, provider`,
    [clinic.clinic_id, owner, LEASE_SECONDS],
  );
  if (!claimed) return { clinic_id: clinic.clinic_id, polled: false, created: 0, updated: 0, orders_changed: 0 };
  try {
    // A clinic that changed lab starts over with the new lab's results.
    const since = claimed.provider === clinic.provider ? claimed.since : null;
    const open = await db.query<{ partner_order_id: string }>(
      `SELECT partner_order_id FROM main.lab_orders WHERE clinic_id = $1 AND provider = $2 AND partner_order_id IS NOT NULL AND status IN ('pending', 'submitted', 'in_progress')`,
      [clinic.clinic_id, clinic.provider],
    );
    const page = await labLink.resultsSince(clinic.clinic_id, since);
    const orders = open.length ? await labLink.orders(clinic.clinic_id, open.map((row) => row.partner_order_id)) : [];
    return await db.transaction(async (tx) => {
      const counts = await ingestResults(tx, clinic, page.results);
      const ordersChanged = await applyOrderStatuses(tx, clinic.clinic_id, orders);
      // Results of our orders may have arrived with no order status change: the visit can move on too.
      const visits = await tx.query<{ visit_id: string }>(
        `SELECT DISTINCT visit_id FROM main.lab_results WHERE clinic_id = $1 AND partner_result_id = ANY($2::text[]) AND visit_id IS NOT NULL AND lab_order_id IS NOT NULL`,
        [clinic.clinic_id, page.results.map((result) => result.partner_result_id)],
      );
      for (const visit of visits) await advanceVisit(tx, visit.visit_id);
      await tx.query(
        `UPDATE main.lab_poll_cursors SET since = $3, provider = $4, polled_at = clock_timestamp(), updated_at = clock_timestamp(), lease_owner = NULL, lease_until = NULL
          WHERE clinic_id = $1 AND lease_owner = $2`,
        [clinic.clinic_id, owner, page.next_since, clinic.provider],
      );
      return { clinic_id: clinic.clinic_id, polled: true, ...counts, orders_changed: ordersChanged };
    });
  } finally {
    await db.query(`UPDATE main.lab_poll_cursors SET lease_owner = NULL, lease_until = NULL WHERE clinic_id = $1 AND lease_owner = $2`, [clinic.clinic_id, owner]);
  }
}

export interface LabPollResult {
  clinics: ClinicPoll[];
}

/** One pass over every clinic with an active lab; one clinic's failure does not stop the others. */
export async function pollLabResults(db: Database, labLink: LabLink): Promise<LabPollResult> {
  const clinics = await labLink.connectedClinics();
  const result: LabPollResult = { clinics: [] };
  for (const clinic of clinics) {
    try {
      result.clinics.push(await pollClinic(db, labLink, clinic));
    } catch (error) {
      console.error(`[lab] clinic ${clinic.clinic_code}:`, error instanceof Error ? error.message : error);
    }
  }
  return result;
}

export type LabResultPoller = PeriodicTask<LabPollResult>;

/**
 * Polls every intervalMs (default 15 s), first tick at start; overlapping ticks are skipped, failures
 * logged. `shared`: the copies of the service on this database take turns (one poll per interval).
 */
export function startLabResultPoller(db: Database, labLink: LabLink, options: { intervalMs?: number; shared?: boolean } = {}): LabResultPoller {
  return startPeriodicTask('[lab] poll', () => pollLabResults(db, labLink), options.intervalMs ?? 15_000, {
    shared: options.shared ? { db, name: 'main.lab-result-poll' } : undefined,
  });
}
