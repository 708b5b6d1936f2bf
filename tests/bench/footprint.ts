// `pnpm bench:footprint`: the embedded default as a person first meets it, against its targets.
//   1. a fresh clone of this checkout's last commit in a temporary folder, its packages installed
//      from pnpm's store (not timed: the clone's `pnpm install`);
//   2. its first `pnpm start` (PGlite, demo data, nothing built yet), timed from the command to the
//      first answer of the sign-in page and of GraphQL — target ≤ 20 s;
//   3. the memory of the product's processes (`node scripts/start.mjs` and every process below it)
//      a few seconds after the start, then after `pnpm bench:load`'s mix of signed-in users
//      against it (LOAD_URL) — target ≤ 400 MB each: resident (RSS, what `ps` shows, pages shared
//      between the processes counted in each) and proportional (PSS, shared pages split);
//   4. the processes it leaves running: no compiler or build helper beside the product.
// FOOTPRINT_LOAD_SECONDS (default 20) sets the mix's length; FOOTPRINT_CLONE=<folder> reuses a
// clone (its builds and data are removed first, so the start is still a first one).
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const TARGET = { firstStartSeconds: 20, memoryMb: 400 };
const LOAD_SECONDS = Number(process.env.FOOTPRINT_LOAD_SECONDS ?? 20);

const mb = (kb: number) => `${Math.round(kb / 1024)} MB`;

/** Every process below pid (its children, theirs, …). */
function descendants(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The parent pid is the second field after the command's closing parenthesis.
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // the process ended meanwhile
    }
  }
  const found: number[] = [];
  const visit = (id: number) => {
    for (const child of children.get(id) ?? []) {
      found.push(child);
      visit(child);
    }
  };
  visit(pid);
  return found;
}

interface ProcessMemory {
  pid: number;
  command: string;
  rssKb: number;
  pssKb: number;
}

function memoryOf(pid: number): ProcessMemory | null {
  try {
    const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
    const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(rollup)?.[1] ?? 0);
    const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ');
    return { pid, command, rssKb: field('Rss'), pssKb: field('Pss') };
  } catch {
    return null;
  }
}

/** The product's processes: the node process running scripts/start.mjs below pnpm, and all of its own. */
function productProcesses(pnpmPid: number): ProcessMemory[] {
  const all = descendants(pnpmPid).map(memoryOf).filter((entry): entry is ProcessMemory => entry !== null);
  const node = all.find((entry) => /^(\S*\/)?node .*scripts\/start\.mjs/.test(entry.command));
  if (!node) throw new Error(`no node process runs scripts/start.mjs below pnpm (${all.map((entry) => entry.command).join('; ')})`);
  return [node, ...descendants(node.pid).map(memoryOf).filter((entry): entry is ProcessMemory => entry !== null)];
}

function report(label: string, processes: ProcessMemory[]) {
  const rss = processes.reduce((sum, entry) => sum + entry.rssKb, 0);
  const pss = processes.reduce((sum, entry) => sum + entry.pssKb, 0);
  const verdict = (kb: number) => (kb <= TARGET.memoryMb * 1024 ? 'meets' : 'misses');
  console.log(`  ${label.padEnd(26)} RSS ${mb(rss).padStart(7)} (${verdict(rss)})   PSS ${mb(pss).padStart(7)} (${verdict(pss)})   target ≤ ${TARGET.memoryMb} MB`);
  for (const entry of processes) console.log(`    pid ${entry.pid} RSS ${mb(entry.rssKb)}, PSS ${mb(entry.pssKb)}: ${entry.command.slice(0, 100)}`);
  return { rss, pss };
}

async function waitUntilAnswering(url: string, exited: () => string | null): Promise<void> {
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    const failure = exited();
    if (failure) throw new Error(`the product stopped while starting:\n${failure}`);
    try {
      const [page, api] = await Promise.all([
        fetch(`${url}/`),
        fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ plans { code } }' }) }),
      ]);
      const html = await page.text();
      if (page.ok && api.ok && html.includes('<script')) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the product did not answer within 5 minutes');
}

