// A new embedded data folder is made in a child process: PGlite's initdb grows its WebAssembly
// memory to some 650 MB, the migrations and the demo seed add more, and WebAssembly memory is never
// given back while the process lives. Made apart, the folder is then opened by `pnpm start`'s own
// process as on any later start, which holds about a third of that (docs/architecture.md,
// 'Footprint of the embedded default').
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadKeys } from '@vetchart/platform/access-token';
import type { ProductConfig } from '@vetchart/platform/config';
import { openDatabase } from '@vetchart/platform/database';
import { acquireDataDirLock } from '@vetchart/platform/data-dir-lock';
import { createOutboxMailer } from '@vetchart/platform/mailer';
import { ensureWritableDataDir } from '@vetchart/platform/startup-errors';
import { loadIntegrationSecretKey } from '@vetchart/thirdparty/integrations/secret-box';
import { PREPARE_DATA_ENTRY } from './entry-points.ts';
import { startPartnersAndMigrate } from './migrate-and-seed.ts';

/** Whether the embedded database of DATA_DIR has never been made (PostgreSQL: never). */
export function isNewDataFolder(config: ProductConfig): boolean {
  return !config.databaseUrl && !existsSync(path.join(config.dataDir, 'pglite', 'PG_VERSION'));
}

/**
 * Makes the embedded database, migrates every schema and loads the demo data when configured, as
 * the services host's start does (product.ts, startServices), then closes it. The sandbox partners
 * listen meanwhile because the demo clinic is connected to them; their addresses are not stored.
 */
export async function prepareDataFolder(config: ProductConfig): Promise<void> {
  ensureWritableDataDir(config.dataDir);
  const lock = acquireDataDirLock(config.dataDir);
  try {
    const db = await openDatabase({ dataDir: path.join(config.dataDir, 'pglite') });
    try {
      const deps = { db, config, keys: await loadKeys({ dataDir: config.dataDir }), mailer: createOutboxMailer(db) };
      const { partners } = await startPartnersAndMigrate(deps, loadIntegrationSecretKey({ dataDir: config.dataDir }));
      await partners.close();
    } finally {
      await db.close();
    }
  } finally {
    lock.release();
  }
}

/**
 * Runs prepareDataFolder in a child process (PREPARE_DATA_ENTRY) and waits for it. The child
 * prints its own one-line failure; its exit code is returned (0 when the folder is ready).
 */
export function prepareDataFolderApart(): Promise<number> {
  return new Promise((resolve, reject) => {
    // The IPC channel tells the child when this process is gone (prepare-data.ts stops then), so a
    // start killed meanwhile leaves nothing holding the folder.
    const child = spawn(process.execPath, [PREPARE_DATA_ENTRY], { stdio: ['inherit', 'inherit', 'inherit', 'ipc'], env: process.env });
    child.once('error', reject);
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}
