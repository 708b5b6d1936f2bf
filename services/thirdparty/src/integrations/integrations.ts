// Connecting a clinic to a partner, disconnecting it, and the Sync Data Now action. Credentials
// are checked with the partner (through its adapter) before anything is stored; what is stored
// keeps the partner's secrets sealed, and no answer ever carries them.
import type { Principal } from '@vetchart/platform/access-token';
import type { Database } from '@vetchart/platform/database';
import { HttpError, badRequest, conflict, notFound } from '@vetchart/platform/http';
import { z } from 'zod';
import { PartnerUnavailableError, type PartnerAdapter, type Verification } from '../partners/partner.ts';
import type { PartnerAdapters } from '../partners/adapters.ts';
import { activeClinic } from './access.ts';
import {
  activeConnectionsOfKind,
  deactivateConnection,
  findActiveConnection,
  findAppBySlug,
  insertConnection,
  markVerified,
  recordAudit,
  type AppRow,
  type AppWithConnection,
  type ConnectionRow,
} from './repository.ts';
import type { SecretBox } from './secret-box.ts';
import { idText } from '@vetchart/platform/text-limits';
import type { IntegrationConnect, IntegrationDisconnect } from '@vetchart/contracts/integrations/thirdparty';

export interface IntegrationDeps {
  db: Database;
  adapters: PartnerAdapters;
  secrets: SecretBox;
}

export const NO_PIMS_CONNECTED = 'No practice management system is connected yet. Connect one under Integrations.';

export const syncQuery = z.object({
  clinic_code: idText().optional(),
  provider: idText().optional(),
});

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** A connection as the browser may see it: who connected what and when, never a secret. */
export function connectionView(connection: ConnectionRow) {
  return {
    id: connection.id,
    clinic_id: connection.clinic_id,
    account_id: connection.account_id,
    username: connection.username,
    account_name: connection.partner_account_name,
    connected_by: connection.connected_by_name,
    connected_by_id: connection.connected_by_user_id,
    connected_at: iso(connection.connected_at),
    last_verified_at: iso(connection.last_verified_at),
  };
}

export function appView(app: AppWithConnection) {
  return {
    id: app.id,
    applet_code: app.applet_code,
    name: app.name,
    app_name: app.app_name,
    slug: app.slug,
    description: app.description,
    logo: app.logo,
    kind: app.kind,
    requires_login: app.kind === 'lab',
    status: app.connection ? 'active' : 'inactive',
    connection: app.connection ? connectionView(app.connection) : null,
  };
}

/** The associated data sealing a connection's secret to its clinic and app. */
const secretContext = (clinicId: string, appId: string) => `${clinicId}:${appId}`;

/** A clinic_code naming any clinic but the caller's own is treated like one that does not exist. */
function assertOwnClinic(principal: Principal, clinicCode: string | undefined): { id: string; code: string } {
  const clinic = activeClinic(principal);
  if (clinicCode !== undefined && clinicCode !== clinic.code) throw notFound('Clinic not found.');
  return clinic;
}

async function appOrFieldError(deps: IntegrationDeps, slug: string, path: string): Promise<AppRow> {
  const app = await findAppBySlug(deps.db, slug);
  if (!app) throw badRequest('Unknown integration.', [{ path, message: 'Unknown integration.' }]);
  return app;
}

function adapterOf(deps: IntegrationDeps, app: AppRow): PartnerAdapter {
  const adapter = deps.adapters.get(app.slug);
  if (!adapter) throw new HttpError(503, `${app.name} is not available on this server.`);
  return adapter;
}

/** Asks the partner; an unreachable partner is a 502 with a message people can act on. */
async function askPartner(ask: () => Promise<Verification>): Promise<Verification> {
  try {
    return await ask();
  } catch (error) {
    if (error instanceof PartnerUnavailableError) throw new HttpError(502, error.message);
    throw error;
  }
}

const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505';

export async function connect(deps: IntegrationDeps, principal: Principal, body: IntegrationConnect) {
  const clinic = assertOwnClinic(principal, body.clinicCode);
  const app = await appOrFieldError(deps, body.integration, 'integration');
  if (app.kind === 'lab') {
    const missing = [
      ...(body.username ? [] : [{ path: 'username', message: 'Please input Username' }]),
      ...(body.password ? [] : [{ path: 'password', message: 'Please input Password' }]),
    ];
    if (missing.length) throw badRequest(missing[0]!.message, missing);
  }
  const alreadyConnected = () => conflict(`${app.name} is already connected. Disconnect it first to connect with other details.`);
  if (await findActiveConnection(deps.db, clinic.id, app.id)) throw alreadyConnected();

  // Only the lab provider uses a login; a practice-management connection keeps no username or password.
  const credentials = {
    clinicId: body.clinicId,
    accountId: body.accountId,
    username: app.kind === 'lab' ? body.username : null,
    password: app.kind === 'lab' ? body.password : null,
  };
  const verification = await askPartner(() => adapterOf(deps, app).verifyCredentials(credentials));
  if (!verification.ok) throw new HttpError(422, verification.message);

  const secret = { ...(credentials.password ? { password: credentials.password } : {}), ...(verification.token ? { token: verification.token } : {}) };
  try {
    await deps.db.transaction(async (tx) => {
      await insertConnection(tx, {
        appId: app.id,
        organizationId: principal.organizationId,
        ownerClinicId: clinic.id,
        clinicCode: clinic.code,
        clinicId: credentials.clinicId,
        accountId: credentials.accountId,
        username: credentials.username,
        partnerAccountName: verification.accountName,
        secretCiphertext: Object.keys(secret).length ? deps.secrets.seal(secret, secretContext(clinic.id, app.id)) : null,
        connectedByUserId: principal.userId,
        connectedByName: principal.fullName,
      });
      await recordAudit(tx, {
        actorUserId: principal.userId,
        organizationId: principal.organizationId,
        clinicId: clinic.id,
        action: 'integration.connect',
        targetType: 'integration',
        targetId: app.slug,
        detail: { clinic_id: credentials.clinicId, account_id: credentials.accountId, username: credentials.username },
      });
    });
  } catch (error) {
    // Someone else connected the same app for this clinic in the meantime.
    if (isUniqueViolation(error)) throw alreadyConnected();
    throw error;
  }
  return appView({ ...app, connection: await findActiveConnection(deps.db, clinic.id, app.id) });
}

