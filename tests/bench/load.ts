// `pnpm bench:load`: the product under load, as `pnpm start` runs it, on PostgreSQL.
//   1. a fresh database on the server named by DATABASE_URL (default: the local server), the
//      product started as a child process the way `pnpm start` starts it, with the demo data,
//      and 60 more pets (three parents with 20 each) so the pets table has pages;
//   2. LOAD_USERS (50) signed-in sessions spread over the demo accounts that can open every
//      screen of the mix, each driven by one connection of autocannon for LOAD_SECONDS (20),
//      after a short warm-up, through a visit of the web app's own operations (the Relay
//      artifacts' texts): the welcome page (the header's viewer), the pets table, a pets search,
//      another page of pets, a pet profile, the users page, a catalogue tab, and an update
//      (renaming a pet back and forth), each with its own search term, page, pet or tab;
//   3. prints throughput, p50 / p95 / p99 latency and the errors: failed connections and
//      timeouts, non-2xx answers, and 200 answers carrying GraphQL `errors` or a mutation error.
// LOAD_URL points it at a product that is already running instead (its own data is used as is).
// The mix itself (prepareMix, visitRequests, drive) is exported for tests/bench/scale-out.ts, which
// runs it against copies of the product behind HAProxy.
import { randomUUID } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { percentile } from './stats.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const SECONDS = Number(process.env.LOAD_SECONDS ?? 20);
export const WARMUP_SECONDS = Number(process.env.LOAD_WARMUP_SECONDS ?? 5);
export const USERS = Number(process.env.LOAD_USERS ?? 50);
const PASSWORD = 'Demo!2345';
const TARGET = { p95Ms: 250, errors: 0, baselineRequestsPerSecond: 202 };

// --- The web app's operations, by name, from the Relay artifacts (so the mix is what the app sends).
const generated = new Map<string, string>();
function collectArtifacts(dir: string) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) collectArtifacts(full);
    else if (entry.name.endsWith('.graphql.ts')) generated.set(entry.name.replace(/\.graphql\.ts$/, ''), full);
  }
}
collectArtifacts(path.join(root, 'web/src'));
function operation(name: string): string {
  const file = generated.get(name);
  if (!file) throw new Error(`the web app has no operation ${name} (web/src/**/__generated__/${name}.graphql.ts)`);
  const match = /"text": ("(?:[^"\\]|\\.)*")/.exec(readFileSync(file, 'utf8'));
  if (!match) throw new Error(`${file} has no operation text`);
  return JSON.parse(match[1]!) as string;
}
const OPERATIONS = {
  welcome: operation('DashboardLayoutQuery'),
  pets: operation('PetsTabQuery'),
  petsPage: operation('PetsTabRefetchQuery'),
  petProfile: operation('PetProfilePageQuery'),
  users: operation('UsersPageQuery'),
  updatePet: operation('useUpdatePetMutation'),
};
const CATALOGUE_TABS = ['MedicationsTabQuery', 'InventoryTabQuery', 'DiagnosisTabQuery', 'DiagnosticsTabQuery', 'ServicesTabQuery', 'VaccinesTabQuery'].map(operation);
const SEARCH_TERMS = ['Load', 'pet 1', 'Bella', 'Max', 'a', 'Owner', 'pet 2-1', 'Luna', 'zz-none', 'Ch'];
const offsetCursor = (offset: number) => Buffer.from(`OffsetConnection:${offset}`).toString('base64');
const pick = <T,>(values: readonly T[]): T => values[Math.floor(Math.random() * values.length)]!;

