// What already holds, and must keep holding: kill -9 while people are saving loses
// no acknowledged write and leaves no half-made one (on PGlite, and on PostgreSQL when
// DATABASE_URL is set); a kill during the very first start (migrations, demo data) restarts
// cleanly. Each runs the real `node scripts/start.mjs`.
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { openDatabase, type Database } from '@vetchart/platform/database';
import { afterEach, describe, expect, it } from 'vitest';
import { freshPostgresDatabase, migratedDataDir, startProductProcess, tempDataDir, type ProductProcess } from './support.ts';

const started: ProductProcess[] = [];
const start = (env: Record<string, string | undefined>) => {
  const product = startProductProcess(env);
  started.push(product);
  return product;
};
afterEach(async () => {
  await Promise.all(started.splice(0).map((product) => product.stop('SIGKILL')));
});

async function graphql(url: string, query: string, variables: Record<string, unknown> = {}, token?: string) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(/^\s*mutation\b/.test(query) ? { 'idempotency-key': randomUUID() } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as { data?: any; errors?: unknown[] };
}

async function signIn(url: string): Promise<string> {
  const result = await graphql(url, `mutation { signIn(input: { email: "admin@demo.vet", password: "Demo!2345" }) { ... on SignInSuccess { session { accessToken } } } }`);
  return result.data.signIn.session.accessToken;
}

const ADD_PARENT = `mutation ($input: AddPetParentInput!) { addPetParent(input: $input) { __typename } }`;
const parent = (email: string) => ({ firstName: 'Ada', lastName: 'Byron', phoneNumber: '5125550100', email, address: { addressLine1: '1 Main Street', city: 'Austin', state: 'TX', zip: '78701' } });

/** Saves pet parents four at a time until killed; returns the e-mails whose save was acknowledged. */
async function writeUntilKilled(product: ProductProcess, url: string, token: string, killAfterAcks: number): Promise<string[]> {
  const acknowledged: string[] = [];
  let killed = false;
  const writer = async () => {
    while (!killed) {
      const email = `crash-${randomUUID()}@example.com`;
      try {
        const result = await graphql(url, ADD_PARENT, { input: parent(email) }, token);
        if (result.data?.addPetParent?.__typename === 'AddPetParentSuccess') acknowledged.push(email);
      } catch {
        return; // the connection died with the process
      }
      if (!killed && acknowledged.length >= killAfterAcks) {
        killed = true;
        product.child.kill('SIGKILL');
      }
    }
  };
  await Promise.all([writer(), writer(), writer(), writer()]);
  await product.exited;
  return acknowledged;
}

async function expectEveryWriteWhole(db: Database, emails: string[]) {
  const rows = await db.query<{ email: string; audited: boolean }>(
    `SELECT p.email, EXISTS (SELECT 1 FROM main.audit_log a WHERE a.target_id = p.id::text AND a.action = 'pet_parent.created') AS audited
       FROM main.pet_parents p WHERE p.email LIKE 'crash-%'`,
  );
  const saved = new Set(rows.map((row) => row.email));
  // No acknowledged write is lost …
  expect(emails.filter((email) => !saved.has(email))).toEqual([]);
  // … and none is half made: every saved parent has its audit entry (one transaction).
  expect(rows.filter((row) => !row.audited)).toEqual([]);
}

describe('kill -9 while people save', () => {
  it('on PGlite: every acknowledged write is there after a restart, none half made', async () => {
    // Migrated already (a copy); the demo data is seeded on this start.
    const dataDir = await migratedDataDir();
    const first = start({ DATA_DIR: dataDir, DEMO_DATA: 'true', GATEWAY_WORKERS: '0' });
    const url = await first.ready;
    const acknowledged = await writeUntilKilled(first, url, await signIn(url), 60);
    expect(acknowledged.length).toBeGreaterThanOrEqual(60);
    // The folder opens again (the dead process's lock is taken over) and serves.
    const again = start({ DATA_DIR: dataDir, DEMO_DATA: 'true', GATEWAY_WORKERS: '0' });
    const againUrl = await again.ready;
    expect((await fetch(`${againUrl}/health`)).status).toBe(200);
    // Stopped so that the folder can be opened here (how it stops is the SIGTERM tests' concern).
    await again.stop('SIGTERM');
    const db = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
    try {
      await expectEveryWriteWhole(db, acknowledged);
    } finally {
      await db.close();
    }
  });

  it.skipIf(!process.env.DATABASE_URL)('on PostgreSQL: every acknowledged write is there, none half made', async () => {
    const dataDir = tempDataDir();
    const databaseUrl = await freshPostgresDatabase(dataDir);
    const first = start({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl, DEMO_DATA: 'true' });
    const url = await first.ready;
    const acknowledged = await writeUntilKilled(first, url, await signIn(url), 60);
    // kill -9 of the primary leaves its gateway workers to notice the lost channel and exit.
    const db = await openDatabase({ databaseUrl });
    try {
      await expectEveryWriteWhole(db, acknowledged);
    } finally {
      await db.close();
    }
  });
});

describe('kill -9 during the very first start', () => {
  it('the next start on the folder finishes migrations and demo data and serves', async () => {
    const dataDir = tempDataDir();
    const first = start({ DATA_DIR: dataDir, DEMO_DATA: 'true', GATEWAY_WORKERS: '0' });
    // Killed once the database is open (the signing keys are written next), while the migrations
    // and the demo data run — before the product says it is running.
    while (!existsSync(path.join(dataDir, 'keys', 'jwt-public.pem'))) await new Promise((resolve) => setTimeout(resolve, 10));
    first.child.kill('SIGKILL');
    await first.exited;
    expect(first.output()).not.toContain('running at');
    const again = start({ DATA_DIR: dataDir, DEMO_DATA: 'true', GATEWAY_WORKERS: '0' });
    const url = await again.ready;
    expect(await signIn(url)).toMatch(/^ey/);
  });
});
