// One process per data folder, a clean stop on SIGTERM, and start-up
// errors a person can act on — each checked on the real `node scripts/start.mjs`.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { migratedDataDir, startProductProcess, tempDataDir, type ProductProcess } from './support.ts';

const started: ProductProcess[] = [];
const start = (env: Record<string, string | undefined>) => {
  const product = startProductProcess(env);
  started.push(product);
  return product;
};
afterEach(async () => {
  await Promise.all(started.splice(0).map((product) => product.stop('SIGKILL')));
});

describe('one process per data folder', () => {
  it('refuses a second start on the same DATA_DIR at once, naming the folder and the holder', async () => {
    const dataDir = await migratedDataDir();
    const first = start({ DATA_DIR: dataDir, GATEWAY_WORKERS: '0' });
    await first.ready;
    const second = start({ DATA_DIR: dataDir, GATEWAY_WORKERS: '0' });
    expect(await second.exited).toBe(1);
    const lines = second.output().trim().split('\n');
    expect(lines.at(-1)).toContain(`The data folder ${dataDir} is in use by process ${first.child.pid}`);
    expect(second.output()).not.toMatch(/\n\s+at /); // no stack trace
    // The first one still serves.
    const health = await fetch(`${await first.ready}/health`);
    expect(health.status).toBe(200);
  });

  it('two starts at the same moment on an empty folder: exactly one runs, the other is refused', async () => {
    const dataDir = tempDataDir();
    const a = start({ DATA_DIR: dataDir, GATEWAY_WORKERS: '0' });
    const b = start({ DATA_DIR: dataDir, GATEWAY_WORKERS: '0' });
    const outcomes = await Promise.all(
      [a, b].map((product) =>
        Promise.race([product.ready.then(() => 'running'), product.exited.then((code) => `exited ${code}`)]),
      ),
    );
    expect([...outcomes].sort()).toEqual(['exited 1', 'running']);
    const refused = outcomes[0] === 'running' ? b : a;
    expect(refused.output()).toContain(`The data folder ${dataDir} is in use`);
  });

  it('takes over the lock of a process that died (kill -9)', async () => {
    const dataDir = await migratedDataDir();
    const crashed = start({ DATA_DIR: dataDir, GATEWAY_WORKERS: '0' });
    await crashed.ready;
    await crashed.stop('SIGKILL');
    const next = start({ DATA_DIR: dataDir, GATEWAY_WORKERS: '0' });
    await expect(next.ready).resolves.toMatch(/^http:/);
  });

  it('takes over a lock left by a dead process recorded in the lock file', async () => {
    const dataDir = await migratedDataDir();
    mkdirSync(path.join(dataDir, '.lock'), { recursive: true });
    // pid 2^22 + 1 is above Linux's pid_max default: no such process.
    writeFileSync(path.join(dataDir, '.lock/owner.json'), JSON.stringify({ pid: 4194305, host: os.hostname(), startedAt: new Date().toISOString() }));
    const next = start({ DATA_DIR: dataDir, GATEWAY_WORKERS: '0' });
    await expect(next.ready).resolves.toMatch(/^http:/);
  });
});

describe('start-up errors', () => {
  it('a DATA_DIR that is a file: one line naming the folder and the setting, exit code 1', async () => {
    const file = path.join(tempDataDir(), 'not-a-folder');
    writeFileSync(file, 'x');
    const product = start({ DATA_DIR: file });
    expect(await product.exited).toBe(1);
    const output = product.output().trim();
    expect(output.split('\n')).toHaveLength(1);
    expect(output).toMatch(new RegExp(`Cannot use the data folder ${file}: .*\\(E(EXIST|NOTDIR)\\)\\. Set DATA_DIR`));
  });

  it('an unreachable DATABASE_URL: one line naming the address and DATABASE_URL, exit code 1', async () => {
    const product = start({ DATA_DIR: tempDataDir(), DATABASE_URL: 'postgres://postgres:secret@127.0.0.1:1/vetchart' });
    expect(await product.exited).toBe(1);
    const output = product.output().trim();
    expect(output.split('\n')).toHaveLength(1);
    expect(output).toContain('Cannot connect to the PostgreSQL database at 127.0.0.1:1/vetchart: nothing is listening there (ECONNREFUSED). Check DATABASE_URL');
    expect(output).not.toContain('secret');
  });

  it.skipIf(!process.env.DATABASE_URL)('a DATABASE_URL naming a database that does not exist', async () => {
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = '/vetchart_no_such_database';
    const product = start({ DATA_DIR: tempDataDir(), DATABASE_URL: url.toString() });
    expect(await product.exited).toBe(1);
    expect(product.output().trim()).toContain('the database does not exist (3D000)');
  });
});

