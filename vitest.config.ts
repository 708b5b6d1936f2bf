import { defineConfig } from 'vitest/config';
import SlowFilesFirst from './tests/support/slow-files-first.ts';

// One vitest run covers the service, gateway, web-rule and contract suites; each test file gets its own
// database, so files run in parallel safely. The global setup prepares, once per run, the template
// databases those are copied from (services/platform/src/test-templates.ts).
const workers = Number(process.env.VITEST_MAX_WORKERS) || 3;

export default defineConfig({
  test: {
    globalSetup: ['tests/support/test-databases.setup.ts'],
    // Three test files at once on the 2-core machine (vitest's default there is one): a file waits
    // on its database (the PostgreSQL server, PGlite's folder) or on the products it starts as child
    // processes part of the time; a CI run's vitest phase took 236 s instead of 296 s with two. Each
    // file still has its own database.
    maxWorkers: workers,
    // As many as at most: with fewer, the pool ends a worker it finds idle while vitest (isolation
    // off) still counts on it, and the run stops with 'Terminating worker thread'.
    minWorkers: workers,
    // The files of a project share one module graph per worker: importing the services, gateway
    // and product modules once per worker instead of once per file (a new process each, 3–4 s on
    // this machine) is most of a run's time. vitest 3's forks pool reads this from the root config
    // only (a project's own `isolate` is ignored there); it still gives each project fresh workers.
    // So no test may leave process.env or a module changed: the few that set the environment for
    // their gateway put it back after. VITEST_ISOLATE=1 brings back a fresh process per file.
    isolate: process.env.VITEST_ISOLATE === '1',
    sequence: { sequencer: SlowFilesFirst },
    projects: [
      // The suites share one project, so one queue: vitest runs projects one after another and, when
      // isolation is off, waits for every file of one before it starts the next, leaving a worker
      // idle at the end of each. Its timeouts are the longest any suite needs (the reliability files
      // start products as child processes; a unit test that hangs just fails later).
      {
        test: {
          name: 'suites',
          testTimeout: 120_000,
          hookTimeout: 180_000,
          include: [
            // each service's and the gateway's files open their own database copy; the gateway files
            // that change the environment set it only while their gateway is made
            'services/*/src/**/*.test.ts',
            'gateway/src/**/*.test.ts',
            // pure web modules (no DOM): rules such as which settings cards a viewer sees
            'web/src/**/*.test.ts',
            // the shared entity schemas (packages/contracts): pure zod, no database
            'packages/*/src/**/*.test.ts',
            // the product as a whole: the schema, the bundle budgets, the contract with the web app
            'tests/contract/**/*.test.ts',
            // reliability (issue 17): one process per data folder, clean shutdown, start-up errors,
            // faults of one upstream service; these start the product as real child processes
            'tests/reliability/**/*.test.ts',
            // security (issues 9 and 16): tokens, throttling, enumeration, headers, uploads, CORS
            'tests/security/**/*.test.ts',
          ],
          exclude: ['web/src/zod-csp.test.ts', 'tests/security/task-pool-busy.test.ts'],
        },
      },
      // zod-csp checks what zod reads when it is first imported, so it needs a process of its own.
      { test: { name: 'web-zod-first-import', include: ['web/src/zod-csp.test.ts'] } },
      // The task pool's busy test needs the process's pool made with its own settings.
      { test: { name: 'security-own-pool', include: ['tests/security/task-pool-busy.test.ts'], testTimeout: 60_000, hookTimeout: 120_000 } },
    ],
  },
});
