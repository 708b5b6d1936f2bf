// `pnpm bench:reliability` (also part of `pnpm bench`): the reliability figures, printed, never
// asserted.
//   1. hanging: the pets table with the catalogue service hanging — time to answer, median of 5
//      (goal ≤ 2.5 s; 15 s before the breakers);
//   2. flood: 200 concurrent pets-table reads against the hanging catalogue — the gateway process's memory
//      and its open connections to the service, and the p95 of unrelated `viewer` queries made at
//      the same time against their p95 without the fault;
//   3. memory: RSS of the embedded default (`node scripts/start.mjs`, PGlite, demo data) after
//      start and after 2,000 mixed requests, and the same on PostgreSQL when DATABASE_URL is set.
// BENCH_ONLY=hanging|flood|memory runs one of them.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startFaultProxy } from '../reliability/fault-proxy.ts';
import { startBenchProduct } from './bench-product.ts';
import { percentileOf } from './stats.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const only = process.env.BENCH_ONLY;
const PETS_TABLE = `query { pets(first: 10) { totalCount edges { node { id name species { specie } breed { breed } gender { gender } parent { fullName } } } } }`;
const VIEWER = `query { viewer { user { email } } }`;
const ms = (value: number) => `${value.toFixed(0)} ms`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/**
 * The bench product (gateway in its own process, as `pnpm start` runs it) with a fault proxy in
 * front of the catalogue (inventory) service, signed in as the demo admin.
 */
