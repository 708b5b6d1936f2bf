// One database interface over two engines: PGlite (embedded, in-process, data in a folder)
// and a PostgreSQL server (when DATABASE_URL is set). Services write plain SQL that runs on
// both, always schema-qualified (auth.users, billing.plans), so one connection can serve all.
import { AsyncLocalStorage } from 'node:async_hooks';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { createHash } from 'node:crypto';
import pg from 'pg';

export interface Sql {
  query<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<Row[]>;
}

export interface Database extends Sql {
  /**
   * Runs fn in one transaction: everything it wrote is kept, or nothing is. While fn runs, every
   * query made through this Database (not only through tx) joins the transaction, and a
   * transaction started inside it is a savepoint of it: so a request handled inside a transaction
   * (idempotency.ts) writes its result and its idempotency key together.
   */
  transaction<T>(fn: (tx: Sql) => Promise<T>): Promise<T>;
  /**
   * Runs fn's reads against one snapshot of the database (a repeatable-read, read-only
   * transaction): rows that another transaction writes together are seen together or not at all,
   * where separate reads made as it commits could see one without the other. Inside an open
   * transaction fn simply reads in it.
   */
  snapshot<T>(fn: (tx: Sql) => Promise<T>): Promise<T>;
  /** Runs several statements separated by semicolons, without parameters (migrations). */
  exec(script: string): Promise<void>;
  /** Like exec, answering the rows of the script's last statement (a library's scripts: the task queue's). */
  execRows<Row = Record<string, unknown>>(script: string): Promise<Row[]>;
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
  return joinOpenTransactions(options.databaseUrl ? await openPostgres(options.databaseUrl) : await openPglite(options.dataDir));
}

/** An engine as it opens: joinOpenTransactions adds what is made from its transactions. */
type Engine = Omit<Database, 'snapshot'>;

interface OpenTransaction {
  engine: Engine;
  tx: Sql;
  savepoints: number;
  /** False once the transaction committed or rolled back: work that outlives it must not use it. */
  open: boolean;
}

/** The transaction open in the current async context (the request being handled), if any. */
const openTransaction = new AsyncLocalStorage<OpenTransaction>();

/**
 * Runs fn outside any open transaction: background work started by a request (a job runner or the
 * mail sender woken by it) must neither join the request's transaction nor outlive it inside it.
 */
export function outsideTransaction<T>(fn: () => T): T {
  return openTransaction.exit(fn);
}

/**
 * Makes queries and transactions join the transaction open in the current async context (the
 * request being handled), nesting as savepoints; outside one they behave as before.
 */
function joinOpenTransactions(engine: Engine): Database {
  const current = () => {
    const store = openTransaction.getStore();
    return store && store.open && store.engine === engine ? store : undefined;
  };
  const joined: Database = {
    ...engine,
    query: (text, params) => (current()?.tx ?? engine).query(text, params),
    async transaction(fn) {
      const outer = current();
      if (!outer) {
        return engine.transaction(async (tx) => {
          const store: OpenTransaction = { engine, tx, savepoints: 0, open: true };
          try {
            return await openTransaction.run(store, () => fn(tx));
          } finally {
            store.open = false;
          }
        });
      }
      outer.savepoints += 1;
      const savepoint = `nested_${outer.savepoints}`;
      await outer.tx.query(`SAVEPOINT ${savepoint}`);
      try {
        const result = await fn(outer.tx);
        await outer.tx.query(`RELEASE SAVEPOINT ${savepoint}`);
        return result;
      } catch (error) {
        await outer.tx.query(`ROLLBACK TO SAVEPOINT ${savepoint}`);
        throw error;
      }
    },
    snapshot(fn) {
      const outer = current();
      if (outer) return fn(outer.tx);
      return joined.transaction(async (tx) => {
        // The first statement of the transaction, as PostgreSQL requires (PGlite is PostgreSQL).
        await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ READ ONLY');
        return fn(tx);
      });
    },
  };
  return joined;
}

async function openPglite(dataDir?: string): Promise<Engine> {
  // PostgreSQL's default 128 MB of shared buffers is more than a clinic's data needs and stays
  // resident in the WASM heap; the operating system's file cache still caches the folder, so 16 MB
  // costs reads from that cache rather than from disk (docs/architecture.md, 'Footprint of the
  // embedded default').
  const postgresqlconf = [`shared_buffers=${process.env.PGLITE_SHARED_BUFFERS ?? '16MB'}`];
  const db = await PGlite.create({ ...(dataDir ? { dataDir } : {}), extensions: { pg_trgm }, postgresqlconf });
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
    execRows: async (script) => ((await db.exec(script)).at(-1)?.rows ?? []) as never,
    withExclusiveLock: (_key, fn) => fn(),
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

async function openPostgres(databaseUrl: string): Promise<Engine> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) });
  // An idle connection the server ends (a restart, a dropped test database) is an 'error' on the
  // pool; without a listener it would end the process. The pool replaces the connection.
  pool.on('error', (error) => {
    if ((error as { code?: string }).code !== '57P01') console.warn(`[database] an idle connection failed: ${error.message}`);
  });
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
    async execRows(script) {
      // Several statements answer one result each; one statement answers its result.
      const result = (await pool.query(script)) as pg.QueryResult | pg.QueryResult[];
      return (Array.isArray(result) ? (result.at(-1)?.rows ?? []) : result.rows) as never;
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
