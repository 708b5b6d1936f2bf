// A successful sign-in writes the limit counters in the order every attempt counts them (sorted by
// key), so a success and another attempt never wait on each other in a circle; on the real
// database, whose statements are only watched on their way.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Sql } from '@vetchart/platform/database';
import { migrateRateLimits } from '@vetchart/platform/rate-limit';
import { createTestDatabase, testConfig } from '@vetchart/platform/testing';
import { beginSignIn } from './throttle.ts';

let db: Database;
beforeAll(async () => {
  db = await createTestDatabase();
  await migrateRateLimits(db);
});
afterAll(async () => db.close());

/** The keys of limits.counters each statement names, in order, as the statements go to `sql`. */
function watched(sql: Sql, keys: string[]): Sql {
  return {
    ...sql,
    query: (text: string, params?: unknown[]) => {
      if (/limits\.counters/.test(text)) keys.push(String(params?.[0]).replace(/^sign-in-(\w+).*/, '$1'));
      return sql.query(text, params as never);
    },
  } as Sql;
}

describe('sign-in throttle', () => {
  it('gives back a success in the keys’ sorted order, the order consumeAll counts them in', async () => {
    const counted: string[] = [];
    const countingDb = { ...db, transaction: <T,>(fn: (tx: Sql) => Promise<T>) => db.transaction((tx) => fn(watched(tx, counted))) } as Database;
    const attempt = await beginSignIn(countingDb, testConfig(), 'owner@clinic.test', '203.0.113.9');
    if (!('succeeded' in attempt)) throw new Error('the attempt was refused');
    const written: string[] = [];
    await db.transaction((tx) => attempt.succeeded(watched(tx, written)));
    expect(counted).toEqual(['account', 'address', 'pair']);
    expect(written).toEqual(['account', 'address', 'pair']);
    // And it did its work: the pair's failures are forgotten, the others' hits given back.
    const rows = await db.query<{ key: string; hits: number }>(`SELECT key, hits FROM limits.counters WHERE key LIKE 'sign-in-%' ORDER BY key`);
    expect(rows.map((row) => [row.key.replace(/^sign-in-(\w+).*/, '$1'), Number(row.hits)])).toEqual([
      ['account', 0],
      ['address', 0],
    ]);
  });
});
