// Work a request hands to the background, in PostgreSQL (the `jobs` schema) so that any process
// can do it and none of it is lost when one stops. A request only inserts the job (inside its
// own transaction, so a rolled-back request leaves none); a runner claims due jobs with
// FOR UPDATE SKIP LOCKED and a lease, runs their handler, and marks them done, retrying
// failures with doubling waits. Used where the work a request triggers must not show in its
// response time (forgot password and sign-up: whether the e-mail has an account).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { outsideTransaction, type Database, type Sql } from './database.ts';
import { migrate } from './migrations.ts';

export type JobHandlers = Record<string, (payload: any) => Promise<void>>;

export async function migrateJobs(db: Database): Promise<void> {
  await migrate(db, 'jobs', path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'migrations', 'jobs'));
}

// Runners in this process look for work as soon as a job is queued here (others poll).
const wakers = new Set<() => void>();

export async function enqueueJob(sql: Sql, kind: string, payload: unknown): Promise<void> {
  await sql.query(`INSERT INTO jobs.queue (kind, payload) VALUES ($1, $2::jsonb)`, [kind, JSON.stringify(payload)]);
  for (const wake of wakers) wake();
}

export interface JobRunner {
  /** Runs every job due now (those queued by requests that have committed); resolves when none is left. */
  runDue(): Promise<number>;
  stop(): Promise<void>;
}

export interface JobRunnerOptions {
  pollMs?: number;
  maxAttempts?: number;
  retryBaseSeconds?: number;
  claimSeconds?: number;
}

export function startJobRunner(db: Database, handlers: JobHandlers, options: JobRunnerOptions = {}): JobRunner {
  const pollMs = options.pollMs ?? 1000;
  const maxAttempts = options.maxAttempts ?? 5;
  const retryBaseSeconds = options.retryBaseSeconds ?? 10;
  const claimSeconds = options.claimSeconds ?? 300;
  const kinds = Object.keys(handlers);
  let running: Promise<number> | null = null;
  let again = false;
  let stopped = false;

  const claim = () =>
    db.query<{ id: string; kind: string; payload: unknown; attempts: number }>(
      `UPDATE jobs.queue SET attempts = attempts + 1, run_after = now() + make_interval(secs => $1::int)
        WHERE id IN (SELECT id FROM jobs.queue
                      WHERE done_at IS NULL AND failed_at IS NULL AND run_after <= now() AND kind = ANY($2::text[])
                      ORDER BY id LIMIT 20 FOR UPDATE SKIP LOCKED)
        RETURNING id::text, kind, payload, attempts`,
      [claimSeconds, kinds],
    );

  const runBatches = async (): Promise<number> => {
    let done = 0;
    for (;;) {
      const batch = await claim();
      if (!batch.length) return done;
      for (const job of batch.sort((a, b) => Number(a.id) - Number(b.id))) {
        try {
          await handlers[job.kind]!(job.payload);
          // Done: the payload (which may hold a password hash) is not kept.
          await db.query(`UPDATE jobs.queue SET done_at = now(), payload = '{}'::jsonb, last_error = NULL WHERE id = $1`, [job.id]);
          done += 1;
        } catch (error) {
          await db.query(
            `UPDATE jobs.queue
                SET last_error = $2,
                    failed_at = CASE WHEN attempts >= $3::int THEN now() END,
                    run_after = now() + make_interval(secs => $4::float8 * power(2, attempts - 1))
              WHERE id = $1`,
            [job.id, error instanceof Error ? error.message.slice(0, 500) : String(error), maxAttempts, retryBaseSeconds],
          );
          console.error(`[jobs] ${job.kind} failed (attempt ${job.attempts}):`, error instanceof Error ? error.message : error);
        }
      }
    }
  };

  const runDue = (): Promise<number> => {
    if (running) {
      // The run under way looks once more before it ends.
      again = true;
      return running;
    }
    running = (async () => {
      let total = 0;
      do {
        again = false;
        total += await runBatches();
      } while (again && !stopped);
      return total;
    })().finally(() => {
      running = null;
    });
    return running;
  };

  const tick = () => {
    if (stopped) return;
    runDue().catch((error) => console.error('[jobs] runner:', error));
  };
  // Woken by a queued job: after the queuing request has had its moment to commit.
  // Woken from inside a request: the work runs outside the request's transaction.
  const wake = () => outsideTransaction(() => setTimeout(tick, 5));
  wakers.add(wake);
  const timer = setInterval(tick, pollMs);
  timer.unref();

  return {
    runDue,
    async stop() {
      stopped = true;
      wakers.delete(wake);
      clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}
