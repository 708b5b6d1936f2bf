// `pnpm bench`: prints the figures the foundation is measured by (no assertions).
//   1. start-up: from running the start command on an existing data folder to the first
//      successful /graphql response (median of several starts);
//   2. the gateway's added latency: the `viewer` query through the gateway against the auth
//      service's GET /me called directly, both over loopback HTTP, median and p95.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServices } from '@vetchart/gateway/product';
import { createGateway } from '@vetchart/gateway/yoga';
import { loadKeys } from '@vetchart/platform/access-token';
import { openDatabase } from '@vetchart/platform/database';
import { listen } from '@vetchart/platform/service';
import { testConfig } from '@vetchart/platform/testing';
import { Hono } from 'hono';
import type { BenchViewerQuery } from './__generated__/operations.ts';

// Typed by graphql-codegen (codegen.ts → tests/bench/__generated__/operations.ts).
const BENCH_VIEWER_QUERY = /* GraphQL */ `
  query BenchViewer {
    viewer { user { fullName email } role { name } permissions { name } clinics { name clinicCode } organization { name } }
  }
`;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const STARTS = Number(process.env.BENCH_STARTS ?? 3);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};
const ms = (value: number) => `${value.toFixed(2)} ms`;

async function timeStart(dataDir: string, port: number): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '' },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      try {
        const response = await fetch(`http://127.0.0.1:${port}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query: '{ plans { code } }' }),
        });
        if (response.ok) return performance.now() - started;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

async function benchStartup() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vetchart-bench-'));
  const port = 40000 + Math.floor(Math.random() * 10000);
  const first = await timeStart(dataDir, port);
  const times: number[] = [];
  for (let run = 0; run < STARTS; run += 1) times.push(await timeStart(dataDir, port));
  rmSync(dataDir, { recursive: true, force: true });
  console.log('Start-up (start command → first successful /graphql response)');
  console.log(`  fresh data folder (migrations + demo data): ${ms(first)}`);
  console.log(`  existing data folder, median of ${STARTS}: ${ms(percentile(times, 50))} (min ${ms(Math.min(...times))}, max ${ms(Math.max(...times))})`);
}

async function benchViewer() {
  const db = await openDatabase({});
  const services = await startServices(db, testConfig({ demoData: true }), await loadKeys());
  const yoga = createGateway({ upstreams: services.upstreams, publicKey: services.keys.publicKey });
  const app = new Hono();
  app.all('/graphql', (c) => yoga.fetch(c.req.raw));
  const gateway = await listen(app);

  const login = await fetch(`${services.upstreams.auth}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.vet', password: 'Demo!2345' }),
  });
  const { token } = (await login.json()) as { token: string };
  const auth = { authorization: `Bearer ${token}` };
  const viewerQuery = JSON.stringify({ query: BENCH_VIEWER_QUERY });
  // One checked answer first: a benchmark of error responses would measure nothing useful.
  const sample = (await (
    await fetch(`${gateway.url}/graphql`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: viewerQuery })
  ).json()) as { data?: BenchViewerQuery };
  if (sample.data?.viewer?.user.email !== 'admin@demo.vet') throw new Error(`viewer query failed: ${JSON.stringify(sample)}`);

  const direct = () => fetch(`${services.upstreams.auth}/me`, { headers: auth }).then((r) => r.json());
  const viaGateway = () =>
    fetch(`${gateway.url}/graphql`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: viewerQuery }).then((r) =>
      r.json(),
    );
  const measure = async (call: () => Promise<unknown>) => {
    for (let warm = 0; warm < 20; warm += 1) await call();
    const times: number[] = [];
    for (let run = 0; run < REQUESTS; run += 1) {
      const started = performance.now();
      await call();
      times.push(performance.now() - started);
    }
    return { median: percentile(times, 50), p95: percentile(times, 95) };
  };
  const rest = await measure(direct);
  const graph = await measure(viaGateway);
  console.log(`viewer query over ${REQUESTS} sequential requests`);
  console.log(`  auth GET /me directly: median ${ms(rest.median)}, p95 ${ms(rest.p95)}`);
  console.log(`  gateway viewer query:  median ${ms(graph.median)}, p95 ${ms(graph.p95)}`);
  console.log(`  ratio gateway/direct:  median ${(graph.median / rest.median).toFixed(2)}×, p95 ${(graph.p95 / rest.p95).toFixed(2)}×`);
  await gateway.close();
  await services.close();
  await db.close();
}

await benchStartup();
await benchViewer();
