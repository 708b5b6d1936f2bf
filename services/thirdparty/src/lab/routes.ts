// GET /lab/status (docs/rest-thirdparty.md): whether the caller's clinic has a lab to order from,
// for everyone in the clinic.
import type { Hono } from 'hono';
import { requirePrincipal, type PrincipalDeps, type PrincipalVariables } from '@vetchart/platform/access-token';
import type { IntegrationDeps } from '../integrations/integrations.ts';
import { labStatus } from './lab.ts';

export function registerLabRoutes(app: Hono<{ Variables: PrincipalVariables }>, deps: IntegrationDeps, access: PrincipalDeps): void {
  app.get('/lab/status', requirePrincipal(access), async (c) => c.json(await labStatus(deps, c.var.principal)));
}
