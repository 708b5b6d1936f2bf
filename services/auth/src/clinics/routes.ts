// GET /clinic/{code} and PUT /clinic (spec section 7): the hospital settings of a clinic of the
// caller's organization. Changing them is for super admins and client admins (spec section 6).
import type { Hono } from 'hono';
import { clinicUpdateWire } from '@vetchart/contracts/clinic/clinic';
import { requireAccess, type PrincipalVariables } from '@vetchart/platform/access-token';
import { readBody } from '@vetchart/platform/http';
import type { ServiceDeps } from '@vetchart/platform/service';
import { readClinic, updateClinic } from './clinics.ts';
import { requireMember } from '../sessions/require-member.ts';

export function registerClinicRoutes(app: Hono<{ Variables: PrincipalVariables }>, deps: ServiceDeps): void {
  const auth = requireMember(deps);

  app.get('/clinic/:code', auth, async (c) => c.json(await readClinic(deps.db, c.var.principal, c.req.param('code'))));

  app.put('/clinic', auth, async (c) => {
    requireAccess(c.var.principal, { superAdmin: true, clientAdmin: true });
    const body = await readBody(c, clinicUpdateWire);
    return c.json(await updateClinic(deps.db, c.var.principal, body));
  });
}
