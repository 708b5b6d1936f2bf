// The Manage Users endpoints of spec section 7, plus GET /assignable-roles for the invite and
// edit forms. Authorization is checked before the body is read, so a caller who may not act
// learns nothing from validation messages.
import type { Hono } from 'hono';
import { requireAccess, type PrincipalVariables } from '@vetchart/platform/access-token';
import { listQuery, listResponse, parseInput, readBody } from '@vetchart/platform/http';
import type { ServiceDeps } from '@vetchart/platform/service';
import { userRemoveWire } from '@vetchart/contracts/users/user';
import {
  EDIT_USERS,
  MANAGE_USERS,
  editUser,
  editUserBody,
  forceActivateUser,
  forceResetPassword,
  organizationUsers,
  reinviteUser,
  removeUser,
  rolesAssignableBy,
} from './user-management.ts';
import { requireMember } from '../sessions/require-member.ts';

export function registerUserManagementRoutes(app: Hono<{ Variables: PrincipalVariables }>, deps: ServiceDeps): void {
  const auth = requireMember(deps);

  app.get('/users-organizations/users/:orgId', auth, async (c) => {
    const query = parseInput(listQuery, c.req.query());
    const { rows, total } = await organizationUsers(deps.db, c.var.principal, c.req.param('orgId'), query);
    return c.json(listResponse(rows, query, total));
  });

  app.get('/assignable-roles', auth, async (c) => c.json({ data: await rolesAssignableBy(deps.db, c.var.principal) }));

  app.put('/user', auth, async (c) => {
    requireAccess(c.var.principal, EDIT_USERS);
    const body = await readBody(c, editUserBody);
    return c.json(await editUser(deps, c.var.principal, body));
  });

  app.post('/user/:id/re-invite/:orgCode', auth, async (c) =>
    c.json(await reinviteUser(deps, c.var.principal, c.req.param('id'), c.req.param('orgCode')), 201),
  );

  app.put('/user/:id/force-reset-password', auth, async (c) => c.json(await forceResetPassword(deps, c.var.principal, c.req.param('id'))));

  app.put('/user/:id/force-activate-account', auth, async (c) => c.json(await forceActivateUser(deps, c.var.principal, c.req.param('id'))));

  app.patch('/users-organizations/user/remove', auth, async (c) => {
    requireAccess(c.var.principal, MANAGE_USERS);
    const body = await readBody(c, userRemoveWire);
    return c.json(await removeUser(deps, c.var.principal, body.userId));
  });
}
