// Background tasks a person can follow (a note written back to the practice system, a reminder
// e-mail), on pg-boss: a maintained PostgreSQL job queue, rather than more of our own queue code
// (jobs.ts and leased-queue.ts predate it; docs/write-back.md says why both exist).
//
// pg-boss keeps its jobs in the `pgboss` schema of the product's one database, on either engine:
// it is handed our Database (its `executeSql` adapter), so PGlite works as PostgreSQL does. A task
// is queued inside the caller's transaction (`send(tx, …)`), so a request that rolls back queues
// nothing and one that commits cannot lose its task. Retries with doubling waits, expiry of a
// task whose process died (it runs again elsewhere) and archiving are pg-boss's.
import PgBoss from 'pg-boss';
import type { Database, Sql } from './database.ts';

export interface TaskAttempt {
  /** pg-boss's job id. */
  id: string;
  /** 0 on the first run; a task is run at most retryLimit + 1 times. */
  retryCount: number;
  retryLimit: number;
  /** True on the run after which pg-boss gives up if it throws. */
  last: boolean;
}

export interface TaskDefinition<Data = any> {
  name: string;
  /** Throwing runs the task again later (retryDelaySeconds, doubling), up to retryLimit times. */
  run(data: Data, attempt: TaskAttempt): Promise<void>;
  retryLimit: number;
  retryDelaySeconds: number;
  /** A run still active after this long (its process stopped) is failed and retried. */
  expireInSeconds: number;
}

export interface TaskQueueOptions {
  /** Run the tasks in this process (a service's replicas all do); false only queues them. */
  work?: boolean;
  pollingIntervalSeconds?: number;
  /** How often expired runs are failed (so retried) and finished jobs archived. */
  maintenanceIntervalSeconds?: number;
  /** Recurring tasks: a cron expression (UTC) per task name; pg-boss runs each once per tick across processes. */
  schedules?: Record<string, string>;
}

export interface TaskQueue {
  /** Queues a task in the caller's transaction (or on its own when sql is the database). */
  send(sql: Sql, name: string, data: object, options?: { startAfterSeconds?: number }): Promise<string>;
  /** Stops taking tasks and waits (10 s at most) for those under way; abrupt: leaves them as a killed process would. */
  stop(options?: { abrupt?: boolean }): Promise<void>;
}

/**
 * pg-boss's view of our database: parameterised queries join the caller's transaction; scripts run
 * as scripts. Once the queue has stopped it touches the database no more: a task still running when
 * stop gave up on it (pg-boss has failed it, so it runs again elsewhere) may end after the database
 * closed, and pg-boss's note of its end is then dropped rather than sent to a closed pool.
 */
function bossDb(db: Database, sql: Sql = db, stopped: () => boolean = () => false) {
  return {
    async executeSql(text: string, values?: unknown[]) {
      // As pg-boss's own connection answers once closed: no result, which it reads as nothing done.
      if (stopped()) return undefined;
      if (values?.length || sql !== db) return { rows: await sql.query(text, values) };
      return { rows: await db.execRows(text) };
    },
  };
}

export async function startTaskQueue(db: Database, definitions: TaskDefinition[], options: TaskQueueOptions = {}): Promise<TaskQueue> {
  let stopped = false;
  const boss = new PgBoss({
    db: bossDb(db, db, () => stopped),
    schedule: Boolean(options.schedules && Object.keys(options.schedules).length),
    supervise: options.work !== false,
    maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? 60,
    // Finished jobs are not kept: the product's own tables hold each task's outcome.
    archiveCompletedAfterSeconds: 60 * 60,
    deleteAfterDays: 7,
  } as PgBoss.ConstructorOptions);
  boss.on('error', (error) => console.error(`[tasks] ${error.message}`));
  // Installs or upgrades its schema under its own advisory lock (several processes may start at once).
  await boss.start();
  for (const definition of definitions) {
    const queue = { name: definition.name, retryLimit: definition.retryLimit, retryDelay: definition.retryDelaySeconds, retryBackoff: true, expireInSeconds: definition.expireInSeconds };
    if (await boss.getQueue(definition.name)) await boss.updateQueue(definition.name, queue);
    else await boss.createQueue(definition.name, queue);
  }
  if (options.work !== false) {
    for (const definition of definitions) {
      await boss.work(definition.name, { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2, includeMetadata: true, batchSize: 1 }, async ([job]) => {
        if (!job) return;
        await definition.run(job.data, { id: job.id, retryCount: job.retryCount, retryLimit: job.retryLimit, last: job.retryCount >= job.retryLimit });
      });
    }
    for (const [name, cron] of Object.entries(options.schedules ?? {})) await boss.schedule(name, cron, {}, { tz: 'UTC' });
  }
  return {
    async send(sql, name, data, sendOptions = {}) {
      const id = await boss.send(name, data, {
        db: bossDb(db, sql),
        ...(sendOptions.startAfterSeconds ? { startAfter: sendOptions.startAfterSeconds } : {}),
      } as PgBoss.SendOptions);
      if (!id) throw new Error(`The task queue refused a ${name} task`);
      return id;
    },
    async stop(stopOptions = {}) {
      // Abrupt: as a killed process, nothing more is written (its running tasks stay active until they expire).
      if (stopOptions.abrupt) stopped = true;
      await boss.stop(stopOptions.abrupt ? { graceful: false, wait: false } : { graceful: true, wait: true, timeout: 10_000 });
      stopped = true;
    },
  };
}
