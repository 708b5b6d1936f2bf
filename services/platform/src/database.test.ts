import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outsideTransaction, type Database } from './database.ts';
import { migrate } from './migrations.ts';
import { createTestDatabase } from './testing.ts';
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

let db: Database;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => db.close());

describe('database', () => {
  it('rolls back everything a failed transaction wrote', async () => {
    await db.query('CREATE TABLE tx_probe (id int PRIMARY KEY)');
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO tx_probe VALUES (1)');
        await tx.query('INSERT INTO tx_probe VALUES (1)');
      }),
    ).rejects.toThrow();
    expect(await db.query('SELECT * FROM tx_probe')).toEqual([]);
  });

  it('queries made inside a transaction join it, and nested transactions are savepoints', async () => {
    await db.query('CREATE TABLE join_probe (id int PRIMARY KEY)');
    await expect(
      db.transaction(async () => {
        await db.query('INSERT INTO join_probe VALUES (1)'); // through db, not tx: still inside
        await expect(
          db.transaction(async (tx) => {
            await tx.query('INSERT INTO join_probe VALUES (2)');
            throw new Error('inner fails');
          }),
        ).rejects.toThrow('inner fails');
        throw new Error('outer fails');
      }),
    ).rejects.toThrow('outer fails');
    expect(await db.query('SELECT * FROM join_probe')).toEqual([]);
  });

  it('work that a transaction started and that runs after it ended does not use it', async () => {
    // A job runner or mail sender woken by a request keeps the request's async context; once the
    // request's transaction is over, its queries and transactions must go to the database itself
    // (they failed with 'SAVEPOINT can only be used in transaction blocks').
    let later: Promise<unknown> = Promise.resolve();
    await db.transaction(async () => {
      later = new Promise((resolve, reject) =>
        setTimeout(() => db.transaction(async (tx) => tx.query('SELECT 1 AS one')).then(resolve, reject), 30),
      );
    });
    await expect(later).resolves.toEqual([{ one: 1 }]);
  });

  it("a snapshot's reads do not see a write made between them, and inside a transaction it reads in it", async () => {
    await db.query('CREATE TABLE snapshot_probe (id int PRIMARY KEY)');
    const count = async (sql: { query: Database['query'] }) => (await sql.query<{ n: number }>('SELECT count(*)::int AS n FROM snapshot_probe'))[0]!.n;
    let written: Promise<unknown> = Promise.resolve();
    const seen = await db.snapshot(async (tx) => {
      const before = await count(tx);
      // Another request's write, outside this snapshot: on PostgreSQL it commits on its own
      // connection at once; on PGlite it waits for the snapshot to end.
      written = outsideTransaction(() => db.query('INSERT INTO snapshot_probe VALUES (1)'));
      await new Promise((resolve) => setTimeout(resolve, 50));
      return [before, await count(tx)];
    });
    await written;
    expect(seen).toEqual([0, 0]);
    expect(await count(db)).toBe(1);

    const inside = await db.transaction(async () => {
      await db.query('INSERT INTO snapshot_probe VALUES (2)');
      return db.snapshot((tx) => count(tx));
    });
    expect(inside).toBe(2);
    await expect(db.snapshot((tx) => tx.query('INSERT INTO snapshot_probe VALUES (3)'))).rejects.toThrow();
  });

  it('returns counts as numbers on both engines', async () => {
    const [row] = await db.query<{ n: number }>('SELECT count(*) AS n FROM (VALUES (1), (2)) t(x)');
    expect(row.n).toBe(2);
  });

  // PostgreSQL only: PGlite is one in-process connection with nothing to prepare.
  it.runIf(Boolean(process.env.DATABASE_URL))('prepares a parameterised statement once per connection and answers it the same way each time', async () => {
    const text = 'SELECT $1::int + 1 AS next';
    const prepared = await db.transaction(async (tx) => {
      expect(await tx.query(text, [1])).toEqual([{ next: 2 }]);
      expect(await tx.query(text, [41])).toEqual([{ next: 42 }]);
      return tx.query<{ statement: string }>('SELECT statement FROM pg_prepared_statements');
    });
    expect(prepared.map((row) => row.statement)).toContain(text);
  });

  it('applies each migration once, in order', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'migrations-'));
    await writeFile(path.join(dir, '001_first.sql'), 'CREATE TABLE probe.a (id int);\nINSERT INTO probe.a VALUES (1);');
    await writeFile(path.join(dir, '002_second.sql'), 'INSERT INTO probe.a VALUES (2);');
    expect(await migrate(db, 'probe', dir)).toEqual(['001_first.sql', '002_second.sql']);
    expect(await migrate(db, 'probe', dir)).toEqual([]);
    expect(await db.query('SELECT id FROM probe.a ORDER BY id')).toEqual([{ id: 1 }, { id: 2 }]);
  });
});
