// Rate limits kept in PostgreSQL (the `limits` schema), so every process and replica shares them:
// sign-in failures per account and address, e-mails per recipient, sender and address, wrong
// security answers per account. A hit is counted by one atomic upsert that also decides whether
// it is allowed, so a burst of concurrent requests can never get more hits than the limit.
// (rate-limiter-flexible's PostgreSQL store would need a pg client, which PGlite is not.)
import { createHash } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database, Sql } from './database.ts';
import { HttpError } from './http.ts';
import { migrate } from './migrations.ts';

export interface LimitPolicy {
  /** Hits allowed in one window. */
  points: number;
  /** How long a window lasts; it starts with the first hit and a new one starts after it ends. */
  windowSeconds: number;
  /**
   * Without it, the hit after `points` is refused until the window ends. With it, the hit that
   * reaches `points` pauses the key for blockSeconds; after a pause one more hit is allowed, and
   * it pauses the key again, `growth` times longer each time (at most maxBlockSeconds).
   */
  blockSeconds?: number;
  growth?: number;
  maxBlockSeconds?: number;
}

export interface LimitCheck {
  key: string;
  policy: LimitPolicy;
  /** What a refused person is told, given the seconds until they may try again. */
  message?: (retryAfterSeconds: number) => string;
}

export type LimitResult =
  | { allowed: true; key: string; /** Seconds of the pause this hit started, 0 when none. */ pausedForSeconds: number }
  | { allowed: false; key: string; retryAfterSeconds: number };

/** A refused hit: the request is turned away; thrown inside a transaction, it undoes that request's other hits. */
export class LimitRefused extends Error {
  constructor(
    readonly check: LimitCheck,
    readonly retryAfterSeconds: number,
  ) {
    super(`rate limit ${check.key} refused for ${retryAfterSeconds}s`);
  }

  /** 429 with Retry-After and the check's message. */
  toHttpError(fallback = 'Too many requests. Please try again later.'): HttpError {
    return tooManyRequests(this.check.message?.(this.retryAfterSeconds) ?? fallback, this.retryAfterSeconds);
  }
}

/** Runs fn; a LimitRefused it throws becomes the 429 answer. */
export async function answeringRefusals<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (error instanceof LimitRefused) throw error.toHttpError();
    throw error;
  }
}

export async function migrateRateLimits(db: Database): Promise<void> {
  await migrate(db, 'limits', path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'migrations', 'limits'));
}

/**
 * A key: the kind of limit, then each part hashed, so e-mail and network addresses are not kept
 * in clear. The parts are kept apart by ':' and a prefix of parts names every key that starts
 * with them (resetLimits).
 */
export function limitKey(kind: string, ...parts: string[]): string {
  return [kind, ...parts.map((part) => createHash('sha256').update(part.trim().toLowerCase()).digest('hex').slice(0, 32))].join(':');
}

/**
 * Counts one hit of a key and says whether it is allowed, in one statement: the row is created
 * or updated only when the hit is allowed (the WHERE of ON CONFLICT), under the row's lock, so
 * concurrent hits are counted one after the other.
 */
export async function consume(sql: Sql, check: LimitCheck, cost = 1): Promise<LimitResult> {
  const { key, policy } = check;
  const block = policy.blockSeconds ?? 0;
  const [row] = await sql.query<{ paused_for: number | null }>(
    `INSERT INTO limits.counters AS c (key, hits, window_ends_at, blocked_until, blocks)
     VALUES ($1, $2::int, now() + make_interval(secs => $4::float8),
             CASE WHEN $2::int >= $3::int AND $5::float8 > 0 THEN now() + make_interval(secs => $5::float8) END,
             CASE WHEN $2::int >= $3::int AND $5::float8 > 0 THEN 1 ELSE 0 END)
     ON CONFLICT (key) DO UPDATE SET
       hits = CASE WHEN c.window_ends_at <= now() THEN $2::int ELSE c.hits + $2::int END,
       window_ends_at = CASE WHEN c.window_ends_at <= now() THEN now() + make_interval(secs => $4::float8) ELSE c.window_ends_at END,
       blocked_until = CASE
         WHEN c.window_ends_at <= now() THEN
           CASE WHEN $2::int >= $3::int AND $5::float8 > 0 THEN now() + make_interval(secs => $5::float8) END
         WHEN c.hits + $2::int >= $3::int AND $5::float8 > 0 THEN
           now() + make_interval(secs => least($7::float8, $5::float8 * power($6::float8, c.blocks)))
         ELSE c.blocked_until
       END,
       blocks = CASE
         WHEN c.window_ends_at <= now() THEN CASE WHEN $2::int >= $3::int AND $5::float8 > 0 THEN 1 ELSE 0 END
         WHEN c.hits + $2::int >= $3::int AND $5::float8 > 0 THEN c.blocks + 1
         ELSE c.blocks
       END
     WHERE (c.blocked_until IS NULL OR c.blocked_until <= now())
       AND (c.window_ends_at <= now() OR c.hits + $2::int <= $3::int OR ($5::float8 > 0 AND c.blocked_until IS NOT NULL))
     RETURNING ceil(extract(epoch FROM c.blocked_until - now()))::int AS paused_for`,
    [key, cost, policy.points, policy.windowSeconds, block, policy.growth ?? 2, policy.maxBlockSeconds ?? block],
  );
  if (row) return { allowed: true, key, pausedForSeconds: Math.max(0, row.paused_for ?? 0) };
  return { allowed: false, key, retryAfterSeconds: await secondsUntilAllowed(sql, key) };
}

