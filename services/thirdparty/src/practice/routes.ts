// GET /practice/doctors, /practice/schedules, /practice/patients and /practice/patients/{source id}
// (docs/rest-thirdparty.md): the clinic's practice system, for everyone in the clinic.
import type { Hono } from 'hono';
import { requirePrincipal, type PrincipalDeps, type PrincipalVariables } from '@vetchart/platform/access-token';
import { parseInput } from '@vetchart/platform/http';
import type { IntegrationDeps } from '../integrations/integrations.ts';
import { doctorsQuery, listDoctors, listSchedules, patientsQuery, readPatient, schedulesQuery, searchPatients } from './practice.ts';

export function registerPracticeRoutes(app: Hono<{ Variables: PrincipalVariables }>, deps: IntegrationDeps, access: PrincipalDeps): void {
  const auth = requirePrincipal(access);
  app.get('/practice/doctors', auth, async (c) => c.json(await listDoctors(deps, c.var.principal, parseInput(doctorsQuery, c.req.query()))));
  app.get('/practice/schedules', auth, async (c) => c.json(await listSchedules(deps, c.var.principal, parseInput(schedulesQuery, c.req.query()))));
  app.get('/practice/patients', auth, async (c) => c.json(await searchPatients(deps, c.var.principal, parseInput(patientsQuery, c.req.query()))));
  app.get('/practice/patients/:sourceId', auth, async (c) =>
    c.json(await readPatient(deps, c.var.principal, c.req.param('sourceId'), parseInput(doctorsQuery, c.req.query()))),
  );
}
