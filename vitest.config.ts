import { defineConfig } from 'vitest/config';

// One vitest run covers the service, gateway, web-rule and contract suites; each test file gets its own
// database, so files run in parallel safely. The global setup prepares, once per run, the template
// databases those are copied from (services/platform/src/test-templates.ts).
export default defineConfig({
  test: {
    globalSetup: ['tests/support/test-databases.setup.ts'],
    // Two test files at once on the 2-core machine (vitest's default there is one): with the boot
    // gone a file waits on its database (the PostgreSQL server, PGlite's folder) part of the time;
    // six gateway files on PostgreSQL took 88 s instead of 101 s. Each file still has its own database.
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS) || 2,
    minWorkers: 1,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      // The service suites share one module graph per worker (isolate: false): none of them mocks a
      // module or changes process.env, each still opens its own database, and importing the
      // services' modules once per worker instead of once per file took collect time from 164 s to
      // 98 s (83 files, 2 workers). VITEST_ISOLATE=1 brings back a fresh graph per file.
      { test: { name: 'services', include: ['services/*/src/**/*.test.ts'], testTimeout: 30_000, hookTimeout: 60_000, isolate: process.env.VITEST_ISOLATE === '1' } },
      // The gateway suites share a module graph per worker too: each starts its own gateway and
      // services on its own database, and the few that change the environment set it only while
      // their gateway starts and put it back (the gateway reads its settings when it is made).
      { test: { name: 'gateway', include: ['gateway/src/**/*.test.ts'], testTimeout: 30_000, hookTimeout: 60_000, isolate: process.env.VITEST_ISOLATE === '1' } },
      // Pure web modules (no DOM): rules such as which settings cards a viewer sees.
      { test: { name: 'web', include: ['web/src/**/*.test.ts'] } },
      // The shared entity schemas (packages/contracts): pure zod, no database.
      { test: { name: 'contracts', include: ['packages/*/src/**/*.test.ts'] } },
      { test: { name: 'contract', include: ['tests/contract/**/*.test.ts'], testTimeout: 60_000, hookTimeout: 120_000 } },
      // Reliability (issue 17): one process per data folder, clean shutdown, start-up errors,
      // faults of one upstream service; these start the product as real child processes.
      { test: { name: 'reliability', include: ['tests/reliability/**/*.test.ts'], testTimeout: 120_000, hookTimeout: 180_000 } },
      // The security suite (issues 9 and 16): tokens, throttling, enumeration, headers, uploads, CORS.
      // They share a module graph per worker too (each starts its own product on its own database
      // copy); the task pool's busy test needs a pool made with its own settings, so it gets a fresh graph.
      { test: { name: 'security', include: ['tests/security/**/*.test.ts'], exclude: ['tests/security/task-pool-busy.test.ts'], testTimeout: 60_000, hookTimeout: 120_000, isolate: process.env.VITEST_ISOLATE === '1' } },
      { test: { name: 'security-own-pool', include: ['tests/security/task-pool-busy.test.ts'], testTimeout: 60_000, hookTimeout: 120_000 } },
    ],
  },
});
