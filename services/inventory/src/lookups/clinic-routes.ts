// What every knowledge-base route shares (lookup lists and catalogues): the caller's token, the
// writer check made before the body is read (someone who may not change the lists learns
// nothing from validation messages), and running in the caller's clinic (changes in one
// transaction) after the clinic's first-use provisioning.
import type { Context, Hono, MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import { requirePrincipal, type PrincipalVariables } from '@vetchart/platform/access-token';
import type { Database, Sql } from '@vetchart/platform/database';
import { listQuery, listResponse, parseInput } from '@vetchart/platform/http';
import type { ServiceDeps } from '@vetchart/platform/service';
import { ensureProvisioned } from './provisioning.ts';
import { clinicScope, requireModify, type ClinicScope } from './scope.ts';

export type App = Hono<{ Variables: PrincipalVariables }>;
export type Ctx = Context<{ Variables: PrincipalVariables }>;
export type ListRequest = z.infer<typeof listQuery> & { specie_id?: string; sort?: string };

export function clinicRoutes(app: App, deps: ServiceDeps) {
  const db: Database = deps.db;
  const auth = requirePrincipal(deps);
  const writer: MiddlewareHandler<{ Variables: PrincipalVariables }> = async (c, next) => {
    requireModify(c.var.principal);
    await next();
  };

  /**
   * Runs fn in the caller's clinic after its first-use provisioning: a change in one transaction;
   * a read as it is (each statement sees committed data either way, and BEGIN and COMMIT would be
   * two more round trips to the database for every list a screen shows).
   */
  const inClinic = async <T>(c: Ctx, options: { write: boolean }, fn: (tx: Sql, scope: ClinicScope) => Promise<T>): Promise<T> => {
    const scope = clinicScope(c.var.principal);
    if (options.write) requireModify(c.var.principal);
    await ensureProvisioned(db, scope);
    return options.write ? db.transaction((tx) => fn(tx, scope)) : fn(db, scope);
  };

  const list = (path: string, read: (tx: Sql, scope: ClinicScope, query: ListRequest) => Promise<{ rows: unknown[]; total: number }>) =>
    app.get(path, auth, async (c) => {
      const query = { ...parseInput(listQuery, c.req.query()), specie_id: c.req.query('specie_id'), sort: c.req.query('sort') };
      const { rows, total } = await inClinic(c, { write: false }, (tx, scope) => read(tx, scope, query));
      return c.json(listResponse(rows, query, total));
    });

  return { auth, writer, inClinic, list };
}
