// The run's own PostgreSQL database (start-app.mjs makes one when DATABASE_URL is set, as in CI),
// for the few journeys that must stand in for the passing of time, such as an e-mailed link
// reaching its expiry: they move the link's expiry into the past rather than wait seven days.
// On the embedded PGlite (the product's own process holds it) there is none: null.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

export function e2eDatabaseUrl(): string | null {
  const file = path.join(process.env.E2E_DATA_DIR ?? '', 'e2e-database-url');
  return process.env.E2E_DATA_DIR && existsSync(file) ? readFileSync(file, 'utf8').trim() : null;
}

/** Runs one statement on the run's database. */
export async function e2eQuery(sql: string, values: unknown[]): Promise<number> {
  const url = e2eDatabaseUrl();
  if (!url) throw new Error('This run has no database of its own (set DATABASE_URL to a PostgreSQL server).');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql, values)).rowCount ?? 0;
  } finally {
    await client.end();
  }
}
