import { defineConfig } from 'vitest/config';

// One vitest run covers the service, gateway and contract suites; each test file gets its own
// fresh database, so files run in parallel safely.
export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      { test: { name: 'services', include: ['services/*/src/**/*.test.ts'], testTimeout: 30_000, hookTimeout: 60_000 } },
      { test: { name: 'gateway', include: ['gateway/src/**/*.test.ts'], testTimeout: 30_000, hookTimeout: 60_000 } },
      { test: { name: 'web', include: ['web/src/**/*.test.ts'] } },
      { test: { name: 'contract', include: ['tests/contract/**/*.test.ts'], testTimeout: 60_000, hookTimeout: 120_000 } },
    ],
  },
});
