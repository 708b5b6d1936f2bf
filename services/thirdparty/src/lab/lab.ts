// A clinic's reference lab, for the services host (no person's token: services/host/src/lab-links.ts
// hands these functions to the main service as its LabLink) and for GET /lab/status. Every call
// goes through the clinic's active lab connection and its sealed login; a token the lab renewed
// is stored sealed in place of the old one. Failures are LabCallError with the kind main acts on:
// not_connected, refused (the lab's own message), unreachable.
import type { Principal } from '@vetchart/platform/access-token';
import { activeClinic } from '../integrations/access.ts';
import type { IntegrationDeps } from '../integrations/integrations.ts';
import { activeConnectionsOfKind, markVerified, type AppWithConnection } from '../integrations/repository.ts';
import { isLab } from '../partners/adapters.ts';
import { LabRefusalError, type LabAdapter, type LabOrderRequest, type LabPartnerOrder, type LabPartnerResult, type LabRead } from '../partners/lab.ts';
import { PartnerUnavailableError, type StoredConnection } from '../partners/partner.ts';

export type LabCallErrorKind = 'not_connected' | 'refused' | 'unreachable';

export class LabCallError extends Error {
  constructor(
    message: string,
    readonly kind: LabCallErrorKind,
  ) {
    super(message);
  }
}

/** A clinic with an active lab connection (main's LabClinic). */
export interface ConnectedLabClinic {
  clinic_id: string;
  organization_id: string;
  clinic_code: string;
  provider: string;
  provider_name: string;
}

const secretContext = (clinicId: string, appId: string) => `${clinicId}:${appId}`;

interface ClinicLab {
  app: AppWithConnection;
  adapter: LabAdapter;
  connection: StoredConnection;
}

/** The clinic's active lab connection with its opened login, or null. */
async function clinicLabConnection(deps: IntegrationDeps, clinicId: string): Promise<ClinicLab | null> {
  const [app] = await activeConnectionsOfKind(deps.db, clinicId, 'lab');
  if (!app) return null;
  const adapter = deps.adapters.get(app.slug);
  if (!adapter || !isLab(adapter)) return null;
  const row = app.connection!;
  const secret = row.secret_ciphertext ? deps.secrets.open(row.secret_ciphertext, secretContext(clinicId, app.id)) : {};
  return {
    app,
    adapter,
    connection: { clinicId: row.clinic_id, accountId: row.account_id, username: row.username, password: secret.password ?? null, token: secret.token ?? null },
  };
}

async function notConnectedMessage(deps: IntegrationDeps): Promise<string> {
  const [lab] = await deps.db.query<{ name: string }>(`SELECT name FROM thirdparty.apps WHERE kind = 'lab' ORDER BY sort_order, name LIMIT 1`);
  return `${lab?.name ?? 'The lab'} is not connected yet. Connect it under Integrations.`;
}

/** Asks the clinic's lab; keeps a renewed token; turns failures into LabCallError. */
async function askLab<T>(deps: IntegrationDeps, clinicId: string, call: (adapter: LabAdapter, connection: StoredConnection) => Promise<LabRead<T>>): Promise<T> {
  const lab = await clinicLabConnection(deps, clinicId);
  if (!lab) throw new LabCallError(await notConnectedMessage(deps), 'not_connected');
  let answer: LabRead<T>;
  try {
    answer = await call(lab.adapter, lab.connection);
  } catch (error) {
    if (error instanceof PartnerUnavailableError) throw new LabCallError(error.message, 'unreachable');
    if (error instanceof LabRefusalError) throw new LabCallError(error.message, 'refused');
    throw error;
  }
  if (answer.token && answer.token !== lab.connection.token) {
    const row = lab.app.connection!;
    const context = secretContext(clinicId, lab.app.id);
    const secret = row.secret_ciphertext ? deps.secrets.open(row.secret_ciphertext, context) : {};
    await markVerified(deps.db, row.id, deps.secrets.seal({ ...secret, token: answer.token }, context), row.partner_account_name ?? lab.app.name);
  }
  return answer.value;
}

/** Every clinic with an active lab connection (what main's result poller walks). */
export async function connectedLabClinics(deps: IntegrationDeps): Promise<ConnectedLabClinic[]> {
  return deps.db.query<ConnectedLabClinic>(
    `SELECT DISTINCT ON (c.owner_clinic_id) c.owner_clinic_id AS clinic_id, c.organization_id, c.clinic_code, a.slug AS provider, a.name AS provider_name
       FROM thirdparty.connections c JOIN thirdparty.apps a ON a.id = c.app_id
      WHERE c.status = 'active' AND a.kind = 'lab'
      ORDER BY c.owner_clinic_id, a.sort_order, a.name`,
  );
}

/** The clinic's active lab, or null. */
export async function clinicLab(deps: IntegrationDeps, clinicId: string): Promise<ConnectedLabClinic | null> {
  const [app] = await activeConnectionsOfKind(deps.db, clinicId, 'lab');
  if (!app) return null;
  const connection = app.connection!;
  const [row] = await deps.db.query<{ organization_id: string; clinic_code: string }>(
    `SELECT organization_id, clinic_code FROM thirdparty.connections WHERE id = $1`,
    [connection.id],
  );
  return { clinic_id: clinicId, organization_id: row!.organization_id, clinic_code: row!.clinic_code, provider: app.slug, provider_name: app.name };
}

export function placeLabOrder(deps: IntegrationDeps, clinicId: string, order: LabOrderRequest): Promise<LabPartnerOrder> {
  return askLab(deps, clinicId, (adapter, connection) => adapter.placeOrder(connection, order));
}

export function cancelLabOrder(deps: IntegrationDeps, clinicId: string, partnerOrderId: string): Promise<LabPartnerOrder> {
  return askLab(deps, clinicId, (adapter, connection) => adapter.cancelOrder(connection, partnerOrderId));
}

export function labOrders(deps: IntegrationDeps, clinicId: string, partnerOrderIds: string[]): Promise<LabPartnerOrder[]> {
  return askLab(deps, clinicId, (adapter, connection) => adapter.orders(connection, partnerOrderIds));
}

export function labResultsSince(deps: IntegrationDeps, clinicId: string, since: string | null): Promise<{ results: LabPartnerResult[]; next_since: string }> {
  return askLab(deps, clinicId, (adapter, connection) => adapter.resultsSince(connection, since));
}

export function labReport(deps: IntegrationDeps, clinicId: string, partnerResultId: string): Promise<Uint8Array> {
  return askLab(deps, clinicId, (adapter, connection) => adapter.report(connection, partnerResultId));
}

/** GET /lab/status: whether the caller's clinic can order from a lab (spec 002 section 7). */
export async function labStatus(deps: IntegrationDeps, principal: Principal) {
  const clinic = activeClinic(principal);
  const lab = await clinicLab(deps, clinic.id);
  return {
    data: {
      connected: lab !== null,
      provider: lab?.provider ?? null,
      provider_name: lab?.provider_name ?? null,
      place_order: lab !== null,
      allow_additional_order: lab !== null,
    },
  };
}
