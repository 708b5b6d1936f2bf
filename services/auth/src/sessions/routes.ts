// POST /auth/login, /auth/refresh, /auth/logout and GET /me.
import type { Hono } from 'hono';
import type { PrincipalVariables } from '@vetchart/platform/access-token';
import { requestAddress } from '@vetchart/platform/client-address';
import { readBody, unauthorized } from '@vetchart/platform/http';
import type { ServiceDeps } from '@vetchart/platform/service';
import { forgetCachedSessions } from '@vetchart/platform/session-check';
import { z } from 'zod';
import { login } from './login.ts';
import { loadSession } from './session.ts';
import { revokeFamilyOf, rotateRefreshToken } from './tokens.ts';
import { requireMember } from './require-member.ts';
import { EMAIL_MESSAGE } from '@vetchart/contracts/auth/account';

const loginBody = z.object({
  email: z.string({ error: 'Please input your email' }).trim().min(1, { error: 'Please input your email' }).max(254, { error: EMAIL_MESSAGE }),
  password: z.string({ error: 'Please input your password' }).min(1, { error: 'Please input your password' }).max(1024, { error: 'Must be at most 1024 characters.' }),
});

const refreshBody = z.object({
  refresh_token: z.string({ error: 'Please provide a refresh token' }).min(1, { error: 'Please provide a refresh token' }).max(200, { error: 'Invalid token.' }),
});

export function registerSessionRoutes(app: Hono<{ Variables: PrincipalVariables }>, deps: ServiceDeps): void {
  app.post('/auth/login', async (c) => {
    const body = await readBody(c, loginBody);
    return c.json(await login(deps, body.email, body.password, requestAddress(c)), 200);
  });

  app.post('/auth/refresh', async (c) => {
    const body = await readBody(c, refreshBody);
    return c.json(await rotateRefreshToken(deps, body.refresh_token), 201);
  });

  app.post('/auth/logout', async (c) => {
    const body = await readBody(c, refreshBody);
    await deps.db.transaction((tx) => revokeFamilyOf(tx, body.refresh_token));
    forgetCachedSessions(deps.db);
    return c.body(null, 204);
  });

  app.get('/me', requireMember(deps), async (c) => {
    const { principal } = c.var;
    // The token's organization, not the first membership: the session describes where it acts.
    const session = await loadSession(deps.db, principal.userId, principal.organizationId);
    if (!session) throw unauthorized('Invalid token.');
    return c.json(session.view);
  });
}
