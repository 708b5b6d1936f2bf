// POST /auth/signup, POST /verify/{token} and GET /users.
import type { Hono } from 'hono';
import { signUpWire } from '@vetchart/contracts/auth/account';
import type { PrincipalVariables } from '@vetchart/platform/access-token';
import { requestAddress } from '@vetchart/platform/client-address';
import { listQuery, listResponse, parseInput, readBody } from '@vetchart/platform/http';
import { mailChecks } from '@vetchart/platform/mail-limits';
import type { ServiceDeps } from '@vetchart/platform/service';
import { signUp } from './signup.ts';
import { listUsers } from './users.ts';
import { verifyEmail } from './verify-email.ts';
import { requireMember } from '../sessions/require-member.ts';

export function registerAccountRoutes(app: Hono<{ Variables: PrincipalVariables }>, deps: ServiceDeps): void {
  app.post('/auth/signup', async (c) => {
    const body = await readBody(c, signUpWire);
    const limits = mailChecks(deps.config, 'sign-up', { to: body.email, address: requestAddress(c) });
    return c.json(await signUp(deps, body, limits), 201);
  });

  // The web app posts the password field of its form too; verification does not need it.
  app.post('/verify/:token', async (c) => c.json(await verifyEmail(deps, c.req.param('token')), 200));

  app.get('/users', requireMember(deps), async (c) => {
    const query = parseInput(listQuery, c.req.query());
    const { rows, total } = await listUsers(deps.db, c.var.principal, query);
    return c.json(listResponse(rows, query, total));
  });
}
