// `pnpm bench`: prints the figures the foundation is measured by (no assertions).
//   1. start-up: from running the start command on an existing data folder to the first
//      successful /graphql response (median of several starts);
//   2. the gateway's added latency: the `viewer` query through the gateway against the auth
//      service's GET /me called directly, both over loopback HTTP, median and p95;
//   3. the pets table at 50 rows: the gateway's pets query (with parent, breed, species, gender
//      and color) against the sum of the direct REST calls it replaces, median and p95.
//   4. no account enumeration by time: sign-in, forgot password and sign-up for known against
//      unknown e-mails with a slow SMTP server (enumeration.ts).
// BENCH_ONLY=startup|viewer|pets|enumeration runs one of them.
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
import type { BenchPetsTableQuery, BenchViewerQuery } from './__generated__/operations.ts';
import { benchEnumeration } from './enumeration.ts';

// Typed by graphql-codegen (codegen.ts → tests/bench/__generated__/operations.ts).
const BENCH_VIEWER_QUERY = /* GraphQL */ `
  query BenchViewer {
    viewer { user { fullName email } role { name } permissions { name } clinics { name clinicCode } organization { name } }
  }
`;

const BENCH_PETS_TABLE_QUERY = /* GraphQL */ `
  query BenchPetsTable($first: Int) {
    pets(first: $first) {
      totalCount
      edges {
        node { id name image createdAt problems color parent { id fullName } breed { id breed } species { id specie } gender { id gender } }
      }
    }
  }
`;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const STARTS = Number(process.env.BENCH_STARTS ?? 3);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const PET_REQUESTS = Number(process.env.BENCH_PET_REQUESTS ?? 100);

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

async function benchPetsTable() {
  const db = await openDatabase({});
  const services = await startServices(db, testConfig({ demoData: true }), await loadKeys());
  const yoga = createGateway({ upstreams: services.upstreams, publicKey: services.keys.publicKey });
  const app = new Hono();
  app.all('/graphql', (c) => yoga.fetch(c.req.raw));
  const gateway = await listen(app);
  const { main, inventory } = services.upstreams;

  const login = await fetch(`${services.upstreams.auth}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.vet', password: 'Demo!2345' }),
  });
  const { token } = (await login.json()) as { token: string };
  const auth = { authorization: `Bearer ${token}` };
  const json = { ...auth, 'content-type': 'application/json' };
  const get = async <T,>(url: string): Promise<T> => {
    const response = await fetch(url, { headers: auth });
    if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
  type Page<T> = { data: T[]; meta: { total: number } };

  // The bench's own database gets 60 more pets (the demo has 9): three parents with 20 each.
  const canine = (await get<Page<{ id: string; specie: string }>>(`${inventory}/specie?q=Canine`)).data.find((row) => row.specie === 'Canine')!;
  const breeds = (await get<Page<{ id: string }>>(`${inventory}/breed?specie_id=${canine.id}&limit=20`)).data;
  const genders = (await get<Page<{ id: string }>>(`${inventory}/pet-gender`)).data;
  for (let parent = 0; parent < 3; parent += 1) {
    const created = await fetch(`${main}/pet-parents`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({
        first_name: 'Bench',
        last_name: `Owner-${'abc'[parent]}`,
        phone_number: `512555010${parent}`,
        email: `bench.owner${parent}@example.com`,
        address: { addressLine1: `${100 + parent} Bench Street`, city: 'Austin', state: 'TX', zip: '78701' },
      }),
    });
    const { id } = (await created.json()) as { id: string };
    const pets = Array.from({ length: 20 }, (_, index) => ({
      name: `Bench pet ${parent}-${index}`,
      breed_id: breeds[index % breeds.length]!.id,
      specie_id: canine.id,
      gender_id: genders[index % genders.length]!.id,
      color: ['Black', 'Brown', 'White', 'Golden'][index % 4],
      date_of_birth: '04/12/2019',
      weight: 20 + index,
      problems: index % 2 ? ['Allergies', 'Otitis externa'] : [],
    }));
    const saved = await fetch(`${main}/pets/bulk`, { method: 'POST', headers: json, body: JSON.stringify({ parent_id: id, pets }) });
    if (saved.status !== 201) throw new Error(`seeding pets failed: ${saved.status} ${await saved.text()}`);
  }

  // The page size is a variable, as the web app's paged tables send it.
  const query = JSON.stringify({ query: BENCH_PETS_TABLE_QUERY, variables: { first: 50 } });
  const viaGateway = async () => {
    const response = await fetch(`${gateway.url}/graphql`, { method: 'POST', headers: json, body: query });
    return (await response.json()) as { data?: BenchPetsTableQuery };
  };
  const sample = await viaGateway();
  if (sample.data?.pets.edges.length !== 50 || !sample.data.pets.edges.every((edge) => edge.node.breed && edge.node.parent)) {
    throw new Error(`pets query failed: ${JSON.stringify(sample).slice(0, 500)}`);
  }

  // What the gateway replaces, one after the other: the page of pets, then the parents, breeds,
  // species and genders those pets name (the color comes with the pet).
  type RawPet = { parent_id: string; breed_id: string; specie_id: string; gender_id: string };
  const unique = (values: string[]) => [...new Set(values)].join(',');
  const direct = async () => {
    const pets = await get<Page<RawPet>>(`${main}/pets?offset=0&limit=50`);
    await get(`${main}/pet-parents?ids=${unique(pets.data.map((pet) => pet.parent_id))}&limit=100`);
    await get(`${inventory}/breed?ids=${unique(pets.data.map((pet) => pet.breed_id))}&limit=100`);
    await get(`${inventory}/specie?ids=${unique(pets.data.map((pet) => pet.specie_id))}&limit=100`);
    await get(`${inventory}/pet-gender?ids=${unique(pets.data.map((pet) => pet.gender_id))}&limit=100`);
  };
  const measure = async (call: () => Promise<unknown>) => {
    for (let warm = 0; warm < 10; warm += 1) await call();
    const times: number[] = [];
    for (let run = 0; run < PET_REQUESTS; run += 1) {
      const started = performance.now();
      await call();
      times.push(performance.now() - started);
    }
    return { median: percentile(times, 50), p95: percentile(times, 95) };
  };
  const rest = await measure(direct);
  const graph = await measure(viaGateway);
  console.log(`pets table (50 rows with parent, breed, species, gender, color) over ${PET_REQUESTS} sequential requests`);
  console.log(`  5 direct REST calls, summed: median ${ms(rest.median)}, p95 ${ms(rest.p95)}`);
  console.log(`  gateway pets query:          median ${ms(graph.median)}, p95 ${ms(graph.p95)}`);
  console.log(`  ratio gateway/direct:        median ${(graph.median / rest.median).toFixed(2)}×, p95 ${(graph.p95 / rest.p95).toFixed(2)}×`);
  await gateway.close();
  await services.close();
  await db.close();
}

const only = process.env.BENCH_ONLY;
if (!only || only === 'startup') await benchStartup();
if (!only || only === 'viewer') await benchViewer();
if (!only || only === 'pets') await benchPetsTable();
if (!only || only === 'enumeration') await benchEnumeration();
