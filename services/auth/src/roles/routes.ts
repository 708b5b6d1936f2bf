// GET/POST /roles, GET /roles/{id}, GET/POST /permissions and DELETE /permissions/{id}
// (docs/rest-auth-billing.md, "Roles and permissions").
import type { Hono } from 'hono';
import type { PrincipalVariables } from '@vetchart/platform/access-token';
import { listQuery, listResponse, parseInput, readBody } from '@vetchart/platform/http';
import type { ServiceDeps } from '@vetchart/platform/service';
import { permissionCreateWire, roleCreateWire } from '@vetchart/contracts/roles/role-requests';
import { assertManagesPermissions, createPermission, deletePermission, listPermissionModules, readablePermissionNames } from './permissions.ts';
import { assertManagesRoles, createRole, getRole, listRoles } from './roles.ts';
import { requireMember } from '../sessions/require-member.ts';

export function registerRoleRoutes(app: Hono<{ Variables: PrincipalVariables }>, deps: ServiceDeps): void {
  const auth = requireMember(deps);

  app.get('/roles', auth, async (c) => {
    const query = parseInput(listQuery, c.req.query());
    const { rows, total } = await listRoles(deps.db, c.var.principal, query);
    return c.json(listResponse(rows, query, total));
  });

  app.get('/roles/:id', auth, async (c) => c.json(await getRole(deps.db, c.var.principal, c.req.param('id'))));

  app.post('/roles', auth, async (c) => {
    // Authorization before validation: someone who may not create roles learns nothing from the body's errors.
    assertManagesRoles(c.var.principal);
    const body = await readBody(c, roleCreateWire);
    return c.json(await deps.db.transaction((tx) => createRole(tx, c.var.principal, body)), 201);
  });

  app.get('/permissions', auth, async (c) => {
    const query = parseInput(listQuery, c.req.query());
    const onlyNames = readablePermissionNames(c.var.principal, query);
    // Without a page size the whole catalogue is returned: the Create Role form lists it all.
    const paged = c.req.query('limit') !== undefined;
    const { modules, total } = await listPermissionModules(deps.db, query, paged, onlyNames);
    return c.json({ permissions: modules, meta: listResponse(modules, query, total).meta });
  });

  app.post('/permissions', auth, async (c) => {
    assertManagesPermissions(c.var.principal);
    const body = await readBody(c, permissionCreateWire);
    return c.json(await deps.db.transaction((tx) => createPermission(tx, c.var.principal, body)), 201);
  });

  app.delete('/permissions/:id', auth, async (c) => {
    assertManagesPermissions(c.var.principal);
    await deps.db.transaction((tx) => deletePermission(tx, c.var.principal, c.req.param('id')));
    return c.body(null, 204);
  });
}
