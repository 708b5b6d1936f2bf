// Pet parents' REST routes (docs/rest-main.md): GET /pet-parents (sort, q, ids), GET
// /pet-parents/{id}, POST /pet-parents, PATCH /pet-parents/{id}, DELETE /pet-parents/{id}.
import type { Hono } from 'hono';
import { petParentWire } from '@vetchart/contracts/pets/pet-parent';
import { z } from 'zod';
import { requirePrincipal, type PrincipalVariables } from '@vetchart/platform/access-token';
import type { Sql } from '@vetchart/platform/database';
import { listQuery, listResponse, parseInput, readBody } from '@vetchart/platform/http';
import type { ServiceDeps } from '@vetchart/platform/service';
import { ADD_PET, DELETE_PET, EDIT_PET, requirePermission } from '../pets/permissions.ts';
import { clinicScope, pathId, type ClinicScope } from '../scope.ts';
import { PARENT_SORTS, createParent, deleteParent, getParent, listParents, updateParent } from './pet-parents.ts';

type App = Hono<{ Variables: PrincipalVariables }>;

const parentListQuery = listQuery.extend({
  sort: z.enum(PARENT_SORTS, { error: `sort must be one of ${PARENT_SORTS.join(', ')}.` }).optional(),
});

export function registerPetParentRoutes(app: App, deps: ServiceDeps): void {
  const auth = requirePrincipal(deps);
  const inClinic = <T>(principal: PrincipalVariables['principal'], fn: (tx: Sql, scope: ClinicScope) => Promise<T>) => {
    const scope = clinicScope(principal);
    return deps.db.transaction((tx) => fn(tx, scope));
  };
  // A read runs as it is: each statement sees committed data either way, and BEGIN and COMMIT
  // would be two more round trips to the database for every list a screen shows.
  const readInClinic = <T>(principal: PrincipalVariables['principal'], fn: (db: Sql, scope: ClinicScope) => Promise<T>) =>
    fn(deps.db, clinicScope(principal));

  app.get('/pet-parents', auth, async (c) => {
    const query = parseInput(parentListQuery, c.req.query());
    const { rows, total } = await readInClinic(c.var.principal, (tx, scope) => listParents(tx, scope, query));
    return c.json(listResponse(rows, query, total));
  });
  app.get('/pet-parents/:id', auth, async (c) => {
    const id = pathId(c.req.param('id'), 'Pet parent');
    return c.json(await readInClinic(c.var.principal, (tx, scope) => getParent(tx, scope, id)));
  });
  app.post('/pet-parents', auth, requirePermission(ADD_PET), async (c) => {
    const body = await readBody(c, petParentWire);
    return c.json(await inClinic(c.var.principal, (tx, scope) => createParent(tx, scope, body)), 201);
  });
  app.patch('/pet-parents/:id', auth, requirePermission(EDIT_PET), async (c) => {
    const id = pathId(c.req.param('id'), 'Pet parent');
    const body = await readBody(c, petParentWire);
    return c.json(await inClinic(c.var.principal, (tx, scope) => updateParent(tx, scope, id, body)));
  });
  app.delete('/pet-parents/:id', auth, requirePermission(DELETE_PET), async (c) => {
    const id = pathId(c.req.param('id'), 'Pet parent');
    await inClinic(c.var.principal, (tx, scope) => deleteParent(tx, scope, id));
    return c.body(null, 204);
  });
}