export async function disconnect(deps: IntegrationDeps, principal: Principal, body: IntegrationDisconnect) {
  const clinic = assertOwnClinic(principal, body.clinicCode);
  const app = await appOrFieldError(deps, body.integration, 'integration');
  await deps.db.transaction(async (tx) => {
    const connection = await findActiveConnection(tx, clinic.id, app.id, { forUpdate: true });
    if (!connection) throw notFound(`${app.name} is not connected.`);
    await deactivateConnection(tx, connection.id, { userId: principal.userId, name: principal.fullName });
    await recordAudit(tx, {
      actorUserId: principal.userId,
      organizationId: principal.organizationId,
      clinicId: clinic.id,
      action: 'integration.disconnect',
      targetType: 'integration',
      targetId: app.slug,
      detail: { connection_id: connection.id, clinic_id: connection.clinic_id, account_id: connection.account_id },
    });
  });
  return appView({ ...app, connection: null });
}

export async function connectionOf(deps: IntegrationDeps, principal: Principal, slug: string) {
  const clinic = activeClinic(principal);
  const app = await findAppBySlug(deps.db, slug);
  if (!app) throw notFound('Integration not found.');
  const connection = await findActiveConnection(deps.db, clinic.id, app.id);
  if (!connection) throw notFound(`${app.name} is not connected.`);
  return { integration: app.slug, name: app.name, status: 'active', ...connectionView(connection) };
}

/**
 * Sync Data Now, first step: checks each connection with the partner (renewing its session). The
 * practice system's patients are then imported one by one through main's POST /pets/sync.
 */
export async function syncClinicData(deps: IntegrationDeps, principal: Principal, query: z.infer<typeof syncQuery>) {
  const clinic = assertOwnClinic(principal, query.clinic_code || undefined);
  let targets: AppWithConnection[];
  if (query.provider) {
    const app = await appOrFieldError(deps, query.provider, 'provider');
    const connection = await findActiveConnection(deps.db, clinic.id, app.id);
    if (!connection) throw conflict(`${app.name} is not connected yet. Connect it under Integrations.`);
    targets = [{ ...app, connection }];
  } else {
    targets = await activeConnectionsOfKind(deps.db, clinic.id, 'pims');
    if (!targets.length) throw conflict(NO_PIMS_CONNECTED);
  }

  const results = [];
  for (const target of targets) {
    const connection = target.connection!;
    const context = secretContext(clinic.id, target.id);
    const secret = connection.secret_ciphertext ? deps.secrets.open(connection.secret_ciphertext, context) : {};
    const verification = await askPartner(() =>
      adapterOf(deps, target).checkConnection({
        clinicId: connection.clinic_id,
        accountId: connection.account_id,
        username: connection.username,
        password: secret.password ?? null,
        token: secret.token ?? null,
      }),
    );
    if (!verification.ok) {
      throw new HttpError(422, `${target.name} refused the stored connection: ${verification.message} Disconnect it and connect it again under Integrations.`);
    }
    // A partner may hand back a new session token; it replaces the old one, sealed like it.
    const renewed = verification.token && verification.token !== secret.token ? { ...secret, token: verification.token } : null;
    const verifiedAt = await markVerified(
      deps.db,
      connection.id,
      renewed ? deps.secrets.seal(renewed, context) : connection.secret_ciphertext,
      verification.accountName,
    );
    results.push({ provider: target.slug, name: target.name, account_name: verification.accountName, verified_at: iso(verifiedAt)! });
  }

  const names = results.map((result) => result.name).join(' and ');
  // A practice system's patients are imported next, one sync each (GET /practice/patients, then main's
  // POST /pets/sync, which the settings hub runs with its progress); lab results are polled by main.
  const lab = query.provider && targets[0]!.kind === 'lab';
  return {
    status: 'verified',
    providers: results,
    message: lab
      ? `${names} is connected: the connection was checked with ${names} just now and works. New results from ${names} arrive on their own: the product checks the lab every few seconds.`
      : `${names} is connected: the connection was checked with ${names} just now and works.`,
  };
}
