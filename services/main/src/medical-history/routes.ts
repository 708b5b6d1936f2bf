// The medical history summary's REST route (docs/rest-main-medical-history.md):
// GET /pets/{id}/medical-history-summary, for any member of the pet's clinic, and the files kept
// with its medical records (record-files.ts).
import type { Hono } from 'hono';
import { requirePrincipal, type PrincipalVariables } from '@vetchart/platform/access-token';
import type { ServiceDeps } from '@vetchart/platform/service';
import { clinicScope, pathId } from '../scope.ts';
import { registerMedicalRecordFileRoutes } from './record-files.ts';
import { medicalHistorySummary } from './summary.ts';

type App = Hono<{ Variables: PrincipalVariables }>;

export function registerMedicalHistoryRoutes(app: App, deps: ServiceDeps): void {
  const auth = requirePrincipal(deps);
  // A read: its statements run as they are, like the pet's other reads (pets/routes.ts).
  app.get('/pets/:id/medical-history-summary', auth, async (c) => {
    const id = pathId(c.req.param('id'), 'Pet');
    return c.json({ data: await medicalHistorySummary(deps.db, clinicScope(c.var.principal), id) });
  });
  registerMedicalRecordFileRoutes(app, deps);
}
