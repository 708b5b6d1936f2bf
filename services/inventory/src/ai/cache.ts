// The AI answer cache (migration 004): a repeated request — same provider, model, operation and
// normalised input (and clinic and catalogue where the answer depends on them) — is answered from
// the table without a provider call, and says cached: true.
import { createHash } from 'node:crypto';
import type { Sql } from '@vetchart/platform/database';

/** How long an answer is reused; a model or rules change gets new keys anyway. */
export const CACHE_TTL_DAYS = 30;

export interface CacheKeyParts {
  provider: string;
  model: string;
  operation: string;
  input: unknown;
  /** Set where the answer depends on the clinic's catalogue. */
  clinicId?: string | null;
}

/** Whitespace runs as one space, ends trimmed: two notes differing only in spacing are one input. */
export function normaliseText(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

export function cacheKey(parts: CacheKeyParts): string {
  return createHash('sha256')
    .update(JSON.stringify([parts.provider, parts.model, parts.operation, parts.clinicId ?? null, parts.input]))
    .digest('hex');
}

export async function readCache<T>(sql: Sql, key: string): Promise<T | null> {
  const [row] = await sql.query<{ result: T }>(
    `UPDATE inventory.ai_cache SET hits = hits + 1, last_hit_at = clock_timestamp()
      WHERE key = $1 AND created_at > now() - make_interval(days => $2::int) RETURNING result`,
    [key, CACHE_TTL_DAYS],
  );
  return row ? row.result : null;
}

export async function writeCache(sql: Sql, key: string, entry: { operation: string; provider: string; clinicId?: string | null; result: unknown }): Promise<void> {
  await sql.query(
    `INSERT INTO inventory.ai_cache (key, operation, provider, clinic_id, result) VALUES ($1, $2, $3, $4, $5::jsonb)
     ON CONFLICT (key) DO UPDATE SET result = EXCLUDED.result, created_at = clock_timestamp(), hits = 0, last_hit_at = NULL`,
    [key, entry.operation, entry.provider, entry.clinicId ?? null, JSON.stringify(entry.result)],
  );
  // Now and then, drop what has outlived the cache (cheap: the created_at index).
  if (Math.random() < 0.02) await sql.query(`DELETE FROM inventory.ai_cache WHERE created_at <= now() - make_interval(days => $1::int)`, [CACHE_TTL_DAYS]);
}

/** The cached answer for the key, else computes, stores and returns it. */
export async function cached<T>(
  sql: Sql,
  parts: CacheKeyParts,
  compute: () => Promise<T>,
): Promise<{ value: T; cached: boolean }> {
  const key = cacheKey(parts);
  const hit = await readCache<T>(sql, key);
  if (hit !== null) return { value: hit, cached: true };
  const value = await compute();
  await writeCache(sql, key, { operation: parts.operation, provider: parts.provider, clinicId: parts.clinicId, result: value });
  return { value, cached: false };
}
