// A table of work done in the background by whichever process gets to it first: the job queue
// (jobs.ts) and the mail outbox (mailer.ts). Each row carries its attempts, when it is next due,
// when it was done and when it was given up. A batch is claimed in one statement (FOR UPDATE SKIP
// LOCKED, then a lease: its due time moves claimSeconds ahead), so several processes can work one
// table without doing a row twice, and a process that dies mid-work leaves its lease to expire
// for another to retry. The work itself runs outside any transaction (PGlite has one connection,
// which a transaction would hold). A failure is recorded and retried after doubling waits, and
// given up after maxAttempts.
import type { Database } from './database.ts';

export interface LeasedTable {
  /** Schema-qualified table: id bigint, attempts int, last_error text, failed_at timestamptz, and the two columns below. */
  table: string;
  /** When the row is next due (the lease moves it ahead while a process works on it). */
  dueColumn: string;
  /** Set when the work is done. */
  doneColumn: string;
  /** What a claimed row returns (its id, as text, and attempts included). */
  returning: string;
  /** Only these rows (a condition on the table and its parameters, numbered from $2). */
  only?: { condition: string; params: unknown[] };
}

export interface LeasedQueueOptions<Row extends { id: string; attempts: number }> {
  /** In log lines: '[jobs]', '[mail]'. */
  logName: string;
  table: LeasedTable;
  /** Does the work of one row; a throw records a failure. */
  work: (row: Row) => Promise<void>;
  /** What is cleared once the row's work is done (the SET list after doneColumn = now()), e.g. a payload. */
  clearOnDone?: string;
  /** The words of the failure log line: 'send to a@b.c'. */
  describe: (row: Row) => string;
  pollMs: number;
  maxAttempts: number;
  retryBaseSeconds: number;
  claimSeconds: number;
}

export interface LeasedQueueWorker {
  /** Works every row due now; resolves with how many were done when none is left. */
  runDue(): Promise<number>;
  /** Looks for work after delayMs (default: the next turn of the event loop) instead of at the next poll. */
  wake(delayMs?: number): void;
  stop(): Promise<void>;
}

const BATCH = 20;

export function startLeasedQueueWorker<Row extends { id: string; attempts: number }>(db: Database, options: LeasedQueueOptions<Row>): LeasedQueueWorker {
  const { table, dueColumn, doneColumn, returning, only } = options.table;
  let running: Promise<number> | null = null;
  let again = false;
  let stopped = false;

  const claim = () =>
    db.query<Row>(
      `UPDATE ${table} SET attempts = attempts + 1, ${dueColumn} = now() + make_interval(secs => $1::int)
        WHERE id IN (SELECT id FROM ${table}
                      WHERE ${doneColumn} IS NULL AND failed_at IS NULL AND ${dueColumn} <= now() ${only ? `AND ${only.condition}` : ''}
                      ORDER BY id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
        RETURNING ${returning}`,
      [options.claimSeconds, ...(only?.params ?? [])],
    );

  const runBatches = async (): Promise<number> => {
    let done = 0;
    for (;;) {
      const batch = await claim();
      if (!batch.length) return done;
      for (const row of batch.sort((a, b) => Number(a.id) - Number(b.id))) {
        try {
          await options.work(row);
          await db.query(`UPDATE ${table} SET ${doneColumn} = now(), last_error = NULL${options.clearOnDone ? `, ${options.clearOnDone}` : ''} WHERE id = $1`, [row.id]);
          done += 1;
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          await db.query(
            `UPDATE ${table}
                SET last_error = $2,
                    failed_at = CASE WHEN attempts >= $3::int THEN now() END,
                    ${dueColumn} = now() + make_interval(secs => $4::float8 * power(2, attempts - 1))
              WHERE id = $1`,
            [row.id, message.slice(0, 500), options.maxAttempts, options.retryBaseSeconds],
          );
          console.error(`${options.logName} ${options.describe(row)} failed (attempt ${row.attempts}):`, message);
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
    runDue().catch((error) => console.error(`${options.logName} worker:`, error));
  };
  const timer = setInterval(tick, options.pollMs);
  timer.unref();

  return {
    runDue,
    wake: (delayMs = 0) => void setTimeout(tick, delayMs),
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}
