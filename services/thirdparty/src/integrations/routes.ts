// GET /applet, POST /applet/connect, POST /applet/disconnect, GET /applet/{slug}/connection and
// POST /clinic-resource/sync (docs/rest-thirdparty.md).
import type { Hono } from 'hono';
import { requirePrincipal, type PrincipalDeps, type PrincipalVariables } from '@vetchart/platform/access-token';
import { listQuery, listResponse, parseInput, readBody } from '@vetchart/platform/http';
import { activeClinic, assertIntegrationAdmin } from './access.ts';
import { integrationConnectWire, integrationDisconnectWire } from '@vetchart/contracts/integrations/thirdparty';
import { appView, connect, connectionOf, disconnect, syncClinicData, syncQuery, type IntegrationDeps } from './integrations.ts';
import { listApps } from './repository.ts';

export function registerIntegrationRoutes(app: Hono<{ Variables: PrincipalVariables }>, deps: IntegrationDeps, access: PrincipalDeps): void {
  const auth = requirePrincipal(access);

  app.get('/applet', auth, async (c) => {
    assertIntegrationAdmin(c.var.principal);
    const clinic = activeClinic(c.var.principal);
    const query = parseInput(listQuery, c.req.query());
    const { rows, total } = await listApps(deps.db, clinic.id, query);
    return c.json(listResponse(rows.map(appView), query, total));
  });

  // Authorization before validation: someone who may not connect learns nothing from the body's errors.
  app.post('/applet/connect', auth, async (c) => {
    assertIntegrationAdmin(c.var.principal);
    return c.json(await connect(deps, c.var.principal, await readBody(c, integrationConnectWire)), 201);
  });

  app.post('/applet/disconnect', auth, async (c) => {
    assertIntegrationAdmin(c.var.principal);
    return c.json(await disconnect(deps, c.var.principal, await readBody(c, integrationDisconnectWire)));
  });

  app.get('/applet/:slug/connection', auth, async (c) => {
    assertIntegrationAdmin(c.var.principal);
    return c.json(await connectionOf(deps, c.var.principal, c.req.param('slug')));
  });

  // Sync Data Now is for everyone in the clinic (spec 000 section 6).
  app.post('/clinic-resource/sync', auth, async (c) =>
    c.json(await syncClinicData(deps, c.var.principal, parseInput(syncQuery, c.req.query()))),
  );
}
