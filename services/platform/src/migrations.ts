// Applies a service's numbered SQL migrations (001_name.sql …) once each, in order, each in
// its own transaction, and records them in <schema>.schema_migrations. An advisory lock keeps
// several replicas starting at once from applying the same migration twice.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from './database.ts';

export async function migrate(db: Database, schema: string, migrationsDir: string): Promise<string[]> {
  const files = (await readdir(migrationsDir)).filter((name) => /^\d+_.+\.sql$/.test(name)).sort();
  const applied: string[] = [];
  await db.transaction(async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`migrate:${schema}`]);
    await tx.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    await tx.query(
      `CREATE TABLE IF NOT EXISTS ${schema}.schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`,
    );
    const done = new Set(
      (await tx.query<{ name: string }>(`SELECT name FROM ${schema}.schema_migrations`)).map((row) => row.name),
    );
    for (const file of files) {
      if (done.has(file)) continue;
      const script = await readFile(path.join(migrationsDir, file), 'utf8');
      for (const statement of splitStatements(script)) await tx.query(statement);
      await tx.query(`INSERT INTO ${schema}.schema_migrations (name) VALUES ($1)`, [file]);
      applied.push(file);
    }
  });
  return applied;
}

/**
 * Splits a migration into statements on semicolons that end a line, except inside a
 * dollar-quoted body ($$ … $$ or $tag$ … $tag$), so a PL/pgSQL function can be written as usual.
 */
export function splitStatements(script: string): string[] {
  const statements: string[] = [];
  let current = '';
  let quote: string | null = null;
  for (const line of script.split('\n')) {
    current += `${line}\n`;
    for (const match of line.matchAll(/\$[A-Za-z_]*\$/g)) {
      if (quote === null) quote = match[0];
      else if (match[0] === quote) quote = null;
    }
    if (quote === null && /;\s*$/.test(line)) {
      statements.push(current.replace(/;\s*$/, ''));
      current = '';
    }
  }
  statements.push(current);
  return statements.map((statement) => statement.replace(/^\s*--.*$/gm, '').trim()).filter(Boolean);
}
