// The product as the benches run it: the services on a fresh in-memory database with the demo
// data in this process, and the gateway as `pnpm start` runs each of its workers — its own
// process (scripts/gateway-worker.mjs → gateway/src/server.ts) with the public port on loopback,
// calling these services. The gateway's work then runs on its own core, as in the product,
// instead of taking turns with the services and the database on this process's one thread.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServices } from '@vetchart/host/product';
import { serviceUrlEnv } from '@vetchart/host/service-urls';
import { loadKeys } from '@vetchart/platform/access-token';
import { openDatabase } from '@vetchart/platform/database';
import { testConfig } from '@vetchart/platform/testing';
import { processCpuMs } from './forwarding-proxy.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

type UpstreamUrls = Awaited<ReturnType<typeof startServices>>['upstreams'];

export interface BenchProduct {
  services: Awaited<ReturnType<typeof startServices>>;
  /** The services' database (a scenario that needs partner data in it, as a poller would write it). */
  db: Awaited<ReturnType<typeof openDatabase>>;
  gatewayUrl: string;
  /** The gateway process's resident memory now, in bytes. */
  gatewayRss(): number;
  /** The CPU time (user + system) the gateway process has used so far, in milliseconds. */
  gatewayCpuMs(): number;
  token: string;
  auth: Record<string, string>;
  close(): Promise<void>;
}

/**
 * The server build's entry points, as `pnpm start` runs them (built first when a source is newer):
 * a process measured from the sources would carry tsx's module loader and source maps, which the
 * product does not.
 */
export async function serverBuildEntries(): Promise<{ service: string; gatewayWorker: string }> {
  const serverBuild = (await import(path.join(root, 'scripts/build-server.mjs'))) as { SERVER_BUILD_DIR: string; buildServer(): Promise<void>; serverBuildIsStale(): boolean };
  if (serverBuild.serverBuildIsStale() || !existsSync(path.join(serverBuild.SERVER_BUILD_DIR, 'service.mjs'))) {
    console.log('Building the server…');
    await serverBuild.buildServer();
  }
  return { service: path.join(serverBuild.SERVER_BUILD_DIR, 'service.mjs'), gatewayWorker: path.join(serverBuild.SERVER_BUILD_DIR, 'gateway-worker.mjs') };
}

/**
 * Starts the bench product signed in as the demo admin. `overrideUpstreams` gets the services'
 * addresses and may point the gateway elsewhere for some of them (a fault proxy in front of one).
 */
export async function startBenchProduct(
  options: {
    overrideUpstreams?: (upstreams: UpstreamUrls) => Promise<Partial<UpstreamUrls>>;
    /** The gateway as deployed (NODE_ENV=production); default: BENCH_GATEWAY_PRODUCTION=1. */
    production?: boolean;
  } = {},
): Promise<BenchProduct> {
  const db = await openDatabase({});
  const services = await startServices(db, testConfig({ demoData: true }), await loadKeys());
  const upstreams = { ...services.upstreams, ...(await options.overrideUpstreams?.(services.upstreams)) };
  const folder = mkdtempSync(path.join(os.tmpdir(), 'vetchart-bench-'));
  const port = 43000 + Math.floor(Math.random() * 5000);
  // BENCH_GATEWAY_NODE_ARGS passes Node flags to the gateway process, e.g.
  // '--cpu-prof --cpu-prof-dir=/tmp/prof' to profile it (Node refuses --cpu-prof in NODE_OPTIONS).
  const nodeArgs = (process.env.BENCH_GATEWAY_NODE_ARGS ?? '').split(' ').filter(Boolean);
  // Production runs the gateway as deployed (NODE_ENV=production: graphql-js drops its development
  // checks, anonymous callers get no field suggestions); the services and their demo data stay in
  // this process either way. The gateway-cost benches (viewer, lists) ask for it; the others follow
  // BENCH_GATEWAY_PRODUCTION (=1 production, =0 development).
  const production = options.production ?? process.env.BENCH_GATEWAY_PRODUCTION === '1';
  // The gateway as `pnpm start` runs it, from the server build (BENCH_GATEWAY_FROM_SOURCE=1: through tsx).
  const gatewayEntry = process.env.BENCH_GATEWAY_FROM_SOURCE === '1' ? path.join(root, 'scripts/gateway-worker.mjs') : (await serverBuildEntries()).gatewayWorker;
  const gatewayProcess = spawn(process.execPath, [...nodeArgs, gatewayEntry], {
    env: gatewayProcessEnv(services.keys.publicKeyPem, upstreams, { port, folder, production }),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const gatewayUrl = `http://127.0.0.1:${port}`;
  await waitFor(`${gatewayUrl}/health`);
  const login = await fetch(`${services.upstreams.auth}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.vet', password: 'Demo!2345' }),
  });
  const { token } = (await login.json()) as { token: string };
  return {
    services,
    db,
    gatewayUrl,
    gatewayRss: () => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${gatewayProcess.pid}/status`, 'utf8'))![1]) * 1024,
    gatewayCpuMs: () => processCpuMs(gatewayProcess.pid!),
    token,
    auth: { authorization: `Bearer ${token}` },
    async close() {
      gatewayProcess.kill('SIGTERM');
      await new Promise((resolve) => gatewayProcess.once('exit', resolve));
      await services.close();
      await db.close();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** The environment of a bench gateway process on loopback `port`, calling these services. */
export function gatewayProcessEnv(publicKeyPem: string, upstreams: UpstreamUrls, { port, folder, production }: { port: number; folder: string; production: boolean }): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: folder,
    DATABASE_URL: '',
    JWT_PUBLIC_KEY: publicKeyPem,
    ...serviceUrlEnv(upstreams),
    ...(production ? { NODE_ENV: 'production', MAIL_DELIVERY: 'disabled', DEMO_DATA: '' } : {}),
  };
}

/** Resolves once `url` answers 2xx. */
export async function waitFor(url: string) {
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** 60 more pets (the demo has 9): three parents with 20 each, so the tables have full pages. */
export async function seedBenchPets(product: BenchProduct) {
  const { main, inventory } = product.services.upstreams;
  const json = { ...product.auth, 'content-type': 'application/json' };
  const get = async <T,>(url: string): Promise<T> => (await (await fetch(url, { headers: product.auth })).json()) as T;
  type Page<T> = { data: T[]; meta: { total: number } };
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
}

/** The text of one of the web app's operations, from its Relay artifact. */
export function webOperation(name: string): string {
  const file = path.join(root, 'web/src/__generated__', `${name}.graphql.ts`);
  const match = /"text": ("(?:[^"\\]|\\.)*")/.exec(readFileSync(file, 'utf8'));
  if (!match) throw new Error(`${file} has no operation text`);
  return JSON.parse(match[1]!) as string;
}

/** One contender of a timed comparison: what it does once, and where its times go. */
export type Contender = { run: () => Promise<unknown>; times: number[] };

/**
 * Runs each contender once a round for `rounds` rounds, timing each run. Each round starts with
 * another contender: the one that follows another's request meets the services still finishing
 * that request's work (its response sent, its log and garbage behind), so a fixed order would
 * charge that to the same one every time.
 */
export async function timeInTurns(rounds: number, contenders: readonly Contender[]): Promise<void> {
  for (let round = 0; round < rounds; round += 1) {
    for (let turn = 0; turn < contenders.length; turn += 1) {
      const contender = contenders[(round + turn) % contenders.length]!;
      const started = performance.now();
      await contender.run();
      contender.times.push(performance.now() - started);
    }
  }
}
