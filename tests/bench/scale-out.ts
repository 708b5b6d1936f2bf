// `pnpm bench:scale-out`: the product past one process per part, proven on this machine. On a fresh
// PostgreSQL database (DATABASE_URL's server, default the local one) this script migrates and seeds
// once (as `pnpm start`'s primary does, keeping the sandbox partners in its own process), then for
// each run of SCALE_COPIES (default "1,2,1q,2q,2qk": one copy, two copies, then each with a CPU quota, two with a kill):
//   1. starts that many copies of each of the five services (`pnpm service <name>`) and of the
//      gateway (gateway/src/server.ts), from the server build as `pnpm start` runs them, each its own process on a loopback port, every one given the
//      same keys through JWT_PRIVATE_KEY / JWT_PUBLIC_KEY / INTEGRATION_SECRET_KEY and the same
//      DATA_DIR for files;
//   2. runs HAProxy (SCALE_HAPROXY, default haproxy on the PATH) in the foreground with a config
//      written to a temporary folder: one frontend per service, which the gateways and the services
//      call each other through, and one public frontend over the gateways;
//   3. runs `pnpm bench:load`'s visit mix (load.ts) against HAProxy's public port; in a run marked
//      `k`, SCALE_KILL_AT (default 25%) into the measured run (SCALE_SECONDS, default 30) it kills (SIGKILL) one gateway copy
//      and one copy of the main service and starts them again on the same ports;
//   4. reads HAProxy's counters (retries, redispatches) and its log of abnormal requests, which
//      names the requests that were in flight on a killed copy.
// A run marked `q` gives each copy's processes (its five services and its gateway) a CPU quota of
// their own, SCALE_COPY_CPU cores (default 0.5) together, through a cgroup (cpu-quota.ts; needs
// root): a copy then has the CPU of a machine of that size, and PostgreSQL, HAProxy and the load
// driver have the rest of this machine, as a shared database and proxy on machines of their own
// would, whether one copy runs or two. A run marked `p` pins each copy to a core of its own with
// taskset instead (copy n on core n); on two cores that hands the shared parts a whole core beside
// one copy and squeezes them beside two, so it understates what a second copy adds. Without either,
// the copies share this machine's cores with each other and with all of those, which shows what two
// copies cost here rather than what a second machine adds (docs/architecture.md, 'A machine per copy').
// It ends with the copies side by side against the targets: no errors beyond requests in flight on
// a killed copy, and more throughput from two copies than from one, capped, pinned and on every core each
// compared with one copy run the same way.
import { execFileSync, fork, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadKeys } from '@vetchart/platform/access-token';
import { loadConfig } from '@vetchart/platform/config';
import { openDatabase } from '@vetchart/platform/database';
import { createOutboxMailer } from '@vetchart/platform/mailer';
import type { ServiceDeps } from '@vetchart/platform/service';
import { loadIntegrationSecretKey } from '@vetchart/thirdparty/integrations/secret-box';
import { startPartnersAndMigrate } from '@vetchart/host/migrate-and-seed';
import { freePorts } from '@vetchart/host/separate-services';
import { SERVICE_NAMES, type ServiceName } from '@vetchart/host/service-processes';
import { serviceUrlEnv } from '@vetchart/host/service-urls';
import { cpuQuotaUnavailable, createCpuQuotaGroup } from './cpu-quota.ts';
import { processCpuMs } from './forwarding-proxy.ts';
import { serverBuildEntries } from './bench-product.ts';
import { cpuMs, drive, freshDatabase, prepareMix, USERS, visitRequests, type Mix } from './load.ts';
import { percentile } from './stats.ts';

// The copies run the server build, as `pnpm start` does (rebuilt here when a source is newer): from
// the sources through tsx, a copy started again mid-run spent 15 s of CPU compiling them.
const { service: SERVICE_ENTRY, gatewayWorker: GATEWAY_WORKER_ENTRY } = await serverBuildEntries();

