// `pnpm fhir:verify <folder>`: checks one clinic's FHIR export against its manifest.json (every
// listed file present with its size, SHA-256 and resource count, nothing unlisted). Exit code 0
// when it verifies, 1 with the list of problems when it does not, 2 when it could not be checked.
import path from 'node:path';
import { verifyExportFolder } from './fhir-manifest.ts';

async function main(): Promise<number> {
  const folder = process.argv.slice(2).find((arg) => arg !== '--');
  if (!folder) {
    console.error('Usage: pnpm fhir:verify <folder>');
    return 2;
  }
  const problems = await verifyExportFolder(path.resolve(folder));
  if (problems.length === 0) {
    console.log(`The export in ${folder} verifies: every file matches the manifest's size, SHA-256 and count.`);
    return 0;
  }
  for (const problem of problems) console.log(`${problem.problem.toUpperCase()}: ${problem.message}`);
  console.log(`The export in ${folder} does not match its manifest: ${problems.length} problem${problems.length === 1 ? '' : 's'}.`);
  return 1;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`The export could not be checked: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(2);
  },
);
