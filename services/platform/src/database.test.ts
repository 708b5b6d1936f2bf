import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './database.ts';
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

  it('returns counts as numbers on both engines', async () => {
    const [row] = await db.query<{ n: number }>('SELECT count(*) AS n FROM (VALUES (1), (2)) t(x)');
    expect(row.n).toBe(2);
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