// Where a copy's processes run: on every core with everything else, each copy on a core of its own,
// or each copy within a CPU quota of its own.
type Placement = 'shared' | 'pinned' | 'quota';
// The runs: a number of copies, with `q` when each copy has a CPU quota of its own, `p` when each
// is pinned to a core of its own, and `k` when one gateway and one main copy are killed mid-run.
const RUNS = (process.env.SCALE_COPIES ?? '1,2,1q,2q,2qk').split(',').map((run) => {
  const match = /^\s*(\d+)([pq]?)(k?)\s*$/.exec(run);
  if (!match) throw new Error(`SCALE_COPIES: '${run}' is not a number of copies with an optional q (CPU quota) or p (pinned) and k (kill), e.g. 2qk`);
  const placement: Placement = match[2] === 'p' ? 'pinned' : match[2] === 'q' ? 'quota' : 'shared';
  return { copies: Number(match[1]), placement, kill: match[3] === 'k' };
});
const CORES = os.availableParallelism();
if (RUNS.some((run) => run.placement === 'pinned' && run.copies > CORES)) throw new Error(`SCALE_COPIES: a pinned run needs a core per copy, and this machine has ${CORES}`);
// A copy's CPU in a `q` run, in cores: a machine of that size. On two cores, two copies at 0.5 leave
// the shared parts (PostgreSQL, HAProxy, the load driver) a core, more than they use at that load.
const COPY_CPU = Number(process.env.SCALE_COPY_CPU ?? 0.5);
if (RUNS.some((run) => run.placement === 'quota')) {
  const unavailable = cpuQuotaUnavailable();
  if (unavailable) throw new Error(`SCALE_COPIES: a q run needs a CPU quota, and ${unavailable}; run it as root, or use p or no letter`);
  if (!(COPY_CPU > 0) || Math.max(...RUNS.filter((run) => run.placement === 'quota').map((run) => run.copies)) * COPY_CPU >= CORES) {
    throw new Error(`SCALE_COPY_CPU: ${COPY_CPU} cores a copy leaves nothing of this machine's ${CORES} cores for the database, the proxy and the load driver`);
  }
}
// How each placement is named: in a run's heading, in its column's label, and in the comparison.
const PLACEMENTS: Record<Placement, { heading: (copies: number) => string; label: string; comparison: string }> = {
  shared: { heading: () => '', label: '', comparison: 'every copy sharing every core, no CPU added' },
  pinned: { heading: (copies) => (copies === 1 ? 'pinned to a core' : 'each pinned to a core of its own'), label: ' pinned', comparison: 'a core per copy, the shared parts squeezed beside two' },
  quota: { heading: (copies) => `${copies === 1 ? 'capped' : 'each capped'} at ${COPY_CPU} core`, label: ' capped', comparison: `${COPY_CPU} core per copy, as a machine per copy` },
};
const KILL_AT = Number(process.env.SCALE_KILL_AT ?? 0.25);
// Longer than bench:load's 20 s: a killed copy takes 10–15 s to start again on this machine under load.
const SECONDS = Number(process.env.SCALE_SECONDS ?? 30);
// Each of two copies sees half the warm-up's requests, and a cold process measures V8 optimising it:
// after 10 s two copies spent 1.76× the CPU per request of one, after 30 s 1.28×.
const WARMUP_SECONDS = Number(process.env.SCALE_WARMUP_SECONDS ?? 30);
const HAPROXY = process.env.SCALE_HAPROXY ?? 'haproxy';
// Every process keeps its own pool: ten processes of ten would take the server's default 100
// connections. The main service does most of the work, so it keeps the most.
// (With 2 for billing, the welcome page's billing calls queued past the gateway's 2 s read deadline.)
const POOL_SIZE: Record<ServiceName, number> = { auth: 5, inventory: 5, thirdparty: 3, billing: 5, main: 10 };

interface Copy {
  name: string;
  port: number;
  child: ChildProcess;
}