// 1. A fresh clone.
const clone = process.env.FOOTPRINT_CLONE ?? mkdtempSync(path.join(os.tmpdir(), 'vetchart-footprint-'));
if (!existsSync(path.join(clone, '.git'))) {
  rmSync(clone, { recursive: true, force: true });
  console.log(`Cloning ${root} into ${clone} and installing its packages (not timed)…`);
  execFileSync('git', ['clone', '--quiet', root, clone]);
  execFileSync('pnpm', ['install', '--frozen-lockfile', '--prefer-offline'], { cwd: clone, stdio: 'ignore' });
}
for (const built of ['web/dist', '.build']) rmSync(path.join(clone, built), { recursive: true, force: true });
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vetchart-footprint-data-'));
const port = 43000 + Math.floor(Math.random() * 2000);
const url = `http://127.0.0.1:${port}`;

// 2. Its first start.
console.log(`First start of the fresh clone: pnpm start (PGlite, demo data, nothing built) on ${os.availableParallelism()} cores, load average ${os.loadavg()[0]!.toFixed(1)}`);
let output = '';
const started = performance.now();
const product = spawn('pnpm', ['start'], { cwd: clone, env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '' }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
product.stdout!.on('data', (chunk) => (output += chunk));
product.stderr!.on('data', (chunk) => (output += chunk));
try {
  await waitUntilAnswering(url, () => (product.exitCode !== null ? output : null));
  const seconds = (performance.now() - started) / 1000;
  console.log(`  answering after ${seconds.toFixed(1)} s   target ≤ ${TARGET.firstStartSeconds} s: ${seconds <= TARGET.firstStartSeconds ? 'meets' : 'misses'}`);
  console.log(`  ${/Processes: (.*)/.exec(output)?.[1] ?? ''}`);

  // 3. Memory after the start, and after the load mix.
  await new Promise((resolve) => setTimeout(resolve, 5_000));
  console.log('\nMemory of the product’s processes');
  const afterStart = report('5 s after the start', productProcesses(product.pid!));
  console.log(`\nThe load mix (pnpm bench:load against it, ${LOAD_SECONDS} s)…`);
  const load = execFileSync(process.execPath, ['--import', 'tsx', path.join(root, 'tests/bench/load.ts')], {
    cwd: root,
    env: { ...process.env, LOAD_URL: url, LOAD_SECONDS: String(LOAD_SECONDS) },
    encoding: 'utf8',
  });
  // bench:load's own targets are PostgreSQL's (docs/architecture.md); here the mix is the load, and errors must stay 0.
  for (const line of load.split('\n').filter((line) => /throughput|p95|errors:/.test(line))) console.log(`  ${line.trim().replace(/\s+target .*$/, '')}`);
  const afterLoad = report('after the load mix', productProcesses(product.pid!));

  // 4. Nothing left beside the product.
  const helpers = productProcesses(product.pid!).filter((entry) => !/scripts\/start\.mjs|\.build\/server\//.test(entry.command));
  console.log(`\nOther processes below the product: ${helpers.length === 0 ? 'none' : helpers.map((entry) => entry.command).join('; ')}`);
  const loadErrors = Number(/errors:\s+(\d+)/.exec(load)?.[1] ?? NaN);
  const met =
    seconds <= TARGET.firstStartSeconds &&
    Math.max(afterStart.rss, afterLoad.rss) <= TARGET.memoryMb * 1024 &&
    helpers.length === 0 &&
    loadErrors === 0;
  console.log(
    `\n${met ? 'meets' : 'misses'} the targets (first start ≤ ${TARGET.firstStartSeconds} s, resident memory ≤ ${TARGET.memoryMb} MB after the start and after the load, no error under the load, nothing left beside the product)`,
  );
} finally {
  // pnpm, its shell and the product are one process group (detached above).
  try {
    process.kill(-product.pid!, 'SIGTERM');
  } catch {
    // already gone
  }
  await new Promise((resolve) => product.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
  if (!process.env.FOOTPRINT_CLONE) rmSync(clone, { recursive: true, force: true });
}
