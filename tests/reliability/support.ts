// Starts the product the way an operator does (`node scripts/start.mjs`) as a child process on a
// free port, and reads what it prints. The web app is not built for these tests: WEB_DIST_DIR
// points at a small folder whose build stamp is newer than the sources.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { productDatabaseFromTemplate } from '@vetchart/platform/testing';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function fakeWebDist(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'vetchart-web-'));
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>VetChart</title>');
  writeFileSync(path.join(dir, '.build-stamp'), String(Date.now()));
  return dir;
}

export interface ProductProcess {
  child: ChildProcess;
  /** Everything printed so far, stdout and stderr. */
  output(): string;
  /** Resolves with the URL once the product says it is running; rejects if it exits first. */
  ready: Promise<string>;
  exited: Promise<number | null>;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export function startProductProcess(env: Record<string, string | undefined>): ProductProcess {
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      DEMO_DATA: 'false',
      NODE_ENV: 'development',
      WEB_DIST_DIR: fakeWebDist(),
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout!.on('data', (chunk) => (text += chunk));
  child.stderr!.on('data', (chunk) => (text += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const ready = new Promise<string>((resolve, reject) => {
    const check = () => {
      const match = /running at (http:\/\/\S+)/.exec(text);
      if (match) {
        child.stdout!.off('data', check);
        resolve(match[1]!.replace('localhost', '127.0.0.1'));
      }
    };
    child.stdout!.on('data', check);
    void exited.then((code) => reject(new Error(`the product exited (${code}) before it was ready:\n${text}`)));
  });
  ready.catch(() => undefined);
  return {
    child,
    output: () => text,
    ready,
    exited,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

export function tempDataDir(): string {
  return mkdtempSync(path.join(os.tmpdir(), 'vetchart-data-'));
}

/**
 * A new data folder whose PGlite database is already migrated, a copy of the run's template (made
 * on PostgreSQL runs too): a product started on it skips PGlite's initdb and the migrations, about
 * 5 of a start's 9 seconds. With DEMO_DATA the start seeds it.
 */
export async function migratedDataDir(): Promise<string> {
  const dataDir = tempDataDir();
  await productDatabaseFromTemplate(dataDir, 'migrated', { pglite: true });
  return dataDir;
}

/** A new database on the PostgreSQL server named by DATABASE_URL, a copy of the run's template (see productDatabaseFromTemplate). */
export async function freshPostgresDatabase(dataDir: string, from: 'migrated' | 'demo' = 'demo'): Promise<string> {
  return (await productDatabaseFromTemplate(dataDir, from)).databaseUrl!;
}
