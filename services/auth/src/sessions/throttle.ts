// Per-account sign-in throttling: config.loginMaxFailures wrong passwords within
// config.loginThrottleWindowSeconds lock the account until that window ends. Counting per
// account (not per address) is what stops password guessing from many machines.
import type { Sql } from '@vetchart/platform/database';
import { HttpError } from '@vetchart/platform/http';
import type { ProductConfig } from '@vetchart/platform/config';

/** Seconds the account stays locked, or 0 when it may try. */
export async function lockedForSeconds(sql: Sql, userId: string): Promise<number> {
  const [row] = await sql.query<{ seconds: number | null }>(
    `SELECT ceil(extract(epoch FROM locked_until - now()))::int AS seconds
       FROM auth.login_throttle WHERE user_id = $1 AND locked_until > now()`,
    [userId],
  );
  return row?.seconds ? Math.max(1, row.seconds) : 0;
}

/**
 * Counts one failure in one statement, so concurrent wrong guesses cannot both read the old
 * count. A failure after the window has passed starts a new window. Returns the lock, if any.
 */
export async function recordFailure(sql: Sql, userId: string, config: ProductConfig): Promise<number> {
  await sql.query(
    `INSERT INTO auth.login_throttle AS t (user_id, failures, window_started_at, locked_until)
     VALUES ($1, 1, now(), CASE WHEN 1 >= $2 THEN now() + make_interval(secs => $3) END)
     ON CONFLICT (user_id) DO UPDATE SET
       failures = CASE WHEN t.window_started_at + make_interval(secs => $3) <= now() THEN 1 ELSE t.failures + 1 END,
       window_started_at = CASE WHEN t.window_started_at + make_interval(secs => $3) <= now() THEN now() ELSE t.window_started_at END,
       locked_until = CASE
         WHEN t.window_started_at + make_interval(secs => $3) <= now() THEN
           CASE WHEN 1 >= $2 THEN now() + make_interval(secs => $3) END
         WHEN t.failures + 1 >= $2 THEN t.window_started_at + make_interval(secs => $3)
       END`,
    [userId, config.loginMaxFailures, config.loginThrottleWindowSeconds],
  );
  return lockedForSeconds(sql, userId);
}

export async function clearFailures(sql: Sql, userId: string): Promise<void> {
  await sql.query(`DELETE FROM auth.login_throttle WHERE user_id = $1`, [userId]);
}

export function throttled(seconds: number): HttpError {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return new HttpError(
    429,
    `Too many failed sign-in attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
    [],
    { 'Retry-After': String(seconds) },
  );
}
