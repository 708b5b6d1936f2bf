// `pnpm bench`: prints the figures the foundation is measured by (no assertions).
//   1. start-up: from running the start command on an existing data folder to the first
//      successful /graphql response (median of several starts);
//   2. the gateway's added latency: the `viewer` query through the gateway against the auth
//      service's GET /me called directly, both over loopback HTTP, median and p95, and against
//      the same call through a bare forwarding process ('floor'): gateway − floor ≤ 1 ms, the
//      median of BENCH_PASSES passes (3), each printed;
//   3. the pets table at 50 rows: the gateway's pets query (with parent, breed, species, gender
//      and color) against the sum of the direct REST calls it replaces, median and p95;
//   4. every list screen (users, roles, pets, pet parents, two catalogue tabs): the web app's own
//      query against the REST calls the gateway makes for it (recorded once, then replayed one
//      after the other) and against the same calls through a bare forwarding process ('floor'),
//      with the gateway's cost over the floor beside its target (≤ 1 ms) and, for screens of
//      three calls or more, the ratio to the direct calls beside its target (≤ 1.2×): every screen
//      once a pass, BENCH_PASSES passes, each figure the passes' median.
//      Gateway, direct calls and floor are timed in turns, so a busy machine slows all alike.
//   5. no account enumeration by time: sign-in, forgot password and sign-up for known against
//      unknown e-mails with a slow SMTP server (enumeration.ts).
//   6. the web app: a production build's initial JavaScript per page (gzip, and brotli as sent),
//      the largest lazily loaded screen, and, where Chromium is present, Lighthouse's mobile
//      performance score for sign-in, the plans, a public page and the dashboard's Welcome
//      screen signed in as a demo user (BENCH_LIGHTHOUSE_RUNS runs each, default 3: the median
//      beside the target and every run; below target, the metrics' lost points and the audits
//      that cost them; BENCH_LIGHTHOUSE_REPORTS=<folder> keeps each run's JSON).
//   7. the subjective step of a visit with 20 reminders and 10 earlier visits: the web
//      app's step query against the REST calls it replaces, and its upstream call count.
//   8. the assessment step of a visit with a 50-row treatment plan: the web app's step
//      query (VisitChartingPageAssessmentQuery) against the REST calls it replaces, its upstream
//      call count against a 1-row plan's, and saving the 50 rows (main prices them by calling the
//      inventory and auth services).
//   9. the treatment-plan estimate PDF: its render time alone for 10, 50 and 200 rows,
//      and served from its link on the public port, median and p95 (documents.ts).
//  10. AI triage: per-field accuracy and micro F1 of the rules engine on the labelled
//      triage notes (ai-triage.ts).
//  11. AI recommendations: the rules engine's latency for a 500-item catalogue (median,
//      p95) and the suggested drugs or doses not in the catalogue, also through a language model
//      that invents a drug (ai-recommendations.ts).
//  12. the results step of a visit with 50 lab results: the step query against the REST
//      calls it replaces (ratio), and its upstream call count against a 1-result visit's.
//  13. Generate SOAP: the rules engine on a 2,000-character triage note and a 12-section
//      template, median and p95 (soap-generate.ts).
// BENCH_ONLY=startup|viewer|pets|lists|subjective|assessment|enumeration|web|documents|ai-triage|ai-recommendations|results|soap-generate runs one of them.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createGateway } from '@vetchart/gateway/yoga';
import { listen } from '@vetchart/platform/service';
import { Hono } from 'hono';
import { chromium } from '@playwright/test';
import lighthouse, { type Result } from 'lighthouse';
import { explainScore, metricsLine, performanceScore } from './lighthouse-report.ts';
import type { BenchPetsTableQuery, BenchViewerQuery } from './__generated__/operations.ts';
import { kilobytes, readWebBundle } from './web-bundle.ts';
import { seedBenchPets, startBenchProduct, timeInTurns, waitFor, webOperation, type BenchProduct } from './bench-product.ts';
import { benchAiRecommendations } from './ai-recommendations.ts';
import { benchDocuments } from './documents.ts';
import { benchEnumeration } from './enumeration.ts';
import { benchAiTriage } from './ai-triage.ts';
import { benchSoapGenerate } from './soap-generate.ts';
import { startForwardingProxy, type ForwardingProxy } from './forwarding-proxy.ts';
import { percentileOf } from './stats.ts';

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
/**
 * Calls made (and not timed) before each comparison: the gateway and the services are long-running
 * servers, and V8 needs a few hundred requests to optimise their hot paths; timing a cold process
 * measures the JIT, not the path.
 */
const WARMUP = Number(process.env.BENCH_WARMUP ?? 300);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 1000);
const PET_REQUESTS = Number(process.env.BENCH_PET_REQUESTS ?? 100);
// 400 per screen: with 100 a median moved by a tenth of a millisecond between runs, the size of
// the differences the targets are about.
const LIST_REQUESTS = Number(process.env.BENCH_LIST_REQUESTS ?? 400);
/**
 * The gateway's cost over the floor (viewer and list screens) is measured in this many passes and
 * held to its target by their median, each pass printed: this machine runs slower by half for
 * stretches of time, which moves one pass's figures by more than the differences the target is
 * about (docs/architecture.md, 'Where the rest goes'). A list screen's passes are half a minute
 * or more apart (every screen once a pass), the viewer's back to back.
 */
const OVER_FLOOR_PASSES = Number(process.env.BENCH_PASSES ?? 3);
/**
 * The targets: a list screen's query takes at most this multiple of its direct calls (medians).
 * The ratio is printed only for screens of LIST_RATIO_MIN_CALLS calls or more: below that the
 * fixed cost of any process in between dominates (docs/architecture.md, 'The floor of any
 * separate gateway process'), and the gateway is held to its cost over that floor instead.
 */
const LIST_RATIO_TARGET = 1.2;
const LIST_RATIO_MIN_CALLS = 3;
/** The gateway's own work: its median over the bare forwarder's ('floor') for the same calls, viewer and every list screen. */
const OVER_FLOOR_TARGET_MS = 1;

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
  console.log(`  existing data folder, median of ${STARTS}: ${ms(percentileOf(times, 50))} (min ${ms(Math.min(...times))}, max ${ms(Math.max(...times))})`);
}

