// One database interface over two engines: PGlite (embedded, in-process, data in a folder)
// and a PostgreSQL server (when DATABASE_URL is set). Services write plain SQL that runs on
// both, always schema-qualified (auth.users, billing.plans), so one connection can serve all.
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { createHash } from 'node:crypto';
import pg from 'pg';

export interface Sql {
  query<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<Row[]>;
}

export interface Database extends Sql {
  /** Runs fn in one transaction: everything it wrote is kept, or nothing is. */
  transaction<T>(fn: (tx: Sql) => Promise<T>): Promise<T>;
  /** Runs several statements separated by semicolons, without parameters (migrations). */
  exec(script: string): Promise<void>;
  close(): Promise<void>;
  readonly engine: 'pglite' | 'postgres';
}

// pg returns int8 as a string by default; PGlite returns a number. Counts and ids fit in a
// double, so both engines agree on numbers. numeric stays a string on both (money is exact).
pg.types.setTypeParser(20, (value) => Number.parseInt(value, 10));

export async function openDatabase(options: { databaseUrl?: string; dataDir?: string }): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.dataDir);
}

async function openPglite(dataDir?: string): Promise<Database> {
  const db = await PGlite.create(dataDir ? { dataDir, extensions: { pg_trgm } } : { extensions: { pg_trgm } });
  const asSql = (target: { query: PGlite['query'] }): Sql => ({
    async query(text, params) {
      const result = await target.query(text, params as unknown[]);
      return result.rows as never;
    },
  });
  return {
    engine: 'pglite',
    ...asSql(db),
    transaction: (fn) => db.transaction((tx) => fn(asSql(tx))),
    exec: async (script) => {
      await db.exec(script);
    },
    close: () => db.close(),
  };
}

/**
 * A name for a parameterised statement, so that each pooled connection parses and plans it once
 * and then only binds and executes it (the services' SQL is a fixed set of texts). Past
 * MAX_PREPARED distinct texts (SQL built with varying text) statements are no longer named, so a
 * connection never holds more than that many.
 */
const MAX_PREPARED = 1_000;
const preparedNames = new Map<string, string>();
function statementName(text: string): string | undefined {
  let name = preparedNames.get(text);
  if (!name && preparedNames.size < MAX_PREPARED) {
    name = `s${createHash('sha1').update(text).digest('base64url')}`;
    preparedNames.set(text, name);
  }
  return name;
}

async function openPostgres(databaseUrl: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) });
  const asSql = (target: pg.Pool | pg.PoolClient): Sql => ({
    async query(text, params) {
      const name = params?.length ? statementName(text) : undefined;
      const result = name ? await target.query({ name, text, values: params as unknown[] }) : await target.query(text, params as unknown[]);
      return result.rows as never;
    },
  });
  return {
    engine: 'postgres',
    ...asSql(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(asSql(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    exec: async (script) => {
      await pool.query(script);
    },
    close: () => pool.end(),
  };
}
