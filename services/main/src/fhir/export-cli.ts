// `pnpm fhir:export --out <folder>`: every clinic's record as FHIR R4 bulk data (docs/fhir.md),
// one subfolder per clinic (its clinic code) holding the NDJSON files and manifest.json. Reads the
// database and file storage the product is configured with (DATABASE_URL, or DATA_DIR's embedded
// database, which only one process can open: stop the product first; FILE_STORAGE=s3 and the S3_*
// settings). Exit code 0 when every clinic was written, 2 when the export could not be made.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfigOrExit } from '@vetchart/platform/config';
import { openDatabase } from '@vetchart/platform/database';
import { createFileStorage } from '@vetchart/platform/file-storage';
import { exportClinic } from './fhir-export.ts';
import { writeExport } from './fhir-manifest.ts';

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  if (!values.out) {
    console.error('Usage: pnpm fhir:export --out <folder>');
    return 2;
  }
  const out = path.resolve(values.out);
  const config = loadConfigOrExit();
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: path.join(config.dataDir, 'pglite') });
  try {
    const storage = createFileStorage(config.dataDir);
    const clinics = await db.query<{ id: string; clinic_code: string; name: string }>(`SELECT id::text, clinic_code, name FROM auth.clinics ORDER BY created_at, id`);
    for (const clinic of clinics) {
      const slug = clinic.name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
      const folder = path.join(out, `${slug ? `${slug}-` : ''}${clinic.clinic_code.replace(/[^A-Za-z0-9_-]/g, '_')}`);
      const fhirExport = await exportClinic(db, { clinicId: clinic.id, storage });
      await writeExport(folder, fhirExport);
      const resources = fhirExport.files.reduce((sum, file) => sum + file.count, 0);
      console.log(`${clinic.name}: ${resources} resource${resources === 1 ? '' : 's'} in ${fhirExport.files.length} file${fhirExport.files.length === 1 ? '' : 's'} → ${folder}`);
    }
    console.log(`Exported ${clinics.length} clinic${clinics.length === 1 ? '' : 's'} to ${out}. Check one with: pnpm fhir:verify <folder>`);
    return 0;
  } finally {
    await db.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`The FHIR export could not be made: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(2);
  },
);
