// Checking the audit log's hash chain (migrations/018_audit_chain.sql makes it). Each clinic's
// entries are numbered 1, 2, 3 … in main.audit_chain, and each link's hash is a SHA-256 over the
// entry's fields and the previous link's hash. This file recomputes every hash from the entries
// as they are now, in Node, independently of the database's own function, and reports the first
// entry of each chain that was altered, is missing or is out of order; the chain heads exported
// to file storage each day (head-export.ts) show a chain whose tail was cut off or rewritten.
import { createHash } from 'node:crypto';
import type { Sql } from '@vetchart/platform/database';

/** An entry with its link, every field as the text the hash is taken over. */
export interface ChainedEntryText {
  id: number | null;
  actor_user_id: string | null;
  organization_id: string | null;
  clinic_id: string | null;
  visit_id: string | null;
  pet_id: string | null;
  action: string | null;
  target_type: string | null;
  target_id: string | null;
  detail: string | null;
  created_at: string | null;
  /** The link (null when an entry has none). */
  link_entry_id: number | null;
  chain_key: string | null;
  seq: number | null;
  prev_hash: string | null;
  hash: string | null;
}

const field = (value: string | null) => (value === null ? '-' : `${Buffer.byteLength(value, 'utf8')}:${value}`);

/** The hash of an entry at position seq of its chain after previousHash (main.audit_entry_hash in SQL). */
export function entryHash(entry: Omit<ChainedEntryText, 'link_entry_id' | 'chain_key' | 'seq' | 'prev_hash' | 'hash'>, chainKey: string, seq: number, previousHash: string): string {
  const text = [
    'v1',
    field(chainKey),
    field(String(seq)),
    field(entry.id === null ? null : String(entry.id)),
    field(entry.actor_user_id),
    field(entry.organization_id),
    field(entry.clinic_id),
    field(entry.visit_id),
    field(entry.pet_id),
    field(entry.action),
    field(entry.target_type),
    field(entry.target_id),
    field(entry.detail),
    field(entry.created_at),
    field(previousHash),
  ].join('|');
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** A chain's last link, as exported each day. */
export interface ChainHead {
  chain_key: string;
  seq: number;
  hash: string;
  entry_id: number;
}

export interface ExportedHeads {
  day: string;
  heads: ChainHead[];
}

export type ChainProblemKind = 'altered' | 'missing' | 'reordered' | 'unchained' | 'truncated';

export interface ChainProblem {
  kind: ChainProblemKind;
  chainKey: string;
  /** The entry's number in its clinic's chain, when it has one. */
  seq: number | null;
  entryId: number | null;
  message: string;
}

export interface ChainReport {
  chains: number;
  entries: number;
  /** The exported days whose heads were compared. */
  headsChecked: number;
  /** The first problem of each chain (later entries of a broken chain are not reported). */
  problems: ChainProblem[];
}

/** Each chain's last link now (what the daily export writes). */
export async function chainHeads(sql: Sql): Promise<ChainHead[]> {
  return sql.query<ChainHead>(
    `SELECT DISTINCT ON (chain_key) chain_key::text, seq, hash, entry_id FROM main.audit_chain ORDER BY chain_key, seq DESC`,
  );
}

const ENTRY_TEXT = `a.id, a.actor_user_id::text, a.organization_id::text, a.clinic_id::text, a.visit_id::text, a.pet_id::text,
  a.action, a.target_type, a.target_id, a.detail::text AS detail,
  to_char(a.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US') AS created_at`;

const PAGE = 2_000;

/**
 * Walks every chain in order, a page of links at a time (memory stays bounded whatever the log's
 * size), and compares each chain's end with the exported heads. Only `chainKeys`, when given.
 */
export async function verifyAuditChain(sql: Sql, options: { exported?: ExportedHeads[]; chainKeys?: string[] } = {}): Promise<ChainReport> {
  // Every chain the log, the links or an exported head knows (a clinic whose whole chain was
  // removed is known to its exported heads only).
  const keys =
    options.chainKeys ??
    [
      ...new Set([
        ...(await sql.query<{ chain_key: string }>(
          `SELECT DISTINCT COALESCE(clinic_id, organization_id)::text AS chain_key FROM main.audit_log
            UNION SELECT DISTINCT chain_key::text FROM main.audit_chain`,
        )).map((row) => row.chain_key),
        ...(options.exported ?? []).flatMap((day) => day.heads.map((head) => head.chain_key)),
      ]),
    ].sort();
  const report: ChainReport = { chains: keys.length, entries: 0, headsChecked: options.exported?.length ?? 0, problems: [] };
  for (const chainKey of keys) {
    const problem = await verifyChain(sql, chainKey, options.exported ?? [], (count) => (report.entries += count));
    if (problem) report.problems.push(problem);
  }
  return report;
}

async function verifyChain(sql: Sql, chainKey: string, exported: ExportedHeads[], counted: (n: number) => void): Promise<ChainProblem | null> {
  const problem = (kind: ChainProblemKind, seq: number | null, entryId: number | null, message: string): ChainProblem => ({ kind, chainKey, seq, entryId, message });
  let expectedSeq = 1;
  let previousHash = '';
  let previousEntryId = 0;
  // The hashes the exported heads name, to compare once the chain is walked.
  const wanted = new Set(exported.flatMap((day) => day.heads.filter((head) => head.chain_key === chainKey).map((head) => head.seq)));
  const hashAt = new Map<number, string>();
  for (;;) {
    const rows = await sql.query<ChainedEntryText>(
      `SELECT ${ENTRY_TEXT}, c.entry_id AS link_entry_id, c.chain_key::text, c.seq, c.prev_hash, c.hash
         FROM main.audit_chain c LEFT JOIN main.audit_log a ON a.id = c.entry_id
        WHERE c.chain_key = $1::uuid AND c.seq >= $2
        ORDER BY c.seq LIMIT ${PAGE}`,
      [chainKey, expectedSeq],
    );
    for (const row of rows) {
      const seq = row.seq!;
      if (seq !== expectedSeq) return problem('missing', expectedSeq, null, `Entry #${expectedSeq} of chain ${chainKey} is missing: the chain goes from #${expectedSeq - 1} to #${seq}.`);
      if (row.id === null) return problem('missing', seq, row.link_entry_id, `Entry #${seq} of chain ${chainKey} (audit entry ${row.link_entry_id}) is missing from the audit log.`);
      if (row.prev_hash !== previousHash || row.id <= previousEntryId) {
        return problem('reordered', seq, row.id, `Entry #${seq} of chain ${chainKey} (audit entry ${row.id}) is out of order: it does not follow entry #${seq - 1}.`);
      }
      if (entryHash(row, chainKey, seq, previousHash) !== row.hash) {
        return problem('altered', seq, row.id, `Entry #${seq} of chain ${chainKey} (audit entry ${row.id}, ${row.action} on ${row.target_type} ${row.target_id}) was altered: its content no longer matches its hash.`);
      }
      if (wanted.has(seq)) hashAt.set(seq, row.hash!);
      previousHash = row.hash!;
      previousEntryId = row.id;
      expectedSeq = seq + 1;
    }
    counted(rows.length);
    if (rows.length < PAGE) break;
  }

  // An entry with no link: written while the chain's trigger was disabled, or its link was removed.
  const [unchained] = await sql.query<{ id: number; action: string }>(
    `SELECT a.id, a.action FROM main.audit_log a
      WHERE COALESCE(a.clinic_id, a.organization_id) = $1::uuid AND NOT EXISTS (SELECT 1 FROM main.audit_chain c WHERE c.entry_id = a.id)
      ORDER BY a.id LIMIT 1`,
    [chainKey],
  );
  if (unchained) return problem('unchained', null, unchained.id, `Audit entry ${unchained.id} (${unchained.action}) of chain ${chainKey} is not in the chain.`);

  const lastSeq = expectedSeq - 1;
  for (const day of exported) {
    const head = day.heads.find((candidate) => candidate.chain_key === chainKey);
    if (!head) continue;
    if (head.seq > lastSeq) {
      return problem('truncated', lastSeq + 1, null, `Chain ${chainKey} ends at entry #${lastSeq}, but the head exported on ${day.day} is entry #${head.seq}: entries after #${lastSeq} are missing.`);
    }
    if (hashAt.get(head.seq) !== head.hash) {
      return problem('altered', head.seq, head.entry_id, `Entry #${head.seq} of chain ${chainKey} differs from the head exported on ${day.day}: the chain up to it was rewritten.`);
    }
  }
  return null;
}
