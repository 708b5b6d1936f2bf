// Background passes shared by the copies of a service: each interval is claimed by one process in
// jobs.periodic_passes, so two copies with the same timer do the work once per interval between
// them. Two tasks on one database stand for two copies (each process claims through the database
// alone; tests/reliability/two-copies.test.ts runs real copies).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './database.ts';
import { migrateJobs } from './jobs.ts';
import { claimPeriodicPass, startPeriodicTask } from './periodic-task.ts';
import { createTestDatabase } from './testing.ts';

let db: Database;
beforeAll(async () => {
  db = await createTestDatabase();
  await migrateJobs(db);
});
afterAll(async () => db.close());

describe('periodic passes shared by copies', () => {
  it('gives an interval to one claimant, and the next interval once it is due', async () => {
    expect(await claimPeriodicPass(db, 'test.claim', 60_000)).toBe(true);
    expect(await claimPeriodicPass(db, 'test.claim', 60_000)).toBe(false);
    expect(await claimPeriodicPass(db, 'test.other', 60_000)).toBe(true);
    await db.query(`UPDATE jobs.periodic_passes SET next_at = now() - interval '1 second' WHERE name = 'test.claim'`);
    expect(await claimPeriodicPass(db, 'test.claim', 60_000)).toBe(true);
    expect(await claimPeriodicPass(db, 'test.claim', 60_000)).toBe(false);
  });

  it('runs one pass per interval between two copies, where unshared copies would run one each', async () => {
    const passes = { shared: 0, alone: 0 };
    const intervalMs = 300;
    const tasks = [
      startPeriodicTask('shared 1', async () => void (passes.shared += 1), intervalMs, { shared: { db, name: 'test.shared' } }),
      startPeriodicTask('shared 2', async () => void (passes.shared += 1), intervalMs, { shared: { db, name: 'test.shared' } }),
      startPeriodicTask('alone 1', async () => void (passes.alone += 1), intervalMs),
      startPeriodicTask('alone 2', async () => void (passes.alone += 1), intervalMs),
    ];
    await new Promise((resolve) => setTimeout(resolve, 1_600));
    await Promise.all(tasks.map((task) => task.stop()));
    // About six intervals (the first pass at start included): each unshared copy ran about six
    // passes, the two shared copies about six between them (a late timer may add one).
    expect(passes.alone).toBeGreaterThanOrEqual(8);
    expect(passes.shared).toBeGreaterThanOrEqual(3);
    expect(passes.shared).toBeLessThanOrEqual(Math.ceil(passes.alone / 2) + 1);
  });

  it('lets tick() run a pass without a claim (tests, a forced pass)', async () => {
    let runs = 0;
    const task = startPeriodicTask('forced', async () => void (runs += 1), 3_600_000, { shared: { db, name: 'test.forced' } });
    try {
      await new Promise((resolve) => setTimeout(resolve, 100));
      await task.tick();
      await task.tick();
      expect(runs).toBe(3);
    } finally {
      await task.stop();
    }
  });
});
