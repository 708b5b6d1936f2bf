// Which practice systems the caller's clinic has connected (GET /practice/systems): the profile
// shows 'Sync Covetrus' only for a pet from Covetrus while the clinic has Covetrus connected.
import type { Principal } from '@vetchart/platform/access-token';
import { activeClinic } from '../integrations/access.ts';
import type { IntegrationDeps } from '../integrations/integrations.ts';
import { activeConnectionsOfKind } from '../integrations/repository.ts';

export async function listPracticeSystems(deps: IntegrationDeps, principal: Principal) {
  const clinic = activeClinic(principal);
  const connected = await activeConnectionsOfKind(deps.db, clinic.id, 'pims');
  return { data: connected.map((app) => ({ source: app.slug, name: app.name })) };
}
