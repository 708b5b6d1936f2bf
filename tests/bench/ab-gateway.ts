// `pnpm bench:ab`: two (or more) gateway processes over one set of services, each with its own
// environment, timed on the same query with their requests taking turns. A change to the gateway
// is judged by the difference between its variants measured in the same moments of the machine,
// which moves by more than most changes between two runs of `pnpm bench` (docs/architecture.md,
// 'Processes and scaling').
//
//   AB_VARIANTS='before:GATEWAY_COMPILE_OPERATIONS=0;after:' pnpm bench:ab
//
// AB_VARIANTS: name:VAR=value,VAR=value;name:… (default: operations compiled or not); a variant's
// NODE_FLAGS=… are flags for its Node itself (NODE_FLAGS=--maglev: Node refuses some in NODE_OPTIONS);
// AB_OPERATION: a web app operation (default PetsTabQuery) and AB_VARIABLES its variables as JSON
// (default {}: RolesPageQuery needs '{"first":10}'); AB_ROUNDS (default 2000) after 300 of
// warm-up. It prints each variant's median, quartiles and CPU per query. The gateways run from
// the sources (scripts/gateway-worker.mjs) in production mode.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gatewayProcessEnv, seedBenchPets, startBenchProduct, timeInTurns, waitFor, webOperation } from './bench-product.ts';
import { percentileOf } from './stats.ts';
import { processCpuMs } from './forwarding-proxy.ts';

const root = path.resolve(import.meta.dirname, '../..');
const product = await startBenchProduct({ production: true });
await seedBenchPets(product);

const variants = (process.env.AB_VARIANTS ?? 'general executor:GATEWAY_COMPILE_OPERATIONS=0;compiled:').split(';').map((spec) => {
  const [name = '', settings = ''] = spec.split(/:(.*)/s);
  const env = Object.fromEntries(
    settings
      .split(',')
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
  ) as Record<string, string>;
  return { name, env };
});

const operation = process.env.AB_OPERATION ?? 'PetsTabQuery';
const body = JSON.stringify({ query: webOperation(operation), variables: JSON.parse(process.env.AB_VARIABLES ?? '{}') as unknown });
const once = async (url: string) => {
  const response = await fetch(`${url}/graphql`, { method: 'POST', headers: { ...product.auth, 'accept-encoding': 'identity', 'content-type': 'application/json' }, body });
  const answer = (await response.json()) as { errors?: unknown };
  if (answer.errors) throw new Error(`${operation} failed: ${JSON.stringify(answer.errors)}`);
};

// Every gateway started, so that all of them go (and the product with them) however the run ends:
// a variant that fails to start would otherwise leave the others running.
const started: { child: ChildProcess; folder: string }[] = [];
try {
  const gateways = await Promise.all(
    variants.map(async (variant) => {
      const port = 43000 + Math.floor(Math.random() * 5000);
      const folder = mkdtempSync(path.join(os.tmpdir(), 'vetchart-ab-'));
      // NODE_FLAGS: flags for the gateway's Node itself (Node refuses some in NODE_OPTIONS).
      const { NODE_FLAGS: nodeFlags = '', ...env } = variant.env;
      const child = spawn(process.execPath, [...nodeFlags.split(' ').filter(Boolean), path.join(root, 'scripts/gateway-worker.mjs')], {
        env: { ...gatewayProcessEnv(product.services.keys.publicKeyPem, product.services.upstreams, { port, folder, production: true }), ...env },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      started.push({ child, folder });
      const url = `http://127.0.0.1:${port}`;
      await Promise.race([waitFor(`${url}/health`), new Promise((_, reject) => child.once('exit', (code) => reject(new Error(`the gateway '${variant.name}' exited with code ${code}`))))]);
      return { ...variant, url, child, times: [] as number[] };
    }),
  );

  for (let warm = 0; warm < 300; warm += 1) for (const gateway of gateways) await once(gateway.url);
  const rounds = Number(process.env.AB_ROUNDS ?? 2000);
  const cpuBefore = gateways.map((gateway) => processCpuMs(gateway.child.pid!));
  await timeInTurns(
    rounds,
    gateways.map((gateway) => ({ run: () => once(gateway.url), times: gateway.times })),
  );
  console.log(`${operation}, ${rounds} requests to each gateway in turns:`);
  gateways.forEach((gateway, index) => {
    const cpu = (processCpuMs(gateway.child.pid!) - cpuBefore[index]!) / rounds;
    const at = (p: number) => percentileOf(gateway.times, p).toFixed(2);
    console.log(`  ${gateway.name.padEnd(20)} median ${at(50)} ms   quartiles ${at(25)}–${at(75)} ms   CPU a query ${cpu.toFixed(2)} ms   ${JSON.stringify(gateway.env)}`);
  });
} finally {
  for (const { child, folder } of started) {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    rmSync(folder, { recursive: true, force: true });
  }
  await product.close();
}