interface Layout {
  copies: number;
  placement: Placement;
  publicUrl: string;
  statsUrl: string;
  services: Record<ServiceName, Copy[]>;
  gateways: Copy[];
  haproxy: ChildProcess;
  haproxyLog: () => string;
  restart(copy: Copy): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The proxy's reasons:
 * - `balance leastconn`: a copy slowed by its share of the machine gets fewer new requests;
 * - `option httpchk` with `GET /health` over HTTP/1.1 with a Host header (Node's server refuses a
 *   request without one, HAProxy's default check) every second, down after 3 failures, up after 2
 *   passes, each allowed 5 s (`timeout check`): a busy copy answers its check late but is not taken
 *   out (with 500 ms and the default check timeout, one copy under this load was marked down and
 *   every request got a 503); a killed copy refuses connections at once, which the retries below
 *   handle before the check notices; a restarted one comes back once it answers twice;
 * - `retries 3` + `option redispatch 1`: a connection refused (the copy is gone) is retried on the
 *   other copy at once instead of waiting for the health check;
 * - `retry-on conn-failure empty-response 503`: a request whose copy died before answering is sent again, but only
 *   when that is safe (`http-request disable-l7-retry` below): a GET, or a write carrying an
 *   Idempotency-Key (the services answer a replayed key with the first answer), or on the public
 *   side a GraphQL request that is not a mutation; the request is buffered for that
 *   (`option http-buffer-request`), so it must fit in `tune.bufsize` (64 KB here);
 * - keep-alive both sides (`http-reuse safe`): no connection per request between the gateways and
 *   the services;
 * - `option dontlog-normal`: only requests with an error, a retry or a redispatch are logged, so the
 *   log names the requests that were in flight on a killed copy.
 */
function haproxyConfig(ports: { public: number; stats: number; frontends: Record<ServiceName, number> }, services: Record<ServiceName, number[]>, gateways: number[]): string {
  const servers = (prefix: string, list: number[]) => list.map((port, index) => `  server ${prefix}${index + 1} 127.0.0.1:${port}`).join('\n');
  return `global
  maxconn 4096
  tune.bufsize 65536
  log stdout format raw local0

defaults
  mode http
  log global
  option httplog
  option dontlog-normal
  option dontlognull
  log-format "%b %s %ST %tsc %rc %HM %HP"
  timeout connect 2s
  timeout check 5s
  timeout client 60s
  timeout server 60s
  timeout http-keep-alive 60s
  retries 3
  option redispatch 1
  retry-on conn-failure empty-response 503
  option http-buffer-request
  http-reuse safe
  balance leastconn
  option httpchk
  http-check send meth GET uri /health ver HTTP/1.1 hdr host localhost
  http-check expect status 200
  default-server check inter 1s fall 3 rise 2 maxconn 256

frontend stats
  bind 127.0.0.1:${ports.stats}
  stats enable
  stats uri /stats
  no log

frontend public
  bind 127.0.0.1:${ports.public}
  default_backend gateways

backend gateways
  # A GraphQL mutation is replayed only with its Idempotency-Key; queries are safe to send again.
  acl safe_method method GET HEAD OPTIONS
  acl keyed req.hdr(idempotency-key) -m found
  acl mutation req.body -m reg "\\"query\\"\\s*:\\s*\\"\\s*mutation"
  http-request disable-l7-retry if !safe_method !keyed mutation
  http-request disable-l7-retry if !safe_method !keyed !{ path /graphql }
${servers('gateway', gateways)}
${SERVICE_NAMES.map(
  (name) => `
frontend ${name}
  bind 127.0.0.1:${ports.frontends[name]}
  default_backend ${name}

backend ${name}
  # Reads are replayed; a write only with the Idempotency-Key the gateway derives from the client's.
  http-request disable-l7-retry if !{ method GET HEAD OPTIONS } !{ req.hdr(idempotency-key) -m found }
${servers(name, services[name])}`,
).join('\n')}
`;
}

// Whatever this script started ends with it, even when it fails half-way.
const started = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(1));
function track(child: ChildProcess): ChildProcess {
  started.add(child);
  child.once('exit', () => started.delete(child));
  return child;
}

function waitForExit(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
  });
}