/**
 * Times the gateway and the direct calls in turns (gateway, direct, gateway, …) so that both see
 * the same machine: on a busy machine a block of one after a block of the other compares moments.
 */
async function compare(runs: number, viaGateway: () => Promise<unknown>, direct: () => Promise<unknown>) {
  for (let warm = 0; warm < WARMUP; warm += 1) {
    await viaGateway();
    await direct();
  }
  const gatewayTimes: number[] = [];
  const directTimes: number[] = [];
  await timeInTurns(runs, [
    { run: viaGateway, times: gatewayTimes },
    { run: direct, times: directTimes },
  ]);
  const graph = { median: percentileOf(gatewayTimes, 50), p95: percentileOf(gatewayTimes, 95) };
  const rest = { median: percentileOf(directTimes, 50), p95: percentileOf(directTimes, 95) };
  return { graph, rest, added: graph.median - rest.median, ratio: graph.median / rest.median };
}

/**
 * Times the gateway, the direct calls and the same calls through the bare forwarder ('floor',
 * forwarding-proxy.ts) in turns, so that 'gateway − floor', the gateway's own work, compares
 * moments of the same machine.
 */
async function compareWithFloor(
  product: BenchProduct,
  proxy: ForwardingProxy,
  runs: number,
  viaGateway: () => Promise<unknown>,
  direct: () => Promise<unknown>,
  viaFloor: () => Promise<unknown>,
  warmup = WARMUP,
) {
  for (let warm = 0; warm < warmup; warm += 1) {
    await viaGateway();
    await direct();
    await viaFloor();
  }
  const times = { gateway: [] as number[], direct: [] as number[], floor: [] as number[] };
  // Only the gateway's turns reach the gateway process: its CPU time over the runs is theirs.
  const cpuBefore = product.gatewayCpuMs();
  const floorCpuBefore = proxy.cpuMs();
  await timeInTurns(runs, [
    { run: viaGateway, times: times.gateway },
    { run: direct, times: times.direct },
    { run: viaFloor, times: times.floor },
  ]);
  const summary = (values: number[]) => ({ median: percentileOf(values, 50), p95: percentileOf(values, 95) });
  const graph = summary(times.gateway);
  const rest = summary(times.direct);
  const floor = summary(times.floor);
  const gatewayCpuPerRequest = (product.gatewayCpuMs() - cpuBefore) / runs;
  const floorCpuPerRequest = (proxy.cpuMs() - floorCpuBefore) / runs;
  return { graph, rest, floor, overFloor: graph.median - floor.median, ratio: graph.median / rest.median, gatewayCpuPerRequest, floorCpuPerRequest };
}

type FloorComparison = Awaited<ReturnType<typeof compareWithFloor>>;

/** The median of each figure over the passes of one comparison (the pass in the middle, figure by figure). */
function medianOfPasses(passes: FloorComparison[]): FloorComparison {
  const middle = (pick: (pass: FloorComparison) => number) => percentileOf(passes.map(pick), 50);
  const summary = (pick: (pass: FloorComparison) => { median: number; p95: number }) => ({ median: middle((pass) => pick(pass).median), p95: middle((pass) => pick(pass).p95) });
  return {
    graph: summary((pass) => pass.graph),
    rest: summary((pass) => pass.rest),
    floor: summary((pass) => pass.floor),
    overFloor: middle((pass) => pass.overFloor),
    ratio: middle((pass) => pass.ratio),
    gatewayCpuPerRequest: middle((pass) => pass.gatewayCpuPerRequest),
    floorCpuPerRequest: middle((pass) => pass.floorCpuPerRequest),
  };
}

const passFigures = (passes: FloorComparison[]) => passes.map((pass) => pass.overFloor.toFixed(2)).join(' / ');

/** A POST of recorded REST calls to the forwarding proxy, answered with their bodies. */
function forwarded(proxy: ForwardingProxy, product: BenchProduct, calls: { service: Service; method: string; path: string }[]) {
  const body = JSON.stringify({
    authorization: product.auth.authorization,
    calls: calls.map((call) => ({ method: call.method, url: `${product.services.upstreams[call.service]}${call.path}` })),
  });
  return async () => {
    const answer = await fetch(proxy.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    if (!answer.ok) throw new Error(`the forwarding proxy answered ${answer.status}: ${await answer.text()}`);
    await answer.json();
  };
}

const within = (ok: boolean) => (ok ? 'meets' : 'misses');
const metOrNot = (ok: boolean) => (ok ? 'met' : 'not met');

async function benchViewer() {
  const product = await startBenchProduct({ production: GATEWAY_COST_IN_PRODUCTION });
  const { services, gatewayUrl, auth } = product;
  const viewerQuery = JSON.stringify({ query: BENCH_VIEWER_QUERY });
  // One checked answer first: a benchmark of error responses would measure nothing useful.
  const sample = (await (
    await fetch(`${gatewayUrl}/graphql`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: viewerQuery })
  ).json()) as { data?: BenchViewerQuery };
  if (sample.data?.viewer?.user.email !== 'admin@demo.vet') throw new Error(`viewer query failed: ${JSON.stringify(sample)}`);

  const direct = () => fetch(`${services.upstreams.auth}/me`, { headers: auth }).then((r) => r.json());
  const viaGateway = () =>
    fetch(`${gatewayUrl}/graphql`, { method: 'POST', headers: { ...auth, ...LIKE_FOR_LIKE, 'content-type': 'application/json' }, body: viewerQuery }).then((r) => r.json());
  // The floor: the REST call(s) the gateway makes for the viewer, through the bare forwarder.
  const calls = await recordUpstreamCalls(product, BENCH_VIEWER_QUERY, {});
  const proxy = await startForwardingProxy();
  const passes: FloorComparison[] = [];
  for (let pass = 0; pass < OVER_FLOOR_PASSES; pass += 1) passes.push(await compareWithFloor(product, proxy, REQUESTS, viaGateway, direct, forwarded(proxy, product, calls), pass === 0 ? WARMUP : 0));
  const { graph, rest, floor, overFloor, gatewayCpuPerRequest, floorCpuPerRequest } = medianOfPasses(passes);
  const added = graph.median - rest.median;
  console.log(`viewer query over ${REQUESTS} sequential requests of each, in turns, in ${OVER_FLOOR_PASSES} passes (each figure the passes' median)`);
  console.log(`  auth GET /me directly: median ${ms(rest.median)}, p95 ${ms(rest.p95)}`);
  console.log(`  floor (${calls.map((call) => `${call.service} ${call.path.split('?')[0]}`).join(', ')} through the bare forwarder): median ${ms(floor.median)}, p95 ${ms(floor.p95)}`);
  console.log(`  gateway viewer query:  median ${ms(graph.median)}, p95 ${ms(graph.p95)} (CPU a query: gateway ${ms(gatewayCpuPerRequest)}, forwarder ${ms(floorCpuPerRequest)})`);
  console.log(`  gateway − floor:       median ${ms(overFloor)}   target ≤ ${ms(OVER_FLOOR_TARGET_MS)}: ${metOrNot(overFloor <= OVER_FLOOR_TARGET_MS)}   (passes: ${passFigures(passes)} ms)`);
  // Over the direct call the figure holds the floor's own (any process in between pays it), so the
  // target is on gateway − floor above; this line once held the gateway to ≤ 1.5 ms added.
  console.log(`  gateway added latency: median ${ms(added)} over the direct call, of which the floor's ${ms(floor.median - rest.median)}`);
  console.log(`  ratio gateway/direct:  median ${(graph.median / rest.median).toFixed(2)}×, p95 ${(graph.p95 / rest.p95).toFixed(2)}×`);
  await proxy.close();
  await product.close();
}

