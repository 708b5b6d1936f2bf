import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

// Chosen once in the main process; workers inherit them through the environment.
process.env.E2E_PORT ??= execFileSync(process.execPath, [
  '-e',
  "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})",
])
  .toString()
  .trim();
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'vetchart-e2e-'));
const baseURL = `http://localhost:${process.env.E2E_PORT}`;
// Chromium's headless shell (Debian: chromium-headless-shell) when it is there: the journeys spend
// most of their CPU in the browser, and the shell, without the full browser's windowing and UI
// layers, used about 40% less of it for the same journeys than `chromium --headless`.
const chromiumPath = process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((candidate) => existsSync(candidate));

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Four journeys at a time against the one product (E2E_WORKERS to change it), on 2 cores: a
  // journey waits on the page, the product, an autosave or a recording much of its time, and four
  // fill those waits (a whole run took 8.8 minutes with two, 7.5 with three, 6.4 with four). A
  // file's journeys run in order in one worker. Each journey makes the pets, visits and plans it works on, so two never touch the
  // same record; the few that change what the whole demo clinic sees (CLINIC_WIDE in support.ts:
  // connecting its practice system or lab) run after the others, one at a time.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 4),
  projects: [
    { name: 'journeys', grepInvert: /@clinic-wide/ },
    { name: 'clinic-wide', grep: /@clinic-wide/, dependencies: ['journeys'], workers: 1 },
  ],
  retries: 0,
  reporter: [['list'], ['json'], ['./failure-page-reporter.ts']],
  outputDir: path.join(os.tmpdir(), 'vetchart-e2e-results'),
  use: {
    baseURL,
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // Dictation records from a fake microphone (a tone) without asking.
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
      ],
    },
  },
  webServer: {
    command: `node ${path.join(path.dirname(fileURLToPath(import.meta.url)), 'start-app.mjs')}`,
    url: `${baseURL}/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: process.env.E2E_PORT,
      DATA_DIR: process.env.E2E_DATA_DIR,
      PUBLIC_URL: baseURL,
      LOGIN_MAX_FAILURES: '5',
    },
  },
});