async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${what} did not come up within ${timeoutMs / 1000} s`);
}

/** HAProxy's CSV statistics, one row per frontend, backend and server. */
async function haproxyStats(statsUrl: string): Promise<Record<string, string>[]> {
  const text = await (await fetch(`${statsUrl};csv`)).text();
  const [header, ...rows] = text.trim().split('\n');
  const columns = header!.replace(/^# /, '').split(',');
  return rows.map((row) => Object.fromEntries(row.split(',').map((value, index) => [columns[index]!, value])));
}

/** Pins a process and every thread it has to one core (its later threads inherit it). */
function pinToCore(child: ChildProcess, core: number): void {
  execFileSync('taskset', ['--all-tasks', '--cpu-list', '--pid', String(core), String(child.pid)], { stdio: 'ignore' });
}

async function startLayout(copies: number, placement: Placement, env: NodeJS.ProcessEnv): Promise<Layout> {
  const serviceCount = SERVICE_NAMES.length;
  const ports = await freePorts(2 + serviceCount + copies * (serviceCount + 1));
  const take = (count: number) => ports.splice(0, count);
  const [publicPort, statsPort] = take(2) as [number, number];
  const frontends = Object.fromEntries(SERVICE_NAMES.map((name) => [name, take(1)[0]!])) as Record<ServiceName, number>;
  const servicePorts = Object.fromEntries(SERVICE_NAMES.map((name) => [name, take(copies)])) as Record<ServiceName, number[]>;
  const gatewayPorts = take(copies);

  const dir = mkdtempSync(path.join(os.tmpdir(), 'vetchart-haproxy-'));
  const configFile = path.join(dir, 'haproxy.cfg');
  writeFileSync(configFile, haproxyConfig({ public: publicPort, stats: statsPort, frontends }, servicePorts, gatewayPorts));
  let haproxyOutput = '';
  const haproxy = track(spawn(HAPROXY, ['-db', '-f', configFile], { stdio: ['ignore', 'pipe', 'pipe'] }));
  haproxy.stdout!.on('data', (chunk) => (haproxyOutput += chunk));
  haproxy.stderr!.on('data', (chunk) => (haproxyOutput += chunk));
  haproxy.once('exit', (code) => {
    if (code) console.error(`haproxy exited (${code}):\n${haproxyOutput}`);
  });
  const statsUrl = `http://127.0.0.1:${statsPort}/stats`;
  await waitFor('haproxy', async () => (await fetch(statsUrl)).ok, 10_000);

  // The services and the gateways reach every service through its HAProxy frontend.
  const throughProxy = serviceUrlEnv(Object.fromEntries(SERVICE_NAMES.map((name) => [name, `http://127.0.0.1:${frontends[name]}`])) as Record<ServiceName, string>);
  let stopping = false;
  // Copy n (from 0) on core n when pinned, in quota group n when capped; a restarted process joins
  // its copy's group again.
  const quotaGroups = placement === 'quota' ? Array.from({ length: copies }, (_, index) => createCpuQuotaGroup(`vetchart-scale-out-${process.pid}-copy${index + 1}`, COPY_CPU)) : [];
  const place = (child: ChildProcess, copyIndex: number) => {
    if (placement === 'pinned') pinToCore(child, copyIndex % CORES);
    if (placement === 'quota') quotaGroups[copyIndex]!.add(child.pid!);
    return child;
  };
  const startService = (name: ServiceName, port: number) =>
    new Promise<ChildProcess>((resolve, reject) => {
      const child = track(
        fork(SERVICE_ENTRY, [name], {
          // Plain node, as `pnpm start` runs the build: not this script's tsx loader hooks.
          execArgv: [],
          env: { ...env, ...throughProxy, HOST: '127.0.0.1', PORT: String(port), DATABASE_POOL_SIZE: String(POOL_SIZE[name]) },
          stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
        }),
      );
      let errors = '';
      child.stderr!.on('data', (chunk: Buffer) => (errors += chunk));
      place(child, servicePorts[name].indexOf(port));
      child.on('message', (message: { type?: string }) => {
        if (message?.type === 'ready') resolve(child);
      });
      child.once('exit', (code, signal) => {
        if (!stopping && signal !== 'SIGKILL') reject(new Error(`${name} service on ${port} exited (${signal ?? code}): ${errors.trim().split('\n').slice(-3).join(' | ')}`));
      });
    });
  const startGateway = async (port: number) => {
    // Its stderr is not shown: the mix's first checks log refused fields on purpose.
    const child = place(
      track(fork(GATEWAY_WORKER_ENTRY, [], { execArgv: [], env: { ...env, ...throughProxy, HOST: '127.0.0.1', PORT: String(port), DEV_MAILBOX_URL: '' }, stdio: ['ignore', 'ignore', 'ignore', 'ipc'] })),
      gatewayPorts.indexOf(port),
    );
    await waitFor(`gateway on ${port}`, async () => {
      if (child.exitCode !== null) throw new Error(`the gateway on ${port} exited (${child.exitCode})`);
      return (await fetch(`http://127.0.0.1:${port}/health`)).ok;
    });
    return child;
  };

  const services = Object.fromEntries(SERVICE_NAMES.map((name) => [name, [] as Copy[]])) as Record<ServiceName, Copy[]>;
  const gateways: Copy[] = [];
  const stop = async () => {
    stopping = true;
    // The gateways first (their requests end), then the services, then the proxy.
    for (const group of [gateways, SERVICE_NAMES.flatMap((name) => services[name])]) {
      await Promise.all(
        group.map((copy) => {
          copy.child.kill('SIGTERM');
          return waitForExit(copy.child);
        }),
      );
    }
    haproxy.kill('SIGTERM');
    await waitForExit(haproxy);
    for (const group of quotaGroups) group.remove();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    // Auth, inventory and thirdparty first: main and billing call them as they start.
    for (const batch of [['auth', 'inventory', 'thirdparty'], ['billing', 'main']] as ServiceName[][]) {
      await Promise.all(
        batch.flatMap((name) =>
          servicePorts[name].map(async (port, index) => {
            services[name].push({ name: `${name}${index + 1}`, port, child: await startService(name, port) });
          }),
        ),
      );
    }
    for (const [index, port] of gatewayPorts.entries()) gateways.push({ name: `gateway${index + 1}`, port, child: await startGateway(port) });
    // Every server up in HAProxy's eyes (its health checks passed twice).
    await waitFor('every copy in HAProxy', async () => (await haproxyStats(statsUrl)).filter((row) => /^(gateway|auth|main|billing|inventory|thirdparty)\d+$/.test(row.svname!)).every((row) => row.status === 'UP'));
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    copies,
    placement,
    publicUrl: `http://127.0.0.1:${publicPort}`,
    statsUrl,
    services,
    gateways,
    haproxy,
    haproxyLog: () => haproxyOutput,
    async restart(copy) {
      const service = SERVICE_NAMES.find((name) => services[name].includes(copy));
      copy.child = service ? await startService(service, copy.port) : await startGateway(copy.port);
    },
    stop,
  };
}

