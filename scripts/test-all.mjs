// `pnpm test`: every suite, then one closing line `N passed, N failed` with the real totals.
//   1. checks: generated files up to date (schema.graphql printed from the gateway, Relay artifacts);
//      the services, gateway and tests typecheck, and the web app does (Vite and tsx run without
//      checking types); ESLint passes
//   2. the web app built, once: the bundle budgets (vitest, tests/contract/bundle-budget.test.ts) read
//      this build, and the product the journeys start finds it up to date (scripts/start.mjs)
//   (1 and 2 run two at a time)
//   3. vitest: services, gateway and contract suites (PGlite, or PostgreSQL when DATABASE_URL is set);
//      its exit code counts too, so a crash or an error outside any test fails the run
//   4. the Playwright journeys in Chromium against the started product
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Each phase's header says how long the run has taken so far, so a slow CI run shows where.
const runStarted = performance.now();
const phase = (title) => console.log(`\n== ${title} == (at ${Math.round((performance.now() - runStarted) / 1000)} s)`);
const reports = path.join(root, '.tmp/test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const bin = (name) => path.join(root, 'node_modules/.bin', name);
// ESLint's warnings (react-hooks/exhaustive-deps for now, see eslint.config.mjs) may not grow.
const LINT_WARNINGS_ALLOWED = 3;
const run = (command, args, options = {}) =>
  spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...options.env } }).status ?? 1;

let passed = 0;
let failed = 0;
const tally = (name, ok) => {
  if (ok) passed += 1;
  else failed += 1;
  console.log(`${ok ? '✓' : '✗'} ${name}`);
};

// Types are checked by TypeScript's native compiler (tsgo, @typescript/native-preview): the same
// checks as `tsc` in about a third of the CPU time (16 s instead of 45 s for the services, 5 s
// instead of 24 s for the web app on this machine), the largest part of the checks phase.
// TYPECHECK_WITH=tsc uses TypeScript 5's `tsc` instead (the editors' compiler); both must pass.
const typeChecker = bin(process.env.TYPECHECK_WITH === 'tsc' ? 'tsc' : 'tsgo');

// The checks and the build, two at a time (tsc and ESLint use one core each): each one's output is
// held and printed whole when it ends, in this order.
const checks = [
  ['schema.graphql matches the gateway code', bin('tsx'), ['gateway/src/schema/print-schema.ts', '--check']],
  ['Relay artifacts match the web app and schema', bin('relay-compiler'), ['--validate']],
  ['the services, gateway and tests typecheck', typeChecker, ['-p', 'tsconfig.json', '--noEmit']],
  ['the web app typechecks', typeChecker, ['-p', 'web', '--noEmit']],
  ['ESLint passes (eslint.config.mjs)', bin('eslint'), ['.', '--cache', '--cache-location', '.tmp/eslintcache', '--max-warnings', String(LINT_WARNINGS_ALLOWED)]],
  ['web app builds', process.execPath, ['scripts/build.mjs']],
];
const runHeld = (command, args) =>
  new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => output.push(Buffer.from(String(error))));
    child.on('close', (code) => resolve({ ok: code === 0, output: Buffer.concat(output).toString() }));
  });
phase('Checks and the web app build');
const outcomes = new Array(checks.length);
let next = 0;
await Promise.all(
  [0, 1].map(async () => {
    while (next < checks.length) {
      const index = next++;
      const [, command, args] = checks[index];
      outcomes[index] = await runHeld(command, args);
    }
  }),
);
checks.forEach(([name], index) => {
  process.stdout.write(outcomes[index].output);
  tally(name, outcomes[index].ok);
});
const built = outcomes.at(-1).ok;

phase('Services, gateway and contract suites (vitest)');
const vitestReport = path.join(reports, 'vitest.json');
const vitestStatus = run(bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`], {
  // The bundle budgets measure the build just made instead of building the app a second time.
  env: built ? { WEB_BUILD_DIR: path.join(root, 'web/dist') } : {},
});
let vitestFailures = 0;
if (existsSync(vitestReport)) {
  const report = JSON.parse(readFileSync(vitestReport, 'utf8'));
  passed += report.numPassedTests;
  vitestFailures += report.numFailedTests;
  // A file that failed to load has no test results: count it as a failure.
  vitestFailures += report.testResults.filter((file) => file.status === 'failed' && file.assertionResults.length === 0).length;
  failed += vitestFailures;
} else {
  tally('vitest produced a report', false);
  vitestFailures += 1;
}
// vitest fails a run for more than failed tests (an unhandled error or rejection, a worker that
// crashed, a global setup that threw): when it failed and no test or file shows it, that counts.
if (vitestStatus !== 0 && vitestFailures === 0) tally(`vitest exited with ${vitestStatus} (an error outside the tests: see its output above)`, false);

if (built) {
  phase('End-to-end journeys (Playwright, Chromium)');
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

phase('Done');
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
