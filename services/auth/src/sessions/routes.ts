// POST /auth/login, /auth/refresh, /auth/logout and GET /me.
import type { Hono } from 'hono';
import type { PrincipalVariables } from '@vetchart/platform/access-token';
import { requestAddress } from '@vetchart/platform/client-address';
import { readBody, unauthorized } from '@vetchart/platform/http';
import type { ServiceDeps } from '@vetchart/platform/service';
import { forgetCachedSessions } from '@vetchart/platform/session-check';
import { login } from './login.ts';
import { loadSession } from './session.ts';
import { revokeFamilyOf, rotateRefreshToken } from './tokens.ts';
import { requireMember } from './require-member.ts';
import { loginWire, refreshTokenWire } from '@vetchart/contracts/auth/session';

export function registerSessionRoutes(app: Hono<{ Variables: PrincipalVariables }>, deps: ServiceDeps): void {
  app.post('/auth/login', async (c) => {
    const body = await readBody(c, loginWire);
    return c.json(await login(deps, body.email, body.password, requestAddress(c)), 200);
  });

  app.post('/auth/refresh', async (c) => {
    const body = await readBody(c, refreshTokenWire);
    return c.json(await rotateRefreshToken(deps, body.refreshToken), 201);
  });

  app.post('/auth/logout', async (c) => {
    const body = await readBody(c, refreshTokenWire);
    await deps.db.transaction((tx) => revokeFamilyOf(tx, body.refreshToken));
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