interface RunResult {
  copies: number;
  placement: Placement;
  /** The busiest processes' share of one core over the run. */
  busiest: string;
  load: string;
  label: string;
  perSecond: number;
  total: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  detail: string;
  cpuPerRequest: number;
  kill: string | null;
  /** Requests HAProxy logged as failed on a killed copy (in flight when it died). */
  inFlightFailed: number;
  /** Requests HAProxy sent again after a failure (to the same or the other copy), and served. */
  retried: number;
  samples: string[];
}

async function measure(layout: Layout, mix: Mix, withKill: boolean): Promise<RunResult> {
  const url = layout.publicUrl;
  if (WARMUP_SECONDS > 0) await drive(url, WARMUP_SECONDS, visitRequests(mix.sessions, mix.pets, mix.petIds, { graphqlErrors: 0, samples: [] }, { idempotencyKeys: true }));
  const logStart = layout.haproxyLog().length;
  const counters = { graphqlErrors: 0, samples: [] as string[] };
  let kill: Promise<string> | null = null;
  let lostCpu = 0;
  const killed: string[] = [];
  const timer =
    withKill && layout.copies > 1 && KILL_AT > 0
      ? setTimeout(() => {
          kill = (async () => {
            const victims = [layout.gateways.at(-1)!, layout.services.main.at(-1)!];
            const at = Date.now();
            // The victims' CPU so far, which leaves the process tree with them.
            const beforeKill = cpuMs(process.pid).product;
            for (const victim of victims) {
              killed.push(victim.name);
              victim.child.kill('SIGKILL');
            }
            await Promise.all(victims.map((victim) => waitForExit(victim.child)));
            lostCpu = beforeKill - cpuMs(process.pid).product;
            await Promise.all(victims.map((victim) => layout.restart(victim)));
            const back = Date.now();
            await waitFor('the restarted copies in HAProxy', async () => (await haproxyStats(layout.statsUrl)).filter((row) => killed.includes(row.svname!)).every((row) => row.status === 'UP'));
            return `SIGKILL of ${killed.join(' and ')} at ${(KILL_AT * SECONDS).toFixed(0)} s; started again in ${((back - at) / 1000).toFixed(1)} s, back in rotation after ${((Date.now() - at) / 1000).toFixed(1)} s`;
          })();
        }, KILL_AT * SECONDS * 1000)
      : null;
  const cpuBefore = cpuMs(process.pid);
  // Each process's share of a core over the run: whether one copy was held back by one busy process.
  const processes = () => [...layout.gateways, ...SERVICE_NAMES.flatMap((name) => layout.services[name]), { name: 'haproxy', child: layout.haproxy }];
  const processCpuBefore = new Map(processes().map((copy) => [copy.name, processCpuMs(copy.child.pid)]));
  const startedAt = Date.now();
  const { result, latencies } = await drive(url, SECONDS, visitRequests(mix.sessions, mix.pets, mix.petIds, counters, { idempotencyKeys: true }));
  const cpuAfter = cpuMs(process.pid);
  const wallMs = Date.now() - startedAt;
  const busiest = processes()
    .map((copy) => ({ name: copy.name, share: (processCpuMs(copy.child.pid) - (processCpuBefore.get(copy.name) ?? 0)) / wallMs }))
    .filter((entry) => entry.share > 0)
    .sort((a, b) => b.share - a.share)
    .slice(0, 4)
    .map((entry) => `${entry.name} ${(entry.share * 100).toFixed(0)}%`)
    .join(', ');
  if (timer) clearTimeout(timer);
  const killOutcome = kill ? await (kill as Promise<string>) : null;
  // HAProxy's log of abnormal requests in this run: "<backend> <server> <status> <termination> <retries> <method> <path>".
  const logged = layout
    .haproxyLog()
    .slice(logStart)
    .split('\n')
    .map((line) => line.trim().split(' '))
    .filter((fields) => fields.length >= 5 && (fields[0] === 'gateways' || SERVICE_NAMES.includes(fields[0] as ServiceName)));
  const failed = logged.filter((fields) => !/^[23]/.test(fields[2]!));
  const inFlightFailed = failed.filter((fields) => killed.includes(fields[1]!)).length;
  const retried = logged.filter((fields) => /^[23]/.test(fields[2]!) && fields[4] !== '0').length;
  const samples = [...counters.samples, ...failed.slice(0, 5).map((fields) => `haproxy: ${fields.join(' ')}`)];
  return {
    copies: layout.copies,
    placement: layout.placement,
    busiest,
    load: os.loadavg()[0]!.toFixed(1),
    label: `${layout.copies} ${layout.copies === 1 ? 'copy' : 'copies'}${PLACEMENTS[layout.placement].label}${killOutcome ? ', 1 killed' : ''}`,
    perSecond: result.requests.total / (result.duration || SECONDS),
    total: result.requests.total,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    errors: result.errors + result.timeouts + result.non2xx + counters.graphqlErrors,
    detail: `connection errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx}, GraphQL errors in 200 answers ${counters.graphqlErrors}`,
    cpuPerRequest: (cpuAfter.product - cpuAfter.root - (cpuBefore.product - cpuBefore.root) + lostCpu) / result.requests.total,
    kill: killOutcome,
    inFlightFailed,
    retried,
    samples,
  };
}

