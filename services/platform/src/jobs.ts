// Work a request hands to the background, in PostgreSQL (the `jobs` schema) so that any process
// can do it and none of it is lost when one stops. A request only inserts the job (inside its
// own transaction, so a rolled-back request leaves none); a runner claims due jobs with a lease,
// runs their handler, and marks them done, retrying failures with doubling waits
// (leased-queue.ts). Used where the work a request triggers must not show in its
// response time (forgot password and sign-up: whether the e-mail has an account).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { outsideTransaction, type Database, type Sql } from './database.ts';
import { startLeasedQueueWorker } from './leased-queue.ts';
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
  const worker = startLeasedQueueWorker<{ id: string; kind: string; payload: unknown; attempts: number }>(db, {
    logName: '[jobs]',
    table: {
      table: 'jobs.queue',
      dueColumn: 'run_after',
      doneColumn: 'done_at',
      returning: 'id::text, kind, payload, attempts',
      only: { condition: 'kind = ANY($2::text[])', params: [Object.keys(handlers)] },
    },
    work: (job) => handlers[job.kind]!(job.payload),
    // Done: the payload (which may hold a password hash) is not kept.
    clearOnDone: "payload = '{}'::jsonb",
    describe: (job) => job.kind,
    pollMs: options.pollMs ?? 1000,
    maxAttempts: options.maxAttempts ?? 5,
    retryBaseSeconds: options.retryBaseSeconds ?? 10,
    claimSeconds: options.claimSeconds ?? 300,
  });
  // Woken by a queued job: after the queuing request has had its moment to commit.
  // Woken from inside a request: the work runs outside the request's transaction.
  const wake = () => outsideTransaction(() => worker.wake(5));
  wakers.add(wake);
  return {
    runDue: worker.runDue,
    async stop() {
      wakers.delete(wake);
      await worker.stop();
    },
  };
}