async function secondsUntilAllowed(sql: Sql, key: string): Promise<number> {
  const [row] = await sql.query<{ seconds: number | null }>(
    `SELECT ceil(extract(epoch FROM
              CASE WHEN blocked_until > now() THEN blocked_until ELSE window_ends_at END - now()))::int AS seconds
       FROM limits.counters WHERE key = $1`,
    [key],
  );
  return Math.max(1, row?.seconds ?? 1);
}

/**
 * Counts one hit on every key (in a fixed order, so two requests never wait on each other in
 * a circle); the first refusal throws LimitRefused. Call it inside a transaction so that a
 * refusal also takes back the hits already counted for this request.
 */
export async function consumeAll(tx: Sql, checks: LimitCheck[]): Promise<Extract<LimitResult, { allowed: true }>[]> {
  const results: Extract<LimitResult, { allowed: true }>[] = [];
  for (const check of [...checks].sort((a, b) => a.key.localeCompare(b.key))) {
    const result = await consume(tx, check);
    if (!result.allowed) throw new LimitRefused(check, result.retryAfterSeconds);
    results.push(result);
  }
  return results;
}

/** consumeAll in its own transaction: every key's result, or the refusal (and no hit counted). */
export async function takeLimits(
  db: Database,
  checks: LimitCheck[],
): Promise<{ refused: null; results: Extract<LimitResult, { allowed: true }>[] } | { refused: LimitRefused }> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return { refused: null, results: await db.transaction((tx) => consumeAll(tx, checks)) };
    } catch (error) {
      if (error instanceof LimitRefused) return { refused: error };
      // PostgreSQL ends one of two transactions that wait on each other (40P01) and rolls it back
      // whole. consumeAll takes its keys in order, but other writes of the counters (a sign-in's
      // reset of its failures, the purge) take theirs in the table's order: with sign-ins at once
      // the victim is this transaction, which only counts hits, so it is run again.
      if ((error as { code?: unknown }).code === '40P01' && attempt < 3) continue;
      throw error;
    }
  }
}

/** Gives back hits that turned out not to count (a sign-in that succeeded). */
export async function refund(sql: Sql, key: string, cost = 1): Promise<void> {
  await sql.query(`UPDATE limits.counters SET hits = greatest(hits - $2::int, 0) WHERE key = $1`, [key, cost]);
}

/** Forgets a key, or with `prefix` every key that starts with it (limitKey with fewer parts). */
export async function resetLimits(sql: Sql, key: string, options: { prefix?: boolean } = {}): Promise<void> {
  if (options.prefix) await sql.query(`DELETE FROM limits.counters WHERE starts_with(key, $1 || ':')`, [key]);
  else await sql.query(`DELETE FROM limits.counters WHERE key = $1`, [key]);
}

/** Purges expired rows every `everyMs` in the background (purgeExpiredLimits). */
export function startLimitsPurge(db: Database, everyMs = 10 * 60 * 1000): { stop(): void } {
  const timer = setInterval(() => {
    purgeExpiredLimits(db).catch((error) => console.error('[limits] purge:', error));
  }, everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

/** Drops rows whose window and pause are both over (they would start afresh anyway). */
export async function purgeExpiredLimits(sql: Sql): Promise<number> {
  const rows = await sql.query(
    `DELETE FROM limits.counters WHERE window_ends_at <= now() AND (blocked_until IS NULL OR blocked_until <= now()) RETURNING 1`,
  );
  return rows.length;
}

/** 'N minutes' (at least one), or 'N hours' from two hours on. */
export function waitText(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes < 120) return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
  const hours = Math.ceil(minutes / 60);
  return `${hours} hours`;
}

/** The HTTP answer to a refused hit: 429 with Retry-After. */
export function tooManyRequests(message: string, retryAfterSeconds: number): HttpError {
  return new HttpError(429, message, [], { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
}
