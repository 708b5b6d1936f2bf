// POST, GET and PUT /user/invite/{orgCode}.
import type { Hono } from 'hono';
import type { PrincipalVariables } from '@vetchart/platform/access-token';
import { readBody } from '@vetchart/platform/http';
import type { ServiceDeps } from '@vetchart/platform/service';
import { z } from 'zod';
import { assertCanInvite, completeInvite, inviteBody, inviteDetails, inviteUsers } from './invites.ts';
import { requireMember } from '../sessions/require-member.ts';

export function registerInviteRoutes(app: Hono<{ Variables: PrincipalVariables }>, deps: ServiceDeps): void {
  app.post('/user/invite/:orgCode', requireMember(deps), async (c) => {
    const orgCode = c.req.param('orgCode');
    // Authorization before validation: someone who may not invite learns nothing from the body's errors.
    assertCanInvite(c.var.principal, orgCode);
    const body = await readBody(c, inviteBody);
    return c.json(await inviteUsers(deps, c.var.principal, orgCode, body), 201);
  });

  app.get('/user/invite/:orgCode', async (c) =>
    c.json(await inviteDetails(deps, c.req.param('orgCode'), c.req.query('id') ?? '', c.req.query('token') ?? '')),
  );

  // The body is validated inside completeInvite (the contract's inviteCompletionWire): its licence
  // rules depend on the stored invitation's role.
  app.put('/user/invite/:orgCode', async (c) => {
    const raw = await readBody(c, z.record(z.string(), z.unknown()));
    return c.json(await completeInvite(deps, c.req.param('orgCode'), raw), 200);
  });
}
