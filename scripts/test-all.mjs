// `pnpm test`: every suite, then one closing line `N passed, N failed` with the real totals.
//   1. generated files up to date: schema.graphql (printed from the gateway) and Relay artifacts;
//      the web app typechecks (Vite builds without checking types)
//   2. vitest: services, gateway and contract suites (PGlite, or PostgreSQL when DATABASE_URL is set)
//   3. the web app built, then the Playwright journeys in Chromium against the started product
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.join(root, '.tmp/test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const run = (command, args, options = {}) =>
  spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...options.env } }).status ?? 1;

let passed = 0;
let failed = 0;
const tally = (name, ok) => {
  if (ok) passed += 1;
  else failed += 1;
  console.log(`${ok ? '✓' : '✗'} ${name}`);
};

console.log('\n== Generated files ==');
tally('schema.graphql matches the gateway code', run(bin('tsx'), ['gateway/src/schema/print-schema.ts', '--check']) === 0);
tally('Relay artifacts match the web app and schema', run(bin('relay-compiler'), ['--validate']) === 0);
tally('the web app typechecks', run(bin('tsc'), ['-p', 'web', '--noEmit']) === 0);

console.log('\n== Services, gateway and contract suites (vitest) ==');
const vitestReport = path.join(reports, 'vitest.json');
run(bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`]);
if (existsSync(vitestReport)) {
  const report = JSON.parse(readFileSync(vitestReport, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  // A file that failed to load has no test results: count it as a failure.
  failed += report.testResults.filter((file) => file.status === 'failed' && file.assertionResults.length === 0).length;
} else {
  tally('vitest produced a report', false);
}

console.log('\n== Web app build ==');
const built = run(process.execPath, ['scripts/build.mjs']) === 0;
tally('web app builds', built);

if (built) {
  console.log('\n== End-to-end journeys (Playwright, Chromium) ==');
  const playwrightReport = path.join(reports, 'playwright.json');
  run(bin('playwright'), ['test', '-c', 'tests/e2e/playwright.config.ts'], {
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport },
  });
  if (existsSync(playwrightReport)) {
    const { stats } = JSON.parse(readFileSync(playwrightReport, 'utf8'));
    passed += stats.expected + stats.flaky;
    failed += stats.unexpected;
  } else {
    tally('Playwright produced a report', false);
  }
}

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
