// Checking signed treatment plans for `pnpm audit:verify`: each signed plan's stored hash must
// still be the SHA-256 of its snapshot (what the client saw and decided), and the signature image
// in file storage must still be the one whose digest the snapshot holds. Rows are append-only
// (migrations/009), so a mismatch means someone with the owner's rights changed a row, or the
// stored image was replaced.
import { createHash } from 'node:crypto';
import type { Sql } from '@vetchart/platform/database';
import type { FileStorage } from '@vetchart/platform/file-storage';
import { canonicalJson, sha256Hex } from '../treatment-plans/plan-rules.ts';

export interface SignedPlanProblem {
  kind: 'altered' | 'signature replaced' | 'signature missing';
  signedPlanId: string;
  visitId: string;
  message: string;
}

export interface SignedPlanReport {
  checked: number;
  /** Plans signed before the hash covered the signature image: only their snapshot is checked. */
  withoutSignatureDigest: number;
  problems: SignedPlanProblem[];
}

const PAGE = 500;

export async function verifySignedPlans(sql: Sql, uploads: FileStorage, options: { ids?: string[] } = {}): Promise<SignedPlanReport> {
  const report: SignedPlanReport = { checked: 0, withoutSignatureDigest: 0, problems: [] };
  let after: { signedAt: string; id: string } | null = null;
  for (;;) {
    const rows: Array<{ id: string; visit_id: string; snapshot: Record<string, unknown>; snapshot_sha256: string; storage_key: string | null; signed_at: string }> = await sql.query(
      `SELECT s.id::text, s.visit_id::text, s.snapshot, s.snapshot_sha256, f.storage_key, to_char(s.signed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US') AS signed_at
         FROM main.signed_treatment_plans s LEFT JOIN main.files f ON f.id = s.signature_file_id
        WHERE ($1::uuid[] IS NULL OR s.id = ANY($1::uuid[]))
          AND ($2::timestamp IS NULL OR (s.signed_at AT TIME ZONE 'UTC', s.id) > ($2::timestamp, $3::uuid))
        ORDER BY s.signed_at, s.id LIMIT ${PAGE}`,
      [options.ids ?? null, after?.signedAt ?? null, after?.id ?? null],
    );
    for (const row of rows) {
      report.checked += 1;
      const problem = (kind: SignedPlanProblem['kind'], message: string) => report.problems.push({ kind, signedPlanId: row.id, visitId: row.visit_id, message });
      if (sha256Hex(canonicalJson(row.snapshot)) !== row.snapshot_sha256) {
        problem('altered', `Signed treatment plan ${row.id} (visit ${row.visit_id}) was altered: its snapshot no longer matches its hash.`);
        continue;
      }
      const digest = row.snapshot.signature_sha256;
      if (typeof digest !== 'string') {
        report.withoutSignatureDigest += 1;
        continue;
      }
      const file = row.storage_key ? await uploads.get(row.storage_key) : null;
      if (!file) problem('signature missing', `The signature image of signed treatment plan ${row.id} (visit ${row.visit_id}) is missing from file storage.`);
      else if (createHash('sha256').update(file.body).digest('hex') !== digest) {
        problem('signature replaced', `The signature image of signed treatment plan ${row.id} (visit ${row.visit_id}) was replaced: it is not the image that was signed.`);
      }
    }
    if (rows.length < PAGE) return report;
    const last = rows.at(-1)!;
    after = { signedAt: last.signed_at, id: last.id };
  }
}