async function benchPetsTable() {
  const product = await startBenchProduct();
  const { services, gatewayUrl, auth } = product;
  const { main, inventory } = services.upstreams;
  const json = { ...auth, 'content-type': 'application/json' };
  const get = async <T,>(url: string): Promise<T> => {
    const response = await fetch(url, { headers: auth });
    if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
  type Page<T> = { data: T[]; meta: { total: number } };

  await seedBenchPets(product);

  // The page size is a variable, as the web app's paged tables send it.
  const query = JSON.stringify({ query: BENCH_PETS_TABLE_QUERY, variables: { first: 50 } });
  const viaGateway = async () => {
    const response = await fetch(`${gatewayUrl}/graphql`, { method: 'POST', headers: json, body: query });
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
  const { graph, rest, ratio } = await compare(PET_REQUESTS, viaGateway, direct);
  console.log(`pets table (50 rows with parent, breed, species, gender, color) over ${PET_REQUESTS} sequential requests of each, in turns`);
  console.log(`  5 direct REST calls, summed: median ${ms(rest.median)}, p95 ${ms(rest.p95)}`);
  console.log(`  gateway pets query:          median ${ms(graph.median)}, p95 ${ms(graph.p95)}`);
  console.log(`  ratio gateway/direct:        median ${ratio.toFixed(2)}×, p95 ${(graph.p95 / rest.p95).toFixed(2)}×   target ≤ ${LIST_RATIO_TARGET}×: ${within(ratio <= LIST_RATIO_TARGET)}`);
  await product.close();
}

type Service = keyof BenchProduct['services']['upstreams'];

/**
 * The REST calls the gateway makes for one operation, recorded by putting a forwarding proxy in
 * front of every service for one run of it: method, service and path with query, in the order
 * they were made. Replayed one after the other they are the direct calls the screen would need.
 */
async function recordUpstreamCalls(product: BenchProduct, query: string, variables: Record<string, unknown>) {
  const calls: { service: Service; method: string; path: string }[] = [];
  const proxies: Awaited<ReturnType<typeof listen>>[] = [];
  const urls = {} as Record<Service, string>;
  for (const [service, base] of Object.entries(product.services.upstreams) as [Service, string][]) {
    const app = new Hono();
    app.all('*', async (c) => {
      const url = new URL(c.req.url);
      calls.push({ service, method: c.req.method, path: `${url.pathname}${url.search}` });
      const answer = await fetch(`${base}${url.pathname}${url.search}`, {
        method: c.req.method,
        headers: { authorization: c.req.header('authorization') ?? '', 'content-type': c.req.header('content-type') ?? 'application/json' },
        body: c.req.method === 'GET' ? undefined : await c.req.arrayBuffer(),
      });
      return new Response(await answer.arrayBuffer(), { status: answer.status, headers: { 'content-type': answer.headers.get('content-type') ?? 'application/json' } });
    });
    const proxy = await listen(app);
    proxies.push(proxy);
    urls[service] = proxy.url;
  }
  const recording = createGateway({ upstreams: urls, publicKey: product.services.keys.publicKey });
  const answer = (await (
    await recording.fetch('http://bench.test/graphql', {
      method: 'POST',
      headers: { ...product.auth, 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    })
  ).json()) as { data?: unknown; errors?: unknown };
  await recording.dispose();
  await Promise.all(proxies.map((proxy) => proxy.close()));
  if (answer.errors || !answer.data) throw new Error(`the operation failed: ${JSON.stringify(answer).slice(0, 500)}`);
  return calls;
}

/**
 * The gateway asked for an uncompressed answer where it is held against the direct calls and the
 * floor: the services and the forwarder answer uncompressed, while Node's fetch asks for gzip by
 * default, which would add the gateway's compression and this client's decompression (a trade made
 * for browsers on real networks, not GraphQL work) to the gateway's figure alone.
 */
const LIKE_FOR_LIKE = { 'accept-encoding': 'identity' };

/** The gateway's own cost is measured as deployed (NODE_ENV=production) unless BENCH_GATEWAY_PRODUCTION=0. */
const GATEWAY_COST_IN_PRODUCTION = process.env.BENCH_GATEWAY_PRODUCTION !== '0';

/** Every list screen's query (the web app's own) against the direct REST calls it replaces. */
async function benchListScreens() {
  const product = await startBenchProduct({ production: GATEWAY_COST_IN_PRODUCTION });
  await seedBenchPets(product);
  const screens: { screen: string; operation: string; variables?: Record<string, unknown> }[] = [
    { screen: 'users', operation: 'UsersPageQuery' },
    { screen: 'roles', operation: 'RolesPageQuery', variables: { first: 10 } },
    { screen: 'pets', operation: 'PetsTabQuery' },
    { screen: 'pet parents', operation: 'PetParentsTabQuery' },
    { screen: 'catalogue: medications', operation: 'MedicationsTabQuery' },
    { screen: 'catalogue: services', operation: 'ServicesTabQuery' },
  ];
  // BENCH_SCREENS=users,roles times only those screens (a profile of one screen's queries).
  const chosen = process.env.BENCH_SCREENS?.split(',').map((name) => name.trim());
  if (chosen) screens.splice(0, screens.length, ...screens.filter(({ screen }) => chosen.includes(screen)));
  // The same calls through a process that only forwards them (forwarding-proxy.ts): what any
  // gateway in its own process pays before doing any GraphQL work.
  const proxy = await startForwardingProxy();
  console.log(
    `list screens (the web app's first page of each) over ${LIST_REQUESTS} sequential requests of each, gateway, direct and floor in turns, every screen once a pass, ${OVER_FLOOR_PASSES} passes`,
  );
  console.log(`  'floor' is the same REST calls made by a bare forwarding process (one request in, the calls out, their bodies back): what any separate gateway process pays`);
  console.log(`  the ratio gateway/direct is held to ≤ ${LIST_RATIO_TARGET}× only for screens of ${LIST_RATIO_MIN_CALLS} calls or more`);
  const prepared = [];
  for (const { screen, operation, variables = {} } of screens) {
    const query = webOperation(operation);
    const calls = await recordUpstreamCalls(product, query, variables);
    const body = JSON.stringify({ query, variables });
    const viaGateway = async () => {
      const answer = (await (
        await fetch(`${product.gatewayUrl}/graphql`, { method: 'POST', headers: { ...product.auth, ...LIKE_FOR_LIKE, 'content-type': 'application/json' }, body })
      ).json()) as { errors?: unknown };
      if (answer.errors) throw new Error(`${operation} failed: ${JSON.stringify(answer.errors)}`);
    };
    const direct = async () => {
      for (const call of calls) {
        const answer = await fetch(`${product.services.upstreams[call.service]}${call.path}`, { method: call.method, headers: product.auth });
        if (!answer.ok) throw new Error(`${call.method} ${call.path}: ${answer.status}`);
        await answer.json();
      }
    };
    prepared.push({ screen, calls, viaGateway, direct, viaFloor: forwarded(proxy, product, calls), passes: [] as FloorComparison[] });
  }
  // Every screen once a pass, so that a pass's slow minutes fall on every screen's figures alike
  // and the passes of one screen are minutes apart.
  for (let pass = 0; pass < OVER_FLOOR_PASSES; pass += 1) {
    for (const screen of prepared) {
      screen.passes.push(await compareWithFloor(product, proxy, LIST_REQUESTS, screen.viaGateway, screen.direct, screen.viaFloor, pass === 0 ? WARMUP : 0));
    }
    console.log(`  pass ${pass + 1}, gateway − floor: ${prepared.map(({ screen, passes }) => `${screen} ${ms(passes[pass]!.overFloor)}`).join(', ')}`);
  }
  console.log(`  the passes' median of each figure:`);
  console.log(
    `  ${'screen'.padEnd(24)} ${'direct'.padStart(9)} ${'floor'.padStart(9)} ${'gateway'.padStart(9)} ${'gw − floor'.padStart(10)}  target ≤ ${ms(OVER_FLOOR_TARGET_MS)}   ratio   target ≤ ${LIST_RATIO_TARGET}×   CPU a query: gateway / floor`,
  );
  for (const { screen, calls, passes } of prepared) {
    const { graph, rest, floor, overFloor, ratio, gatewayCpuPerRequest, floorCpuPerRequest } = medianOfPasses(passes);
    const ratioColumns = calls.length >= LIST_RATIO_MIN_CALLS ? `${ratio.toFixed(2)}×   ${within(ratio <= LIST_RATIO_TARGET)}` : `${'—'.padEnd(5)}   —`;
    console.log(
      `  ${screen.padEnd(24)} ${ms(rest.median).padStart(9)} ${ms(floor.median).padStart(9)} ${ms(graph.median).padStart(9)} ${ms(overFloor).padStart(10)}  ${metOrNot(overFloor <= OVER_FLOOR_TARGET_MS).padEnd(13)}` +
        `  ${ratioColumns.padEnd(16)}   ${ms(gatewayCpuPerRequest).padStart(9)} / ${ms(floorCpuPerRequest)}` +
        `   (${calls.length} REST call${calls.length === 1 ? '' : 's'}: ${calls.map((call) => `${call.service} ${call.path.split('?')[0]}`).join(', ')})`,
    );
  }
  await proxy.close();
  await product.close();
}

/**
 * The measure: opening the subjective step of a visit whose pet has 20 reminders and 10
 * earlier visits (the web app's own step query) against the direct REST calls it replaces, and
 * its upstream call count, which stays the same for 1 reminder and 1 visit.
 */
async function benchSubjectiveStep() {
  const product = await startBenchProduct();
  await seedBenchPets(product);
  const { main } = product.services.upstreams;
  const json = { ...product.auth, 'content-type': 'application/json' };
  const post = async (path: string, body: unknown, method = 'POST') => {
    const answer = await fetch(`${main}${path}`, { method, headers: json, body: JSON.stringify(body) });
    if (!answer.ok) throw new Error(`${method} ${path}: ${answer.status} ${await answer.text()}`);
    return ((await answer.json()) as { data: { id: string } }).data;
  };
  const pets = ((await (await fetch(`${main}/pets?limit=2`, { headers: product.auth })).json()) as { data: { id: string }[] }).data;
  const note = { chief_complaint: { complaint: 'Vomiting since last night', duration: 'Gradual' }, reason_for_consultation: { main_case: [3] }, additional_notes: { triage_notes: 'Quiet but alert' } };
  /** A pet with `visits` visits (the last one charted) and `reminders` reminders: the visit opened. */
  const chartedPet = async (petId: string, visits: number, reminders: number) => {
    let visitId = '';
    for (let index = 0; index < visits; index += 1) visitId = (await post('/visits', { pet_id: petId, name: `Bench visit ${index + 1}` })).id;
    await post('/subjective', { obj_visit_id: visitId, subjective_note: note });
    await post(`/visits/${visitId}/vitals`, { pet_id: petId, weight: { value: 21.5, unit: 'lbs' }, temperature: { value: 101.2, unit: 'fahrenheit' } }, 'PUT');
    for (let index = 0; index < reminders; index += 1) {
      await post('/other-reminders', { pet_id: petId, visit_id: visitId, reminder: `Recheck ${index + 1}`, date: '12/01/2026', last_given_date: '11/01/2026' });
    }
    return { petId, visitId };
  };
  const query = webOperation('VisitChartingPageSubjectiveQuery');
  // Relay ids are base64 of 'Type:id' (Pothos global ids).
  const globalId = (type: string, id: string) => Buffer.from(`${type}:${id}`).toString('base64');
  const variablesOf = (opened: { petId: string; visitId: string }) => ({ petId: globalId('Pet', opened.petId), visitId: globalId('Visit', opened.visitId) });
  const small = await chartedPet(pets[1]!.id, 1, 1);
  const large = await chartedPet(pets[0]!.id, 11, 20);
  const smallCalls = await recordUpstreamCalls(product, query, variablesOf(small));
  const calls = await recordUpstreamCalls(product, query, variablesOf(large));
  const body = JSON.stringify({ query, variables: variablesOf(large) });
  const viaGateway = async () => {
    const answer = (await (await fetch(`${product.gatewayUrl}/graphql`, { method: 'POST', headers: json, body })).json()) as { errors?: unknown };
    if (answer.errors) throw new Error(`the subjective step failed: ${JSON.stringify(answer.errors)}`);
  };
  const direct = async () => {
    for (const call of calls) {
      const answer = await fetch(`${product.services.upstreams[call.service]}${call.path}`, { method: call.method, headers: product.auth });
      if (!answer.ok) throw new Error(`${call.method} ${call.path}: ${answer.status}`);
      await answer.json();
    }
  };
  const { graph, rest, ratio } = await compare(LIST_REQUESTS, viaGateway, direct);
  console.log(`the subjective step of a visit (20 reminders, 10 earlier visits) over ${LIST_REQUESTS} sequential requests of each, in turns`);
  console.log(`  ${calls.length} direct REST calls, summed: median ${ms(rest.median)}, p95 ${ms(rest.p95)}`);
  console.log(`  gateway step query:          median ${ms(graph.median)}, p95 ${ms(graph.p95)}`);
  console.log(`  ratio gateway/direct:        median ${ratio.toFixed(2)}×, p95 ${(graph.p95 / rest.p95).toFixed(2)}×`);
  console.log(`  upstream calls: ${calls.length} (${smallCalls.length} for a pet with 1 reminder and 1 visit): ${calls.map((call) => `${call.service} ${call.path.split('?')[0]}`).join(', ')}`);
  await product.close();
}

/**
 * The measure: the assessment step of a visit whose treatment plan has 50 rows (the web
 * app's own step query) against the direct REST calls it replaces; its upstream call count, the
 * same as for a 1-row plan; and the time to save the 50 rows through the gateway, which includes
 * the main service's own calls to the inventory service (one per catalogue kind) and the auth
 * service (the tax rate), made side by side.
 */
async function benchAssessmentStep() {
  const product = await startBenchProduct();
  await seedBenchPets(product);
  const { main, inventory } = product.services.upstreams;
  const json = { ...product.auth, 'content-type': 'application/json' };
  const call = async <T>(base: string, path: string, body?: unknown, method = body === undefined ? 'GET' : 'POST'): Promise<T> => {
    const answer = await fetch(`${base}${path}`, { method, headers: json, body: body === undefined ? undefined : JSON.stringify(body) });
    if (!answer.ok) throw new Error(`${method} ${path}: ${answer.status} ${await answer.text()}`);
    return (await answer.json()) as T;
  };
  // The demo catalogue's 18 rows, and services enough for 50.
  const kinds = [
    ['DIAGNOSTIC', '/treatments'],
    ['SERVICE', '/services'],
    ['MEDICATION', '/medications'],
    ['INVENTORY', '/inventory-supplies'],
  ] as const;
  const rows: { kind: string; catalogue_id: string }[] = [];
  for (const [kind, path] of kinds) {
    const listed = await call<{ data: { id: string }[] }>(inventory, `${path}?limit=100`);
    rows.push(...listed.data.map((row) => ({ kind, catalogue_id: row.id })));
  }
  for (let index = rows.length; index < 50; index += 1) {
    const created = await call<{ id: string }>(inventory, '/services', { name: `Bench plan service ${index}`, cost: `${20 + index}.25`, tax: index % 2 === 0 });
    rows.push({ kind: 'SERVICE', catalogue_id: created.id });
  }
  const items = rows.slice(0, 50).map((row) => ({ ...row, quantity: 2, removed: false, approved: true }));
  const pets = (await call<{ data: { id: string }[] }>(main, '/pets?limit=2')).data;
  const plannedVisit = async (petId: string, planItems: typeof items) => {
    const visit = (await call<{ data: { id: string } }>(main, '/visits', { pet_id: petId, name: 'Bench assessment' })).data;
    await call(main, `/visits/${visit.id}/treatment-plan`, { is_client_at_clinic: true, items: planItems });
    return { petId, visitId: visit.id };
  };
  const globalId = (type: string, id: string) => Buffer.from(`${type}:${id}`).toString('base64');
  const variablesOf = (opened: { petId: string; visitId: string }) => ({ petId: globalId('Pet', opened.petId), visitId: globalId('Visit', opened.visitId) });
  const small = await plannedVisit(pets[1]!.id, items.slice(0, 1));
  const large = await plannedVisit(pets[0]!.id, items);
  const query = webOperation('VisitChartingPageAssessmentQuery');
  const smallCalls = await recordUpstreamCalls(product, query, variablesOf(small));
  const calls = await recordUpstreamCalls(product, query, variablesOf(large));
  const body = JSON.stringify({ query, variables: variablesOf(large) });
  const viaGateway = async () => {
    const answer = (await (await fetch(`${product.gatewayUrl}/graphql`, { method: 'POST', headers: json, body })).json()) as { errors?: unknown; data?: any };
    if (answer.errors || answer.data?.visit?.treatmentPlan?.items?.length !== 50) throw new Error(`the assessment step failed: ${JSON.stringify(answer).slice(0, 500)}`);
  };
  const direct = async () => {
    for (const recorded of calls) {
      const answer = await fetch(`${product.services.upstreams[recorded.service]}${recorded.path}`, { method: recorded.method, headers: product.auth });
      if (!answer.ok) throw new Error(`${recorded.method} ${recorded.path}: ${answer.status}`);
      await answer.json();
    }
  };
  const { graph, rest, ratio } = await compare(LIST_REQUESTS, viaGateway, direct);
  console.log(`the assessment step of a visit with a 50-row treatment plan over ${LIST_REQUESTS} sequential requests of each, in turns`);
  console.log(`  ${calls.length} direct REST calls, summed: median ${ms(rest.median)}, p95 ${ms(rest.p95)}`);
  console.log(`  gateway step query:          median ${ms(graph.median)}, p95 ${ms(graph.p95)}`);
  console.log(`  ratio gateway/direct:        median ${ratio.toFixed(2)}×, p95 ${(graph.p95 / rest.p95).toFixed(2)}×`);
  console.log(`  upstream calls: ${calls.length} (${smallCalls.length} for a 1-row plan): ${calls.map((recorded) => `${recorded.service} ${recorded.path.split('?')[0]}`).join(', ')}`);

  // Saving the 50 rows again and again: each save is one gateway call to main, which prices the rows
  // with one call per catalogue kind present and one to auth (5 here, the same for 1 to 100 rows a kind).
  const SAVE = `mutation ($input: SaveTreatmentPlanInput!) { saveTreatmentPlan(input: $input) { __typename ... on SaveTreatmentPlanSuccess { treatmentPlan { version } } } }`;
  const planned = await call<{ data: { version: number; items: { id: string; kind: string; catalogue_id: string }[] } }>(main, `/visits/${large.visitId}/treatment-plan`);
  let version = planned.data.version;
  const typename: Record<string, string> = { DIAGNOSTIC: 'Diagnostic', SERVICE: 'Service', MEDICATION: 'Medication', INVENTORY: 'InventorySupply' };
  const saveTimes: number[] = [];
  const SAVES = Math.max(10, Math.floor(LIST_REQUESTS / 3));
  for (let run = 0; run < SAVES + 5; run += 1) {
    const input = {
      visitId: globalId('Visit', large.visitId),
      basedOnVersion: version,
      isClientAtClinic: true,
      items: planned.data.items.map((item, index) => ({ id: item.id, kind: item.kind, catalogueId: globalId(typename[item.kind]!, item.catalogue_id), quantity: 1 + ((run + index) % 3), removed: false, approved: true })),
    };
    const started = performance.now();
    const answer = (await (await fetch(`${product.gatewayUrl}/graphql`, { method: 'POST', headers: json, body: JSON.stringify({ query: SAVE, variables: { input } }) })).json()) as { data?: any };
    const elapsed = performance.now() - started;
    if (answer.data?.saveTreatmentPlan?.__typename !== 'SaveTreatmentPlanSuccess') throw new Error(`saving the plan failed: ${JSON.stringify(answer).slice(0, 500)}`);
    version = answer.data.saveTreatmentPlan.treatmentPlan.version;
    if (run >= 5) saveTimes.push(elapsed);
  }
  console.log(`  saving the 50 rows through the gateway (${SAVES} saves, priced by main from inventory and auth): median ${ms(percentileOf(saveTimes, 50))}, p95 ${ms(percentileOf(saveTimes, 95))}`);
  await product.close();
}

/**
 * The measure: the results step of a visit with 50 lab results against the direct REST
 * calls it replaces, and its upstream call count against a visit with 1 result. The results come
 * in as the lab poller brings them (main's own ingest, as orphans of the demo clinic's lab) and
 * are assigned to the visits through the REST route.
 */
async function benchResultsStep() {
  const product = await startBenchProduct();
  try {
    await measureResultsStep(product);
  } finally {
    await product.close();
  }
}

async function measureResultsStep(product: BenchProduct) {
  const { main } = product.services.upstreams;
  const json = { ...product.auth, 'content-type': 'application/json' };
  const call = async <T>(path: string, body?: unknown): Promise<T> => {
    const answer = await fetch(`${main}${path}`, { method: body === undefined ? 'GET' : 'POST', headers: json, body: body === undefined ? undefined : JSON.stringify(body) });
    if (!answer.ok) throw new Error(`${path}: ${answer.status} ${await answer.text()}`);
    return (await answer.json()) as T;
  };
  // main's ingest, the lab poller's own function (loaded by path: it lives in the main service).
  const labSync = path.join(root, 'services/main/src/results/lab-sync.ts');
  const { ingestResults } = (await import(labSync)) as {
    ingestResults: (tx: unknown, clinic: { clinic_id: string; organization_id: string; provider: string; provider_name: string }, results: unknown[]) => Promise<unknown>;
  };
  const pet = (await call<{ data: { id: string; name: string }[] }>('/pets?limit=1')).data[0]!;
  const visitWith = async (count: number, prefix: string) => {
    const visit = (await call<{ data: { id: string } }>('/visits', { pet_id: pet.id, name: `Bench results ${count}` })).data;
    const [clinic] = await product.db.query<{ clinic_id: string; organization_id: string }>(`SELECT clinic_id, organization_id FROM main.visits WHERE id = $1`, [visit.id]);
    const now = new Date().toISOString();
    const results = Array.from({ length: count }, (_, index) => ({
      partner_result_id: `${prefix}-${index}`,
      partner_order_id: null,
      client_order_id: null,
      identifier: `ACC-${prefix}-${index}`,
      status: 'final',
      patient: { name: pet.name, species: 'Canine', breed: 'Labrador Retriever', sex: 'Male', parent_name: 'Bench Parent' },
      test_date: now.slice(0, 10),
      final_result_date: now.slice(0, 10),
      tests: [
        { code: 'ANT-CBC', name: 'Complete Blood Count', values: ['WBC', 'RBC', 'HCT', 'PLT'].map((analyte, at) => ({ analyte, value: String(5 + at + index), unit: '10^3/uL', reference_range: '5–16', low: 5, high: 16, flag: at === 0 ? 'H' : 'N' })) },
        { code: 'ANT-CHEM', name: 'Chemistry Panel', values: ['ALT', 'BUN', 'CREA'].map((analyte, at) => ({ analyte, value: String(20 + at), unit: 'U/L', reference_range: '10–125', low: 10, high: 125, flag: 'N' })) },
      ],
      report_available: true,
      updated_at: now,
    }));
    await product.db.transaction((tx) => ingestResults(tx, { ...clinic!, provider: 'antech', provider_name: 'Antech' }, results) as Promise<unknown>);
    const ingested = await product.db.query<{ id: string }>(`SELECT id FROM main.lab_results WHERE partner_result_id LIKE $1 AND visit_id IS NULL`, [`${prefix}-%`]);
    for (const row of ingested) await call(`/lab-results/${row.id}/assign`, { visit_id: visit.id, pet_id: pet.id });
    return { petId: Buffer.from(`Pet:${pet.id}`).toString('base64'), visitId: Buffer.from(`Visit:${visit.id}`).toString('base64') };
  };
  // The web app's own query of the step (its Relay artifact), as the browser sends it.
  const RESULTS_STEP_QUERY = webOperation('VisitChartingPageResultsQuery');
  const small = await visitWith(1, 'BENCH-ONE');
  const large = await visitWith(50, 'BENCH-FIFTY');
  const smallCalls = await recordUpstreamCalls(product, RESULTS_STEP_QUERY, small);
  const calls = await recordUpstreamCalls(product, RESULTS_STEP_QUERY, large);
  const body = JSON.stringify({ query: RESULTS_STEP_QUERY, variables: large });
  const viaGateway = async () => {
    const answer = (await (await fetch(`${product.gatewayUrl}/graphql`, { method: 'POST', headers: json, body })).json()) as { errors?: unknown; data?: any };
    if (answer.errors || answer.data?.visit?.results?.labResults?.length !== 50) throw new Error(`the results step failed: ${JSON.stringify(answer).slice(0, 500)}`);
  };
  const direct = async () => {
    for (const recorded of calls) {
      const answer = await fetch(`${product.services.upstreams[recorded.service]}${recorded.path}`, { method: recorded.method, headers: product.auth });
      if (!answer.ok) throw new Error(`${recorded.method} ${recorded.path}: ${answer.status}`);
      await answer.json();
    }
  };
  const { graph, rest, ratio } = await compare(LIST_REQUESTS, viaGateway, direct);
  console.log(`the results step of a visit with 50 lab results over ${LIST_REQUESTS} sequential requests of each, in turns`);
  console.log(`  ${calls.length} direct REST calls, summed: median ${ms(rest.median)}, p95 ${ms(rest.p95)}`);
  console.log(`  gateway step query:          median ${ms(graph.median)}, p95 ${ms(graph.p95)}`);
  console.log(`  ratio gateway/direct:        median ${ratio.toFixed(2)}×, p95 ${(graph.p95 / rest.p95).toFixed(2)}× (target ${LIST_RATIO_TARGET}×: ${within(ratio <= LIST_RATIO_TARGET)})`);
  console.log(
    `  upstream calls: ${calls.length} for 50 results, ${smallCalls.length} for 1 (${calls.length === smallCalls.length ? 'equal' : 'NOT equal'}): ${calls.map((recorded) => `${recorded.service} ${recorded.path.split('?')[0]}`).join(', ')}`,
  );
}

async function benchWeb() {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'vetchart-bench-web-'));
  const build = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs')], { cwd: root, env: { ...process.env, WEB_DIST_DIR: dist }, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`the web build failed:\n${build.stderr}`);
  const report = readWebBundle(dist);
  const line = (label: string, size: { gzipBytes: number; brotliBytes: number }) =>
    console.log(`  ${label.padEnd(48)} ${kilobytes(size.gzipBytes).padStart(9)} gzip  ${kilobytes(size.brotliBytes).padStart(9)} brotli`);
  console.log('Web app: initial JavaScript of a production build (budget: public pages ≤ 170 KB gzip, first dashboard screen ≤ 230 KB)');
  for (const page of report.publicPages) line(page.page, page);
  line(report.firstDashboardScreen.page, report.firstDashboardScreen);
  const lazy = [...report.lazyScreens].sort((a, b) => b.gzipBytes - a.gzipBytes);
  console.log(`Lazily loaded screens: ${lazy.length}; the largest, beyond the first dashboard screen (budget ≤ 60 KB gzip):`);
  for (const screen of lazy.slice(0, 3)) line(screen.page, screen);
  // The SOAP canvas editor route's own code (the markdown editor and renderer load only there).
  const canvasEditor = report.lazyScreens.find((screen) => screen.page === 'src/soap-canvas/SoapCanvasEditorPage.tsx');
  if (canvasEditor) line('SOAP canvas editor (/d/soap-canvas-editor)', canvasEditor);
  const canvasPreview = report.lazyScreens.find((screen) => screen.page === 'src/soap-canvas/MarkdownPreview.tsx');
  if (canvasPreview) line('  its Preview (marked + DOMPurify), on first use', canvasPreview);

  const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chromiumPath)) {
    console.log(`Lighthouse: skipped (no Chromium at ${chromiumPath})`);
    rmSync(dist, { recursive: true, force: true });
    return;
  }
  const port = 40000 + Math.floor(Math.random() * 10000);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vetchart-bench-lh-'));
  const product = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, WEB_DIST_DIR: dist, DATABASE_URL: '', DEMO_DATA: 'true', NODE_ENV: '' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  // A product that stopped under the audits would score every later run 0: say so, with its last words.
  let productErrors = '';
  product.stderr.on('data', (chunk: Buffer) => (productErrors = (productErrors + chunk.toString()).slice(-2000)));
  let productExit: string | null = null;
  const stopped = new Promise<never>((_, reject) =>
    product.once('exit', (code, signal) => {
      productExit = `the product stopped (${signal ?? `exit code ${code}`})${productErrors ? `:\n${productErrors}` : ''}`;
      reject(new Error(productExit));
    }),
  );
  stopped.catch(() => undefined);
  const debuggingPort = 9222 + Math.floor(Math.random() * 500);
  const profile = mkdtempSync(path.join(os.tmpdir(), 'vetchart-bench-chromium-'));
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    headless: true,
    args: [`--remote-debugging-port=${debuggingPort}`, '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
  });
  try {
    const base = `http://localhost:${port}`;
    await Promise.race([waitFor(`${base}/health`), stopped]);
    const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
    const reportsDir = process.env.BENCH_LIGHTHOUSE_REPORTS;
    if (reportsDir) mkdirSync(reportsDir, { recursive: true });
    /** With keepStorage, Lighthouse keeps the storage (the session) and only the HTTP cache is cleared. */
    const clearCache = async () => {
      const page = await browser.newPage();
      const devtools = await browser.newCDPSession(page);
      await devtools.send('Network.clearBrowserCache');
      await page.close();
    };
    /** One Lighthouse run; a run that failed (a busy machine can make Chromium miss its paint) is tried again, once. */
    const lighthouseRun = async (pathname: string, keepStorage: boolean): Promise<Result> => {
      for (let attempt = 0; ; attempt += 1) {
        if (productExit) throw new Error(productExit);
        if (keepStorage) await clearCache();
        // Lighthouse's default settings: a mobile device with simulated slow 4G and a 4× slower CPU.
        const result = await lighthouse(`${base}${pathname}`, {
          port: debuggingPort,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          disableStorageReset: keepStorage,
        });
        const lhr = result!.lhr;
        if (!lhr.runtimeError || attempt >= 1) return lhr;
        console.log(`    (a run failed: ${lhr.runtimeError.code} ${lhr.runtimeError.message.slice(0, 120)}; trying again)`);
      }
    };
    const audit = async (label: string, pathname: string, keepStorage: boolean, target: number) => {
      const results: Result[] = [];
      for (let run = 0; run < runs; run += 1) {
        const lhr = await lighthouseRun(pathname, keepStorage);
        results.push(lhr);
        if (reportsDir) writeFileSync(path.join(reportsDir, `${pathname.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'sign-in'}-${run + 1}.json`), JSON.stringify(lhr));
      }
      // The run whose score is the median stands for the page when it is explained.
      const ordered = [...results].sort((a, b) => performanceScore(a) - performanceScore(b));
      const median = ordered[Math.floor((ordered.length - 1) / 2)]!;
      const score = percentileOf(results.map(performanceScore), 50);
      console.log(`  ${label.padEnd(34)} median ${String(score).padStart(3)}   target ≥ ${target}: ${within(score >= target)}`);
      results.forEach((lhr, run) =>
        console.log(`    run ${run + 1}: ${String(performanceScore(lhr)).padStart(3)}  ${lhr.runtimeError ? `failed: ${lhr.runtimeError.code}` : metricsLine(lhr)}`),
      );
      if (score < target && !median.runtimeError) for (const line of explainScore(median)) console.log(`    ${line}`);
    };
    console.log('Lighthouse mobile performance (targets: ≥ 90 for sign-in, plans and public pages, ≥ 80 for Welcome)');
    await audit('sign-in (/)', '/', false, 90);
    await audit('subscription plans', '/subscription-plans', false, 90);
    await audit('public page: privacy policy', '/privacy-policy', false, 90);
    // Signed in as a demo user in another browser; only its storage (the session) is copied into
    // the audited profile, whose cache holds no dashboard code: a cold load.
    const signInBrowser = await chromium.launch({ executablePath: chromiumPath, headless: true, args: ['--no-sandbox', '--disable-gpu'] });
    const signInPage = await signInBrowser.newPage();
    await signInPage.goto(`${base}/`);
    await signInPage.getByLabel('Email').fill('admin@demo.vet');
    await signInPage.getByLabel('Password', { exact: true }).fill('Demo!2345');
    await signInPage.getByRole('button', { name: /sign in/i }).click();
    await signInPage.waitForURL(/\/d\/welcome$/);
    const storage = await signInPage.evaluate(() => Object.entries(window.localStorage));
    await signInBrowser.close();
    const page = await browser.newPage();
    await page.goto(`${base}/health`);
    await page.evaluate((entries) => entries.forEach(([key, value]) => window.localStorage.setItem(key, value)), storage);
    await page.close();
    await audit('Welcome dashboard (signed in)', '/d/welcome', true, 80);
  } finally {
    await browser.close();
    if (!productExit) {
      product.kill('SIGTERM');
      await new Promise((resolve) => product.once('exit', resolve));
    }
    for (const dir of [dist, dataDir, profile]) rmSync(dir, { recursive: true, force: true });
  }
}

const only = process.env.BENCH_ONLY;
if (!only || only === 'startup') await benchStartup();
if (!only || only === 'viewer') await benchViewer();
if (!only || only === 'pets') await benchPetsTable();
if (!only || only === 'lists') await benchListScreens();
if (!only || only === 'subjective') await benchSubjectiveStep();
if (!only || only === 'assessment') await benchAssessmentStep();
if (!only || only === 'enumeration') await benchEnumeration();
if (!only || only === 'web') await benchWeb();
if (!only || only === 'documents') await benchDocuments();
if (!only || only === 'ai-triage') await benchAiTriage();
if (!only || only === 'ai-recommendations') await benchAiRecommendations();
if (!only || only === 'results') await benchResultsStep();
if (!only || only === 'soap-generate') await benchSoapGenerate();
