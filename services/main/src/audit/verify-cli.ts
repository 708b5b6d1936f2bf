// `pnpm audit:verify`: checks the audit log of the medical record against its hash chain and the
// chain heads exported to file storage, and reports the first altered, missing or reordered entry
// of each clinic's chain; then checks every signed treatment plan against its hash and its
// signature image. Reads the database and storage the product is configured with
// (DATABASE_URL, or DATA_DIR's embedded database, which only one process can open: stop the
// product first; FILE_STORAGE=s3 and the S3_* settings). Exit code 0 when the log is intact,
// 1 when it is not, 2 when it could not be checked.
import path from 'node:path';
import { loadConfigOrExit } from '@vetchart/platform/config';
import { openDatabase } from '@vetchart/platform/database';
import { AUDIT_HEADS_AREA, createFileStorage } from '@vetchart/platform/file-storage';
import { verifyAuditChain } from './audit-chain.ts';
import { readExportedHeads } from './head-export.ts';
import { verifySignedPlans } from './signed-plan-check.ts';

async function main(): Promise<number> {
  const config = loadConfigOrExit();
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: path.join(config.dataDir, 'pglite') });
  try {
    const exported = await readExportedHeads(db, createFileStorage(config.dataDir, process.env, AUDIT_HEADS_AREA));
    const report = await verifyAuditChain(db, { exported });
    console.log(
      `Checked ${report.entries} audit entries in ${report.chains} clinic chain${report.chains === 1 ? '' : 's'} against ${report.headsChecked} exported day${report.headsChecked === 1 ? '' : 's'} of chain heads.`,
    );
    if (report.problems.length === 0) console.log('The audit log is intact: no entry was altered, removed or reordered.');
    for (const problem of report.problems) console.log(`${problem.kind.toUpperCase()}: ${problem.message}`);
    if (report.problems.length) console.log(`The audit log was tampered with: ${report.problems.length} chain${report.problems.length === 1 ? ' is' : 's are'} broken.`);

    const plans = await verifySignedPlans(db, createFileStorage(config.dataDir));
    console.log(
      `Checked ${plans.checked} signed treatment plan${plans.checked === 1 ? '' : 's'}` +
        (plans.withoutSignatureDigest ? ` (${plans.withoutSignatureDigest} signed before the hash covered the signature image: their snapshot only).` : '.'),
    );
    for (const problem of plans.problems) console.log(`${problem.kind.toUpperCase()}: ${problem.message}`);
    if (plans.problems.length === 0) console.log('Every signed treatment plan matches its hash and its signature image.');
    return report.problems.length || plans.problems.length ? 1 : 0;
  } finally {
    await db.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`The audit log could not be checked: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(2);
  },
);