async function startFaultyStack() {
  let proxy: Awaited<ReturnType<typeof startFaultProxy>> | undefined;
  const product = await startBenchProduct({
    overrideUpstreams: async (upstreams) => {
      proxy = await startFaultProxy(upstreams.inventory);
      return { inventory: proxy.url };
    },
  });
  const ask = async (query: string) => {
    const started = performance.now();
    const response = await fetch(`${product.gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...product.auth },
      body: JSON.stringify({ query }),
    });
    const body = (await response.json()) as { data?: any; errors?: unknown[] };
    return { ms: performance.now() - started, body };
  };
  return {
    proxy: proxy!,
    ask,
    gatewayRss: product.gatewayRss,
    async close() {
      await product.close();
      await proxy!.close();
    },
  };
}

async function benchHanging() {
  const stack = await startFaultyStack();
  try {
    await stack.ask(PETS_TABLE);
    await stack.proxy.setMode('hang');
    const times: number[] = [];
    let errors = 0;
    for (let i = 0; i < 5; i += 1) {
      const answer = await stack.ask(PETS_TABLE);
      times.push(answer.ms);
      errors = (answer.body.errors ?? []).length;
    }
    console.log('pets table with the catalogue service hanging (goal ≤ 2.5 s; 15 s before)');
    console.log(`  time to answer: median ${ms(percentileOf(times, 50))}, max ${ms(Math.max(...times))}; rows kept, ${errors} error(s) in the answer`);
  } finally {
    await stack.close();
  }
}

async function benchFlood() {
  const stack = await startFaultyStack();
  try {
    const viewerTimes = async (count: number) => {
      const times: number[] = [];
      for (let i = 0; i < count; i += 1) times.push((await stack.ask(VIEWER)).ms);
      return times;
    };
    await viewerTimes(20);
    const baseline = await viewerTimes(200);
    await stack.proxy.setMode('hang');
    const rssBefore = stack.gatewayRss();
    const connectionsBefore = stack.proxy.connections;
    stack.proxy.peakOpenConnections = 0;
    let peakRss = 0;
    const sampler = setInterval(() => (peakRss = Math.max(peakRss, stack.gatewayRss())), 50);
    const flood = Promise.all(Array.from({ length: 200 }, () => stack.ask(PETS_TABLE)));
    const during = await viewerTimes(200);
    const answers = await flood;
    clearInterval(sampler);
    console.log('200 concurrent pets-table reads against the hanging catalogue service');
    console.log(`  answered: ${answers.length}, slowest ${ms(Math.max(...answers.map((answer) => answer.ms)))}`);
    console.log(
      `  connections to the hanging service: at most ${stack.proxy.peakOpenConnections} open at once (pool limit UPSTREAM_CONNECTIONS, default 64); ${stack.proxy.connections - connectionsBefore} opened in all (a call that times out closes its connection)`,
    );
    console.log(
      `  RSS of the gateway process: ${mb(rssBefore)} before, ${mb(peakRss)} peak, ${mb(stack.gatewayRss())} after`,
    );
    console.log(`  unrelated viewer queries: p95 ${ms(percentileOf(during, 95))} during the flood, ${ms(percentileOf(baseline, 95))} without it`);
  } finally {
    await stack.close();
  }
}

function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) * 1024;
}

async function benchMemory(label: string, databaseUrl: string) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vetchart-bench-memory-'));
  // The first start creates the database (PGlite runs initdb in its own WASM instance) and loads
  // the demo data; the figures that matter day to day are those of a restart on that folder.
  const first = await runAndMeasure(dataDir, databaseUrl, 0);
  const again = await runAndMeasure(dataDir, databaseUrl, 2000);
  console.log(
    `memory of the embedded product on ${label}: first start ${mb(first.afterStart)}; restart ${mb(again.afterStart)} after start, ${mb(again.afterRequests)} after ${again.requests} mixed requests`,
  );
}

async function runAndMeasure(dataDir: string, databaseUrl: string, total: number) {
  const web = mkdtempSync(path.join(os.tmpdir(), 'vetchart-bench-web-'));
  writeFileSync(path.join(web, 'index.html'), '<!doctype html>');
  writeFileSync(path.join(web, '.build-stamp'), String(Date.now()));
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: { ...process.env, PORT: '0', DATA_DIR: dataDir, DATABASE_URL: databaseUrl, DEMO_DATA: 'true', WEB_DIST_DIR: web, NODE_ENV: 'development' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const url = await new Promise<string>((resolve, reject) => {
      let text = '';
      child.stdout!.on('data', (chunk) => {
        text += chunk;
        const match = /running at (http:\/\/\S+)/.exec(text);
        if (match) resolve(match[1]!.replace('localhost', '127.0.0.1'));
      });
      child.once('exit', (code) => reject(new Error(`the product exited (${code})`)));
    });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const afterStart = rssOf(child.pid!);
    const post = async (query: string, token?: string) =>
      (await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ query }),
      }).then((response) => response.json())) as { data?: any };
    const signIn = await post(`mutation { signIn(input: { email: "admin@demo.vet", password: "Demo!2345" }) { ... on SignInSuccess { session { accessToken } } } }`);
    const token = signIn.data.signIn.session.accessToken as string;
    const mix = [
      VIEWER,
      PETS_TABLE,
      `query { pets(first: 10, search: "a") { totalCount edges { node { id name } } } }`,
      `query { users(first: 10) { totalCount edges { node { id fullName } } } }`,
      `query { medications(first: 10) { totalCount edges { node { id } } } }`,
    ];
    for (let sent = 0; sent < total; sent += 10) {
      await Promise.all(Array.from({ length: 10 }, (_, i) => post(mix[(sent + i) % mix.length]!, token)));
    }
    return { afterStart, afterRequests: rssOf(child.pid!), requests: total };
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

async function freshPostgresDatabase(serverUrl: string): Promise<string> {
  const name = `vetchart_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

if (!only || only === 'hanging') await benchHanging();
if (!only || only === 'flood') await benchFlood();
if (!only || only === 'memory') {
  await benchMemory('PGlite', '');
  if (process.env.DATABASE_URL) await benchMemory('PostgreSQL', await freshPostgresDatabase(process.env.DATABASE_URL));
}
process.exit(0);
