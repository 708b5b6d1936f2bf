// The inventory service: knowledge-base catalogues and the AI engine. It owns the `inventory`
// schema; for now it is the shell those domains will be added to (health check and migrations).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import type { Database } from '@vetchart/platform/database';
import { installErrorHandler } from '@vetchart/platform/http';
import { migrate } from '@vetchart/platform/migrations';
import type { ServiceDeps } from '@vetchart/platform/service';

const MIGRATIONS = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'migrations');

export function createInventoryService(_deps: ServiceDeps): Hono {
  const app = new Hono();
  installErrorHandler(app, 'inventory');
  return app;
}

export async function migrateInventory(db: Database): Promise<void> {
  await migrate(db, 'inventory', MIGRATIONS);
}