const database = await freshDatabase();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vetchart-scale-out-'));
const baseEnv: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: database.url, DATA_DIR: dataDir, DEMO_DATA: 'true' };
const config = loadConfig(baseEnv);
const db = await openDatabase({ databaseUrl: database.url });
console.log(`Migrating and seeding a fresh PostgreSQL database once (${new URL(database.url).pathname.slice(1)})…`);
// The keys every copy shares come from the environment, as a deployment past one machine gives them.
const keys = await loadKeys({ dataDir });
const secretKey = loadIntegrationSecretKey({ dataDir });
const deps: ServiceDeps = { db, keys, mailer: createOutboxMailer(db, { deliverInBackground: false }), config };
const { partners } = await startPartnersAndMigrate(deps, secretKey);
const results: RunResult[] = [];
try {
  const env: NodeJS.ProcessEnv = {
    ...baseEnv,
    ...partners.env,
    JWT_PRIVATE_KEY: readFileSync(path.join(dataDir, 'keys/jwt-private.pem'), 'utf8'),
    JWT_PUBLIC_KEY: keys.publicKeyPem,
    INTEGRATION_SECRET_KEY: secretKey.toString('base64'),
    REPORT_LINK_SECRET: randomBytes(32).toString('base64url'),
    // Billing's sandbox payment provider signs its events with it; copies starting together would
    // each make one in DATA_DIR otherwise.
    SANDBOX_WEBHOOK_SECRET: `whsec_${randomBytes(24).toString('hex')}`,
  };

  let mix: Mix | null = null;
  for (const { copies, placement, kill } of RUNS) {
    const where = PLACEMENTS[placement].heading(copies);
    console.log(`\n${copies} ${copies === 1 ? 'copy' : 'copies'} of each service and of the gateway behind HAProxy${where ? `, ${where}` : ''}${kill ? ', one gateway and one main copy killed mid-run' : ''}…`);
    const layout = await startLayout(copies, placement, env);
    try {
      // The mix's data once, through the first layout; the sessions stay valid for the next.
      mix ??= await prepareMix(layout.publicUrl);
      const result = await measure(layout, mix, kill);
      results.push(result);
      console.log(`  ${result.perSecond.toFixed(0)} req/s, p95 ${result.p95.toFixed(0)} ms, ${result.errors} errors${result.kill ? `; ${result.kill}` : ''}`);
    } finally {
      await layout.stop();
    }
  }
} finally {
  await partners.close();
  await db.close();
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
}

