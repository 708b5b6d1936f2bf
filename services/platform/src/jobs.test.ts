// The background job queue on the real database: queued with the request's transaction, run
// once, retried after a failure, and never run twice by runners sharing the queue.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './database.ts';
import { enqueueJob, migrateJobs, startJobRunner } from './jobs.ts';
import { createTestDatabase } from './testing.ts';

let db: Database;
beforeAll(async () => {
  db = await createTestDatabase();
  await migrateJobs(db);
});
afterAll(async () => db.close());

describe('jobs', () => {
  it('runs a committed job once, forgets its payload, and never one whose transaction rolled back', async () => {
    const seen: unknown[] = [];
    const runner = startJobRunner(db, { 'test.echo': async (payload) => void seen.push(payload) }, { pollMs: 60_000 });
    try {
      await enqueueJob(db, 'test.echo', { n: 1 });
      await expect(
        db.transaction(async (tx) => {
          await enqueueJob(tx, 'test.echo', { n: 2 });
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
      expect(await runner.runDue()).toBe(1);
      expect(await runner.runDue()).toBe(0);
      expect(seen).toEqual([{ n: 1 }]);
      const [row] = await db.query<{ payload: unknown; done: boolean }>(`SELECT payload, done_at IS NOT NULL AS done FROM jobs.queue WHERE kind = 'test.echo'`);
      expect(row).toEqual({ payload: {}, done: true });
    } finally {
      await runner.stop();
    }
  });

  it('retries a failed job after a wait', async () => {
    let calls = 0;
    const flaky = async () => {
      calls += 1;
      if (calls === 1) throw new Error('not yet');
    };
    const runner = startJobRunner(db, { 'test.flaky': flaky }, { pollMs: 60_000, retryBaseSeconds: 60 });
    try {
      await enqueueJob(db, 'test.flaky', {});
      expect(await runner.runDue()).toBe(0);
      expect(await runner.runDue()).toBe(0);
      await db.query(`UPDATE jobs.queue SET run_after = now() WHERE kind = 'test.flaky'`);
      expect(await runner.runDue()).toBe(1);
      const [row] = await db.query<{ attempts: number; last_error: string | null }>(`SELECT attempts, last_error FROM jobs.queue WHERE kind = 'test.flaky'`);
      expect(row).toEqual({ attempts: 2, last_error: null });
    } finally {
      await runner.stop();
    }
  });

  it('runs each job once when several runners share the queue', async () => {
    const ran: number[] = [];
    const handlers = { 'test.count': async (payload: { n: number }) => void ran.push(payload.n) };
    const runners = [1, 2, 3].map(() => startJobRunner(db, handlers, { pollMs: 60_000 }));
    try {
      for (let n = 0; n < 30; n += 1) await db.query(`INSERT INTO jobs.queue (kind, payload) VALUES ('test.count', $1::jsonb)`, [JSON.stringify({ n })]);
      await Promise.all(runners.map((runner) => runner.runDue()));
      expect(ran.sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, n) => n));
    } finally {
      await Promise.all(runners.map((runner) => runner.stop()));
    }
  });
});