// --- The product.
export async function freshDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const server = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `vetchart_load_${Date.now()}_${process.pid}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: server });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

async function startProduct(databaseUrl: string): Promise<{ url: string; child: ChildProcess; dataDir: string; log: () => string }> {
  const port = 41000 + Math.floor(Math.random() * 9000);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vetchart-load-'));
  let output = '';
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: databaseUrl, DEMO_DATA: 'true' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the product exited while starting:\n${output}`);
    try {
      const answer = await fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ plans { code } }' }) });
      if (answer.ok) return { url, child, dataDir, log: () => output };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the product did not start within 5 minutes:\n${output}`);
}

export type Answer = { data?: any; errors?: { message: string }[] };
export async function graphql(url: string, query: string, variables: Record<string, unknown> = {}, token?: string): Promise<Answer> {
  const answer = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(/^\s*mutation\b/.test(query) ? { 'idempotency-key': randomUUID() } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return (await answer.json()) as Answer;
}

/** A GraphQL answer that is not a success: top-level errors, or a mutation answering one of its error types. */
export function failure(answer: Answer): string | null {
  if (answer.errors?.length) return answer.errors.map((error) => error.message).join('; ');
  for (const value of Object.values(answer.data ?? {})) {
    const typename = (value as { __typename?: string } | null)?.__typename;
    if (typename && /Error$/.test(typename)) return `${typename}: ${(value as { message?: string }).message ?? ''}`;
  }
  return null;
}

export async function signIn(url: string, email: string): Promise<string> {
  const answer = await graphql(
    url,
    `mutation ($input: SignInInput!) { signIn(input: $input) { __typename ... on SignInSuccess { session { accessToken } } ... on Error { message } } }`,
    { input: { email, password: PASSWORD } },
  );
  const token = answer.data?.signIn?.session?.accessToken;
  if (!token) throw new Error(`signing in ${email} failed: ${JSON.stringify(answer)}`);
  return token;
}

export interface SeededPet {
  id: string;
  input: Record<string, unknown>;
}

/** Three parents with 20 pets each, like the demo's pets (so the table has pages); the pets' update inputs. */
async function seedPets(url: string, token: string): Promise<SeededPet[]> {
  const listed = await graphql(url, `{ pets(first: 50) { edges { node { id } } } }`, {}, token);
  const demoPetId = listed.data?.pets?.edges?.[0]?.node?.id;
  if (!demoPetId) throw new Error(`the demo data has no pets: ${JSON.stringify(listed)}`);
  const profile = await graphql(url, OPERATIONS.petProfile, { id: demoPetId }, token);
  const demoPet = profile.data?.node;
  if (!demoPet?.breed) throw new Error(`the pet profile query failed: ${JSON.stringify(profile).slice(0, 500)}`);
  const seeded: SeededPet[] = [];
  for (let parent = 0; parent < 3; parent += 1) {
    const added = await graphql(
      url,
      `mutation ($input: AddPetParentInput!) { addPetParent(input: $input) { __typename ... on AddPetParentSuccess { petParent { id } } ... on Error { message } } }`,
      {
        input: {
          firstName: 'Load',
          lastName: ['Alder', 'Birch', 'Cedar'][parent],
          phoneNumber: `512555020${parent}`,
          email: `load.owner${parent}.${Date.now()}@example.com`,
          address: { addressLine1: `${200 + parent} Load Street`, city: 'Austin', state: 'TX', zip: '78701' },
        },
      },
      token,
    );
    const parentId = added.data?.addPetParent?.petParent?.id;
    if (!parentId) throw new Error(`adding a pet parent failed: ${JSON.stringify(added)}`);
    const pets = Array.from({ length: 20 }, (_, index) => ({
      name: `Load pet ${parent}-${index}`,
      breedId: demoPet.breed.id,
      specieId: demoPet.species.id,
      genderId: demoPet.gender.id,
      color: ['Black', 'Brown', 'White', 'Golden'][index % 4]!,
      dateOfBirth: '04/12/2019',
      weight: 20 + index,
      problems: index % 2 ? ['Allergies'] : [],
    }));
    const saved = await graphql(
      url,
      `mutation ($input: AddPetsInput!) { addPets(input: $input) { __typename ... on AddPetsSuccess { pets { id name } } ... on Error { message } } }`,
      { input: { parentId, pets } },
      token,
    );
    const savedPets = saved.data?.addPets?.pets as { id: string; name: string }[] | undefined;
    if (savedPets?.length !== 20) throw new Error(`adding pets failed: ${JSON.stringify(saved).slice(0, 500)}`);
    savedPets.forEach((pet) => {
      const input = pets.find((candidate) => candidate.name === pet.name)!;
      seeded.push({ id: pet.id, input: { ...input, id: pet.id, parentId } });
    });
  }
  return seeded;
}

// --- The load.
interface Visit {
  token: string;
}

export interface MixCounters {
  graphqlErrors: number;
  samples: string[];
}

export interface MixOptions {
  /** Send the update with an Idempotency-Key, as the web app sends every mutation (a proxy may then replay it safely). */
  idempotencyKeys?: boolean;
}

export function visitRequests(sessions: string[], pets: SeededPet[], petIds: string[], counters: MixCounters, options: MixOptions = {}) {
  let nextSession = 0;
  const body = (query: string, variables: Record<string, unknown> = {}) => JSON.stringify({ query, variables });
  const request = (build: (visit: Visit) => string, first = false): autocannon.Request => ({
    method: 'POST',
    path: '/graphql',
    setupRequest: (req, context) => {
      const visit = context as Visit;
      // Each visit (one pass through the mix) is one signed-in person's: the sessions take turns.
      if (first) visit.token = sessions[nextSession++ % sessions.length]!;
      const text = build(visit);
      const keyed = options.idempotencyKeys && text.startsWith('{"query":"mutation');
      const headers: Record<string, string> = { 'content-type': 'application/json', authorization: `Bearer ${visit.token}` };
      if (keyed) headers['idempotency-key'] = randomUUID();
      return { ...req, headers, body: text };
    },
    onResponse: (status, text) => {
      if (status !== 200) return; // counted by autocannon as non-2xx
      let problem: string | null;
      try {
        problem = failure(JSON.parse(text) as Answer);
      } catch {
        problem = `not JSON: ${text.slice(0, 100)}`;
      }
      if (problem) {
        counters.graphqlErrors += 1;
        if (counters.samples.length < 5) counters.samples.push(problem);
      }
    },
  });
  let renames = 0;
  return [
    request(() => body(OPERATIONS.welcome), true),
    request(() => body(OPERATIONS.pets)),
    request(() => body(OPERATIONS.petsPage, { first: 10, after: null, search: pick(SEARCH_TERMS) })),
    request(() => body(OPERATIONS.petsPage, { first: 10, after: offsetCursor(10 * (1 + Math.floor(Math.random() * 6)) - 1), search: null })),
    request(() => body(OPERATIONS.petProfile, { id: pick(petIds) })),
    request(() => body(OPERATIONS.users)),
    request(() => body(pick(CATALOGUE_TABS))),
    request(() => {
      const pet = pick(pets);
      renames += 1;
      // Renamed back and forth: every other save of a pet gives its own name back.
      const name = renames % 2 ? `${pet.input.name} (renamed)` : (pet.input.name as string);
      return body(OPERATIONS.updatePet, { input: { ...pet.input, name } });
    }),
  ];
}

/**
 * CPU time (ms) used so far by the product's processes (the one started and its descendants) and
 * by the local PostgreSQL server's, read from /proc (Linux; zero elsewhere). On a machine shared
 * with other work, CPU per request says what the product costs when latency cannot.
 */
/** CPU time used so far (ms): the product's process tree (its first process alone as `root`) and PostgreSQL's server processes. */
export function cpuMs(rootPid: number | undefined): { product: number; root: number; postgres: number } {
  const used = { product: 0, root: 0, postgres: 0 };
  if (!rootPid || !existsSync('/proc')) return used;
  const processes = new Map<number, { parent: number; name: string; ticks: number }>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      processes.set(Number(entry), { parent: Number(fields[1]), name, ticks: Number(fields[11]) + Number(fields[12]) });
    } catch {
      // the process ended meanwhile
    }
  }
  const inProduct = (pid: number): boolean => pid === rootPid || (pid > 1 && processes.has(pid) && inProduct(processes.get(pid)!.parent));
  for (const [pid, info] of processes) {
    if (pid === rootPid) used.root += info.ticks * 10;
    if (inProduct(pid)) used.product += info.ticks * 10;
    else if (info.name === 'postgres') used.postgres += info.ticks * 10;
  }
  return used;
}

/** Transactions committed or rolled back in the product's database so far (PostgreSQL's statistics, flushed within a second). */
export async function databaseTransactions(databaseUrl: string | undefined): Promise<number | null> {
  if (!databaseUrl) return null;
  await new Promise((resolve) => setTimeout(resolve, 1_100));
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ total: string }>('SELECT xact_commit + xact_rollback AS total FROM pg_stat_database WHERE datname = current_database()');
    return Number(rows[0]?.total ?? 0);
  } finally {
    await client.end();
  }
}


export async function drive(url: string, seconds: number, requests: autocannon.Request[]) {
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url, connections: USERS, duration: seconds, requests, timeout: 10 }, (error, finished) => (error ? reject(error) : resolve(finished)));
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
  latencies.sort((a, b) => a - b);
  return { result, latencies };
}

export interface Mix {
  sessions: string[];
  pets: SeededPet[];
  petIds: string[];
}

/** The mix's data on a product with the demo data: 60 more pets, and USERS sessions of the demo accounts that can open every screen. */
export async function prepareMix(url: string): Promise<Mix> {
  // The demo accounts that can open every screen of the mix; the sessions are spread over them.
  const candidates = ['admin@demo.vet', 'superadmin@demo.vet', 'vet@demo.vet', 'tech@demo.vet', 'assistant@demo.vet'];
  const eligible: string[] = [];
  const adminToken = await signIn(url, 'admin@demo.vet');
  const pets = await seedPets(url, adminToken);
  const listed = await graphql(url, `{ pets(first: 50) { edges { node { id } } } }`, {}, adminToken);
  const petIds = (listed.data?.pets?.edges as { node: { id: string } }[]).map((edge) => edge.node.id);
  for (const email of candidates) {
    const token = await signIn(url, email);
    const checks = [
      await graphql(url, OPERATIONS.welcome, {}, token),
      await graphql(url, OPERATIONS.petsPage, { first: 10, after: offsetCursor(9), search: null }, token),
      await graphql(url, OPERATIONS.petProfile, { id: petIds[0] }, token),
      await graphql(url, OPERATIONS.users, {}, token),
      ...(await Promise.all(CATALOGUE_TABS.map((tab) => graphql(url, tab, {}, token)))),
      await graphql(url, OPERATIONS.updatePet, { input: pets[0]!.input }, token),
    ];
    if (checks.every((answer) => !failure(answer))) eligible.push(email);
  }
  if (!eligible.length) throw new Error('no demo account can open every screen of the mix');
  const sessions: string[] = [];
  for (let index = 0; index < USERS; index += 1) sessions.push(await signIn(url, eligible[index % eligible.length]!));
  console.log(`  ${USERS} sessions of ${eligible.join(', ')}; ${petIds.length} pets listed, ${pets.length} of them renamed back and forth`);

  return { sessions, pets, petIds };
}

async function main() {
  const database = process.env.LOAD_URL ? null : await freshDatabase();
  let product: Awaited<ReturnType<typeof startProduct>> | null = null;
  try {
    let url = process.env.LOAD_URL ?? '';
    if (database) {
      console.log('Starting the product on a fresh PostgreSQL database (as `pnpm start` does)…');
      product = await startProduct(database.url);
      url = product.url;
      const layout = /Processes: (.*)/.exec(product.log())?.[1];
      if (layout) console.log(`  processes: ${layout}`);
    }

    const { sessions, pets, petIds } = await prepareMix(url);

    const counters = { graphqlErrors: 0, samples: [] as string[] };
    if (WARMUP_SECONDS > 0) await drive(url, WARMUP_SECONDS, visitRequests(sessions, pets, petIds, { graphqlErrors: 0, samples: [] }));
    const productPid = product?.child.pid ?? (process.env.LOAD_PID ? Number(process.env.LOAD_PID) : undefined);
    const cpuBefore = cpuMs(productPid);
    const benchCpuBefore = process.cpuUsage();
    const transactionsBefore = await databaseTransactions(database?.url);
    const { result, latencies } = await drive(url, SECONDS, visitRequests(sessions, pets, petIds, counters));
    const cpuAfter = cpuMs(productPid);
    const benchCpu = process.cpuUsage(benchCpuBefore);
    const transactionsAfter = await databaseTransactions(database?.url);

    const perSecond = result.requests.total / (result.duration || SECONDS);
    const p95 = percentile(latencies, 95);
    const errors = result.errors + result.timeouts + result.non2xx + counters.graphqlErrors;
    console.log(`\nLoad: ${USERS} concurrent signed-in users for ${SECONDS} s (after ${WARMUP_SECONDS} s warm-up), the visit mix of 8 requests`);
    console.log(`  throughput:      ${perSecond.toFixed(0)} req/s (${result.requests.total} requests)   target ≥ ${2 * TARGET.baselineRequestsPerSecond} (2 × ${TARGET.baselineRequestsPerSecond})`);
    console.log(`  latency p50:     ${percentile(latencies, 50).toFixed(0)} ms`);
    console.log(`  latency p95:     ${p95.toFixed(0)} ms   target ≤ ${TARGET.p95Ms} ms`);
    console.log(`  latency p99:     ${percentile(latencies, 99).toFixed(0)} ms`);
    console.log(`  errors:          ${errors}   target ${TARGET.errors}`);
    console.log(`    connection errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx}, GraphQL errors in 200 answers ${counters.graphqlErrors}`);
    for (const sample of counters.samples) console.log(`    e.g. ${sample}`);
    if (productPid && cpuAfter.product > cpuBefore.product) {
      const perRequest = (cpuAfter.product - cpuBefore.product) / result.requests.total;
      const database = (cpuAfter.postgres - cpuBefore.postgres) / result.requests.total;
      const root = (cpuAfter.root - cpuBefore.root) / result.requests.total;
      const load = (benchCpu.user + benchCpu.system) / 1000 / result.requests.total;
      console.log(`  CPU per request: ${perRequest.toFixed(2)} ms in the product's processes (${root.toFixed(2)} in the first, ${(perRequest - root).toFixed(2)} in the others), ${database.toFixed(2)} ms in PostgreSQL's, ${load.toFixed(2)} ms in this load driver (machine load average ${os.loadavg()[0]!.toFixed(1)})`);
    }
    if (transactionsBefore !== null && transactionsAfter !== null) {
      console.log(`  database transactions per request: ${((transactionsAfter - transactionsBefore) / result.requests.total).toFixed(1)} (every statement outside a transaction counts as one)`);
    }
    const met = p95 <= TARGET.p95Ms && errors === 0 && perSecond >= 2 * TARGET.baselineRequestsPerSecond;
    console.log(`  ${met ? 'meets' : 'misses'} the targets`);
  } finally {
    if (product) {
      product.child.kill('SIGTERM');
      await new Promise((resolve) => product!.child.once('exit', resolve));
      rmSync(product.dataDir, { recursive: true, force: true });
    }
    await database?.drop();
  }
}

// Run as `pnpm bench:load`, not when scale-out.ts imports the mix.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