const column = (label: string, value: (result: RunResult) => string) => `  ${label.padEnd(34)}${results.map((result) => value(result).padEnd(24)).join('')}`;
console.log(`\nScale-out: ${USERS} signed-in users for ${SECONDS} s (after ${WARMUP_SECONDS} s warm-up), the visit mix of 8 requests through HAProxy`);
console.log(column('', (result) => result.label));
console.log(column('throughput', (result) => `${result.perSecond.toFixed(0)} req/s (${result.total})`));
console.log(column('latency p50 / p95 / p99', (result) => `${result.p50.toFixed(0)} / ${result.p95.toFixed(0)} / ${result.p99.toFixed(0)} ms`));
console.log(column('errors seen by the clients', (result) => String(result.errors)));
console.log(column('failed in flight on a killed copy', (result) => (result.kill ? String(result.inFlightFailed) : '—')));
console.log(column('served after a HAProxy retry', (result) => String(result.retried)));
console.log(column('CPU per request (product)', (result) => `${result.cpuPerRequest.toFixed(2)} ms`));
console.log(column('machine load average (1 min)', (result) => result.load));
for (const result of results) {
  console.log(`  ${result.label}: ${result.detail}`);
  console.log(`  ${result.label}: busiest processes (share of one core) ${result.busiest}`);
  if (result.kill) console.log(`  ${result.label}: ${result.kill}`);
  for (const sample of result.samples) console.log(`    e.g. ${sample}`);
}
const noErrors = results.every((result) => result.errors <= result.inFlightFailed);
console.log(`\n  errors 0 beyond in-flight: ${noErrors ? 'met' : 'not met'}`);
// More copies against one copy run the same way (both capped, both pinned, or both on every core).
for (const placement of ['shared', 'pinned', 'quota'] as const) {
  const one = results.find((result) => result.copies === 1 && result.placement === placement);
  const more = results.filter((result) => result.copies > 1 && result.placement === placement);
  if (!one || more.length === 0) continue;
  const faster = more.every((result) => result.perSecond > one.perSecond);
  const ratios = more.map((result) => `×${(result.perSecond / one.perSecond).toFixed(2)}`).join(', ');
  const compared = `${more.map((result) => result.label).join(', ')} > ${one.label}`;
  // The target is a second machine's worth: copies capped as machines of their own. Copies on
  // shared cores show what a second copy costs on one machine, where it brings no more CPU.
  if (placement === 'quota') console.log(`  ${compared} (${PLACEMENTS.quota.comparison}): ${faster ? 'met' : 'not met'} (${ratios})`);
  else console.log(`  ${compared} (${PLACEMENTS[placement].comparison}; shown, not the target): ${ratios}`);
}
