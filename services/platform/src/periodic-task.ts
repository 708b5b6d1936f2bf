// Background work every process does on a timer (the lab result poller, the audit chain head
// export, the e-check-in scan): a first pass at start (unless told otherwise), then one every
// intervalMs; a pass still running when the next is due is not doubled, a failed pass is logged
// and the next one tries again, and stop() waits for the pass under way. The timer never keeps the
// process alive.
//
// With `shared`, the processes that share the database (copies of one service, any number of
// machines) take turns: a timer's pass first claims the interval in `jobs.periodic_passes`, and
// only the process whose claim succeeds runs it, so the work is done once per interval whatever the
// number of copies (a partner is not asked twice as often, a file not written by each of them).
// A copy that dies leaves the next interval to another one. tick() (tests) runs without a claim.
import type { Database } from './database.ts';

export interface PeriodicTask<Result> {
  /** One pass now (tests, and the first pass at start); joins the pass under way, if any. */
  tick(): Promise<Result>;
  stop(): Promise<void>;
}

export interface PeriodicTaskOptions {
  /** Take turns with every process on this database, under this pass's name (the jobs schema migrated). */
  shared?: { db: Database; name: string };
  /** A first pass at start (default true); false waits a whole interval. */
  passAtStart?: boolean;
}

/**
 * Claims the pass due now for every process on the database: true for one of them. The claim lasts
 * nine tenths of the interval, so the claiming process's own next timer (a little late or early)
 * finds it over, and another copy's timer takes the pass when that one is gone.
 */
export async function claimPeriodicPass(db: Database, name: string, intervalMs: number): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO jobs.periodic_passes (name, next_at) VALUES ($1, now() + make_interval(secs => $2::float8))
     ON CONFLICT (name) DO UPDATE SET next_at = EXCLUDED.next_at WHERE jobs.periodic_passes.next_at <= now()
     RETURNING name`,
    [name, (intervalMs * 0.9) / 1000],
  );
  return rows.length > 0;
}

export function startPeriodicTask<Result>(logName: string, pass: () => Promise<Result>, intervalMs: number, options: PeriodicTaskOptions = {}): PeriodicTask<Result> {
  let running: Promise<Result> | null = null;
  let stopped = false;
  const tick = (): Promise<Result> => {
    running ??= pass().finally(() => {
      running = null;
    });
    return running;
  };
  const shared = options.shared;
  const claimedPass = async () => {
    if (shared && !(await claimPeriodicPass(shared.db, shared.name, intervalMs))) return;
    if (!stopped) await tick();
  };
  let claiming: Promise<void> | null = null;
  const safeTick = () => {
    if (stopped || running || claiming) return;
    claiming = claimedPass()
      .catch((error) => console.error(`${logName}:`, error instanceof Error ? error.message : error))
      .finally(() => {
        claiming = null;
      });
  };
  const timer = setInterval(safeTick, intervalMs);
  timer.unref();
  if (options.passAtStart ?? true) queueMicrotask(safeTick);
  return {
    tick,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await claiming;
      await running?.catch(() => undefined);
    },
  };
}
