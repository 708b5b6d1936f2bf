// The audit chain's heads, written once a day to file storage (a folder under DATA_DIR, or the S3
// bucket): each clinic's last entry number and hash. Kept outside the database, they show what
// the chain alone cannot: a log whose newest entries were removed together with their links, or a
// chain rewritten from some entry on with freshly computed hashes. Give the bucket (or folder) a
// retention lock in production so the application cannot overwrite a day it has written.
import type { Database, Sql } from '@vetchart/platform/database';
import type { FileStorage } from '@vetchart/platform/file-storage';
import { startPeriodicTask, type PeriodicTask } from '@vetchart/platform/periodic-task';
import { chainHeads, type ChainHead, type ExportedHeads } from './audit-chain.ts';

const fileKeyOf = (day: string) => `${day}.json`;
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Exports today's heads (UTC day) unless that day was exported already; returns what was
 * written, or null. Processes sharing the database take turns, so a day is written once.
 */
export async function exportChainHeads(db: Database, storage: FileStorage, now: Date = new Date()): Promise<ExportedHeads | null> {
  const day = dayOf(now);
  return db.transaction(async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('main.audit_chain_exports'))`);
    const [done] = await tx.query(`SELECT 1 FROM main.audit_chain_exports WHERE day = $1::date`, [day]);
    if (done) return null;
    const heads = await chainHeads(tx);
    const fileKey = fileKeyOf(day);
    await storage.put(fileKey, Buffer.from(`${JSON.stringify({ day, exported_at: now.toISOString(), heads }, null, 2)}\n`), 'application/json');
    await tx.query(`INSERT INTO main.audit_chain_exports (day, file_key, heads) VALUES ($1::date, $2, $3::jsonb)`, [day, fileKey, JSON.stringify(heads)]);
    return { day, heads };
  });
}

function parseHeads(day: string, body: Buffer): ExportedHeads {
  const parsed = JSON.parse(body.toString('utf8')) as { heads?: unknown };
  const heads = Array.isArray(parsed.heads) ? parsed.heads : [];
  const valid = heads.filter(
    (head): head is ChainHead =>
      typeof head === 'object' && head !== null && typeof head.chain_key === 'string' && Number.isInteger(head.seq) && typeof head.hash === 'string',
  );
  if (valid.length !== heads.length) throw new Error(`The audit chain heads exported on ${day} are not readable.`);
  return { day, heads: valid };
}

/**
 * Every exported day's heads found in file storage, from the day of the oldest audit entry (or
 * export record) to today. Days with no file (the product was not running) are skipped.
 */
export async function readExportedHeads(sql: Sql, storage: FileStorage, now: Date = new Date()): Promise<ExportedHeads[]> {
  const [first] = await sql.query<{ day: string | null }>(
    `SELECT to_char(LEAST((SELECT min(created_at) FROM main.audit_log), (SELECT min(day)::timestamptz FROM main.audit_chain_exports)) AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day`,
  );
  if (!first?.day) return [];
  const exported: ExportedHeads[] = [];
  for (let date = new Date(`${first.day}T00:00:00Z`); dayOf(date) <= dayOf(now); date = new Date(date.getTime() + 86_400_000)) {
    const day = dayOf(date);
    const file = await storage.get(fileKeyOf(day));
    if (file) exported.push(parseHeads(day, file.body));
  }
  return exported;
}

export type AuditHeadExporter = PeriodicTask<ExportedHeads | null>;

/**
 * Checks each hour (and when it starts) whether today's heads are exported yet; with `shared`, one
 * of the copies of the service on this database per hour.
 */
export function startAuditHeadExporter(db: Database, storage: FileStorage, options: { intervalMs?: number; shared?: boolean } = {}): AuditHeadExporter {
  return startPeriodicTask('[audit] chain head export', () => exportChainHeads(db, storage), options.intervalMs ?? 3_600_000, {
    shared: options.shared ? { db, name: 'main.audit-head-export' } : undefined,
  });
}