// A small tmpfs stands for a full disk and, remounted read-only, for a read-only volume. Mounting
// needs root (CI runs as root on its machine); elsewhere these two are skipped.
function mountTinyFileSystem(): string | null {
  const mountPoint = mkdtempSync(path.join(os.tmpdir(), 'vetchart-tinyfs-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=2m', 'tmpfs', mountPoint], { stdio: 'ignore' });
    return mountPoint;
  } catch {
    return null;
  }
}
const tinyFileSystem = mountTinyFileSystem();

describe.skipIf(!tinyFileSystem)('start-up errors of the disk', () => {
  const dataDir = path.join(tinyFileSystem ?? '/nonexistent', 'data');
  afterAll(() => {
    if (tinyFileSystem) execFileSync('umount', [tinyFileSystem], { stdio: 'ignore' });
  });

  it('a full disk: one line saying the disk is full, exit code 1', async () => {
    const product = start({ DATA_DIR: dataDir });
    expect(await product.exited).toBe(1);
    const output = product.output().trim();
    expect(output.split('\n')).toHaveLength(1);
    expect(output).toContain(`Cannot use the data folder ${dataDir}: the disk is full (ENOSPC).`);
  });

  it('a read-only volume: one line saying it is read-only, exit code 1', async () => {
    execFileSync('mount', ['-o', 'remount,ro', tinyFileSystem!], { stdio: 'ignore' });
    const product = start({ DATA_DIR: dataDir });
    expect(await product.exited).toBe(1);
    const output = product.output().trim();
    expect(output.split('\n')).toHaveLength(1);
    expect(output).toContain(`Cannot use the data folder ${dataDir}: the file system is read-only (EROFS).`);
  });
});

describe('SIGTERM', () => {
  it('stops accepting, answers in-flight keep-alive requests with Connection: close, and exits 0 within the grace period', async () => {
    // One process: with gateway workers a request can reach a worker in the instant before the
    // primary passes the signal on, so its answer may still say keep-alive (the next test).
    const product = start({ DATA_DIR: await migratedDataDir(), SHUTDOWN_GRACE_SECONDS: '3', GATEWAY_WORKERS: '0' });
    const url = new URL(await product.ready);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
    const get = () =>
      new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
        const request = http.get({ host: url.hostname, port: url.port, path: '/health', agent }, (response) => {
          response.resume();
          response.on('end', () => resolve({ status: response.statusCode ?? 0, connection: response.headers.connection }));
        });
        request.on('error', reject);
      });
    // Open keep-alive connections, then signal while clients keep sending.
    expect((await Promise.all([get(), get(), get(), get()])).every((answer) => answer.connection === 'keep-alive')).toBe(true);
    const signalled = Date.now();
    product.child.kill('SIGTERM');
    // A request the process read before it handled the signal may still be answered keep-alive:
    // what counts is every answer after the process said it is stopping.
    const stopping = () => product.output().includes('SIGTERM: finishing in-flight requests');
    const answers: { status: number; connection: string | undefined }[] = [];
    let refused = 0;
    while (product.child.exitCode === null && Date.now() - signalled < 8_000) {
      try {
        const noticed = stopping();
        const answer = await get();
        if (noticed) answers.push(answer);
      } catch {
        refused += 1;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
    expect(await product.exited).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(8_000);
    // Whatever was answered once the process was stopping said Connection: close; then new
    // connections were refused.
    expect(answers.every((answer) => answer.connection === 'close')).toBe(true);
    expect(answers.length).toBeLessThanOrEqual(4);
    expect(refused).toBeGreaterThan(0);
    agent.destroy();
  });

  it('with gateway workers: the workers and then the services host stop, exit 0, and the port is closed', async () => {
    const product = start({ DATA_DIR: await migratedDataDir(), SHUTDOWN_GRACE_SECONDS: '3', GATEWAY_WORKERS: '2' });
    const url = await product.ready;
    expect((await fetch(`${url}/health`)).status).toBe(200);
    product.child.kill('SIGTERM');
    expect(await product.exited).toBe(0);
    await expect(fetch(`${url}/health`)).rejects.toThrow();
  });
});
