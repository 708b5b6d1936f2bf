// The shared limiter on the real database: windows, growing pauses, refunds, and that a burst of
// concurrent hits never gets more than the limit (on PostgreSQL they really run at once).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './database.ts';
import { consume, consumeAll, limitKey, purgeExpiredLimits, refund, resetLimits, takeLimits, type LimitPolicy } from './rate-limit.ts';
import { createTestDatabase } from './testing.ts';
import { migrateRateLimits } from './rate-limit.ts';

let db: Database;
beforeAll(async () => {
  db = await createTestDatabase();
  await migrateRateLimits(db);
});
afterAll(async () => db.close());

const endWindowAndPause = (key: string) =>
  db.query(`UPDATE limits.counters SET window_ends_at = now() - interval '1 second', blocked_until = NULL WHERE key = $1`, [key]);
const endPause = (key: string) => db.query(`UPDATE limits.counters SET blocked_until = now() - interval '1 second' WHERE key = $1`, [key]);

describe('rate limits', () => {
  it('allows `points` hits in a window, refuses the next until the window ends', async () => {
    const check = { key: limitKey('test-window', 'a@b.test'), policy: { points: 3, windowSeconds: 600 } };
    for (let i = 0; i < 3; i += 1) expect((await consume(db, check)).allowed).toBe(true);
    const refused = await consume(db, check);
    expect(refused).toEqual({ allowed: false, key: check.key, retryAfterSeconds: expect.any(Number) });
    expect(refused.allowed === false && refused.retryAfterSeconds).toBeGreaterThan(590);
    await endWindowAndPause(check.key);
    expect((await consume(db, check)).allowed).toBe(true);
  });

  it('pauses at `points` hits, then allows one hit per pause with the pause doubling up to its maximum', async () => {
    const policy: LimitPolicy = { points: 2, windowSeconds: 3600, blockSeconds: 60, growth: 2, maxBlockSeconds: 200 };
    const check = { key: limitKey('test-pause', 'x'), policy };
    expect(await consume(db, check)).toMatchObject({ allowed: true, pausedForSeconds: 0 });
    expect(await consume(db, check)).toMatchObject({ allowed: true, pausedForSeconds: 60 });
    expect((await consume(db, check)).allowed).toBe(false);
    await endPause(check.key);
    expect(await consume(db, check)).toMatchObject({ allowed: true, pausedForSeconds: 120 });
    await endPause(check.key);
    expect(await consume(db, check)).toMatchObject({ allowed: true, pausedForSeconds: 200 });
    await resetLimits(db, check.key);
    expect(await consume(db, check)).toMatchObject({ allowed: true, pausedForSeconds: 0 });
  });

  it('gives hits back, and forgets every key under a prefix', async () => {
    const check = { key: limitKey('test-refund', 'p', 'q'), policy: { points: 1, windowSeconds: 600 } };
    expect((await consume(db, check)).allowed).toBe(true);
    expect((await consume(db, check)).allowed).toBe(false);
    await refund(db, check.key);
    expect((await consume(db, check)).allowed).toBe(true);
    const other = { key: limitKey('test-refund', 'p', 'r'), policy: check.policy };
    await consume(db, other);
    await resetLimits(db, limitKey('test-refund', 'p'), { prefix: true });
    expect((await consume(db, check)).allowed).toBe(true);
    expect((await consume(db, other)).allowed).toBe(true);
  });

  it('takes back the hits of a request when one of its limits refuses', async () => {
    const roomy = { key: limitKey('test-all', 'roomy'), policy: { points: 10, windowSeconds: 600 } };
    const tight = { key: limitKey('test-all', 'tight'), policy: { points: 1, windowSeconds: 600 } };
    expect((await takeLimits(db, [roomy, tight])).refused).toBeNull();
    const second = await takeLimits(db, [roomy, tight]);
    expect(second.refused?.check.key).toBe(tight.key);
    const [row] = await db.query<{ hits: number }>(`SELECT hits FROM limits.counters WHERE key = $1`, [roomy.key]);
    expect(row!.hits).toBe(1);
    await expect(db.transaction((tx) => consumeAll(tx, [tight]))).rejects.toThrow(/refused/);
  });

  it('never lets a burst of concurrent hits past the limit', async () => {
    for (const policy of [
      { points: 5, windowSeconds: 600 },
      { points: 5, windowSeconds: 600, blockSeconds: 60 },
    ] satisfies LimitPolicy[]) {
      const check = { key: limitKey('test-burst', JSON.stringify(policy)), policy };
      const results = await Promise.all(Array.from({ length: 30 }, () => takeLimits(db, [check])));
      expect(results.filter((result) => result.refused === null)).toHaveLength(5);
    }
  });

  it('purges rows whose window and pause are over, and only those', async () => {
    const over = { key: limitKey('test-purge', 'over'), policy: { points: 1, windowSeconds: 600 } };
    const paused = { key: limitKey('test-purge', 'paused'), policy: { points: 1, windowSeconds: 600, blockSeconds: 600 } };
    await consume(db, over);
    await consume(db, paused);
    await db.query(`UPDATE limits.counters SET window_ends_at = now() - interval '1 second' WHERE key IN ($1, $2)`, [over.key, paused.key]);
    await purgeExpiredLimits(db);
    const keys = (await db.query<{ key: string }>(`SELECT key FROM limits.counters WHERE key LIKE 'test-purge:%'`)).map((row) => row.key);
    expect(keys).toEqual([paused.key]);
  });
});
