// One database interface over two engines: PGlite (embedded, in-process, data in a folder)
// and a PostgreSQL server (when DATABASE_URL is set). Services write plain SQL that runs on
// both, always schema-qualified (auth.users, billing.plans), so one connection can serve all.
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
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
  /**
   * Runs fn while holding a database-wide lock named key, so that several processes starting at
   * once on one PostgreSQL database run it one after another (migrations and demo seeding). On
   * PGlite only one process can open the data folder (data-dir-lock.ts), so fn simply runs.
   */
  withExclusiveLock<T>(key: string, fn: () => Promise<T>): Promise<T>;
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
    withExclusiveLock: (_key, fn) => fn(),
    close: () => db.close(),
  };
}

async function openPostgres(databaseUrl: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) });
  const asSql = (target: pg.Pool | pg.PoolClient): Sql => ({
    async query(text, params) {
      const result = await target.query(text, params as unknown[]);
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
    async withExclusiveLock(key, fn) {
      // A session-level advisory lock lives on one connection: hold one aside while fn runs on
      // the pool.
      const holder = await pool.connect();
      try {
        await holder.query('SELECT pg_advisory_lock(hashtext($1))', [key]);
        try {
          return await fn();
        } finally {
          await holder.query('SELECT pg_advisory_unlock(hashtext($1))', [key]).catch(() => undefined);
        }
      } finally {
        holder.release();
      }
    },
    close: () => pool.end(),
  };
}
