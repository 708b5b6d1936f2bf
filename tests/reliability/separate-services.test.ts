// With DATABASE_URL, `node scripts/start.mjs` runs each REST service as its own
// process (services/host/src/separate-services.ts) beside the gateway workers: the services are
// real child processes, a request crosses gateway → service processes, one that dies is started
// again, SIGTERM stops every process, and a service that cannot start fails the start with its own
// line and leaves nothing running. PostgreSQL only (PGlite keeps the one-process host).
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { freshPostgresDatabase, startProductProcess, tempDataDir, type ProductProcess } from './support.ts';

const started: ProductProcess[] = [];
const start = (env: Record<string, string | undefined>) => {
  const product = startProductProcess(env);
  started.push(product);
  return product;
};
afterEach(async () => {
  await Promise.all(started.splice(0).map((product) => product.stop('SIGKILL')));
});

async function graphql(url: string, query: string, token?: string) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query }),
  });
  return (await response.json()) as { data?: any; errors?: unknown[] };
}

const SIGN_IN = `mutation { signIn(input: { email: "admin@demo.vet", password: "Demo!2345" }) { ... on SignInSuccess { session { accessToken } } } }`;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
// Main's table, filled by main's lab poller from the sandbox lab through the thirdparty module.
const ORPHANS = `{ orphanedLabResults(first: 10, startDate: "${day(-60)}", endDate: "${day(0)}") { edges { node { identifier } } } }`;

/** The service processes the product announced: "service processes (auth 123, main 456, …)". */
function servicePids(output: string): Record<string, number> {
  const listed = /service processes \(([^)]*)\)/.exec(output)?.[1] ?? '';
  return Object.fromEntries(listed.split(', ').filter(Boolean).map((entry) => [entry.split(' ')[0]!, Number(entry.split(' ')[1])]));
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
/** How long the checks below wait for the product (vi.waitUntil), looking every 100 ms. */
const WAIT = { timeout: 30_000, interval: 100 };
const commandLine = (pid: number) => readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');


describe.skipIf(!process.env.DATABASE_URL)('pnpm start on PostgreSQL: one process per service', () => {
  it('runs the five services as child processes beside the gateway, restarts one that dies, and stops them all on SIGTERM', async () => {
    const dataDir = tempDataDir();
    const product = start({ DATA_DIR: dataDir, DATABASE_URL: await freshPostgresDatabase(dataDir), DEMO_DATA: 'true', GATEWAY_WORKERS: '1' });
    const url = await product.ready;
    // The announcement is one write, but a pipe may still hand it over in two chunks.
    const pids = await vi.waitUntil(() => {
      const listed = servicePids(product.output());
      return Object.keys(listed).length === 5 && listed;
    }, WAIT).catch(() => servicePids(product.output()));
    expect(Object.keys(pids).sort()).toEqual(['auth', 'billing', 'inventory', 'main', 'thirdparty']);
    for (const [name, pid] of Object.entries(pids)) {
      expect(pid).not.toBe(product.child.pid);
      expect(alive(pid)).toBe(true);
      expect(commandLine(pid)).toContain(`.build/server/service.mjs ${name}`);
    }

    // Gateway worker → auth process; then main's process, whose lab poller read the sandbox lab.
    const token = (await graphql(url, SIGN_IN)).data.signIn.session.accessToken as string;
    const orphans = async () => (await graphql(url, ORPHANS, token)).data?.orphanedLabResults?.edges?.length as number | undefined;
    expect(await vi.waitUntil(async () => ((await orphans()) === 4 ? 4 : undefined), WAIT)).toBe(4);

    // kill -9 of the main service: the primary starts another on the same port.
    process.kill(pids.main!, 'SIGKILL');
    await vi.waitUntil(() => /main service \d+ exited \(SIGKILL\); starting another/.test(product.output()), WAIT);
    const restarted = await vi.waitUntil(() => {
      const lines = [...product.output().matchAll(/main service listening at \S+ \(pid (\d+)\)/g)];
      return lines.length === 2 ? Number(lines[1]![1]) : undefined;
    }, WAIT);
    expect(restarted).not.toBe(pids.main);
    expect((await graphql(url, ORPHANS, token)).data.orphanedLabResults.edges).toHaveLength(4);

    expect(await product.stop('SIGTERM')).toBe(0);
    for (const pid of [...Object.values(pids).filter((pid) => pid !== pids.main), restarted]) expect(alive(pid)).toBe(false);
  });

  it('a service that cannot start: its one line, exit code 1, no service process left', async () => {
    const dataDir = tempDataDir();
    const product = start({ DATA_DIR: dataDir, DATABASE_URL: await freshPostgresDatabase(dataDir, 'migrated'), PAYMENT_PROVIDER: 'bogus', GATEWAY_WORKERS: '1' });
    expect(await product.exited).toBe(1);
    const output = product.output();
    expect(output.trim().split('\n').at(-1)).toBe('VetChart could not start: billing service could not start: PAYMENT_PROVIDER: "bogus" is not known; use sandbox or stripe.');
    expect(output).not.toMatch(/\n\s+at /);
    const others = [...output.matchAll(/(\w+) service listening at \S+ \(pid (\d+)\)/g)].map((match) => Number(match[2]));
    for (const pid of others) expect(alive(pid)).toBe(false);
  });
});
